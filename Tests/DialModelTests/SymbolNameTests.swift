@testable import DialModel
import Testing

/// The SF Symbols names Dial draws: Apple's spelling, and an unknown one refused with the names near it.
@Suite struct SymbolNameTests {
    @Test func namesAreSFSymbolsSpellings() {
        #expect(SymbolName.allCases.count >= 80)
        let spelling = /[a-z0-9]+(\.[a-z0-9]+)*/
        #expect(SymbolName.allCases.allSatisfy { $0.rawValue.wholeMatch(of: spelling) != nil })
        // The ports of real complications asked for the second line's names (ports3: Better Rail, ElectricSidecar,
        // Luka, Shia Companion), and SF Symbols 4 renamed the batteries.
        for name in ["heart.fill", "figure.walk", "battery.100", "arrow.up.right", "exclamationmark.triangle.fill", "waveform.path.ecg", "bed.double.fill",
                     "arrow.forward.circle.fill", "bolt.car", "chevron.compact.up", "hand.tap.fill", "sun.min.fill", "battery.100percent",
                     // ports4: SwiftyForecast, TermiWatch.
                     "sun.max.circle.fill", "moon.stars.circle.fill", "heart.circle", "cloud.rain", "thermometer.transmission", "humidity", "snow"] {
            #expect(SymbolName(rawValue: name) != nil, "\(name)")
        }
    }

    @Test(arguments: [
        ("heart.fil", ["heart.fill", "heart", "heart.circle", "heart.circle.fill"]),
        ("flame.fil", ["flame.fill", "flame", "flame.circle.fill"]),
        ("batery.100", ["battery.100"]),
        ("arrow.up.rigth", ["arrow.up.right", "arrow.right", "arrow.up.left", "arrow.down.right", "arrow.up"]),
        ("qqq.xyz", []),
    ])
    func nearNamesShareTheStemOrAreAFewEditsAway(name: String, near: [String]) {
        #expect(SymbolName.names(near: name).map(\.rawValue) == near)
    }

    /// Where no name shares the stem or is a slip away, those that share a word are near, or whose word is inside one
    /// of the name's: SF Symbols names are words joined by points, and one may name what Dial draws where the rest
    /// name a variant it has not (session 25: such names were told only where the list is). Never a word that names
    /// a variant (`fill`), which half the names share, nor one of fewer than three letters.
    @Test(arguments: [
        ("shoeprints.fill", ["shoe.fill"]),
        ("takeoutbag.and.cup.and.straw", ["cup.and.saucer.fill", "bag.fill"]),
        ("arrowshape.turn.up.left.fill", ["arrow.up.circle.fill", "arrow.down.circle.fill", "arrow.up.left", "arrow.forward.circle.fill",
                                          "arrow.down.left"]),
        // `clock`, not `lock` inside it.
        ("box.truck.badge.clock", ["calendar.badge.clock", "clock", "clock.fill", "clock.arrow.circlepath"]),
        ("zzz.qqq", ["moon.zzz.fill"]),
        ("shippingbox.fill", []),
        ("shippingbox.circle", []),
    ])
    func namesSharingAWordAreNearWhereNoneIsCloser(name: String, near: [String]) {
        #expect(SymbolName.names(near: name).map(\.rawValue) == near)
    }

    /// A name nothing is near, in spelling or words (Dial draws no box for `shippingbox.fill`): the message says so,
    /// where the list is, and how to draw a symbol Dial has not; a name that spells no near one would send the author
    /// to another symbol ("shoe.fill", "building.2.fill", the nearest by edits).
    @Test func aNameNothingIsNearIsToldHowToDrawItsOwn() {
        let expectation = SymbolName.expectation(near: "shippingbox.fill")
        #expect(expectation.contains("none is near this one"))
        #expect(expectation.contains("docs/views.md"))
        #expect(expectation.contains(#"{"customSymbol": "symbol.png"}"#))
    }

    @Test func anUnknownNameIsRefusedWithNearOnes() throws {
        do {
            _ = try FaceDecoder.decode([SymbolName].self, from: Array(#"["moon.fill", "mon.fill"]"#.utf8))
            Issue.record("an unknown name was read")
        } catch {
            #expect(error.path.description == "[1]")
            #expect(error.expected == #"an SF Symbols name Dial draws, such as "moon.fill", "map.fill", "mic.fill", "mug.fill""#)
            #expect(error.found == #""mon.fill""#)
        }
        #expect(SymbolName.expectation(near: "qqq").contains("docs/views.md"))
    }
}
