@testable import DialSVG
import Testing

/// Numbers as every SVG writes them: at most 3 decimals (6 for transform coefficients), trailing zeros trimmed,
/// rounded half away from zero, never "-0".
@Suite struct SVGBufferTests {
    static func number(_ value: Double) -> String {
        var buffer = SVGBuffer(capacity: 32)
        buffer.number(value)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    static func coefficient(_ value: Double) -> String {
        var buffer = SVGBuffer(capacity: 32)
        buffer.coefficient(value)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// A document written into the array it returns, whatever room it was given: none, too little, exactly enough or
    /// more (past the room, it moves into memory of its own and is copied out, the bytes the same).
    @Test(arguments: [0, 1, 63, 64, 100, 1_000, 4_000, 100_000])
    func aDocumentIsWhatWasWrittenWhateverItsRoom(capacity: Int) {
        // 40 pieces and 100 numbers, some 800 bytes: past 64, the least room a buffer is given, and under 1,000.
        var expected = ""
        let document = SVGBuffer.document(capacity: capacity) { out in
            for index in 0..<40 {
                out.append("<g/>")
                out.integer(index)
                expected += "<g/>\(index)"
            }
            for index in 0..<100 {
                out.append(" ")
                out.number(Double(index) * 1.25 - 3)
                expected += " " + Self.number(Double(index) * 1.25 - 3)
            }
        }
        #expect(String(decoding: document, as: UTF8.self) == expected)
        #expect(document.count == expected.utf8.count)
    }

    @Test(arguments: [
        (0.0, "0"), (1.0, "1"), (2.5, "2.5"), (123.456, "123.456"), (10.0, "10"), (0.05, "0.05"), (0.1 + 0.2, "0.3"),
        (-1.0, "-1"), (-2.5, "-2.5"), (-0.25, "-0.25"), (-123.4567, "-123.457"),
    ])
    func plainValues(value: Double, text: String) {
        #expect(Self.number(value) == text)
    }

    @Test(arguments: [
        (1.23449, "1.234"), (1.0625, "1.063"), (-1.0625, "-1.063"), (0.0625, "0.063"), (9.9996, "10"), (-9.9996, "-10"), (0.0005, "0.001"),
        (-0.0005, "-0.001"), (0.00049, "0"), (199.9999, "200"), (1.0004, "1"), (1.0006, "1.001"),
    ])
    func roundingToThreeDecimals(value: Double, text: String) {
        #expect(Self.number(value) == text)
    }

    /// The double nearest 1.2345 is 1.234499999…: its digits, not the decimal literal's, decide.
    @Test func theDoublesOwnDigitsDecide() {
        #expect(Self.number(1.2345) == "1.234")
        #expect(Self.number(1.2355) == "1.236")
    }

    @Test(arguments: [-0.0, -0.0004, -1e-12, -Double.leastNonzeroMagnitude])
    func noNegativeZero(value: Double) {
        #expect(Self.number(value) == "0")
    }

    @Test func hugeAndNonFiniteValues() {
        #expect(Self.number(123_456_789_012.345_6) == "123456789012.346")
        #expect(Self.number(-98_765_432_109_876.5) == "-98765432109876.5")
        #expect(Self.number(1e15) == "1000000000000000")
        #expect(Self.number(1e300) == "1000000000000000")
        #expect(Self.number(-1e300) == "-1000000000000000")
        #expect(Self.number(.infinity) == "1000000000000000")
        #expect(Self.number(-.infinity) == "-1000000000000000")
        #expect(Self.number(.nan) == "0")
    }

    @Test func coefficientsKeepSixDecimals() {
        #expect(Self.coefficient(17.0 / 2048) == "0.008301")
        #expect(Self.coefficient(-17.0 / 2048) == "-0.008301")
        #expect(Self.coefficient(0.5) == "0.5")
        #expect(Self.coefficient(-0.0000004) == "0")
        #expect(Self.coefficient(1.0000005) == "1.000001")
        #expect(Self.coefficient(1e20) == "1000000000000000")
    }

    @Test func integersColoursAndOpacities() {
        var buffer = SVGBuffer(capacity: 64)
        buffer.integer(0)
        buffer.append(" ")
        buffer.integer(-2048)
        buffer.append(" ")
        buffer.integer(Int.min)
        buffer.append(" ")
        buffer.color(.init(red: 255, green: 159, blue: 10, alpha: 7))
        buffer.append(" ")
        buffer.opacity(128)
        buffer.append(" ")
        buffer.opacity(255)
        buffer.append(" ")
        buffer.opacity(0)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "0 -2048 -9223372036854775808 #FF9F0A 0.502 1 0")
    }

    /// Three decimals are enough to give every 8-bit alpha back exactly.
    @Test func opacitiesRoundTrip() {
        for alpha in 0...255 {
            var buffer = SVGBuffer(capacity: 8)
            buffer.opacity(UInt8(alpha))
            let value = Double(String(decoding: buffer.bytes, as: UTF8.self))!
            #expect(Int((value * 255).rounded()) == alpha)
        }
    }

    /// A document that outgrows the room it was given keeps every byte, in order: literals, byte arrays, single bytes
    /// and numbers written across the points where the room runs out.
    @Test func aDocumentLongerThanItsRoomKeepsEveryByte() {
        var buffer = SVGBuffer(capacity: 1)
        var expected = ""
        for index in 0..<2_000 {
            buffer.append("<use x=\"")
            buffer.number(Double(index) / 8)
            buffer.append(byte: UInt8(ascii: "\""))
            buffer.append(Array(" g\(index % 7)/>".utf8))
            buffer.integer(-index * 1_000_003)
            buffer.append("")
            expected += "<use x=\"\(Self.number(Double(index) / 8))\" g\(index % 7)/>\(-index * 1_000_003)"
        }
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected)
        #expect(buffer.bytes.count == expected.utf8.count)
    }

