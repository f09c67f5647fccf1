import DialPNG
import Testing

/// Builds PNG files byte by byte, without libpng, so decoder tests control every field and can
/// break any of them. Compression uses stored (uncompressed) deflate blocks, which every zlib
/// inflater must accept, so no compressor is needed.
struct PNGFixture: Sendable, CustomStringConvertible {
    enum ColorType: UInt8, Sendable {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var width: Int
    var height: Int
    var colorType: ColorType
    var bitDepth: Int
    var interlaced = false
    /// Row-major, `colorType.channels` samples per pixel, each below `1 << bitDepth`
    /// (palette indices for `.palette`).
    var samples: [Int]
    /// Flat R, G, B triples for the PLTE chunk.
    var palette: [UInt8] = []
    /// Raw tRNS payload: palette alphas, or a 16-bit grey key, or three 16-bit RGB keys.
    var transparency: [UInt8]?
    /// Ancillary chunks written between the header and the image data.
    var ancillaryChunks: [Chunk] = []
    /// The filter type of each row, cycled: row `y` of a pass uses `filters[y % filters.count]`.
    var filters: [UInt8] = [0]
    /// Bytes of compressed stream per IDAT chunk.
    var idatSize = 64

    var description: String {
        "\(colorType) \(bitDepth)-bit \(width)×\(height)"
            + (interlaced ? " interlaced" : "")
            + (transparency != nil ? " tRNS" : "")
            + ancillaryChunks.map { " \($0.type)" }.joined()
    }

