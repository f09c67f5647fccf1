import DialPNG
import Testing

/// Broken input must always end in a `PNGError`, never in a crash or a longjmp through Swift.
@Suite struct MalformedPNGTests {
    static let valid = PNGFixture.patterned(.palette, bitDepth: 4, width: 6, height: 5, interlaced: true)
        .withTransparency()
        .with(Chunk(type: "gAMA", data: PNGFixture.bigEndian32(45_455)))
        .encoded()

    /// A header-only image of the given size: IHDR, then an empty IDAT and IEND.
    static func header(width: Int, height: Int) -> [UInt8] {
        Chunk.file([
            .header(width: width, height: height, bitDepth: 8, colorType: 6),
            Chunk(type: "IDAT", data: []),
            Chunk(type: "IEND", data: []),
        ])
    }

    /// Runs the decoder and returns its error, or nil when it produced an image.
    static func decodingError(_ bytes: [UInt8]) -> PNGError? {
        do {
            _ = try PNGDecoder.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func emptyInputIsNotPNG() {
        #expect(Self.decodingError([]) == .notPNG(reason: "0 bytes are too few for the 8-byte PNG signature"))
    }

    @Test func garbageIsNotPNG() throws {
        let error = try #require(Self.decodingError(Array("GIF89a, not a PNG at all".utf8)))
        guard case .notPNG(let reason) = error else {
            Issue.record("expected notPNG, got \(error)")
            return
        }
        #expect(reason.contains("47 49 46 38 39 61 2c 20"))
    }

    @Test func signatureAloneIsCorrupt() throws {
        let error = try #require(Self.decodingError(PNGFixture.signature))
        guard case .corrupt = error else {
            Issue.record("expected corrupt, got \(error)")
            return
        }
    }

    @Test func everyTruncationFails() {
        #expect(Self.decodingError(Self.valid) == nil)
        for length in 0..<Self.valid.count {
            let error = Self.decodingError(Array(Self.valid.prefix(length)))
            switch error {
            case .notPNG: #expect(length < 8, "truncated to \(length) bytes")
            case .corrupt: #expect(length >= 8, "truncated to \(length) bytes")
            default: Issue.record("truncated to \(length) bytes gave \(String(describing: error))")
            }
        }
    }

    @Test(arguments: ["IHDR", "PLTE", "IDAT", "IEND"])
    func badCRCInCriticalChunkIsCorrupt(_ type: String) throws {
        var bytes = Self.valid
        let chunkStart = try #require(Self.offset(of: type, in: bytes))
        let length = bytes[chunkStart..<(chunkStart + 4)].reduce(0) { $0 << 8 | Int($1) }
        bytes[chunkStart + 8 + length] ^= 0x01
        let error = try #require(Self.decodingError(bytes))
        guard case .corrupt(let message) = error else {
            Issue.record("expected corrupt, got \(error)")
            return
        }
        #expect(message.lowercased().contains("crc"))
    }

    @Test func badCRCInAncillaryChunkIsIgnored() throws {
        var bytes = Self.valid
        let chunkStart = try #require(Self.offset(of: "gAMA", in: bytes))
        bytes[chunkStart + 12] ^= 0x01
        // libpng discards a damaged ancillary chunk with a warning and decodes the image.
        #expect(Self.decodingError(bytes) == nil)
    }

    @Test(arguments: [(100_000, 100_000), (16_385, 1), (1, 16_385), (16_384, 4_097), (2_000_000, 1)])
    func oversizedHeaderIsTooLarge(_ size: (width: Int, height: Int)) {
        let error = Self.decodingError(Self.header(width: size.width, height: size.height))
        #expect(error == .tooLarge(width: size.width, height: size.height))
    }

    /// Sizes exactly at the limits pass the size check and fail later, for lack of pixel data.
    /// The pixel buffer (up to 256 MiB) is allocated but never touched, hence the serial runs.
    @Test(.serialized, arguments: [(16_384, 4_096), (4_096, 16_384), (16_384, 1), (1, 16_384)])
    func largestAcceptedSizesPassTheLimit(_ size: (width: Int, height: Int)) throws {
        let error = try #require(Self.decodingError(Self.header(width: size.width, height: size.height)))
        guard case .corrupt = error else {
            Issue.record("expected corrupt, got \(error)")
            return
        }
    }

    @Test func zeroWidthIsCorrupt() throws {
        let error = try #require(Self.decodingError(Self.header(width: 0, height: 4)))
        guard case .corrupt = error else {
            Issue.record("expected corrupt, got \(error)")
            return
        }
    }

    @Test func missingImageDataIsCorrupt() throws {
        let error = try #require(Self.decodingError(Self.header(width: 4, height: 4)))
        guard case .corrupt = error else {
            Issue.record("expected corrupt, got \(error)")
            return
        }
    }

    /// Damages every byte of every chunk body and recomputes the CRC, so the damage reaches
    /// libpng's header checks and zlib instead of stopping at the checksum.
    @Test func damagedChunkContentsNeverCrash() throws {
        let chunks = try #require(Chunk.parse(Self.valid))
        var images = 0
        var errors = 0
        for (index, chunk) in chunks.enumerated() {
            for position in chunk.data.indices {
                for mask: UInt8 in [0x01, 0x80, 0xFF] {
                    var damaged = chunks
                    damaged[index].data[position] ^= mask
                    if Self.decodingError(Chunk.file(damaged)) == nil { images += 1 } else { errors += 1 }
                }
            }
        }
        // Both outcomes occur; what matters is that the loop finished.
        #expect(images > 0 && errors > 0)
    }

    /// Where the first chunk of this type starts (at its length field).
    static func offset(of type: String, in bytes: [UInt8]) -> Int? {
        var offset = 8
        while offset + 12 <= bytes.count {
            if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == type {
                return offset
            }
            offset += 12 + bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        return nil
    }
}
