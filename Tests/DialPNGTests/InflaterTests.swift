import Testing

/// A small zlib/deflate decompressor (RFC 1950/1951), so encoder tests can inspect the
/// scanlines inside IDAT without going through libpng.
struct Inflater {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Canonical Huffman code as counts per code length and symbols in code order.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            symbols = lengths.indices.filter { lengths[$0] > 0 }.sorted { (lengths[$0], $0) < (lengths[$1], $1) }
        }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                     67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4,
                                      5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
                                       513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10,
                                        10, 11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// Decompresses a zlib stream and checks its Adler-32 trailer.
    static func zlib(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
            throw Failure(description: "bad zlib header")
        }
        var inflater = Inflater(input: Array(stream.dropFirst(2)))
        try inflater.inflate()
        let trailer = inflater.position
        guard trailer + 4 <= inflater.input.count else { throw Failure(description: "missing Adler-32") }
        let stored = inflater.input[trailer..<(trailer + 4)].reduce(0) { $0 << 8 | UInt32($1) }
        guard stored == PNGFixture.adler32(inflater.output) else { throw Failure(description: "Adler-32 mismatch") }
        return inflater.output
    }

    private init(input: [UInt8]) {
        self.input = input
    }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw Failure(description: "out of input") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func decode(_ huffman: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - first < count { return huffman.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Failure(description: "invalid Huffman code")
    }

    private mutating func inflate() throws {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1:
                let literals = Huffman(lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                    + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
                try codes(literals, Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let (literals, distances) = try dynamicTables()
                try codes(literals, distances)
            default: throw Failure(description: "reserved block type")
            }
        }
        // The zlib trailer starts at the next byte boundary.
        bitBuffer = 0
        bitCount = 0
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure(description: "truncated stored block") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF, position + 4 + length <= input.count else {
            throw Failure(description: "bad stored block")
        }
        output += input[(position + 4)..<(position + 4 + length)]
        position += 4 + length
    }

    private mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[Self.codeLengthOrder[index]] = try bits(3)
        }
        let codeLengths = Huffman(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengths)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "repeat without length") }
                lengths += [Int](repeating: previous, count: try bits(2) + 3)
            case 17: lengths += [Int](repeating: 0, count: try bits(3) + 3)
            default: lengths += [Int](repeating: 0, count: try bits(7) + 11)
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "lengths overrun") }
        let literalLengths = Array(lengths[..<literalCount]), distanceLengths = Array(lengths[literalCount...])
        try Self.checkComplete(codeLengthLengths, single: false)
        try Self.checkComplete(literalLengths, single: true)
        if distanceLengths.contains(where: { $0 > 0 }) { try Self.checkComplete(distanceLengths, single: true) }
        return (Huffman(lengths: literalLengths), Huffman(lengths: distanceLengths))
    }

    /// zlib's rule for a dynamic block: every code must fill its code space exactly, except that a code of one symbol
    /// may use a single one-bit code (`single`), which never applies to the code-length code.
    static func checkComplete(_ lengths: [Int], single: Bool) throws {
        var left = 1
        for length in 1...15 {
            left = left * 2 - lengths.filter { $0 == length }.count
            guard left >= 0 else { throw Failure(description: "oversubscribed code") }
        }
        let used = lengths.filter { $0 > 0 }
        guard left == 0 || (single && used == [1]) else { throw Failure(description: "incomplete code") }
    }

    private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let lengthIndex = symbol - 257
                guard lengthIndex < Self.lengthBase.count else { throw Failure(description: "bad length symbol") }
                let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
                let distanceIndex = try decode(distances)
                guard distanceIndex < Self.distanceBase.count else { throw Failure(description: "bad distance") }
                let distance = Self.distanceBase[distanceIndex] + (try bits(Self.distanceExtra[distanceIndex]))
                guard distance <= output.count else { throw Failure(description: "distance too far back") }
                for _ in 0..<length {
                    output.append(output[output.count - distance])
                }
            }
        }
    }
}

@Suite struct InflaterTests {
    @Test func inflatesFixedHuffmanBlocks() throws {
        // zlib.compress(b"hello")
        let stream: [UInt8] = [0x78, 0x9C, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00, 0x06, 0x2C, 0x02, 0x15]
        #expect(try Inflater.zlib(stream) == Array("hello".utf8))
    }

    @Test func inflatesDynamicHuffmanBlocks() throws {
        // zlib.compress(bytes((i * i // 7) % 9 + 97 for i in range(30)), 9), which uses a dynamic block.
        let stream: [UInt8] = [
            0x78, 0xDA, 0x05, 0xC1, 0x81, 0x01, 0x00, 0x30, 0x08, 0xC2, 0xB0, 0x5B, 0x8B, 0x0C, 0xF4, 0xFF, 0x07,
            0x96, 0x00, 0x1A, 0x67, 0x99, 0xDC, 0x54, 0x21, 0xAA, 0xA9, 0x75, 0xCD, 0xF3, 0x07, 0xB5, 0x5F, 0x0B, 0xC1,
        ]
        #expect(try Inflater.zlib(stream) == (0..<30).map { UInt8($0 * $0 / 7 % 9 + 97) })
    }

    @Test func inflatesStoredBlocks() throws {
        let data = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(try Inflater.zlib(PNGFixture.zlibStored(data)) == data)
    }

    @Test func rejectsDamagedStreams() {
        var stream: [UInt8] = [0x78, 0x9C, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00, 0x06, 0x2C, 0x02, 0x15]
        stream[12] ^= 1
        #expect(throws: Inflater.Failure.self) { try Inflater.zlib(stream) }
    }

    @Test func holdsDynamicCodesToZlibsCompletenessRule() throws {
        try Inflater.checkComplete([1, 2, 2, 0], single: false)
        try Inflater.checkComplete([0, 1, 0], single: true)
        #expect(throws: Inflater.Failure.self) { try Inflater.checkComplete([0, 1, 0], single: false) }
        #expect(throws: Inflater.Failure.self) { try Inflater.checkComplete([1, 2], single: true) }
        #expect(throws: Inflater.Failure.self) { try Inflater.checkComplete([1, 1, 1], single: true) }
    }
}
