/// Lines and columns of a file's bytes (`SourceLocation`), counted when a message asks for one, not while the file is
/// read.
///
/// A parsed value keeps only where it starts in bytes (`JSONTree.Record.start`): counting lines and columns for every
/// value as it was read was the largest part of what a structural byte cost beside a space (docs/performance.md,
/// "Session 19: parsing"), and a place is asked for only by a message. The first place asked of a tree walks its file
/// once and notes the line and column every `spacing` bytes; each place asked after that counts from the note before
/// it, at most `spacing` bytes, so asking for every value's place (`PrivateRegions` does, for a column to withhold)
/// stays linear in the file, however long its lines.
struct SourceLines: Sendable {
    /// Bytes between two notes.
    static let spacing = 256

    /// Where counting starts: after a UTF-8 byte order mark, which is not counted.
    let start: Int
    /// The line and column at `start + k * spacing`, for each k.
    private let notes: [Note]

    private struct Note: Sendable {
        var line: UInt32
        var column: UInt32
    }

    /// The notes of `bytes`.
    init(_ bytes: [UInt8]) {
        let start = Self.start(of: bytes)
        var notes: [Note] = []
        notes.reserveCapacity((bytes.count - start) / Self.spacing + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var place = (line: 1, column: 1)
            var offset = start
            while true {
                notes.append(Note(line: UInt32(place.line), column: UInt32(place.column)))
                guard offset + Self.spacing <= buffer.count else { break }
                Self.count(&place, from: offset, to: offset + Self.spacing, in: buffer)
                offset += Self.spacing
            }
        }
        self.start = start
        self.notes = notes
    }

    /// Where the byte at `offset` of `bytes` (the bytes these notes were made of) is.
    func location(at offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let target = max(offset, start)
        let note = min((target - start) / Self.spacing, notes.count - 1)
        var place = (line: Int(notes[note].line), column: Int(notes[note].column))
        bytes.withUnsafeBufferPointer { buffer in
            Self.count(&place, from: start + note * Self.spacing, to: min(target, buffer.count), in: buffer)
        }
        return SourceLocation(line: place.line, column: place.column)
    }

    /// Where the byte at `offset` of `buffer` is, counted from the file's start: for the parser's errors, each counted
    /// once, before any tree exists.
    static func location(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let start = start(of: buffer)
        var place = (line: 1, column: 1)
        count(&place, from: start, to: min(max(offset, start), buffer.count), in: buffer)
        return SourceLocation(line: place.line, column: place.column)
    }

    /// Where the line holding the byte at `offset` of `buffer` starts: after the last line end before it, or where
    /// counting starts.
    static func lineStart(of offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        let start = start(of: buffer)
        var index = min(offset, buffer.count)
        while index > start {
            let byte = buffer[index - 1]
            // A carriage return ends a line only where no line feed follows it: "\r\n" ends at its line feed.
            if byte == 0x0A || (byte == 0x0D && (index == buffer.count || buffer[index] != 0x0A)) { return index }
            index -= 1
        }
        return start
    }

    /// The byte after a UTF-8 byte order mark at the start of `bytes`, or 0.
    static func start(of bytes: some Collection<UInt8>) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Moves `place` (the line and column at `offset`) over the bytes from `offset` to `end`: a line feed, a carriage
    /// return without a line feed after it, starts a line; every other byte but a UTF-8 continuation byte and a
    /// carriage return is a column.
    private static func count(_ place: inout (line: Int, column: Int), from offset: Int, to end: Int,
                              in buffer: UnsafeBufferPointer<UInt8>) {
        var (offset, line, column) = (offset, place.line, place.column)
        while offset < end {
            // Eight bytes at a time where none is past ASCII or a carriage return: each is one column, and each line
            // feed starts a line, the columns after the last one counted from 1.
            if offset + 8 <= end {
                let word = UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0, !holds(0x0D, word) {
                    let feeds = bytes(equalTo: 0x0A, in: word)
                    if feeds == 0 {
                        column += 8
                    } else {
                        // Little-endian: the last byte in the file is the word's highest.
                        line += feeds.nonzeroBitCount
                        column = 1 + 7 - (63 - feeds.leadingZeroBitCount) / 8
                    }
                    offset += 8
                    continue
                }
            }
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
        place = (line, column)
    }

    /// The top bit of each of the eight bytes of `word`, each below 0x80, that is `byte`, and no other bit: a byte
    /// of the exclusive or is zero where, and only where, adding 0x7F to its low seven bits leaves its top bit
    /// clear; no sum carries into the next byte, so each byte is told apart exactly.
    private static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return ~((difference & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F | difference) & 0x8080_8080_8080_8080
    }

    /// Whether one of the eight bytes of `word`, each below 0x80, is `byte`: one equal to it is zero after the
    /// exclusive or, and taking one from each byte then sets a top bit that was clear where, and only where, some
    /// byte is zero (a borrow runs on only from a zero byte).
    private static func holds(_ byte: UInt8, _ word: UInt64) -> Bool {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
    }
}