    /// A fixture filled with a deterministic pseudo-random pattern that uses the full sample range.
    static func patterned(
        _ colorType: ColorType, bitDepth: Int, width: Int = 13, height: Int = 9, interlaced: Bool = false
    ) -> PNGFixture {
        let range = colorType == .palette ? min(1 << bitDepth, 200) : 1 << bitDepth
        var samples: [Int] = []
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<colorType.channels {
                    var hash = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663 ^ channel &* 83_492_791)
                    hash ^= hash >> 13
                    hash = hash &* 0x5BD1_E995
                    hash ^= hash >> 15
                    samples.append(Int(hash % UInt32(range)))
                }
            }
        }
        var fixture = PNGFixture(
            width: width, height: height, colorType: colorType, bitDepth: bitDepth,
            interlaced: interlaced, samples: samples
        )
        if colorType == .palette {
            fixture.palette = (0..<range).flatMap { (index: Int) -> [UInt8] in
                let red = index * 37 % 256, green = 255 - index * 11 % 256, blue = index * 73 % 256
                return [UInt8(red), UInt8(green), UInt8(blue)]
            }
        }
        return fixture
    }

    /// Adds a tRNS chunk: alphas for the first half of the palette, or the first pixel's
    /// value as the transparent colour key, so at least one pixel matches it.
    func withTransparency() -> PNGFixture {
        var fixture = self
        switch colorType {
        case .palette:
            fixture.transparency = (0..<(palette.count / 3 + 1) / 2).map { UInt8($0 * 51 % 256) }
        case .grey:
            fixture.transparency = Self.bigEndian16(samples[0])
        case .rgb:
            fixture.transparency = samples[0..<3].flatMap(Self.bigEndian16)
        case .greyAlpha, .rgba:
            preconditionFailure("tRNS is not allowed with an alpha channel")
        }
        return fixture
    }

    func with(_ chunk: Chunk) -> PNGFixture {
        var fixture = self
        fixture.ancillaryChunks.append(chunk)
        return fixture
    }

    /// The complete PNG file.
    func encoded() -> [UInt8] {
        var file = Self.signature
        file += Chunk.header(width: width, height: height, bitDepth: bitDepth, colorType: colorType.rawValue,
                             interlaced: interlaced).bytes
        for chunk in ancillaryChunks {
            file += chunk.bytes
        }
        if colorType == .palette {
            file += Chunk(type: "PLTE", data: palette).bytes
        }
        if let transparency {
            file += Chunk(type: "tRNS", data: transparency).bytes
        }
        // Several IDAT chunks, as real encoders write them; the decoder must stitch them together.
        let stream = Self.zlibStored(scanlines())
        for start in stride(from: 0, to: stream.count, by: idatSize) {
            file += Chunk(type: "IDAT", data: Array(stream[start..<min(start + idatSize, stream.count)])).bytes
        }
        file += Chunk(type: "IEND", data: []).bytes
        return file
    }

    /// What the decoder must return: the mapping the `PNGDecoder` documentation promises.
    func expectedImage() -> RGBAImage {
        let channels = colorType.channels
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for index in 0..<(width * height) {
            let pixel = Array(samples[(index * channels)..<((index + 1) * channels)])
            switch colorType {
            case .grey:
                let grey = scaled(pixel[0])
                let keyed = transparency.map { pixel[0] == Self.value16($0, 0) } ?? false
                pixels += [grey, grey, grey, keyed ? 0 : 255]
            case .greyAlpha:
                let grey = scaled(pixel[0])
                pixels += [grey, grey, grey, scaled(pixel[1])]
            case .rgb:
                let keyed = transparency.map { key in (0..<3).allSatisfy { pixel[$0] == Self.value16(key, $0) } }
                pixels += pixel.map(scaled) + [keyed == true ? 0 : 255]
            case .rgba:
                pixels += pixel.map(scaled)
            case .palette:
                let entry = pixel[0]
                let alpha = transparency.flatMap { entry < $0.count ? $0[entry] : nil } ?? 255
                pixels += palette[(entry * 3)..<(entry * 3 + 3)] + [alpha]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// 16-bit samples keep their high byte; low depths stretch to 0...255 (1 → ×255, 2 → ×85, 4 → ×17).
    private func scaled(_ sample: Int) -> UInt8 {
        switch bitDepth {
        case 16: UInt8(sample >> 8)
        case 8: UInt8(sample)
        default: UInt8(sample * 255 / ((1 << bitDepth) - 1))
        }
    }

    /// Each row of each pass (one pass unless interlaced): its filter byte, then its packed samples filtered.
    private func scanlines() -> [UInt8] {
        // Adam7 passes as (first column, first row, column step, row step).
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var data: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let columns = Array(stride(from: x0, to: width, by: dx))
            guard !columns.isEmpty else { continue }
            var previous: [UInt8]?
            for (index, y) in stride(from: y0, to: height, by: dy).enumerated() {
                let rowSamples = columns.flatMap { x in
                    samples[((y * width + x) * colorType.channels)..<((y * width + x + 1) * colorType.channels)]
                }
                let row = pack(rowSamples)
                let type = filters[index % filters.count]
                data.append(type)
                data += Self.filter(type, row, previous: previous, bytesPerPixel: max(1, colorType.channels * bitDepth / 8))
                previous = row
            }
        }
        return data
    }

    /// PNG's filter `type` applied to `row`, against the pass's previous row (none for its first).
    static func filter(_ type: UInt8, _ row: [UInt8], previous: [UInt8]?, bytesPerPixel: Int) -> [UInt8] {
        row.indices.map { index in
            let left = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0
            let up = previous.map { Int($0[index]) } ?? 0
            let upLeft = index >= bytesPerPixel ? previous.map { Int($0[index - bytesPerPixel]) } ?? 0 : 0
            let predicted = switch type {
            case 0: 0
            case 1: left
            case 2: up
            case 3: (left + up) / 2
            default: paeth(left, up, upLeft)
            }
            return UInt8(truncatingIfNeeded: Int(row[index]) - predicted)
        }
    }

    /// The Paeth predictor as the PNG specification writes it: the neighbour nearest to left + up − upLeft.
    private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }

    private func pack(_ rowSamples: [Int]) -> [UInt8] {
        switch bitDepth {
        case 16:
            return rowSamples.flatMap(Self.bigEndian16)
        case 8:
            return rowSamples.map { UInt8($0) }
        default:
            let perByte = 8 / bitDepth
            return stride(from: 0, to: rowSamples.count, by: perByte).map { start in
                var byte = 0
                for offset in 0..<perByte {
                    let sample = start + offset < rowSamples.count ? rowSamples[start + offset] : 0
                    byte |= sample << (8 - bitDepth * (offset + 1))
                }
                return UInt8(byte)
            }
        }
    }

    static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func value16(_ bytes: [UInt8], _ index: Int) -> Int {
        Int(bytes[index * 2]) << 8 | Int(bytes[index * 2 + 1])
    }

    /// A zlib stream of stored deflate blocks (at most 65535 bytes each).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = end - start
            stream.append(end == data.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        return stream + bigEndian32(Int(adler32(data)))
    }

    static func adler32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }
}

