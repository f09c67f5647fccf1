/// A strict RFC 8259 parser over UTF-8 bytes that records where every value starts.
///
/// Recursion depth is bounded by `limits.maxDepth`, so hostile input cannot overflow the stack; every other check
/// consumes at least one byte per step, so parsing always terminates. Strings and numbers past `limits` are refused
/// as they are read, before anything is built from them.
struct JSONParser {
    private let bytes: [UInt8]
    private let limits: JSONLimits
    private var offset: Int
    private var locator: Locator
    /// The path of the value being parsed, so a syntax error can say where in the structure it happened.
    private var path: [JSONPathComponent] = []
    private var depth = 0
    private var nextObjectID = 0
    private var nextMemberNumber = 0
    /// The line of the last string or number value noted, whose first value's column is already in `firstValueColumn`.
    private var lastValueLine = 0
    /// For each line, the first column where a string or number value starts. A column after it counts that value's
    /// characters, and the parser cannot yet tell whether the value is private (docs/privacy.md, "Syntax errors"),
    /// so errors later on the line leave their column out.
    private var firstValueColumn: [Int: Int] = [:]

    /// The number of scalars kept unread (`JSONNode.Value.unreadable`).
    private var unreadable = 0

    /// Parses a whole document: one value, surrounded by nothing but whitespace and an optional leading BOM.
    /// `unreadable` tells whether it holds a scalar kept unread, whose fault the reader reports where it reads it.
    static func parse(_ bytes: [UInt8], limits: JSONLimits = .face) throws(FaceError) -> (root: JSONNode, unreadable: Bool) {
        var parser = JSONParser(bytes: bytes, limits: limits)
        parser.skipWhitespace()
        let root = try parser.parseValue()
        parser.skipWhitespace()
        if parser.offset < bytes.count {
            throw parser.syntaxError(expected: "end of input")
        }
        return (root, parser.unreadable > 0)
    }

    private init(bytes: [UInt8], limits: JSONLimits) {
        self.bytes = bytes
        self.limits = limits
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        offset = hasByteOrderMark ? 3 : 0
        locator = Locator(start: offset)
    }

    // MARK: Values

    private mutating func parseValue() throws(FaceError) -> JSONNode {
        guard let byte = peek() else { throw missingValue() }
        let location = here()
        switch byte {
        case UInt8(ascii: "{"):
            return JSONNode(value: .object(try parseObject()), location: location)
        case UInt8(ascii: "["):
            return JSONNode(value: .array(try parseArray()), location: location)
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"):
            // Structure where a value belongs ("[1,,2]", "{\"a\":}"): nothing of a value is there yet.
            throw missingValue()
        case _ where path.isEmpty && byte >= 0x80 && Self.validUTF8SequenceLength(in: bytes, at: offset) == 0:
            // Most often a whole file in another encoding (UTF-16's byte order mark is 0xFF 0xFE). Only the document
            // itself is told so: inside it, the byte is the first of a value, which may be private.
            throw syntaxError(expected: "a value, in UTF-8 (this is not UTF-8)")
        default:
            // Whatever else starts here is a value as its author wrote it ("72", "seventy", "+1", ".5", "'a'"): one
            // message for all of them, or its first character would tell which (docs/privacy.md, "Syntax errors").
            return JSONNode(value: try parseScalar(at: location), location: location)
        }
    }

    /// A string, number or literal; one that is malformed or past the format's limits is kept unread.
    ///
    /// What is wrong inside a scalar would describe it ("a leading zero", "a bad escape", the column of the fault), and
    /// the scalar may be a private value, so every fault from its first byte to the delimiter after it gives the same
    /// message, at the scalar's start; limits give theirs, which names them. Neither is thrown here: the scalar is
    /// skipped and kept as `unreadable`, its fault reported where a model type reads it, after the file has parsed,
    /// when what is private is known. Inside private data it then reads as any wrong value there does (a malformed
    /// hidden number as a hidden string would), and a range's ends as the range's fault (docs/privacy.md).
    private mutating func parseScalar(at location: SourceLocation) throws(FaceError) -> JSONNode.Value {
        let start = offset
        var fault: FaceError
        do throws(FaceError) {
            let value = try parseScalarToken(at: location)
            // What touches a scalar's end still belongs to it as its author wrote it ("0x48", "7.2.3", "\"a\"b"); after
            // a space the structure resumes and says what it expected there.
            guard let byte = peek(), Self.continuesScalar(byte) else { return value }
            fault = malformedValue(at: location)
        } catch where error.kind == .syntax {
            fault = malformedValue(at: location)
        } catch {
            fault = error
        }
        // The document itself is no one's private data: a file that is one malformed value is refused as such.
        if path.isEmpty { throw fault }
        // A malformed value counts as a value for the columns after it, whatever it starts with ("null-x", "true.5"):
        // its length must not move a later error's column on its line.
        noteValue(at: location)
        try skipScalar(from: start, at: location)
        unreadable += 1
        return .unreadable(fault)
    }

