import CFreeType

extension FreeTypeFace {
    /// Glyph `id`'s outline in design units: loaded unscaled and unhinted, walked with `FT_Outline_Decompose`.
    func outline(of id: UInt32) -> GlyphOutline {
        let unitsPerEm = Int(handle.pointee.units_per_EM)
        let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(handle, id, flags) == 0, let slot = handle.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return GlyphOutline(unitsPerEm: unitsPerEm, elements: []) }
        let builder = OutlineBuilder()
        var callbacks = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineBuilder.from(user).move(to!.pointee)
                return 0
            },
            line_to: { to, user in
                OutlineBuilder.from(user).append(.line(x: Int(to!.pointee.x), y: Int(to!.pointee.y)))
                return 0
            },
            conic_to: { control, to, user in
                let (c, p) = (control!.pointee, to!.pointee)
                OutlineBuilder.from(user).append(.quadratic(x1: Int(c.x), y1: Int(c.y), x: Int(p.x), y: Int(p.y)))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let (c1, c2, p) = (control1!.pointee, control2!.pointee, to!.pointee)
                OutlineBuilder.from(user).append(.cubic(x1: Int(c1.x), y1: Int(c1.y), x2: Int(c2.x), y2: Int(c2.y),
                                                        x: Int(p.x), y: Int(p.y)))
                return 0
            },
            shift: 0,
            delta: 0
        )
        let error = withExtendedLifetime(builder) {
            FT_Outline_Decompose(&slot.pointee.outline, &callbacks, Unmanaged.passUnretained(builder).toOpaque())
        }
        guard error == 0 else { return GlyphOutline(unitsPerEm: unitsPerEm, elements: []) }
        return GlyphOutline(unitsPerEm: unitsPerEm, elements: builder.finished())
    }
}

/// Collects `FT_Outline_Decompose`'s callbacks, which reach it through their `user` pointer (C callbacks cannot
/// capture), closing each contour before the next begins and at the end.
private final class OutlineBuilder {
    private var elements: [GlyphOutline.Element] = []
    private var open = false

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }

    func move(_ to: FT_Vector) {
        if open { elements.append(.close) }
        elements.append(.move(x: Int(to.x), y: Int(to.y)))
        open = true
    }

    func append(_ element: GlyphOutline.Element) {
        elements.append(element)
    }

    func finished() -> [GlyphOutline.Element] {
        if open { elements.append(.close) }
        open = false
        return elements
    }
}