    /// Pieces of every length from none to 40 bytes (copied as words up to 16, by `memmove` past), written after every
    /// offset up to 9 and followed by a byte, come out whole and in place.
    @Test func piecesOfEveryLengthKeepTheirBytes() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        for offset in 0..<10 {
            for length in 0...40 {
                var buffer = SVGBuffer(capacity: 1)
                var expected: [UInt8] = []
                for index in 0..<offset {
                    buffer.append(byte: UInt8(ascii: "A") + UInt8(index))
                    expected.append(UInt8(ascii: "A") + UInt8(index))
                }
                let piece = Array(alphabet.prefix(length))
                buffer.append(piece)
                buffer.append(byte: UInt8(ascii: "!"))
                expected += piece + [UInt8(ascii: "!")]
                #expect(buffer.bytes == expected, "offset \(offset), length \(length)")
            }
        }
    }

    /// Zero-padded digits (a fraction's) fill their width in place: "0.005", "0.05", "1.007".
    @Test func fractionsKeepTheirLeadingZeros() {
        #expect(Self.number(0.005) == "0.005")
        #expect(Self.number(-3.042) == "-3.042")
        #expect(Self.coefficient(0.000017) == "0.000017")
    }

    /// The digits written by integer code agree with the standard library's rounding, half away from zero, of the
    /// whole part and the scaled fraction, over values of every magnitude, halfway points and their neighbours.
    @Test(arguments: [3, 6])
    func digitsAgreeWithTheStandardLibrarysRounding(decimals: Int) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(decimals)
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let unit = (0..<decimals).reduce(1.0) { product, _ in product / 10 }
        var values: [Double] = [0, -0.0, .nan, .infinity, -.infinity, 1e15, -1e15, 1e15 + 1, 999_999_999_999_999.9,
                                unit / 2, -unit / 2, 1 - unit / 2, 9.9995, 0.0005, 0.9995, 99.9999995, Double(UInt32.max)]
        for _ in 0..<20_000 {
            let bits = next()
            // A magnitude from 10⁻⁸ to 10¹⁶, a sign, and every fifth value put on or next to a halfway point.
            let exponent = Double(bits % 25) - 8
            var value = Double(bits >> 11) / Double(1 << 53) * pow10(exponent)
            if bits % 5 == 0 {
                let halfway = ((value / unit).rounded(.down) + 0.5) * unit
                value = [halfway, halfway.nextUp, halfway.nextDown][Int((bits >> 8) % 3)]
            }
            values.append(bits & 1 == 0 ? value : -value)
        }
        for value in values {
            let written = decimals == 3 ? Self.number(value) : Self.coefficient(value)
            #expect(written == Self.rounded(value, decimals: decimals), "\(value)")
        }
    }

    private func pow10(_ exponent: Double) -> Double {
        (0..<Int(exponent.magnitude)).reduce(1.0) { product, _ in exponent < 0 ? product / 10 : product * 10 }
    }

    /// The rule `SVGBuffer` writes by, with the standard library's rounding and integer formatting.
    static func rounded(_ value: Double, decimals: Int) -> String {
        let magnitude = value.isNaN ? 0 : min(value.magnitude, 1e15)
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        var whole = magnitude.rounded(.towardZero)
        var fraction = ((magnitude - whole) * scale).rounded(.toNearestOrAwayFromZero)
        if fraction >= scale {
            whole += 1
            fraction = 0
        }
        guard whole != 0 || fraction != 0 else { return "0" }
        var result = (value < 0 ? "-" : "") + String(Int64(whole))
        if fraction != 0 {
            var digits = String(Int64(fraction))
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            result += "." + digits
        }
        return result
    }
}
