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
        ("zzz.qqq", []),
    ])
    func nearNamesShareTheStemOrAreAFewEditsAway(name: String, near: [String]) {
        #expect(SymbolName.names(near: name).map(\.rawValue) == near)
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
        #expect(SymbolName.expectation(near: "zzz").contains("docs/views.md"))
    }
}