/// One PNG chunk: the four-letter type and its payload.
struct Chunk: Sendable, Equatable {
    var type: String
    var data: [UInt8]

    /// Length, type, data and CRC, as stored in a file.
    var bytes: [UInt8] {
        let typeBytes = Array(type.utf8)
        return PNGFixture.bigEndian32(data.count) + typeBytes + data
            + PNGFixture.bigEndian32(Int(PNGFixture.crc32(typeBytes + data)))
    }

    static func header(width: Int, height: Int, bitDepth: Int, colorType: UInt8, interlaced: Bool = false) -> Chunk {
        Chunk(
            type: "IHDR",
            data: PNGFixture.bigEndian32(width) + PNGFixture.bigEndian32(height)
                + [UInt8(bitDepth), colorType, 0, 0, interlaced ? 1 : 0]
        )
    }

    /// Splits a PNG file after its signature into chunks, checking every CRC on the way.
    static func parse(_ file: [UInt8]) -> [Chunk]? {
        guard file.starts(with: PNGFixture.signature) else { return nil }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = file[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 12 + length <= file.count else { return nil }
            let body = Array(file[(offset + 4)..<(offset + 8 + length)])
            let storedCRC = file[(offset + 8 + length)..<(offset + 12 + length)].reduce(0) { $0 << 8 | UInt32($1) }
            guard storedCRC == PNGFixture.crc32(body) else { return nil }
            chunks.append(Chunk(type: String(decoding: body[0..<4], as: UTF8.self), data: Array(body[4...])))
            offset += 12 + length
        }
        return offset == file.count ? chunks : nil
    }

    /// Reassembles a file from chunks, recomputing every CRC.
    static func file(_ chunks: [Chunk]) -> [UInt8] {
        PNGFixture.signature + chunks.flatMap(\.bytes)
    }
}

/// The fixture builder is the reference the decoder is checked against, so it is checked first.
@Suite struct PNGFixtureTests {
    @Test func checksumsMatchPublishedValues() {
        #expect(PNGFixture.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNGFixture.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNGFixture.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func storedZlibStreamSpansSeveralBlocks() {
        let data = (0..<70_000).map { UInt8($0 % 251) }
        let stream = PNGFixture.zlibStored(data)
        // Header, two block headers of five bytes, the data, and the Adler-32 trailer.
        #expect(stream.count == 2 + 5 + 5 + data.count + 4)
        #expect(stream[2] == 0 && stream[2 + 5 + 65_535] == 1)
    }

    @Test func lowBitDepthRowsArePackedMostSignificantBitFirst() throws {
        let fixture = PNGFixture(width: 3, height: 1, colorType: .grey, bitDepth: 2, samples: [3, 0, 2])
        let chunks = try #require(Chunk.parse(fixture.encoded()))
        let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        // Filter byte 0, then 0b11_00_10_00.
        #expect(Array(stream[7..<9]) == [0, 0b1100_1000])
    }
}
