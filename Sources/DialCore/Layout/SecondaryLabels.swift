import DialText

/// The one rule a pair of secondary labels (a gauge's end labels, a chart's range) keeps wherever it is drawn: at a
/// corner gauge's arc ends, in a ring's gap, beside a rectangular bar, by a chart (docs/face-format.md, "Secondary
/// labels"). Both at one size, no larger than their own nor the reading they belong to (a range larger than its value
/// reads as the value); shrunk together, on the quarter points text is fitted on, to the largest size at which the
/// place they are drawn in takes them, never below the labels' legible 6 pt (their own size, where smaller); where
/// not even that does, both are left out and reported, since a range with one end written reads as a value. Each
/// place says what "takes them" means (a space apart, clear of the marker, inside the circle, beside the track's
/// least); the sizes and the giving up are this rule's, so the places cannot drift apart (stranger16 #2: a corner's
/// labels took three quarters of its arc by a rule of their own).
struct SecondaryLabels {
    /// The size the larger label is drawn at where there is room: its own, capped at the reading's.
    let natural: Double
    /// The least size it is drawn at: the labels' legible size, or its own where smaller.
    let floor: Double

    /// For labels whose larger is `largest` points (in pixels), beside a reading drawn at `readingSize`.
    init(largest: Double, under readingSize: Double = .infinity) {
        natural = min(largest, readingSize)
        floor = min(largest, LegibleSize.label)
    }

    /// The blank beside the ink of two figures that face each other across a gap: `left`'s right side bearing and
    /// `right`'s left one, each in its font at its size. A digit carries about a tenth of an em of it on each side, so
    /// labels `LayoutEngine.facingNumbers` ems apart by their advances show much less dark between their figures
    /// (stranger17 #3: "−10" and "250" 0.6 em apart drew 0.38 em of dark and read as one number); the facing rule
    /// is kept between the inks, as the eye reads it.
    static func bearings(left: (Character, TextFont), right: (Character, TextFont), shaper: TextShaper) -> Double {
        func glyph(_ character: Character, _ font: TextFont) -> (ShapedGlyph, GlyphInkBox)? {
            let run = shaper.shape(String(character), font: font.font, size: font.size).runs.first
            guard let run, let glyph = run.glyphs.first, let ink = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { return nil }
            return (glyph, ink)
        }
        let trailing = glyph(left.0, left.1).map { $0.0.advance - $0.1.right } ?? 0
        let leading = glyph(right.0, right.1).map { $0.1.left } ?? 0
        return max(0, trailing) + max(0, leading)
    }

    /// The largest size from `natural` down to `floor`, on `TextFitter.step`, at which `place` places the labels (for
    /// the larger one; the other scales with it), with what it placed; nil where not even the floor is placed, or the
    /// reading is smaller than the floor: then both are left out.
    func largest<Placed>(_ place: (Double) -> Placed?) -> (size: Double, placed: Placed)? {
        guard natural >= floor - 1e-9 else { return nil }
        if let whole = place(natural) { return (natural, whole) }
        let step = TextFitter.step
        let (low, high) = (max(1, Int((floor / step - 1e-9).rounded(.up))), Int((natural / step).rounded(.up)) - 1)
        guard low <= high, let smallest = place(Double(low) * step) else { return nil }
        let found = Bisection.largest(in: low...high, known: smallest) { place(Double($0) * step) }
        return (Double(found.index) * step, found.value)
    }
}
