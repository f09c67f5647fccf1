/// Reads SVG path data (the `d` attribute: SVG 2, "Path data") into `PathData`'s four absolute elements.
///
/// Every command is accepted, absolute and relative, with implicitly repeated parameter groups. H and V become
/// lines, S and T have their reflected control point made explicit, quadratics are raised to cubics (exactly), and
/// elliptical arcs are approximated by cubics (`EllipticalArc`). A drawing command after Z without a moveto gets an
/// explicit move to the closed subpath's start, so every subpath of the result begins with a move.
///
/// Errors name the character (counted from 1) where the data stops making sense and what stands there. Limits
/// (`FaceLimits`): `maxPathCharacters` characters, `maxPathCommands` segments (each implicitly repeated parameter
/// group and each Z counts: an arc becomes at most four cubics, so the output stays bounded), numbers as written of
/// magnitude at most `maxPathNumberMagnitude`.
package struct SVGPathParser {
    /// The path data's bytes, read through a pointer while the parse lasts: a face's paths are checked when it is read,
    /// hidden ones too, so the time a check takes per command is time a context could count (docs/privacy.md, "Timing").
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var elements: [PathData.Element] = []
    private var current = (x: 0.0, y: 0.0)
    private var subpathStart = (x: 0.0, y: 0.0)
    /// Set after Z: the next drawing command starts a new subpath where the closed one began.
    private var pendingMove = false
    private var lastCubicControl: (x: Double, y: Double)?
    private var lastQuadraticControl: (x: Double, y: Double)?
    private var commandCount = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses `text`, or throws a `ValueError` naming the offending character's position and what was found.
    package static func parse(_ text: String) throws(ValueError) -> PathData {
        try checkLength(text)
        return try Array(text.utf8).withUnsafeBufferPointer { bytes throws(ValueError) in
            var parser = SVGPathParser(bytes: bytes)
            try parser.parseAll()
            return PathData(elements: parser.elements)
        }
    }

    /// Throws what `parse(_:)` would throw for `text`, in the same words, without making its elements.
    ///
    /// A face's paths are checked so when it is read, in every context alike, and parsed only where they are drawn
    /// (`PathText`): the time a context takes then barely depends on what a hidden path holds (docs/privacy.md,
    /// "Timing"). The data is read by its grammar alone (`PathGrammar`): no number is made that cannot break a
    /// limit, no point placed, no arc turned into curves, nothing stored. Only data it refuses is parsed, for the
    /// parser's words: one reading of the grammar, the parser's, says why.
    package static func check(_ text: String) throws(ValueError) {
        try checkLength(text)
        if !PathGrammar.accepts(text) { _ = try parse(text) }
    }

    private static func checkLength(_ text: String) throws(ValueError) {
        let count = text.unicodeScalars.count
        guard count <= FaceLimits.maxPathCharacters else {
            throw ValueError(expected: "path data of at most \(FaceLimits.maxPathCharacters) characters", found: "\(count) characters")
        }
    }

    private mutating func parseAll() throws(ValueError) {
        skipWhitespace()
        guard index < bytes.count else {
            throw ValueError(expected: "path data starting with a moveto (M or m)", found: "empty path data")
        }
        while index < bytes.count {
            guard let command = Command(rawValue: bytes[index] | 0x20) else {
                throw failure("a path command (M, L, H, V, C, S, Q, T, A or Z, or its lower-case relative form)")
            }
            if commandCount == 0 && command != .move {
                throw failure("path data starting with a moveto (M or m)")
            }
            let relative = bytes[index] & 0x20 != 0
            index += 1
            if command == .close {
                try count()
                close()
                skipWhitespace()
                continue
            }
            skipWhitespace()
            var repetition = 0
            repeat {
                try count()
                try segment(command, relative: relative, repetition: repetition)
                repetition += 1
            } while try anotherGroupFollows()
        }
    }

    // MARK: Segments

    private mutating func segment(_ command: Command, relative: Bool, repetition: Int) throws(ValueError) {
        let letter = Letter(byte: command.rawValue & (relative ? 0xFF : 0xDF))
        let origin = relative ? current : (x: 0, y: 0)
        var cubicControl: (x: Double, y: Double)?
        var quadraticControl: (x: Double, y: Double)?
        switch command {
        case .move:
            let point = try readPoint(letter, "x", "y", first: true, origin: origin)
            if repetition == 0 {
                elements.append(.move(x: point.x, y: point.y))
                subpathStart = point
                pendingMove = false
            } else {
                // Pairs after a moveto's first are linetos (SVG 2, 9.3.3).
                beginSegment()
                elements.append(.line(x: point.x, y: point.y))
            }
            current = point
        case .line:
            let point = try readPoint(letter, "x", "y", first: true, origin: origin)
            lineTo(point)
        case .horizontal:
            let x = try readNumber(letter, "x", first: true) + origin.x
            lineTo((x, current.y))
        case .vertical:
            let y = try readNumber(letter, "y", first: true) + origin.y
            lineTo((current.x, y))
        case .cubic:
            let c1 = try readPoint(letter, "x1", "y1", first: true, origin: origin)
            let c2 = try readPoint(letter, "x2", "y2", first: false, origin: origin)
            let end = try readPoint(letter, "x", "y", first: false, origin: origin)
            cubicTo(c1, c2, end)
            cubicControl = c2
        case .smoothCubic:
            let c2 = try readPoint(letter, "x2", "y2", first: true, origin: origin)
            let end = try readPoint(letter, "x", "y", first: false, origin: origin)
            cubicTo(reflected(lastCubicControl), c2, end)
            cubicControl = c2
        case .quadratic:
            let control = try readPoint(letter, "x1", "y1", first: true, origin: origin)
            let end = try readPoint(letter, "x", "y", first: false, origin: origin)
            quadraticTo(control, end)
            quadraticControl = control
        case .smoothQuadratic:
            let end = try readPoint(letter, "x", "y", first: true, origin: origin)
            let control = reflected(lastQuadraticControl)
            quadraticTo(control, end)
            quadraticControl = control
        case .arc:
            let rx = try readNumber(letter, "rx", first: true)
            let ry = try readNumber(letter, "ry", first: false)
            let rotation = try readNumber(letter, "x-axis-rotation", first: false)
            let largeArc = try readFlag(letter, "large-arc-flag")
            let sweep = try readFlag(letter, "sweep-flag")
            let end = try readPoint(letter, "x", "y", first: false, origin: origin)
            beginSegment()
            let arc = EllipticalArc(from: current, to: end, rx: rx, ry: ry, rotationDegrees: rotation,
                                    largeArc: largeArc, sweep: sweep)
            elements.append(contentsOf: arc.elements)
            current = end
        case .close:
            break
        }
        lastCubicControl = cubicControl
        lastQuadraticControl = quadraticControl
    }

    private mutating func close() {
        if let last = elements.last, last != .close, !pendingMove {
            elements.append(.close)
        }
        current = subpathStart
        pendingMove = true
        lastCubicControl = nil
        lastQuadraticControl = nil
    }

    private mutating func beginSegment() {
        if pendingMove {
            elements.append(.move(x: subpathStart.x, y: subpathStart.y))
            pendingMove = false
        }
    }

    private mutating func lineTo(_ point: (x: Double, y: Double)) {
        beginSegment()
        elements.append(.line(x: point.x, y: point.y))
        current = point
    }

    private mutating func cubicTo(_ c1: (x: Double, y: Double), _ c2: (x: Double, y: Double), _ end: (x: Double, y: Double)) {
        beginSegment()
        elements.append(.cubic(x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: end.x, y: end.y))
        current = end
    }

    /// A quadratic is kept as the cubic it is.
    private mutating func quadraticTo(_ control: (x: Double, y: Double), _ end: (x: Double, y: Double)) {
        beginSegment()
        elements.append(.cubic(from: current, quadratic: control, to: end))
        current = end
    }

    /// The previous segment's last control point mirrored through the current point, or the current point itself
    /// when the previous segment was not of the same kind (SVG 2, 9.3.6 and 9.3.7).
    private func reflected(_ control: (x: Double, y: Double)?) -> (x: Double, y: Double) {
        guard let control else { return current }
        return (2 * current.x - control.x, 2 * current.y - control.y)
    }

    private mutating func count() throws(ValueError) {
        commandCount += 1
        guard commandCount <= FaceLimits.maxPathCommands else {
            throw ValueError(expected: "at most \(FaceLimits.maxPathCommands) path commands (each repeated parameter group counts)",
                             found: "more, the first extra one \(position(index))")
        }
    }

    // MARK: Lexing

    private mutating func readPoint(_ letter: Letter, _ xName: String, _ yName: String, first: Bool,
                                    origin: (x: Double, y: Double)) throws(ValueError) -> (x: Double, y: Double) {
        let x = try readNumber(letter, xName, first: first)
        let y = try readNumber(letter, yName, first: false)
        return (x + origin.x, y + origin.y)
    }

    /// A number, after a separator unless it is the first parameter of a group (whose separator the caller has read).
    private mutating func readNumber(_ letter: Letter, _ name: String, first: Bool) throws(ValueError) -> Double {
        if !first { skipSeparator() }
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else {
            index = start
            throw failure("a number (the \(name) of \(letter))")
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw failure("the digits of an exponent (the \(name) of \(letter))") }
        }
        let written = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Self.withinLimit(written) else {
            throw ValueError(expected: "a number of magnitude at most \(Int(FaceLimits.maxPathNumberMagnitude)) (the \(name) of \(letter))",
                             found: "\(written) \(position(start))")
        }
        return value
    }

    /// A flag is one character, `0` or `1`, so that `a1 1 0 011 1` reads as flags 0 and 1 then x = 1.
    private mutating func readFlag(_ letter: Letter, _ name: String) throws(ValueError) -> Bool {
        skipSeparator()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw failure("a flag, 0 or 1 (the \(name) of \(letter))")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    /// After a parameter group: whether another follows (implicit repetition). A comma commits to one.
    private mutating func anotherGroupFollows() throws(ValueError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            guard index < bytes.count, Self.startsNumber(bytes[index]) else {
                throw failure("a number after \",\"")
            }
            return true
        }
        return Self.startsNumber(bytes[index])
    }

    /// `comma-wsp?`: white space, at most one comma, white space.
    private mutating func skipSeparator() {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    // Comparisons, not a collection's `contains`: an array literal's `contains` ran for every byte of a path.

    private mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard Self.isWhitespace(byte) else { return }
            index += 1
        }
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return index - start
    }

    // The character classes of SVG's grammar, which `PathGrammar` reads too.

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10
    }

    static func startsNumber(_ byte: UInt8) -> Bool {
        Self.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    // MARK: Errors

    private func failure(_ expected: String) -> ValueError {
        guard index < bytes.count else { return ValueError(expected: expected, found: "the end of the path data") }
        return ValueError(expected: expected, found: "\(character(at: index)) \(position(index))")
    }

    /// Everything before a non-ASCII byte is ASCII (the parser stops at the first), so byte offsets count characters.
    private func position(_ offset: Int) -> String { "at character \(offset + 1)" }

    private func character(at offset: Int) -> String {
        let scalar = String(decoding: bytes[offset..<min(bytes.count, offset + 4)], as: UTF8.self).unicodeScalars.first!
        switch scalar {
        case "\"": return "'\"'"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return "\"\(scalar)\""
        }
    }

    /// The value of a number as written, if it is within `FaceLimits.maxPathNumberMagnitude`.
    static func withinLimit(_ written: String) -> Double? {
        // The text matches SVG's number grammar, which Double's parser accepts; "1e999" comes back infinite.
        guard let value = Double(written), value.isFinite, value.magnitude <= FaceLimits.maxPathNumberMagnitude else {
            return nil
        }
        return value
    }

    /// A command's letter as written, for messages: made into text only when one is written, so that a check costs
    /// little more per command than per space.
    private struct Letter: CustomStringConvertible {
        let byte: UInt8
        var description: String { String(UnicodeScalar(byte)) }
    }

    /// The command letters, lower case (relative forms set bit 0x20, absolute ones clear it).
    private enum Command: UInt8 {
        case move = 0x6D, line = 0x6C, horizontal = 0x68, vertical = 0x76, cubic = 0x63, smoothCubic = 0x73
        case quadratic = 0x71, smoothQuadratic = 0x74, arc = 0x61, close = 0x7A
    }
}
