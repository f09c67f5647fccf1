@testable import DialCore
import DialModel
import DialText
import Foundation
import Testing

/// The dial gives way evenly (issue #23): around a bezel's text or a subdial, the numerals and ticks left out are
/// symmetric about the axis of what takes the room, no tick stands alone, and no hour tick stands where its numeral
/// gave way (it would read as the numeral I).
@Suite struct LayoutEngineClockTests {
    static let bezel = ##"{ "id": "b", "slot": "subdialTop", "family": "graphicBezel", "dataProtection": "none", "content": { "template": "curvedText", "text": { "text": "LX 318 ZÜRICH → LONDON CITY GATE B42 BOARDING 17:05" }, "inner": { "template": "stack", "lines": [ { "text": "B42" } ] } } }"##
    static let shortBezel = ##"{ "id": "b", "slot": "subdialTop", "family": "graphicBezel", "dataProtection": "none", "content": { "template": "curvedText", "text": { "text": "SUNRISE 07:12 · SUNSET 16:41" } } }"##
    static let bottom = ##"{ "id": "r", "slot": "subdialBottom", "family": "accessoryCircular", "content": { "template": "rings", "rings": [ { "value": 0.7 } ] } }"##
    static let sides = ##"{ "id": "l", "slot": "subdialLeft", "family": "accessoryCircular", "content": { "template": "stack", "lines": [ { "text": "UV 3" } ] } }, { "id": "t", "slot": "subdialRight", "family": "accessoryCircular", "content": { "template": "stack", "lines": [ { "text": "84%" } ] } }"##

