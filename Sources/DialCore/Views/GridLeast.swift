/// (Dial) How little each column of a grid keeps before its readings grow (`GridLayout`), in the order a grid tries
/// them: the first whose least widths fit together is kept. A name's least is its shortest cut that keeps at least
/// half of it and every number (or the whole name at its family's legible size), a reading's the least room it is
/// drawn in at ¾ of the legible size (`ViewLayout.leastWidth`).
package enum GridLeast: CaseIterable, Sendable {
    /// Readings whole at their size, names cut to their first words: as SwiftUI's row gives its short cells their ideal
    /// width and the text that can be cut gives way, a departure time is never shrunk beside a stop name kept to half of
    /// itself (stranger20's ojibwe-bus: "07:58" at 8.25 pt beside "ᐊᐦᐧᐊᑕᐱ Universi…" at 11 pt on 45 mm).
    case readingsWhole
    /// Names at their least, readings legible: a long name whole beside "▲₹80" at 4.5 pt says less than its first word
    /// beside the change (stranger19's marathi-fish).
    case legible
    /// Names cut shorter, to their first words whole ("बांगडा…" for "बांगडा (Konkani: बांगडो)", never "Амо…" for
    /// "Амоксицилин"), every number kept; readings legible.
    case namesShortened
    /// Names at their least, readings at any size they draw: a name is never offered nothing beside its readings while
    /// they can shrink (stranger14's japan-train). A name no cut may shorten ("▲", "EUR") may shrink here too, where
    /// before this tier it keeps the legible size: a row's signs drawn small rather than left out.
    case readingsShrunk

    /// Whether a text's least here is its looser one: a name's shortened cut, a reading's at any size.
    func isLoose(reading: Bool) -> Bool {
        switch self {
        case .readingsWhole: !reading
        case .legible: false
        case .namesShortened: !reading
        case .readingsShrunk: reading
        }
    }
}
