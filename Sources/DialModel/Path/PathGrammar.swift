/// Whether SVG path data is what `SVGPathParser` accepts, read by the grammar alone: how a face's paths are checked
/// when it is read (`SVGPathParser.check(_:)`), hidden ones too.
///
/// The parser reads a number through a call that names it for its messages, places every point and keeps every
/// element; a hidden path of many commands cost that much more to check than one of a single command and the same
/// length (docs/privacy.md, "Timing"). This reads each byte once, in one loop, and makes a number's value only where
/// its digits could break the limit. It says no more than yes or no: what is wrong is told by the parser, which reads
/// data refused here again (`SVGPathParser.check(_:)`). Both must accept exactly the same data: a test compares them.
package enum PathGrammar {
    /// Whether `text` is path data `SVGPathParser.parse(_:)` accepts, its length aside (checked before).
    package static func accepts(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { accepts($0) }
    }

    private static func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = skipWhitespace(bytes, from: 0)
        guard index < bytes.count else { return false }
        var commands = 0
        // Read once a path, not through its lazy global once a number.
        let plainDigits = digitsBelowLimit
        while index < bytes.count {
            let letter = bytes[index] | 0x20
            let shape = Shape(letter: letter)
            guard shape.parameters >= 0, commands > 0 || letter == UInt8(ascii: "m") else { return false }
            index = skipWhitespace(bytes, from: index + 1)
            if shape.parameters == 0 {
                commands += 1
                guard commands <= FaceLimits.maxPathCommands else { return false }
                continue
            }
            // One parameter group a turn: the command's own, then each one repeated implicitly.
            while true {
                commands += 1
                guard commands <= FaceLimits.maxPathCommands else { return false }
                for parameter in 0..<shape.parameters {
                    if parameter > 0 { index = skipSeparator(bytes, from: index) }
                    if shape.flags & 1 << parameter != 0 {
                        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1")
                        else { return false }
                        index += 1
                    } else {
                        index = number(bytes, from: index, plainDigits: plainDigits)
                        guard index >= 0 else { return false }
                    }
                }
                // Another group follows a number's first character; a comma commits to one.
                index = skipWhitespace(bytes, from: index)
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: ",") {
                    index = skipWhitespace(bytes, from: index + 1)
                    guard index < bytes.count, SVGPathParser.startsNumber(bytes[index]) else { return false }
                } else if !SVGPathParser.startsNumber(bytes[index]) {
                    break
                }
            }
        }
        return true
    }

    /// A command's parameters: how many, and which are flags (bit i for the parameter i, from 0). -1 parameters for a
    /// byte that is no command.
    private struct Shape {
        let parameters: Int
        let flags: Int

        /// `letter`: a command's letter in lower case.
        init(letter: UInt8) {
            switch letter {
            case UInt8(ascii: "z"): (parameters, flags) = (0, 0)
            case UInt8(ascii: "h"), UInt8(ascii: "v"): (parameters, flags) = (1, 0)
            case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): (parameters, flags) = (2, 0)
            case UInt8(ascii: "s"), UInt8(ascii: "q"): (parameters, flags) = (4, 0)
            case UInt8(ascii: "c"): (parameters, flags) = (6, 0)
            // rx ry x-axis-rotation large-arc-flag sweep-flag x y
            case UInt8(ascii: "a"): (parameters, flags) = (7, 0b11000)
            default: (parameters, flags) = (-1, 0)
            }
        }
    }

    /// Where the number starting at `start` ends, or -1 if none starts there or it is past the limit. Only a number of
    /// more than `plainDigits` digits before its point, or with an exponent, is read as a value to be compared, out of
    /// line (`isWithinLimit`): what makes a `String` would make every number's call set up for it.
    @inline(__always)
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, plainDigits: Int) -> Int {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        index = skipDigits(bytes, from: index)
        let integerDigits = index - integerStart
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            let fractionStart = index + 1
            index = skipDigits(bytes, from: fractionStart)
            fractionDigits = index - fractionStart
        }
        guard integerDigits + fractionDigits > 0 else { return -1 }
        var exponent = false
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            exponent = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            index = skipDigits(bytes, from: index)
            guard index > exponentStart else { return -1 }
        }
        // Without an exponent, a number with fewer digits before its point than the limit has is below it.
        if exponent || integerDigits > plainDigits {
            guard isWithinLimit(UnsafeBufferPointer(rebasing: bytes[start..<index])) else { return -1 }
        }
        return index
    }

    @inline(never)
    private static func isWithinLimit(_ written: UnsafeBufferPointer<UInt8>) -> Bool {
        SVGPathParser.withinLimit(String(decoding: written, as: UTF8.self)) != nil
    }

    /// 6 for a limit of 1e6: any number written with at most that many digits before its point is below it.
    private static let digitsBelowLimit = Int(FaceLimits.maxPathNumberMagnitude.description.split(separator: ".")[0].count) - 1

    /// `comma-wsp?`: white space, at most one comma, white space.
    @inline(__always)
    private static func skipSeparator(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let index = skipWhitespace(bytes, from: start)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return index }
        return skipWhitespace(bytes, from: index + 1)
    }

    @inline(__always)
    private static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, SVGPathParser.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    @inline(__always)
    private static func skipDigits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, SVGPathParser.isDigit(bytes[index]) { index += 1 }
        return index
    }
}
