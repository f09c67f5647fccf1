import Synchronization

/// A parsed JSON document as one table: every value and every key a fixed-size record, in document order, a container's
/// members or elements right after it and its record saying where they end; strings and numbers are offsets into the
/// file's bytes, made into a `String` or a `JSONNumber` only when a reader asks for one (`JSONNode`).
///
/// A face holds values by the thousand, hidden ones too, and reading one must cost little beside the bytes it takes
/// (docs/privacy.md, "Timing"): a tree of nodes made an array, a box and a string per value, each freed one by one at
/// the end; the table is three allocations, freed at once (docs/performance.md, "Hidden timelines, seventh round").
final class JSONTree: Sendable {
    /// What a record holds.
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
        /// An object's key: its member's value is the record after it.
        case key
        /// A string, number or literal the parser could not read; `Record.size` numbers its fault in `faults`.
        case unreadable
    }

    /// One value or key.
    struct Record: Sendable, Equatable {
        var kind: Kind
        /// Whether a string or key holds an escape, and must be decoded rather than read as its bytes.
        var escaped = false
        /// Where its text starts in `bytes`: a string's or key's first byte inside the quotes, a number's first
        /// character; a container's opening bracket.
        var start: UInt32
        /// A string's, key's or number's bytes; an array's elements or an object's members; an unreadable value's fault.
        var size: UInt32 = 0
        /// The record after everything inside this one: its next sibling's, where it has one.
        var end: UInt32
        /// The record of the object or array that holds it (the document's own value: 0, its own); with `position`,
        /// a decoder's path is read off the table when an error spells it out, and no decoder keeps one.
        var parent: UInt32 = 0
        /// An array's element: where it is in the array (0 for the first).
        var position: UInt32 = 0
    }

    /// The file, as parsed.
    let bytes: [UInt8]
    /// Every value and key, the document's own value first.
    let records: [Record]
    /// The faults of the values kept unread, in document order.
    let faults: [FaceError]
    /// The timeline entries the parser read by their shape (`JSONParser.parsePlainEntry`), by record: every key in one
    /// is one of `PlainEntry`'s, matched byte for byte where its object allows it and once, so that the grammar tells
    /// each by its first byte instead of looking its name up (docs/performance.md, "Session 24").
    let readByShape: RecordSet
    /// The lines of `bytes`, noted the first time a place is asked for (`location(of:)`): most readings ask none.
    private let lines = Mutex<SourceLines?>(nil)

    init(bytes: [UInt8], records: [Record], faults: [FaceError], readByShape: RecordSet = RecordSet()) {
        self.bytes = bytes
        self.records = records
        self.faults = faults
        self.readByShape = readByShape
    }

    /// A document that is one null where `node` starts: what a decoder reads in place of an absent key
    /// (`superDecoder`). It holds `node`'s file, so that its place is counted in it.
    convenience init(nullAt node: JSONNode) {
        self.init(bytes: node.tree.bytes,
                  records: [Record(kind: .null, start: UInt32(node.tree.offset(of: node.index)), end: 1)], faults: [])
    }

    /// Where the value or key at `index` starts in the file, as a byte offset: a string's or key's opening quote.
    func offset(of index: Int) -> Int {
        let record = records[index]
        return Int(record.start) - (record.kind == .string || record.kind == .key ? 1 : 0)
    }

    /// Where the value or key at `index` starts in the file, as a line and a column.
    func location(of index: Int) -> SourceLocation {
        let offset = offset(of: index)
        return lines.withLock { lines in
            if lines == nil { lines = SourceLines(bytes) }
            return lines!.location(at: offset, in: bytes)
        }
    }

    /// The text of the string or key at `index`, its escapes decoded.
    func string(at index: Int) -> String {
        Self.string(in: bytes, record: records[index])
    }

    /// The text of the string or key `record` of `bytes`, its escapes decoded.
    static func string(in bytes: [UInt8], record: Record) -> String {
        let range = Int(record.start)..<Int(record.start + record.size)
        guard record.escaped else { return String(decoding: bytes[range], as: UTF8.self) }
        return String(decoding: unescaped(bytes[range]), as: UTF8.self)
    }

    /// Whether the key at `index` is `name`: its bytes compared, without making a string of them.
    func key(at index: Int, is name: UnsafeBufferPointer<UInt8>) -> Bool {
        let record = records[index]
        guard !record.escaped else { return string(at: index).utf8.elementsEqual(name) }
        guard Int(record.size) == name.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var offset = Int(record.start)
            for byte in name {
                if buffer[offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether the keys `first` and `second` of `bytes` are the same text.
    static func sameKey(_ first: Record, _ second: Record, in bytes: [UInt8]) -> Bool {
        if first.escaped || second.escaped { return string(in: bytes, record: first) == string(in: bytes, record: second) }
        return first.size == second.size
            && bytes[Int(first.start)..<Int(first.start + first.size)].elementsEqual(bytes[Int(second.start)..<Int(second.start + second.size)])
    }

    /// The UTF-8 of a string's text between its quotes, escapes decoded. The parser has checked every escape, so each
    /// is one of JSON's and every `\u` high surrogate has its low one.
    private static func unescaped(_ text: ArraySlice<UInt8>) -> [UInt8] {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(text.count)
        var index = text.startIndex
        func hexQuad() -> UInt32 {
            var value: UInt32 = 0
            for byte in text[index..<index + 4] { value = value << 4 | UInt32(HexDigit.value(byte) ?? 0) }
            index += 4
            return value
        }
        while index < text.endIndex {
            let byte = text[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                continue
            }
            let escape = text[index]
            index += 1
            switch escape {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalarValue = hexQuad()
                if (0xD800...0xDBFF).contains(scalarValue) {
                    index += 2  // "\u" of the low half
                    scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (hexQuad() - 0xDC00)
                }
                UTF8.encode(Unicode.Scalar(scalarValue) ?? "\u{FFFD}") { utf8.append($0) }
            default: utf8.append(escape)  // '"', '\' and '/' stand for themselves
            }
        }
        return utf8
    }
}
