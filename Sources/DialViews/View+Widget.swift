import DialModel

extension View {
    /// `"privacySensitive": true`: hidden where the face hides private data, as the face's settings say.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { modified(sensitive ? .privacySensitive : nil) }

    /// `"unredacted": true`: shown even inside a private view.
    public func unredacted() -> some View { modified(.unredacted) }

    /// `"widgetAccentable": true`: drawn in the accent colour in the accented rendering mode.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { modified(accentable ? .widgetAccentable : nil) }

    /// `"widgetCurvesContent": true`: a corner's content drawn along the bezel.
    public func widgetCurvesContent(_ curves: Bool = true) -> some View { modified(curves ? .widgetCurvesContent : nil) }

    /// `"widgetLabel": {view}`: the label WidgetKit draws beside a corner's or a circular's content.
    public func widgetLabel(@ViewBuilder label: () -> some View) -> some View {
        let label = label()
        return ModifiedContent(content: self) { () throws(FaceError) in try singleDocument(of: label).map { .widgetLabel($0) } }
    }

    /// `"widgetLabel": "STEPS"`: a text as the label.
    public func widgetLabel(_ label: some StringProtocol) -> some View { modified(.widgetLabel(ViewDocument(.text(String(label))))) }

    /// The style of every gauge in this view that has none of its own (SwiftUI's `gaugeStyle(_:)`).
    public func gaugeStyle(_ style: GaugeViewStyle) -> some View { GaugeStyled(content: self, style: style.document) }
}
