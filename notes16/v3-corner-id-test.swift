    /// A corner's ID, a word and its number, too long for a 40 or 41 mm corner at ¾ of the legible size: drawn whole
    /// (or its word shortened before its number) below it and reported, never its word alone ("TIMS…", "AWB…"), as
    /// 45 and 49 mm draw it whole (stranger12 #4).
    @Test func aCornersIDKeepsItsNumberOnEveryScreen() throws {
        for device in Self.devices {
            let tree = try Self.tree("corner-id", device)
            let drawn = Self.drawn(tree)
            for (id, number) in [("awb", "176-84930271"), ("permit", "NP-2026-0048213")] {
                let shown = (drawn[id] ?? []).map(\.text).joined()
                #expect(shown.hasSuffix(number), "\(id) on \(device): \(shown)")
                let size = (drawn[id] ?? []).map(\.size).max() ?? 0
                if size < LegibleSize.edge - LayoutCanvas.sizeStep - 1e-9 {
                    #expect(tree.shortened.contains { $0.owner == id && $0.kind == .belowLegible }, "\(id) on \(device)")
                }
            }
        }
    }

