@testable import DialModel
import DialTestSupport
import Testing

/// `Timestamp`'s ISO 8601 reader, which reads a face file's dates in place from its bytes, held to the reader it
/// replaced (session 19's, kept below as it was): every text either reads to the same instant and offset or is refused
/// by both, for valid dates, each byte of them changed, cut short or run on, and random bytes.
@Suite struct TimestampTests {
    /// Session 19's reader, word for word: each field read by a reader of ranges that checked each against the length.
    private static func reference(_ chars: [UInt8]) -> Timestamp? {
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= chars.count else { return nil }
            var value = 0
            for index in range {
                let c = chars[index]
                guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(c - UInt8(ascii: "0"))
            }
            return value
        }
        func char(_ index: Int, _ expected: Unicode.Scalar) -> Bool {
            index < chars.count && chars[index] == UInt8(ascii: expected)
        }
        guard let year = number(0..<4), char(4, "-"), let month = number(5..<7), char(7, "-"), let day = number(8..<10),
              char(10, "T") || char(10, "t"), let hour = number(11..<13), char(13, ":"), let minute = number(14..<16),
              char(16, ":"), let second = number(17..<19)
        else { return nil }
        let offset: Int
        if chars.count == 20, char(19, "Z") || char(19, "z") {
            offset = 0
        } else if chars.count == 25, char(19, "+") || char(19, "-"), let offsetHours = number(20..<22), char(22, ":"),
                  let offsetMinutes = number(23..<25), offsetHours <= 18, offsetMinutes < 60 {
            offset = (char(19, "-") ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
        } else {
            return nil
        }
        guard (1...12).contains(month), (1...Timestamp.daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        let days = Timestamp.daysSinceEpoch(year: year, month: month, day: day)
        let local = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return Timestamp(secondsSinceEpoch: local - Int64(offset), utcOffsetSeconds: offset)
    }

    private static func parsed(_ bytes: [UInt8]) -> Timestamp? {
        bytes.withUnsafeBufferPointer { Timestamp.parse(iso8601: $0) }
    }

    /// Valid dates of each form, and each of their bytes changed to each byte a date holds and a few it does not.
    @Test func readsEveryChangedDateAsTheReferenceDoes() {
        let bases = ["2026-11-22T09:30:15+01:00", "2024-02-29T23:59:59Z", "1900-02-28t00:00:00z", "0000-01-01T00:00:00-18:00",
                     "9999-12-31T12:00:00+17:59", "2023-02-29T10:00:00Z", "2026-04-31T10:00:00+18:01"]
        let replacements = Array("0123456789-:+TtZz ".utf8) + [0x2F, 0x3A, 0x00, 0x80, 0xC3, 0xFF]
        var accepted = 0, tried = 0
        for base in bases.map({ Array($0.utf8) }) {
            var texts = [base, base + Array("Z".utf8), base + Array(":00".utf8)]
            for position in base.indices {
                texts.append(Array(base[..<position]))
                for byte in replacements {
                    var changed = base
                    changed[position] = byte
                    texts.append(changed)
                }
            }
            for text in texts {
                let expected = Self.reference(text)
                #expect(Self.parsed(text) == expected, "\(String(decoding: text, as: UTF8.self))")
                tried += 1
                if expected != nil { accepted += 1 }
            }
        }
        // Both ways were tried: many changed dates read, most are refused.
        #expect(accepted > 100 && accepted < tried / 2)
    }

    /// Random texts of the two lengths a date has and a few others, mostly of a date's bytes, from a fixed seed.
    @Test func readsRandomTextsAsTheReferenceDoes() {
        var generator = SeededGenerator(seed: 0x5EED_2026)
        let alphabet = Array("0123456789-:+TZ".utf8)
        let template = Array("2026-11-22T09:30:15+01:00".utf8)
        var accepted = 0
        for round in 0..<20_000 {
            let length = [20, 25, 25, 20, 19, 26, 0][round % 7]
            var text: [UInt8] = []
            for index in 0..<length {
                // Mostly the template's byte, so that some texts read; otherwise any byte of the alphabet.
                let keep = index < template.count && generator.next(below: 4) != 0
                text.append(keep ? template[index] : generator.element(of: alphabet))
            }
            if length == 20 { text[19] = generator.next(below: 2) == 0 ? UInt8(ascii: "Z") : text[19] }
            let expected = Self.reference(text)
            #expect(Self.parsed(text) == expected, "\(String(decoding: text, as: UTF8.self))")
            if expected != nil { accepted += 1 }
        }
        #expect(accepted > 100)
    }

    /// A string reads as its UTF-8 does.
    @Test func aStringReadsAsItsBytes() {
        for text in ["2026-11-22T10:09:30+01:00", "2026-11-22T09:09:30Z", "2026-11-22T10:09:30+0100", "2026-11-22T1é:09:30Z"] {
            #expect(Timestamp(iso8601: text) == Self.reference(Array(text.utf8)))
        }
    }
}
