/// (Dial) How little each column of a grid keeps before its readings grow (`GridLayout`), in the order a grid tries
/// them: the first whose least widths fit together is kept. A name's least is its shortest cut that keeps at least
/// half of it and every number (or the whole name at its family's legible size), a reading's the least room it is
/// drawn in at ¾ of the legible size (`ViewLayout.leastWidth`).
package enum GridLeast: CaseIterable, Sendable {
    /// Names at their least, readings legible: a long name whole beside "▲₹80" at 4.5 pt says less than its first word
    /// beside the change (stranger19's marathi-fish).
    case legible
    /// Names cut shorter, to their first words whole ("बांगडा…" for "बांगडा (Konkani: बांगडो)", never "Амо…" for
    /// "Амоксицилин"), every number kept; readings legible.
    case namesShortened
    /// Names at their least, readings at any size they draw: a name is never offered nothing beside its readings while
    /// they can shrink (stranger14's japan-train), and a name whole is still held to its legible size, as in the tiers
    /// before: the readings shrink before a name no cut may shorten goes below it.
    case readingsShrunk
    /// Names at their least with a name whole at any size, readings at any size: a row's short names and signs ("▲",
    /// "EUR") drawn small rather than left out, where not even the readings' smallest leaves them their legible size.
    case namesShrunk

    /// Whether a text's least here is its looser one: a name's shortened cut, a reading's at any size.
    func isLoose(reading: Bool) -> Bool {
        switch self {
        case .legible: false
        case .namesShortened: !reading
        case .readingsShrunk, .namesShrunk: reading
        }
    }
}