    static func face(numerals: String, ticks: String, _ complications: [String]) -> String {
        ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "clock": { "numerals": "\##(numerals)", "ticks": "\##(ticks)" }, "complications": [\##(complications.joined(separator: ", "))] }"##
    }

    /// The ticks drawn, by minute, with whether each is drawn as an hour tick (white) or a minute tick (grey).
    static func ticks(_ tree: LayoutTree) -> [Int: Bool] {
        var ticks: [Int: Bool] = [:]
        for owned in tree.owners {
            guard case .tick(let minute) = owned.owner else { continue }
            for case .stroke(_, _, let ink) in tree.nodes[owned.nodes] { ticks[minute] = ink.color == .white }
        }
        return ticks
    }

    static func numerals(_ tree: LayoutTree) -> Set<Int> {
        Set(tree.owners.compactMap { if case .numeral(let hour) = $0.owner { hour } else { nil } })
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let complications: [String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "a long bezel and a subdial at 6", complications: [bezel, bottom]),
        Case(name: "a shorter bezel", complications: [shortBezel]),
        Case(name: "subdials at 6, 9 and 3", complications: [bottom, sides]),
        Case(name: "a bezel and every subdial", complications: [shortBezel, bottom, sides]),
    ]

    /// Every face above, on every screen, with roman and arabic numerals, minute and hour ticks: what the dial keeps
    /// is symmetric about the vertical (every area here is centred on it or on the horizontal, in mirrored pairs).
    @Test(arguments: cases, [DeviceID.mm40, .mm41, .mm45, .mm49])
    func theDialGivesWaySymmetrically(_ test: Case, device: DeviceID) throws {
        for numerals in ["roman", "arabic"] {
            for tickStyle in ["minutes", "hours"] {
                let tree = try Fixtures.layout(json: Self.face(numerals: numerals, ticks: tickStyle, test.complications), device: device)
                let drawn = Self.numerals(tree)
                let ticks = Self.ticks(tree)
                let context = "\(numerals), \(tickStyle) ticks on \(device): numerals \(drawn.sorted()), ticks \(ticks.keys.sorted())"
                #expect(drawn.count < 12, "something takes the room of a numeral: \(context)")
                for hour in drawn { #expect(drawn.contains((12 - hour) % 12), "numeral \(hour) without its mirror image: \(context)") }
                for (minute, isHour) in ticks {
                    #expect(ticks[(60 - minute) % 60] == isHour, "tick \(minute) without its mirror image: \(context)")
                }
            }
        }
    }

    /// No tick stands alone between two left out, and no hour tick stands where its numeral is left out (with a
    /// minute track, the hour is marked by a minute tick; with hour ticks only, by nothing).
    @Test(arguments: cases, [DeviceID.mm40, .mm41, .mm45, .mm49])
    func noLoneTickAndNoHourTickWithoutItsNumeral(_ test: Case, device: DeviceID) throws {
        for tickStyle in ["minutes", "hours"] {
            let tree = try Fixtures.layout(json: Self.face(numerals: "roman", ticks: tickStyle, test.complications), device: device)
            let drawn = Self.numerals(tree)
            let ticks = Self.ticks(tree)
            let step = tickStyle == "minutes" ? 1 : 5
            for minute in ticks.keys {
                let neighbours = [(minute + 60 - step) % 60, (minute + step) % 60]
                #expect(neighbours.contains { ticks[$0] != nil }, "tick \(minute) stands alone on \(device): \(ticks.keys.sorted())")
            }
            for hour in 0..<12 where !drawn.contains(hour) {
                #expect(ticks[hour * 5] != true, "an hour tick at \(hour) o'clock without its numeral on \(device) (\(tickStyle))")
                if tickStyle == "hours" { #expect(ticks[hour * 5] == nil) }
            }
        }
    }

    /// The subdial at 6 takes VI: its hour is marked by a minute tick, so nothing reads as a numeral I there.
    @Test func aNumeralLeftOutForASubdialLeavesAMinuteTick() throws {
        let tree = try Fixtures.layout(json: Self.face(numerals: "roman", ticks: "minutes", [Self.bottom]))
        #expect(!Self.numerals(tree).contains(6))
        #expect(Self.ticks(tree)[30] == false)
    }

    /// The bug: a bezel centred on 12 left out I and II while XI and X stayed (a numeral's angle was compared with
    /// the gap's a turn one way but not the other).
    @Test func aBezelLeavesOutNumeralsOnBothSides() throws {
        let tree = try Fixtures.layout(json: Self.face(numerals: "roman", ticks: "minutes", [Self.bezel]), device: .mm40)
        let drawn = Self.numerals(tree)
        #expect(!drawn.contains(1) && !drawn.contains(11) && !drawn.contains(2) && !drawn.contains(10), "\(drawn.sorted())")
    }

    // MARK: A digital clock's date under digits that descend (stranger7 #10)

    /// The lowest ink of the time's glyphs and the highest of the date's, straight runs both.
    static func timeBottomAndDateTop(_ tree: LayoutTree, shaper: TextShaper) -> (time: Double, date: Double) {
        var (time, date) = (-Double.infinity, Double.infinity)
        for owned in tree.owners {
            for case .glyphs(let run, _) in tree.nodes[owned.nodes] {
                for glyph in run.glyphs {
                    guard let ink = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { continue }
                    if owned.owner == .time { time = max(time, glyph.origin.y + ink.bottom) }
                    if owned.owner == .date { date = min(date, glyph.origin.y + ink.top) }
                }
            }
        }
        return (time, date)
    }

    /// A digital clock's date sits under the digits' ink, however deep the locale's digits reach: Myanmar's "၉" has a
    /// long tail, which ran down beside the date ("နို ၂၅ ဗုဒ္ဓဟူး"). Clear by a third of the date's capitals, whichever
    /// digits the time shows (the deepest of the ten counts), so that "၁၀:၀၀" leaves the date where "၁၀:၀၉" does.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aDigitalDateClearsTheDigitsInk(device: DeviceID) throws {
        let shaper = try Fixtures.shaper
        func face(_ locale: String, _ time: String) -> String {
            ##"{ "schemaVersion": 1, "style": "digital", "locale": "\##(locale)", "time": "\##(time)", "clock": { "date": "weekdayDayMonth" }, "complications": [] }"##
        }
        var dates: [Double] = []
        for time in ["2026-11-25T10:09:30+06:30", "2026-11-25T10:00:30+06:30"] {
            let tree = try Fixtures.layout(json: face("my-MM", time), device: device)
            let (bottom, top) = Self.timeBottomAndDateTop(tree, shaper: shaper)
            #expect(bottom.isFinite && top.isFinite)
            #expect(top > bottom + 2, "\(time) on \(device): the digits reach \(bottom), the date starts at \(top)")
            dates.append(top)
        }
        #expect(abs(dates[0] - dates[1]) < 1e-9, "the date stays where it is from minute to minute: \(dates)")
        let latin = try Fixtures.layout(json: face("en-US", "2026-11-25T10:09:30+06:30"), device: device)
        let (bottom, top) = Self.timeBottomAndDateTop(latin, shaper: shaper)
        #expect(top > bottom + 2)
    }

    @Test func allDigitsAreTheTimesNumberingSystem() {
        #expect(LayoutEngine.allDigits(like: "၁၀:၀၉") == "၀၁၂၃၄၅၆၇၈၉")
        #expect(LayoutEngine.allDigits(like: "10:09") == "0123456789")
        #expect(LayoutEngine.allDigits(like: "۱۰:۰۹") == "۰۱۲۳۴۵۶۷۸۹")
        #expect(LayoutEngine.allDigits(like: "--:--").isEmpty)
    }
}
