/// Digits grouped by spaces into one number, as French, Russian, Hungarian, Czech, Kazakh or Guinea's francs write an
/// amount ("12 450 000", "1 284 930"): one to three digits, then groups of exactly three, each after one space.
///
/// One rule for every place that asks whether a space parts two numbers or joins one: the line's bidi order (a
/// right-to-left line reads "12 450 000" as one number, but "5 7", two bus lines, as two, right to left) and lint's
/// privacy advice (a phone number's groups are not this shape, but "600 123 456", a Polish or Spanish mobile, is:
/// lint asks more of it than the shape; see `SensitivePattern`).
package enum DigitGroups {
    /// Whether `lengths`, the digits in each group in order, make one number: two groups or more, the first of one
    /// to three digits, every other of three.
    package static func areOneNumber(_ lengths: some Collection<Int>) -> Bool {
        guard lengths.count > 1, let first = lengths.first, (1...3).contains(first) else { return false }
        return lengths.dropFirst().allSatisfy { $0 == 3 }
    }

    /// Whether `scalar` parts digit groups: a space, a thin space, a no-break space or a narrow no-break space.
    package static func isGroupSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0xA0, 0x2009, 0x202F: true
        default: false
        }
    }

    /// The groups of `text` that are one number, as digit groups: every longest run of digits of one kind parted by
    /// single group spaces (`isGroupSpace`) whose groups make one number (`areOneNumber`). `kind(index)` tells what
    /// the scalar at `index` is: nil for no digit, otherwise a kind that digits on both sides of a space must share
    /// (European and Arabic-Indic digits do not group together). Each run is given as the indices of its spaces.
    package static func joiningSpaces(in scalars: [Unicode.Scalar], kind: (Int) -> Int?) -> [[Int]] {
        var found: [[Int]] = []
        var index = 0
        while index < scalars.count {
            guard let runKind = kind(index) else { index += 1; continue }
            // The run's groups: digits, one space, digits, ... while the kind holds.
            var lengths: [Int] = []
            var spaces: [Int] = []
            var position = index
            while true {
                let start = position
                while position < scalars.count, kind(position) == runKind { position += 1 }
                lengths.append(position - start)
                guard position + 1 < scalars.count, isGroupSpace(scalars[position]), kind(position + 1) == runKind else { break }
                spaces.append(position)
                position += 1
            }
            if areOneNumber(lengths) { found.append(spaces) }
            index = position
        }
        return found
    }

    /// Whether `text` is one number grouped by spaces and nothing else: "12 450 000", not "5 7" nor "600123 456".
    package static func isOneNumber(_ text: some StringProtocol) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last, isDigit(first), isDigit(last),
              scalars.allSatisfy({ isDigit($0) || isGroupSpace($0) }) else { return false }
        return joiningSpaces(in: scalars) { isDigit(scalars[$0]) ? 0 : nil }.count == 1
            && !zip(scalars, scalars.dropFirst()).contains { isGroupSpace($0) && isGroupSpace($1) }
    }

    /// A decimal digit, of any script.
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal
    }
}
