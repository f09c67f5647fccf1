import Testing
@testable import DialText

/// "Digits grouped by spaces" is one rule (review of session 14, §5 and §6): one to three digits, then groups of
/// exactly three.
@Suite struct DigitGroupsTests {
    @Test(arguments: [
        ("12 450 000", true),
        ("1 284 930", true),
        ("600 123 456", true),
        ("12\u{00A0}450\u{202F}000", true),
        ("١٢ ٤٥٠ ٠٠٠", true),
        ("5 7", false),
        ("3 4", false),
        ("1234 567", false),
        ("12 45 000", false),
        ("12 4500", false),
        ("12  450", false),
        ("12450", false),
        ("12 450 ", false),
        ("+12 450", false),
    ])
    func whatIsOneNumber(text: String, isOne: Bool) {
        #expect(DigitGroups.isOneNumber(text) == isOne, "\(text)")
    }

    /// Each longest run of groups is judged whole: "5 7 12" is no number, and neither is a part of it.
    @Test func runsAreJudgedWhole() {
        let text = "bus 5 7 12 · 12 450 000 GNF"
        let scalars = Array(text.unicodeScalars)
        let runs = DigitGroups.joiningSpaces(in: scalars) { scalars[$0].properties.numericType == .decimal ? 0 : nil }
        let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: text.range(of: "12 450")!.lowerBound)
        #expect(runs == [[offset + 2, offset + 6]])
    }

    /// Digits of two kinds (European and Arabic-Indic) on either side of a space are no group.
    @Test func digitsOfTwoKindsDoNotGroup() {
        let scalars = Array("12 ٤٥٠".unicodeScalars)
        let runs = DigitGroups.joiningSpaces(in: scalars) { index in
            let scalar = scalars[index]
            return scalar.properties.numericType != .decimal ? nil : scalar.isASCII ? 0 : 1
        }
        #expect(runs.isEmpty)
    }
}
