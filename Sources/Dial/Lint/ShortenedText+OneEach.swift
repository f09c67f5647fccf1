import DialCore

extension ShortenedText {
    /// One record per text of a screen, saying what is drawn: a line cut and drawn below its legible size is recorded
    /// twice by the layout (the cut, then the size of the rows it was drawn on), and a wrapped line's size names the
    /// text whole, since no row of it is cut (stranger18 #10: "Port de Barcelona → Bilbo/Bilbao · ETA 29 nov. 14:30
    /// CET" both "drawn as "Port de Barcelona → Bilbo/Bilbao…"" and "drawn whole at 9.3 pt" on 40 mm). The size is
    /// folded into the cut, which says what is drawn, so a report names each line once.
    static func oneEach(_ records: [ShortenedText]) -> [ShortenedText] {
        var records = records
        var folded = Set<Int>()
        for (index, record) in records.enumerated() where record.kind == .belowLegible {
            guard let cut = records.indices.first(where: { other in
                other != index && !folded.contains(other) && records[other].kind != .belowLegible && records[other].detail == nil
                    && records[other].owner == record.owner && records[other].path == record.path && records[other].text == record.text
            }) else { continue }
            records[cut].detail = record.detail
            folded.insert(index)
        }
        return records.enumerated().filter { !folded.contains($0.offset) }.map(\.element)
    }

    /// Drawn below its family's legible size: recorded so, or a cut whose size was folded into it (`oneEach`).
    var isBelowLegible: Bool {
        if kind == .belowLegible { return true }
        if case .size = detail { return true }
        return false
    }
}
