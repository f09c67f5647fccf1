import DialModel

extension View {
    /// `"font"`: a text style or a size, weight and design; nil changes nothing.
    public func font(_ font: Font?) -> some View { modified(font.map { .font($0.document) }) }

    /// `"fontWeight"`; nil changes nothing.
    public func fontWeight(_ weight: Font.Weight?) -> some View { modified(weight.map { .fontWeight($0.document) }) }

    /// `"fontWeight": "bold"`, as SwiftUI's `bold()` is.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }

    /// `"monospacedDigit": true`: digits of one width, so a changing number does not shift.
    public func monospacedDigit() -> some View { modified(.monospacedDigit) }

    /// `"monospaced": true`: the font in effect in its fixed-width design.
    public func monospaced(_ isActive: Bool = true) -> some View { modified(isActive ? .monospaced : nil) }

    /// `"fontDesign": "rounded"`: the design of whichever font is in effect; nil changes nothing.
    public func fontDesign(_ design: Font.Design?) -> some View { modified(design.map { .fontDesign($0.document) }) }

    /// `"strikethrough": true`: a line through the text, as a stale reading is shown.
    public func strikethrough(_ isActive: Bool = true) -> some View { modified(isActive ? .strikethrough : nil) }

    /// `"lineLimit"`; nil changes nothing.
    public func lineLimit(_ lines: Int?) -> some View { modified(lines.map { .lineLimit($0) }) }

    /// `"minimumScaleFactor"`: how far a text may shrink to fit, 0.01 to 1 (SwiftUI takes any fraction; apps write 0.01).
    public func minimumScaleFactor(_ factor: Double) -> some View { modified(.minimumScaleFactor(factor)) }

    /// `"multilineTextAlignment"`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modified(.multilineTextAlignment(alignment.document))
    }
}
