@testable import DialCore
import Foundation
import Testing

/// A zone's offset kept between its transitions: the zone's own offset at every instant asked, forwards, backwards
/// and by jumps, across summer time and changes of a zone's standard offset.
@Suite struct ZoneOffsetTests {
    /// Every 7 hours, 13 minutes and 17 seconds from 2010 to 2030, first forwards, then backwards, against the zone's answer.
    /// The zones: summer time north and south (New York, London, Sydney), a half-hour change (Lord Howe), summer time
    /// abolished (São Paulo, 2019), standard offsets changed (Caracas 2016, Pyongyang 2015 and 2018, Volgograd 2018
    /// and 2020), none at all (Kolkata), and a fixed offset.
    @Test(arguments: ["America/New_York", "Europe/London", "Australia/Sydney", "Australia/Lord_Howe", "America/Sao_Paulo",
                      "America/Caracas", "Asia/Pyongyang", "Europe/Volgograd", "Asia/Kolkata", "GMT+0530"])
    func givesTheZonesOwnOffsetAtEveryInstant(identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 5 * 3600 + 1800))
        let offset = ZoneOffset(zone)
        let instants = Array(stride(from: Int64(1_262_304_000), to: 1_893_456_000, by: 7 * 3600 + 13 * 60 + 17))
        var wrong: [String] = []
        for instant in instants + instants.reversed() {
            let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            if offset.seconds(at: instant) != expected { wrong.append("\(instant): \(offset.seconds(at: instant)) ≠ \(expected)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    /// The seconds either side of each of New York's transitions in 2026, asked in an order that jumps across them.
    @Test func changesAtTheTransitionsSecond() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let offset = ZoneOffset(zone)
        // 2026-03-08 07:00 UTC (EST → EDT) and 2026-11-01 06:00 UTC (EDT → EST).
        let transitions: [Int64] = [1_772_953_200, 1_793_512_800]
        for transition in transitions + transitions.reversed() {
            for instant in [transition - 1, transition, transition - 1, transition + 1, transition - 86_400, transition] {
                #expect(offset.seconds(at: instant) == zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))),
                        "\(instant)")
            }
        }
        #expect(offset.seconds(at: transitions[0] - 1) == -5 * 3600)
        #expect(offset.seconds(at: transitions[0]) == -4 * 3600)
        #expect(offset.seconds(at: transitions[1] - 1) == -4 * 3600)
        #expect(offset.seconds(at: transitions[1]) == -5 * 3600)
    }
}
