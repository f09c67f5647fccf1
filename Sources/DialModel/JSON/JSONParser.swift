/// A strict RFC 8259 parser over UTF-8 bytes that records where every value starts, as a byte offset: its line and
/// column are counted only when a message asks for them (`SourceLines`).
///
/// Recursion depth is bounded by `limits.maxDepth`, so hostile input cannot overflow the stack; every other check
/// consumes at least one byte per step, so parsing always terminates. Strings and numbers past `limits` are refused
/// as they are read, before anything is built from them.
struct JSONParser {
    private let bytes: [UInt8]
    /// `bytes`, read through a pointer while the parse lasts: every byte of the file is looked at here, and a face's
    /// hidden timeline may be most of them (docs/privacy.md, "Timing"), so no look is an array's, in debug builds too.
    private let buffer: UnsafeBufferPointer<UInt8>
    private let limits: JSONLimits
    private var offset: Int
    /// The document's values and keys so far, in document order (`JSONTree`).
    private var records: [JSONTree.Record] = []
    /// The faults of the scalars kept unread (`JSONTree.Kind.unreadable`).
    private var faults: [FaceError] = []
    /// The records of the timeline entries read by their shape (`parsePlainEntry`), for `JSONTree.readByShape`.
    private var readByShape: [UInt32] = []
    /// Which member of `container` is being parsed: the record of its key in an object, its index in an array; -1
    /// between members. With the records' `parent` and `position` it is the path of the value being parsed, which an
    /// error spells out (`pathHere()`): a path kept as a stack was pushed and popped for every value of the file, and
    /// a hidden timeline may be most of them (docs/privacy.md, "Timing").
    private var member = -1
    private var depth = 0
    /// The record of the container whose members or elements are being parsed, and where the next element goes in
    /// it: every record appended is stamped with them (`JSONTree.Record.parent`, `position`).
    private var container = 0
    private var position = 0
    /// The most integer digits a literal without an exponent may have and be within `limits.maxNumberMagnitude` whatever
    /// they are (a literal of d digits is below 10^d): such a literal is not read as a `Double` to be checked.
    private let plainDigits: Int

    /// Parses a whole document: one value, surrounded by nothing but whitespace and an optional leading BOM.
    /// The tree's `faults` tell whether it holds a scalar kept unread, whose fault the reader reports where it reads it.
    static func parse(_ bytes: [UInt8], limits: JSONLimits = .face) throws(FaceError) -> JSONTree {
        // Records hold offsets as 32 bits; no limit lets a face near that (`FaceLimits.maxFileBytes` is 4 MiB).
        precondition(bytes.count < Int(UInt32.max), "a JSON document of 4 GiB or more")
        let (records, faults, shaped) = try bytes.withUnsafeBufferPointer { buffer throws(FaceError) in
            var parser = JSONParser(bytes: bytes, buffer: buffer, limits: limits)
            parser.skipWhitespace()
            try parser.parseValue()
            parser.skipWhitespace()
            if parser.offset < bytes.count {
                throw parser.syntaxError(expected: "end of input")
            }
            return (parser.records, parser.faults, parser.readByShape)
        }
        return JSONTree(bytes: bytes, records: records, faults: faults,
                        readByShape: RecordSet(shaped, count: records.count))
    }

    private init(bytes: [UInt8], buffer: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
        self.bytes = bytes
        self.buffer = buffer
        self.limits = limits
        offset = SourceLines.start(of: buffer)
        var (digits, power) = (0, 10.0)
        while power <= limits.maxNumberMagnitude, digits < 400 { (digits, power) = (digits + 1, power * 10) }
        plainDigits = digits
        // About one value every eight bytes in a face as people write it: most documents never grow the table.
        records.reserveCapacity(bytes.count / 8 + 4)
    }

    // MARK: Values

    /// Appends a record of `kind` starting at `start`, ending where it starts (its `end` is set when its contents are
    /// in); returns its index.
    @discardableResult
    private mutating func append(_ kind: JSONTree.Kind, start: Int, size: Int = 0, escaped: Bool = false) -> Int {
        let index = records.count
        records.append(JSONTree.Record(kind: kind, escaped: escaped, start: Self.field(start), size: Self.field(size),
                                       end: Self.field(index + 1), parent: Self.field(container),
                                       position: Self.field(position)))
        return index
    }

