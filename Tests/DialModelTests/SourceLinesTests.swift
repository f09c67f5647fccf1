@testable import DialModel
import Testing

/// Places are counted from notes taken every `SourceLines.spacing` bytes: every byte's place, in files longer than
/// several notes' spacing whose line ends (LF, CR, CRLF) and characters of two to four bytes straddle the notes, is the
/// one a byte-by-byte count from the file's start gives, and so is the line start the parser's errors look back to.
struct SourceLinesTests {
    /// A byte-by-byte count of `SourceLocation`'s rules, from `start`.
    private static func counted(_ bytes: [UInt8], to offset: Int, from start: Int) -> DialModel.SourceLocation {
        var (line, column) = (1, 1)
        for index in start..<offset {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                (line, column) = (line + 1, 1)
            } else if byte != 0x0D && byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return DialModel.SourceLocation(line: line, column: column)
    }

    private static func document(shift: Int, byteOrderMark: Bool) -> [UInt8] {
        let piece = "{\"a\": \"é\",\r\n \"bb\": [1,\r2,\n\"日本語 text\", \"😀\"],\r\r\n\n  \"long key of plain text\": true}\n"
        let text = String(repeating: " ", count: shift) + String(repeating: piece, count: 3 * SourceLines.spacing / 64)
            + "\r"
        return (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
    }

    @Test(arguments: [0, 1, 5, 255], [false, true])
    func everyByteIsLocatedAsCountedByteByByte(shift: Int, byteOrderMark: Bool) {
        let bytes = Self.document(shift: shift, byteOrderMark: byteOrderMark)
        let start = byteOrderMark ? 3 : 0
        #expect(bytes.count > 3 * SourceLines.spacing)
        let lines = SourceLines(bytes)
        var placesSeen = Set<Int>()
        for offset in start...bytes.count {
            let expected = Self.counted(bytes, to: offset, from: start)
            #expect(lines.location(at: offset, in: bytes) == expected, "byte \(offset)")
            #expect(bytes.withUnsafeBufferPointer { SourceLines.location(at: offset, in: $0) } == expected, "byte \(offset)")
            // The line's start is the first byte whose place is on this line, column 1.
            let lineStart = bytes.withUnsafeBufferPointer { SourceLines.lineStart(of: offset, in: $0) }
            #expect(lineStart <= offset)
            #expect(Self.counted(bytes, to: lineStart, from: start) == DialModel.SourceLocation(line: expected.line, column: 1),
                    "byte \(offset)")
            placesSeen.insert(expected.line)
        }
        #expect(placesSeen.count > 20)
    }

    /// A tree's places are counted in its own file; a null read in place of an absent key is placed where the value
    /// it stands in for starts.
    @Test func aTreeLocatesItsRecordsAndItsStandIns() throws {
        let piece = "{\"a\": \"é\",\r\n \"bb\": [1,\r2,\n\"日本語 text\", \"😀\"],\r\n  \"c\": true}"
        let bytes = Array(("[" + Array(repeating: piece, count: 20).joined(separator: ",\r") + "]").utf8)
        let tree = try JSONParser.parse(bytes)
        #expect(bytes.count > 2 * SourceLines.spacing)
        for index in tree.records.indices {
            #expect(tree.location(of: index) == Self.counted(bytes, to: tree.offset(of: index), from: 0), "record \(index)")
        }
        let last = tree.records.count - 1
        let standIn = JSONTree(nullAt: JSONNode(tree: tree, index: last))
        #expect(standIn.location(of: 0) == tree.location(of: last))
        #expect(standIn.location(of: 0) != DialModel.SourceLocation(line: 1, column: 1))
    }
}