    /// Moves past the scalar written from `start`: up to whitespace or the structure that follows it, strings in it
    /// taken whole (a string's end is its closing quote, whatever is wrong inside). A string left open to the end of
    /// the file is where the file stops making sense, and refused as a malformed value there.
    private mutating func skipScalar(from start: Int, at location: SourceLocation) throws(FaceError) {
        offset = start
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                while let inside = peek(), inside != UInt8(ascii: "\"") {
                    offset += inside == UInt8(ascii: "\\") ? 2 : 1
                }
                guard offset < bytes.count else { throw malformedValue(at: location) }
                offset += 1
            case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"),
                 UInt8(ascii: "["), UInt8(ascii: "{"):
                return
            default:
                offset += 1
            }
        }
    }

    private mutating func parseScalarToken(at location: SourceLocation) throws(FaceError) -> JSONNode.Value {
        switch peek() {
        case UInt8(ascii: "\"")?:
            noteValue(at: location)
            return .string(try parseString(role: .value))
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
            noteValue(at: location)
            return .number(try parseNumber())
        default:
            let word = wordAt(offset)
            let value: JSONNode.Value
            switch word {
            case "true": value = .bool(true)
            case "false": value = .bool(false)
            case "null": value = .null
            default:
                // A bare word may be a value meant as a string, so it counts as one for the columns after it.
                noteValue(at: location)
                throw syntaxError(expected: "a value")
            }
            offset += word.utf8.count
            return value
        }
    }

    /// Whether a byte right after a scalar reads as more of it: a letter, digit or sign, a point, a quote, or any
    /// character beyond ASCII.
    private static func continuesScalar(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    private mutating func noteValue(at location: SourceLocation) {
        // Values are read in the file's order: the first on a line has the line's smallest column.
        guard location.line != lastValueLine else { return }
        lastValueLine = location.line
        firstValueColumn[location.line] = location.column
    }

    private mutating func parseObject() throws(FaceError) -> JSONNode.Object {
        try enterContainer()
        offset += 1
        var object = JSONNode.Object(id: nextObjectID)
        nextObjectID += 1

        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return object
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw syntaxError(expected: object.members.isEmpty ? "'\"' to start a key or '}'" : "'\"' to start a key")
            }
            let keyLocation = here()
            let key = try parseString(role: .key)
            if let first = object[key] { throw duplicate(key, at: keyLocation, first: first.keyLocation) }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw syntaxError(expected: "':' after the key") }
            offset += 1
            skipWhitespace()

            path.append(.key(key))
            let value = try parseValue()
            path.removeLast()

            object.append(.init(key: key, keyLocation: keyLocation, value: value))

            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                // Members are numbered once the object is whole, after those of the objects inside it.
                object.firstMember = nextMemberNumber
                nextMemberNumber += object.members.count
                return object
            default:
                throw syntaxError(expected: "',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(FaceError) -> [JSONNode] {
        try enterContainer()
        offset += 1
        var elements: [JSONNode] = []

        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return elements
        }
        while true {
            skipWhitespace()
            path.append(.index(elements.count))
            elements.append(try parseValue())
            path.removeLast()

            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return elements
            default:
                throw syntaxError(expected: "',' or ']'")
            }
        }
    }

    private mutating func enterContainer() throws(FaceError) {
        depth += 1
        if depth > limits.maxDepth {
            throw FaceError(
                kind: .tooDeep, path: JSONPath(path), location: here(),
                expected: "at most \(limits.maxDepth) nested arrays and objects",
                found: "arrays and objects nested \(depth) deep", withholdsColumn: followsValue(here()))
        }
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(FaceError) -> JSONNumber {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        if peek() == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), Self.isDigit(next) {
                throw syntaxError(expected: "'.', 'e' or the end of the number (JSON allows no leading zeros)")
            }
        } else {
            try expectDigits(expected: "a digit")
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            try expectDigits(expected: "a digit after '.'")
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            try expectDigits(expected: "a digit in the exponent")
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        try checkNumberLimits(text, at: start)
        return JSONNumber(text: text)
    }

    /// Refuses a literal too long to be meant, or too large to compute with: `1e400` would be infinity, and `1e300`
    /// overflows as soon as two are multiplied. The literal is kept as text; this only measures it.
    private mutating func checkNumberLimits(_ text: String, at start: Int) throws(FaceError) {
        let length = offset - start
        if length > limits.maxNumberLength {
            throw valueLimitError(at: start)
        }
        // Every literal the grammar accepts reads as a Double (huge ones as infinity), so nil cannot happen.
        let magnitude = Double(text).map(abs) ?? .infinity
        if !(magnitude <= limits.maxNumberMagnitude) {
            throw valueLimitError(at: start)
        }
    }

    /// `1e9` as "1000000000": a bound in an error message should be readable without knowing exponents.
    private static func plainNumber(_ value: Double) -> String {
        value < 1e18 && value == value.rounded() ? String(Int64(value)) : "\(value)"
    }

    private mutating func expectDigits(expected: String) throws(FaceError) {
        guard let first = peek(), Self.isDigit(first) else { throw syntaxError(expected: expected) }
        while let byte = peek(), Self.isDigit(byte) { offset += 1 }
    }

    // MARK: Strings

    /// What a string is read as: a value, or an object's key.
    private enum StringRole { case value, key }

    /// Reads a string or a key (`role` says which, for the error past `maxStringLength`).
    private mutating func parseString(role: StringRole) throws(FaceError) -> String {
        let start = offset
        offset += 1
        // The bytes as they stand make the string, unless it has an escape: only then is it copied out byte by byte.
        var utf8: [UInt8]?
        var scalars = 0
        while true {
            guard let byte = peek() else { throw syntaxError(expected: "'\"' to end the string") }
            // Every branch below adds exactly one scalar or ends the string, so counting here counts scalars.
            if byte != UInt8(ascii: "\"") {
                scalars += 1
                if scalars > limits.maxStringLength {
                    guard role == .key else { throw valueLimitError(at: start) }
                    // Keys are the file's structure: a key past the limit is named as one.
                    throw limitError(expected: "a key of at most \(limits.maxStringLength) characters",
                                     found: "one of more than \(limits.maxStringLength)", at: start)
                }
            }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return utf8.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: bytes[start + 1..<offset - 1], as: UTF8.self)
            case UInt8(ascii: "\\"):
                var copied = utf8 ?? Array(bytes[start + 1..<offset])
                utf8 = nil  // so that `copied` is the only reference, and grows in place
                try parseEscape(into: &copied)
                utf8 = copied
            case 0..<0x20:
                throw syntaxError(expected: "'\"' to end the string, or an escape such as \\n for a control character")
            case 0x20..<0x80:
                utf8?.append(byte)
                offset += 1
            default:
                let length = Self.validUTF8SequenceLength(in: bytes, at: offset)
                guard length > 0 else { throw syntaxError(expected: "valid UTF-8") }
                utf8?.append(contentsOf: bytes[offset..<offset + length])
                offset += length
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(FaceError) {
        offset += 1
        guard let byte = peek() else { throw syntaxError(expected: "an escape sequence after '\\'") }
        let simple: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            utf8.append(simple)
            offset += 1
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw syntaxError(expected: "an escape sequence (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
        }
        offset += 1
        let unit = try parseHexQuad()
        var scalarValue = UInt32(unit)
        switch unit {
        case 0xD800...0xDBFF:
            // UTF-16 needs the low half right after; JSON has no other way to write characters beyond U+FFFF.
            let expectedLow = "'\\uDC00'–'\\uDFFF' to complete the surrogate pair \\u\(Self.hex(unit))"
            guard peek() == UInt8(ascii: "\\"), peek(at: offset + 1) == UInt8(ascii: "u") else {
                throw syntaxError(expected: expectedLow)
            }
            offset += 2
            let low = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw syntaxError(expected: expectedLow)
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw syntaxError(expected: "a character, not half of a surrogate pair")
        default:
            break
        }
        // Surrogates were excluded above, so every remaining value is a Unicode scalar.
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        UTF8.encode(scalar) { utf8.append($0) }
    }

    private mutating func parseHexQuad() throws(FaceError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = HexDigit.value(byte) else {
                throw syntaxError(expected: "four hex digits after \\u")
            }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    // MARK: Bytes

    private func peek() -> UInt8? {
        peek(at: offset)
    }

    private func peek(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            offset += 1
        }
    }

    private mutating func here() -> SourceLocation {
        locator.location(at: offset, in: bytes)
    }

    /// The run of ASCII letters, digits and underscores starting at `index`; empty if none starts there.
    private func wordAt(_ index: Int) -> String {
        var end = index
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    // MARK: Errors

    /// A string or number past the format's limits. One message for all of them, neither the value nor its length nor
    /// its JSON type: the parser cannot yet tell whether it is private data, and a type or a length of a secret is the
    /// secret (docs/privacy.md).
    private mutating func valueLimitError(at index: Int) -> FaceError {
        let bound = Self.plainNumber(limits.maxNumberMagnitude)
        return limitError(
            expected: "a value within the format's limits: a string of at most \(limits.maxStringLength) characters, or a "
                + "number of at most \(limits.maxNumberLength) characters from -\(bound) to \(bound)",
            found: "a value past them", at: index)
    }

    private mutating func limitError(expected: String, found: String, at index: Int) -> FaceError {
        let location = locator.location(at: index, in: bytes)
        return FaceError(kind: .tooLarge, path: JSONPath(path), location: location, expected: expected, found: found,
                         withholdsColumn: followsValue(location))
    }

    /// A fault in the structure between values. It never says what it found: until the file parses, nothing is known
    /// to be private, and the text at the fault may be the rest of a private value.
    private mutating func syntaxError(expected: String) -> FaceError {
        let location = here()
        return FaceError(kind: .syntax, path: JSONPath(path), location: location, expected: expected, found: "",
                         withholdsColumn: followsValue(location))
    }

    /// A key written twice in one object. In an object whose keys are data (`JSONPath.dataMaps`: a chart's categories)
    /// the key is not quoted and the path names the object: nothing is known to be private before the file parses.
    private func duplicate(_ key: String, at location: SourceLocation, first: SourceLocation) -> FaceError {
        let inDataMap = path.last.map(JSONPath.isDataMap) == true
        return FaceError(
            kind: .duplicateKey, path: JSONPath(inDataMap ? path : path + [.key(key)]), location: location,
            expected: "each key at most once in an object",
            found: "\(inDataMap ? "a key" : MessageText.quoted(key)) again (first at \(describe(first)))",
            withholdsColumn: followsValue(location))
    }

    /// No value where one belongs. An array's missing element (`[1,,2]`, `[1, 2,]`) is the array's fault, named by the
    /// array's path: the element's index would count the values before it, which may be private (a hidden chart's).
    private mutating func missingValue() -> FaceError {
        if case .index? = path.last { path.removeLast() }
        return syntaxError(expected: "a value")
    }

    private func malformedValue(at location: SourceLocation) -> FaceError {
        FaceError(kind: .syntax, path: JSONPath(path), location: location, expected: Self.wellFormedValue, found: "",
                  withholdsColumn: followsValue(location))
    }

    /// What every malformed scalar is told, whatever is wrong with it.
    static let wellFormedValue = "a JSON value: a string in double quotes (escapes \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX "
        + "only), a decimal number without leading zeros, true, false or null, followed by ',' or the end of its object "
        + "or array"

    /// Whether a string or number value starts before `location` on its line.
    private func followsValue(_ location: SourceLocation) -> Bool {
        firstValueColumn[location.line].map { $0 < location.column } ?? false
    }

    /// "line L, column C", without the column after a value on its line.
    private func describe(_ location: SourceLocation) -> String {
        followsValue(location) ? "line \(location.line)" : "line \(location.line), column \(location.column)"
    }

    // MARK: Character classes

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// The length of the well-formed UTF-8 sequence (Unicode Table 3-7) starting at `index`, or 0 if there is none.
    ///
    /// Stricter than decoding with replacement: overlong forms, encoded surrogates and values past U+10FFFF are
    /// refused, so a key can never silently turn into "\u{FFFD}".
    static func validUTF8SequenceLength(in bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let secondRange: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for continuation in bytes[(index + 2)..<(index + length)] where !(0x80...0xBF).contains(continuation) {
            return 0
        }
        return length
    }
}

extension JSONParser {
    /// Turns byte offsets into lines and columns, walking forward from the last offset it was asked about.
    ///
    /// The parser asks in increasing order, so the whole document is walked once however many values it has.
    private struct Locator {
        private let start: Int
        private var offset: Int
        private var line = 1
        private var column = 1

        init(start: Int) {
            self.start = start
            offset = start
        }

        mutating func location(at target: Int, in bytes: [UInt8]) -> SourceLocation {
            if target < offset {
                self = Locator(start: start)
            }
            let end = min(target, bytes.count)
            // Through a buffer pointer, the counters in locals: this walks every byte of the file once, and a face's
            // hidden timeline may be most of them (docs/privacy.md, "Timing").
            (offset, line, column) = bytes.withUnsafeBufferPointer { buffer in
                var (offset, line, column) = (offset, line, column)
                while offset < end {
                    let byte = buffer[offset]
                    if byte == 0x0A || (byte == 0x0D && (offset + 1 == buffer.count || buffer[offset + 1] != 0x0A)) {
                        line += 1
                        column = 1
                    } else if byte != 0x0D && byte & 0xC0 != 0x80 {
                        // Continuation bytes belong to the scalar already counted.
                        column += 1
                    }
                    offset += 1
                }
                return (offset, line, column)
            }
            return SourceLocation(line: line, column: column)
        }
    }
}