    /// A record's offset, count or index, each below the document's size, which `parse` holds under 4 GiB: converted
    /// without the check a trapping conversion makes five times a record.
    private static func field(_ value: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: value)
    }

    private mutating func parseValue() throws(FaceError) {
        guard let byte = peek() else { throw missingValue() }
        switch byte {
        case UInt8(ascii: "{"):
            try parseObject()
        case UInt8(ascii: "["):
            try parseArray()
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"):
            // Structure where a value belongs ("[1,,2]", "{\"a\":}"): nothing of a value is there yet.
            throw missingValue()
        case _ where depth == 0 && byte >= 0x80 && Self.validUTF8SequenceLength(in: bytes, at: offset) == 0:
            // Most often a whole file in another encoding (UTF-16's byte order mark is 0xFF 0xFE). Only the document
            // itself is told so: inside it, the byte is the first of a value, which may be private.
            throw syntaxError(expected: "a value, in UTF-8 (this is not UTF-8)")
        default:
            // Whatever else starts here is a value as its author wrote it ("72", "seventy", "+1", ".5", "'a'"): one
            // message for all of them, or its first character would tell which (docs/privacy.md, "Syntax errors").
            try parseScalar()
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
    private mutating func parseScalar() throws(FaceError) {
        let start = offset
        var fault: FaceError
        do throws(FaceError) {
            let record = try parseScalarToken()
            // What touches a scalar's end still belongs to it as its author wrote it ("0x48", "7.2.3", "\"a\"b"); after
            // a space the structure resumes and says what it expected there.
            guard let byte = peek(), Self.continuesScalar(byte) else {
                records.append(record)
                return
            }
            fault = malformedValue(at: start)
        } catch where error.kind == .syntax {
            // A lone surrogate is told as one wherever the string is public: it is a fault of how the file was written
            // (an escape copied from UTF-16), not one a person finds by being told "a JSON value". Inside private data
            // the decoder replaces every unread value's words with the field's own (`SourceMap.guardedDecodingError`).
            fault = error.found == Self.loneSurrogate ? loneSurrogateValue(at: start) : malformedValue(at: start)
        } catch {
            fault = error
        }
        // The document itself is no one's private data: a file that is one malformed value is refused as such.
        if depth == 0 { throw fault }
        // A malformed value counts as a value for the columns after it, whatever it starts with ("null-x", "true.5"):
        // its length must not move a later error's column on its line (`followsValue`).
        try skipScalar(from: start)
        append(.unreadable, start: start, size: faults.count)
        faults.append(fault)
    }

    /// Moves past the scalar written from `start`: up to whitespace or the structure that follows it, strings in it
    /// taken whole (a string's end is its closing quote, whatever is wrong inside). A string left open to the end of
    /// the file is where the file stops making sense, and refused as a malformed value there.
    private mutating func skipScalar(from start: Int) throws(FaceError) {
        offset = start
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                while let inside = peek(), inside != UInt8(ascii: "\"") {
                    offset += inside == UInt8(ascii: "\\") ? 2 : 1
                }
                guard offset < bytes.count else { throw malformedValue(at: start) }
                offset += 1
            case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"),
                 UInt8(ascii: "["), UInt8(ascii: "{"):
                return
            default:
                offset += 1
            }
        }
    }

    /// Reads the scalar at `offset`; its record is returned, to be appended once nothing touches its end.
    private mutating func parseScalarToken() throws(FaceError) -> JSONTree.Record {
        let index = records.count
        func record(_ kind: JSONTree.Kind, start: Int, size: Int, escaped: Bool = false) -> JSONTree.Record {
            JSONTree.Record(kind: kind, escaped: escaped, start: Self.field(start), size: Self.field(size),
                            end: Self.field(index + 1), parent: Self.field(container), position: Self.field(position))
        }
        switch peek() {
        case UInt8(ascii: "\"")?:
            let start = offset + 1
            let escaped = try parseString(role: .value)
            return record(.string, start: start, size: offset - 1 - start, escaped: escaped)
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
            let start = offset
            try parseNumber()
            return record(.number, start: start, size: offset - start)
        default:
            let length = wordLength(at: offset)
            // Byte by byte, not as slices compared: a face may hold a hidden flag in every entry.
            let kind: JSONTree.Kind
            switch (length, buffer[offset]) {
            case (4, UInt8(ascii: "t")) where word(at: offset, is: "true"): kind = .true
            case (5, UInt8(ascii: "f")) where word(at: offset, is: "false"): kind = .false
            case (4, UInt8(ascii: "n")) where word(at: offset, is: "null"): kind = .null
            default:
                // A bare word may be a value meant as a string: it is kept unread (`parseScalar`), and counts as a
                // value for the columns after it.
                throw syntaxError(expected: "a value")
            }
            let start = offset
            offset += length
            return record(kind, start: start, size: length)
        }
    }

    /// Whether the bytes at `index` are `literal`'s, which is ASCII and fits before the buffer's end.
    ///
    /// Eight bytes at a time while the literal has eight left (never a load past its end), then one by one: a plain
    /// entry's keys are matched here, ten an entry (`plainKey`).
    private mutating func word(at index: Int, is literal: StaticString) -> Bool {
        let (text, count) = (literal.utf8Start, literal.utf8CodeUnitCount)
        var at = 0
        while at + 8 <= count {
            let eight = UInt64(littleEndian: UnsafeRawPointer(text + at).loadUnaligned(as: UInt64.self))
            guard word(at: index + at) == eight else { return false }
            at += 8
        }
        while at < count {
            guard buffer[index + at] == text[at] else { return false }
            at += 1
        }
        return true
    }

    /// Whether a byte right after a scalar reads as more of it: a letter, digit or sign, a point, a quote, or any
    /// character beyond ASCII.
    private static func continuesScalar(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    /// Objects of more members than this check a new key against the others through a table of their keys, not one by
    /// one: a hostile object of many keys must not take quadratic time.
    private static let linearKeyCheck = 12

    private mutating func parseObject() throws(FaceError) {
        try enterContainer()
        let object = append(.object, start: offset)
        offset += 1
        var count = 0
        /// The keys by text, made once the object has more than `linearKeyCheck` members.
        var keys: [String: Int] = [:]
        let outer = (container, position, member)
        (container, position, member) = (object, 0, -1)
        defer { (container, position, member) = outer }

        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw syntaxError(expected: count == 0 ? "'\"' to start a key or '}'" : "'\"' to start a key")
            }
            let keyStart = offset + 1
            let escaped = try parseString(role: .key)
            let key = append(.key, start: keyStart, size: offset - 1 - keyStart, escaped: escaped)
            if count > 0, let first = firstKey(equalTo: key, in: object, count: count, keys: &keys) {
                throw duplicate(JSONTree.string(in: bytes, record: records[key]), at: keyStart - 1, first: Int(records[first].start) - 1)
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw syntaxError(expected: "':' after the key") }
            offset += 1
            skipWhitespace()

            member = key
            try parseValue()
            member = -1
            count += 1

            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                try skipComma(before: UInt8(ascii: "}"))
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                records[object].size = UInt32(count)
                records[object].end = UInt32(records.count)
                return
            default:
                throw syntaxError(expected: "',' or '}'")
            }
        }
    }

    /// Moves past the comma at `offset`, between an object's members or an array's elements, refusing one that the
    /// container's `end` follows: a trailing comma, which JavaScript and many editors take and JSON does not. It is
    /// told where the comma is, the fault to remove: told where the end is, "line 6, column 2: expected a value" sent
    /// the author to the `]` on the line after it (session 25). The column follows the rule of every syntax error.
    private mutating func skipComma(before end: UInt8) throws(FaceError) {
        let comma = offset
        offset += 1
        skipWhitespace()
        guard peek() == end else { return }
        let (wanted, closing) = end == UInt8(ascii: "]") ? ("a value", "]") : ("'\"' to start a key", "}")
        throw FaceError(kind: .syntax, path: pathHere(), location: locate(comma),
                        expected: "\(wanted) after ',': JSON allows no ',' before '\(closing)' (a trailing comma), so remove this one",
                        found: "", withholdsColumn: followsValue(comma))
    }

    /// The record of an earlier key of `object` (which has `count` members before `key`) that reads as `key`, if any.
    private mutating func firstKey(equalTo key: Int, in object: Int, count: Int, keys: inout [String: Int]) -> Int? {
        guard count < Self.linearKeyCheck else {
            if keys.isEmpty {
                var earlier = object + 1
                while earlier < key {
                    keys[JSONTree.string(in: bytes, record: records[earlier])] = earlier
                    earlier = Int(records[earlier + 1].end)
                }
            }
            let name = JSONTree.string(in: bytes, record: records[key])
            if let first = keys[name] { return first }
            keys[name] = key
            return nil
        }
        var earlier = object + 1
        let size = records[key].size
        while earlier < key {
            // Keys of other lengths differ unless an escape writes one of them.
            if records[earlier].size == size || records[earlier].escaped || records[key].escaped,
               JSONTree.sameKey(records[earlier], records[key], in: bytes) { return earlier }
            // The member's value ends where the next key starts.
            earlier = Int(records[earlier + 1].end)
        }
        return nil
    }

    private mutating func parseArray() throws(FaceError) {
        try enterContainer()
        var timeline = isTimelineKey(member)
        let array = append(.array, start: offset)
        offset += 1
        var count = 0
        /// The elements read by `parsePlainEntry`, counted for a test's probe once the array is read.
        var plain = 0
        let outer = (container, position, member)
        (container, member) = (array, -1)
        defer { (container, position, member) = outer }

        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            (position, member) = (count, count)
            let element = records.count
            if timeline && parsePlainEntry() {
                plain += 1
                readByShape.append(Self.field(element))
            } else {
                // A timeline's entries are mostly alike: once one is not plain (a gauge's, say), the rest are read
                // value by value, so that a timeline of other entries pays for one try, not one an entry.
                timeline = false
                try parseValue()
            }
            member = -1
            count += 1

            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                try skipComma(before: UInt8(ascii: "]"))
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                records[array].size = UInt32(count)
                records[array].end = UInt32(records.count)
                WorkProbe.note(.entriesParsedPlainly, plain)
                return
            default:
                throw syntaxError(expected: "',' or ']'")
            }
        }
    }

    // MARK: Timeline entries

    /// Whether the record `key` is an object's key `timeline`, written plainly: the array that is its value holds a
    /// complication's entries, which `parsePlainEntry` tries first. Any other array costs this one comparison.
    private mutating func isTimelineKey(_ key: Int) -> Bool {
        guard key >= 0, !records.isEmpty, records[container].kind == .object else { return false }
        let record = records[key]
        return record.kind == .key && record.size == 8 && !record.escaped && word(at: Int(record.start), is: "timeline")
    }

    /// Parses the element at `offset` if it is a timeline entry written as most are, and says whether it did; if not,
    /// it leaves the parser as it found it, and `parseValue` reads the element from its first byte.
    ///
    /// A face holds such entries by the thousand, hidden ones too, and `parseValue` reads each of their values through
    /// a chain of calls that can fail, then checks each key against the others before it (docs/privacy.md, "Timing";
    /// docs/performance.md, "Session 23"). This reads the shape of `PlainEntry` alone — an object of `date`,
    /// `content` and `relevance`, the content's `template`, `lines` and marks, each line a string or an object of
    /// `text` and marks —, each key one of those at most once and written without an escape, each string as
    /// `parseString` reads it without a fault, each value the kind its key takes, the whole within `maxDepth`. It
    /// makes exactly the records `parseValue` would make of the same bytes (a test holds the two equal over mutated
    /// entries), so nothing after the parse can tell which read an entry. Anything else, a fault above all, is left to
    /// `parseValue`: it never throws, so every message is `parseValue`'s, byte for byte.
    private mutating func parsePlainEntry() -> Bool {
        let (start, made) = (offset, records.count)
        let outer = (container, position, member)
        defer { (container, position, member) = outer }
        // The entry, its content, its lines and a line's object: the depths `enterContainer` would check.
        if depth + 4 <= limits.maxDepth, plainObject(.entry) { return true }
        offset = start
        records.removeLast(records.count - made)
        return false
    }

    /// The objects of a plain entry: the entry's own, its content's, a line's.
    private enum EntryObject { case entry, content, line }

    /// What a plain entry's key takes: a string, `true`, `false` or `null` (a mark), `null` alone, the content's
    /// object, or its lines.
    private enum EntryValue { case string, mark, null, content, lines }

    /// The key at `offset` if it is one of `object`'s members written plainly (no escape), within `maxStringLength`:
    /// which (a bit, for telling it twice), the value it takes, and where its text is; the parser is moved past it. Nil
    /// for any other key. Matched on its bytes at once, not read as a string and then looked up: a face holds ten of
    /// these keys an entry.
    private mutating func plainKey(of object: EntryObject) -> (bit: Int, value: EntryValue, start: Int, size: Int)? {
        let start = offset + 1
        guard peek() == UInt8(ascii: "\""), start < buffer.count else { return nil }
        let member: (name: StaticString, bit: Int, value: EntryValue)
        switch (object, buffer[start]) {
        case (.entry, UInt8(ascii: "d")): member = ("date", 1, .string)
        case (.entry, UInt8(ascii: "c")): member = ("content", 2, .content)
        case (.entry, UInt8(ascii: "r")): member = ("relevance", 4, .null)
        case (.content, UInt8(ascii: "t")): member = ("template", 1, .string)
        case (.content, UInt8(ascii: "l")): member = ("lines", 2, .lines)
        case (.line, UInt8(ascii: "t")): member = ("text", 1, .string)
        case (.content, UInt8(ascii: "p")), (.line, UInt8(ascii: "p")): member = ("privacySensitive", 4, .mark)
        case (.content, UInt8(ascii: "u")), (.line, UInt8(ascii: "u")): member = ("unredacted", 8, .mark)
        default: return nil
        }
        let size = member.name.utf8CodeUnitCount
        guard size <= limits.maxStringLength, start + size < buffer.count, buffer[start + size] == UInt8(ascii: "\""),
              word(at: start, is: member.name) else { return nil }
        offset = start + size + 1
        return (member.bit, member.value, start, size)
    }

    /// One of a plain entry's objects at `offset`, its records made as `parseObject` makes them; false where it is not.
    private mutating func plainObject(_ kind: EntryObject) -> Bool {
        guard peek() == UInt8(ascii: "{") else { return false }
        let object = append(.object, start: offset)
        offset += 1
        (container, position, member) = (object, 0, -1)
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return true
        }
        var (count, seen) = (0, 0)
        while true {
            skipWhitespace()
            guard let field = plainKey(of: kind), seen & field.bit == 0 else { return false }
            seen |= field.bit
            append(.key, start: field.start, size: field.size)
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { return false }
            offset += 1
            skipWhitespace()
            let outer = (container, position, member)
            let read = plainValue(field.value)
            (container, position, member) = outer
            guard read else { return false }
            count += 1
            guard let more = plainNext(closing: object, with: UInt8(ascii: "}"), count: count) else { return false }
            if !more { return true }
        }
    }

    /// The value at `offset`, if it is of `kind`, its records made as `parseValue` makes them; false where it is not.
    /// A scalar must be followed by whitespace or structure, as `parseScalar` would have it (`continuesScalar`).
    private mutating func plainValue(_ kind: EntryValue) -> Bool {
        switch kind {
        case .string:
            guard let text = plainString() else { return false }
            append(.string, start: text.start, size: text.size, escaped: text.escaped)
        case .mark, .null:
            let length = wordLength(at: offset)
            let literal: JSONTree.Kind
            switch (length, peek()) {
            case (4, UInt8(ascii: "n")?) where word(at: offset, is: "null"): literal = .null
            case (4, UInt8(ascii: "t")?) where kind == .mark && word(at: offset, is: "true"): literal = .true
            case (5, UInt8(ascii: "f")?) where kind == .mark && word(at: offset, is: "false"): literal = .false
            default: return false
            }
            append(literal, start: offset, size: length)
            offset += length
        case .content:
            return plainObject(.content)
        case .lines:
            return plainLines()
        }
        guard let byte = peek() else { return false }
        return !Self.continuesScalar(byte)
    }

    /// A content's lines at `offset`, each a string or a line's object, its records made as `parseArray` makes them.
    private mutating func plainLines() -> Bool {
        guard peek() == UInt8(ascii: "[") else { return false }
        let array = append(.array, start: offset)
        offset += 1
        (container, member) = (array, -1)
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return true
        }
        var count = 0
        while true {
            skipWhitespace()
            position = count
            let read = peek() == UInt8(ascii: "{") ? plainObject(.line) : plainValue(.string)
            (container, member) = (array, -1)
            guard read else { return false }
            count += 1
            guard let more = plainNext(closing: array, with: UInt8(ascii: "]"), count: count) else { return false }
            if !more { return true }
        }
    }

    /// What follows a member or an element of a plain entry's object or array (record `container`, `count` of them so
    /// far): true past a ',' (another comes), false past `close` (the container noted whole, as `parseObject` and
    /// `parseArray` note it), nil for anything else. Inlined in its two callers: a call for each member cost an entry
    /// a quarter of a thousand instructions.
    @inline(__always)
    private mutating func plainNext(closing container: Int, with close: UInt8, count: Int) -> Bool? {
        skipWhitespace()
        guard let byte = peek() else { return nil }
        offset += 1
        if byte == UInt8(ascii: ",") { return true }
        guard byte == close else { return nil }
        records[container].size = UInt32(count)
        records[container].end = UInt32(records.count)
        return false
    }

    /// The string value at `offset` if `parseString` reads it without a fault (no control character, no escape but a
    /// whole character's, within `maxStringLength`): where its text starts, how many bytes it has and whether it
    /// holds an escape. Nil where it is not such a string, for `parseString` to read or refuse. Escapes are taken, not
    /// left to it: a hidden text may hold one, and an entry read value by value costs more than one read here
    /// (docs/privacy.md, "Timing").
    private mutating func plainString() -> (start: Int, size: Int, escaped: Bool)? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        offset += 1
        let start = offset
        var (scalars, escaped) = (0, false)
        while true {
            let run = plainRun(atMost: limits.maxStringLength - scalars)
            (offset, scalars) = (offset + run, scalars + run)
            guard let byte = peek() else { return nil }
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return (start, offset - 1 - start, escaped)
            }
            // Past the run: one more scalar, an escape or a character beyond ASCII, as `parseString` counts them; a
            // control character, or a scalar past the limit, is its to refuse.
            scalars += 1
            guard scalars <= limits.maxStringLength else { return nil }
            if byte == UInt8(ascii: "\\") {
                // A fault makes its error, which the parser then makes again: only a file refused pays it twice.
                do throws(FaceError) { try parseEscape() } catch { return nil }
                escaped = true
            } else {
                guard byte >= 0x80 else { return nil }
                let length = Self.validUTF8SequenceLength(in: bytes, at: offset)
                guard length > 0 else { return nil }
                offset += length
            }
        }
    }

    private mutating func enterContainer() throws(FaceError) {
        depth += 1
        if depth > limits.maxDepth {
            throw FaceError(
                kind: .tooDeep, path: pathHere(), location: locate(offset),
                expected: "at most \(limits.maxDepth) nested arrays and objects",
                found: "arrays and objects nested \(depth) deep", withholdsColumn: followsValue(offset))
        }
    }

    /// The path of the value being parsed, spelled out.
    /// Stops at an object whose keys are data (`JSONPath.dataMaps`: a chart's categories): nothing is known to be
    /// private before the file parses, and a syntax error inside one would otherwise quote a hidden category.
    ///
    /// Rebuilt from the records, innermost step first: a container's value record follows its key's in an object, and
    /// carries its index in an array. Outside every container (`depth` 0) it is the document's own path.
    private func pathHere() -> JSONPath {
        guard depth > 0, !records.isEmpty else { return JSONPath([]) }
        var steps: [JSONPathComponent] = []
        if member >= 0 {
            steps.append(step(into: container, at: member))
        }
        var child = container
        while child > 0 {
            let parent = Int(records[child].parent)
            steps.append(step(into: parent, at: records[parent].kind == .array ? Int(records[child].position) : child - 1))
            child = parent
        }
        var components: [JSONPathComponent] = []
        for component in steps.reversed() {
            components.append(component)
            if JSONPath.isDataMap(component) { break }
        }
        return JSONPath(components)
    }

    /// The step from `container` to its member at `member`: the record of the member's key in an object, its index in
    /// an array.
    private func step(into container: Int, at member: Int) -> JSONPathComponent {
        records[container].kind == .array
            ? .index(member) : .key(JSONTree.string(in: bytes, record: records[member]))
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(FaceError) {
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
        let integerEnd = offset
        if peek() == UInt8(ascii: ".") {
            offset += 1
            try expectDigits(expected: "a digit after '.'")
        }
        var exponent = false
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            exponent = true
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            try expectDigits(expected: "a digit in the exponent")
        }
        try checkNumberLimits(from: start, integerEnd: integerEnd, exponent: exponent)
    }

    /// Refuses a literal too long to be meant, or too large to compute with: `1e400` would be infinity, and `1e300`
    /// overflows as soon as two are multiplied. The literal is kept as text; this only measures it.
    private mutating func checkNumberLimits(from start: Int, integerEnd: Int, exponent: Bool) throws(FaceError) {
        let length = offset - start
        if length > limits.maxNumberLength {
            throw valueLimitError(at: start)
        }
        // Without an exponent, a literal of fewer integer digits than the bound's is below it, and needs no reading.
        let digits = integerEnd - start - (bytes[start] == UInt8(ascii: "-") ? 1 : 0)
        if !exponent, digits <= plainDigits { return }
        // Every literal the grammar accepts reads as a Double (huge ones as infinity), so nil cannot happen.
        let magnitude = Double(String(decoding: bytes[start..<offset], as: UTF8.self)).map(abs) ?? .infinity
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

    /// Reads a string or a key (`role` says which, for the error past `maxStringLength`), checking it whole; returns
    /// whether it holds an escape. Its text is made only when a reader asks for it (`JSONTree.string(at:)`).
    private mutating func parseString(role: StringRole) throws(FaceError) -> Bool {
        let start = offset
        offset += 1
        var escaped = false
        var scalars = 0
        while true {
            // A run of plain ASCII (no quote, backslash or control character), most of what a face's strings hold, is
            // taken at once, each byte a scalar, up to the limit: what ends it, or passes the limit, is read below.
            let run = plainRun(atMost: limits.maxStringLength - scalars)
            (offset, scalars) = (offset + run, scalars + run)
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
                return escaped
            case UInt8(ascii: "\\"):
                try parseEscape()
                escaped = true
            case 0..<0x20:
                throw syntaxError(expected: "'\"' to end the string, or an escape such as \\n for a control character")
            case 0x20..<0x80:
                offset += 1
            default:
                let length = Self.validUTF8SequenceLength(in: bytes, at: offset)
                guard length > 0 else { throw syntaxError(expected: "valid UTF-8") }
                offset += length
            }
        }
    }

    /// How many bytes from `offset` on, at most `limit`, are ASCII that a string holds as it is (not a quote, a
    /// backslash or a control character).
    ///
    /// Read eight bytes at a time where eight are left (`Self.plainBytes`): a face's keys and words are most of its
    /// strings, and a hidden timeline's are read as a shown one's (docs/privacy.md, "Timing"). Inlined in its one
    /// caller: a call for each string cost a tenth of the string's reading.
    @inline(__always)
    private mutating func plainRun(atMost limit: Int) -> Int {
        let end = min(buffer.count, offset + max(limit, 0))
        var index = offset
        while index + 8 <= end {
            let plain = Self.plainBytes(word(at: index))
            index += plain
            guard plain == 8 else { return index - offset }
        }
        while index < end {
            let byte = buffer[index]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            index += 1
        }
        return index - offset
    }

    /// Checks the escape at `offset` and moves past it.
    private mutating func parseEscape() throws(FaceError) {
        let start = offset
        offset += 1
        guard let byte = peek() else { throw syntaxError(expected: "an escape sequence after '\\'") }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 1
            return
        default:
            break
        }
        guard byte == UInt8(ascii: "u") else {
            throw syntaxError(expected: "an escape sequence (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
        }
        offset += 1
        let unit = try parseHexQuad()
        switch unit {
        case 0xD800...0xDBFF:
            // UTF-16 needs the low half right after; JSON has no other way to write characters beyond U+FFFF. A high
            // half followed by anything else, and a low half alone, are the same fault: one message for both.
            guard peek() == UInt8(ascii: "\\"), peek(at: offset + 1) == UInt8(ascii: "u") else {
                throw loneSurrogateError(at: start)
            }
            offset += 2
            let low = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogateError(at: start) }
        case 0xDC00...0xDFFF:
            throw loneSurrogateError(at: start)
        default:
            break
        }
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

    // The readers below are `mutating` though they change nothing: a debug build then passes the parser in place,
    // where for a non-mutating call it copies it, retaining and releasing its arrays, once for each byte read.

    private mutating func peek() -> UInt8? {
        peek(at: offset)
    }

    private mutating func peek(at index: Int) -> UInt8? {
        index < buffer.count ? buffer[index] : nil
    }

    private mutating func skipWhitespace() {
        var index = offset
        while index < buffer.count {
            let byte = buffer[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
            index += 1
        }
        offset = index
    }

    /// The eight bytes from `index` on, the first in the lowest byte whatever the machine's order.
    private mutating func word(at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// How many of the eight bytes of `word`, from its lowest, a string holds as they are before one it does not: a
    /// quote, a backslash, a control character or a byte beyond ASCII (`plainRun`). Each byte is tested in its own
    /// eight bits (no carry crosses into the next), so the count is exact.
    private static func plainBytes(_ word: UInt64) -> Int {
        let (low, high) = (UInt64(0x7F7F_7F7F_7F7F_7F7F), UInt64(0x8080_8080_8080_8080))
        /// The high bit of each byte of `word` that is zero.
        func zeros(_ word: UInt64) -> UInt64 { ~(((word & low) &+ low) | word) & high }
        let control = ~((word & low) &+ 0x6060_6060_6060_6060) & high
        let stops = (word | control | zeros(word ^ 0x2222_2222_2222_2222) | zeros(word ^ 0x5C5C_5C5C_5C5C_5C5C)) & high
        return stops.trailingZeroBitCount >> 3
    }

    /// Where the byte at `index` is, as a line and a column: for an error, counted from the file's start.
    private func locate(_ index: Int) -> SourceLocation {
        SourceLines.location(at: index, in: buffer)
    }

    /// The length of the run of ASCII letters, digits and underscores starting at `index`; 0 if none starts there.
    private mutating func wordLength(at index: Int) -> Int {
        var end = index
        while end < buffer.count, Self.isWordByte(buffer[end]) { end += 1 }
        return end - index
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
        FaceError(kind: .tooLarge, path: pathHere(), location: locate(index), expected: expected, found: found,
                  withholdsColumn: followsValue(index))
    }

    /// A fault in the structure between values. It never says what it found: until the file parses, nothing is known
    /// to be private, and the text at the fault may be the rest of a private value.
    private mutating func syntaxError(expected: String) -> FaceError {
        FaceError(kind: .syntax, path: pathHere(), location: locate(offset), expected: expected, found: "",
                  withholdsColumn: followsValue(offset))
    }

    /// A key written twice in one object. In an object whose keys are data (`JSONPath.dataMaps`: a chart's categories)
    /// the key is not quoted and the path names the object: nothing is known to be private before the file parses.
    private func duplicate(_ key: String, at index: Int, first: Int) -> FaceError {
        let here = pathHere()
        let inDataMap = here.components.last.map(JSONPath.isDataMap) == true
        return FaceError(
            kind: .duplicateKey, path: inDataMap ? here : here.appending(key: key), location: locate(index),
            expected: "each key at most once in an object",
            found: "\(inDataMap ? "a key" : MessageText.quoted(key)) again (first at \(describe(first)))",
            withholdsColumn: followsValue(index))
    }

    /// No value where one belongs. An array's missing element (`[1,,2]`, `[1, 2,]`) is the array's fault, named by the
    /// array's path: the element's index would count the values before it, which may be private (a hidden chart's).
    private mutating func missingValue() -> FaceError {
        if depth > 0, member >= 0, records[container].kind == .array { member = -1 }
        return syntaxError(expected: "a value")
    }

    private func malformedValue(at index: Int) -> FaceError {
        FaceError(kind: .syntax, path: pathHere(), location: locate(index), expected: Self.wellFormedValue, found: "",
                  withholdsColumn: followsValue(index))
    }

    /// What a string holding a `\u` escape for half of a surrogate pair, without the other half, is told: a key (the
    /// file's structure) as a syntax error where the escape is, a value as that value's fault, at its path.
    static let loneSurrogateExpected = "a string whose \\u escapes each write a whole character (a \\uD800–\\uDBFF "
        + "escape only with a \\uDC00–\\uDFFF one right after it: the two halves of one character)"
    static let loneSurrogate = "a \\u escape for a lone surrogate"

    private mutating func loneSurrogateError(at escape: Int) -> FaceError {
        FaceError(kind: .syntax, path: pathHere(), location: locate(escape),
                  expected: "\(Self.loneSurrogateExpected), not \(Self.loneSurrogate)", found: Self.loneSurrogate,
                  withholdsColumn: followsValue(escape))
    }

    private func loneSurrogateValue(at index: Int) -> FaceError {
        FaceError(kind: .invalidValue, path: pathHere(), location: locate(index), expected: Self.loneSurrogateExpected,
                  found: Self.loneSurrogate, withholdsColumn: followsValue(index))
    }

    /// What every other malformed scalar is told, whatever is wrong with it.
    static let wellFormedValue = "a JSON value: a string in double quotes (escapes \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX "
        + "only), a decimal number without leading zeros, true, false or null, followed by ',' or the end of its object "
        + "or array"

    /// Whether a string or number value, or one kept unread, starts before the byte at `index` on its line.
    ///
    /// A column after such a value counts that value's characters, and the parser cannot yet tell whether the value
    /// is private (docs/privacy.md, "Syntax errors"), so errors later on the line leave their column out. Only an
    /// error asks: the records read so far are in the file's order, and are looked at back to the line's start.
    private func followsValue(_ index: Int) -> Bool {
        let lineStart = SourceLines.lineStart(of: index, in: buffer)
        var record = records.count - 1
        while record >= 0 {
            let kind = records[record].kind
            let start = Int(records[record].start) - (kind == .string || kind == .key ? 1 : 0)
            if start < lineStart { return false }
            if start < index, kind == .string || kind == .number || kind == .unreadable { return true }
            record -= 1
        }
        return false
    }

    /// "line L, column C" of the byte at `index`, without the column after a value on its line.
    private func describe(_ index: Int) -> String {
        let location = locate(index)
        return followsValue(index) ? "line \(location.line)" : "line \(location.line), column \(location.column)"
    }

    // MARK: Character classes

    // Comparisons, not ranges' `contains`: a debug build calls that generically for every byte.

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
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
