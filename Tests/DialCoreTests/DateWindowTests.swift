import DialCore
import DialModel
import DialText
import Testing

/// The analog date window: sized for the longest date of its style, never shortening one, at a size one can read;
/// the 3 gives way to a long date and stays beside a day alone.
@Suite struct DateWindowTests {
    func layout(_ date: DateStyle, device: DeviceID = .mm41, locale: String? = nil) throws -> LayoutTree {
        var face = FaceDocument(style: .custom, time: Fixtures.morning, complications: [])
        face.locale = locale.flatMap(LocaleName.init)
        face.device = device
        face.clock = ClockDocument()
        face.clock?.numerals = .arabic
        face.clock?.date = date
        face.slots = [CustomSlotDocument(name: SlotID("left"), family: .accessoryCircular,
                                         frame: FrameDocument(x: 30, y: 100, width: 44, height: 44))]
        let resolved = try Fixtures.resolve(face)
        let redacted = try Redactor.redact(resolved, measure: Fixtures.measure)
        return LayoutEngine.layout(redacted, shaper: try Fixtures.shaper)
    }

    func dateRuns(_ tree: LayoutTree) -> [GlyphRun] {
        tree.owners.filter { $0.owner == .date }.flatMap { tree.nodes[$0.nodes] }.compactMap {
            if case .glyphs(let run, _) = $0 { run } else { nil }
        }
    }

    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aLongDateTakesTheThreesPlaceAtAReadableSize(device: DeviceID) throws {
        // British English: the form the window's sizes were drawn for (US English's "SUN, NOV 22" is a comma longer).
        let tree = try layout(.weekdayDayMonth, device: device, locale: "en-GB")
        let runs = dateRuns(tree)
        #expect(runs.map(\.text) == ["SUN 22 NOV"], "the whole date, never shortened")
        // 8 pt at the least on the smallest screen: the window once squeezed it to 3 pt.
        #expect(runs.allSatisfy { $0.size >= 16 }, "\(runs.map(\.size))")
        #expect(!tree.owners.contains { $0.owner == .numeral(3) }, "the 3 gives way to the window")
        #expect(tree.owners.contains { $0.owner == .numeral(9) })
    }

    @Test func aDayAloneLeavesTheThree() throws {
        let tree = try layout(.day)
        #expect(dateRuns(tree).map(\.text) == ["22"])
        #expect(tree.owners.contains { $0.owner == .numeral(3) })
    }

    /// The window is sized for the longest date of the face's locale: each locale's date is drawn whole, at 7 pt or
    /// more, in the style's own form or, where the locale's longest would be smaller (Arabic's weekdays on 40 mm), in
    /// the first shorter form that is not.
    @Test(arguments: ["en-US", "fr-FR", "de-DE", "es-ES", "ar-EG", "ja-JP", "ru-RU", "he-IL"])
    func theWindowHoldsEachLocalesDateWhole(locale: String) throws {
        let tree = try layout(.weekdayDayMonth, device: .mm40, locale: locale)
        let texts = LocaleTexts(LocaleName(locale)!)
        let forms = [texts.clockDate(.weekdayDayMonth, at: Fixtures.morning)]
            + texts.shorterClockDates(.weekdayDayMonth, at: Fixtures.morning).map(\.text)
        let runs = dateRuns(tree)
        let shown = runs.map(\.text)
        // Right-to-left dates come as runs in visual order: each is a piece of the date, and together they are all of it.
        #expect(forms.contains { form in shown.allSatisfy { form.contains($0) } && shown.map(\.count).reduce(0, +) == form.count },
                "never shortened: \(shown) for \(forms)")
        #expect(!shown.joined().contains("…"))
        #expect(runs.allSatisfy { $0.size >= DateWindow.legibleSize }, "\(runs.map(\.size))")
    }

    /// Where the style's longest date is too long for 7 pt, the shorter forms are the locale's own: its short weekday,
    /// then the weekday and day (the weekday before the month), then no weekday, then the day alone, each sized for the
    /// longest it writes.
    @Test func theShorterDatesAreTheLocalesOwn() throws {
        let texts = LocaleTexts(LocaleName("en-US")!)
        #expect(texts.shorterClockDates(.weekdayDayMonth, at: Fixtures.morning).map(\.text) == ["SU, NOV 22", "SUN 22", "SU 22", "NOV 22", "22"])
        #expect(texts.shorterClockDates(.weekdayDay, at: Fixtures.morning).map(\.text) == ["SU 22", "22"])
        #expect(texts.shorterClockDates(.day, at: Fixtures.morning).isEmpty)
        let burmese = try layout(.weekdayDayMonth, device: .mm40, locale: "my-MM")
        #expect(dateRuns(burmese).map(\.text) == [LocaleTexts(LocaleName("my-MM")!).shorterClockDates(.weekdayDayMonth, at: Fixtures.morning)[0].text])
    }
}
