import DialModel

extension View {
    /// `"foregroundStyle": "#0A84FF"`: the colour of text, symbols, template pictures and shapes.
    public func foregroundStyle(_ color: Color) -> some View { modified(.foregroundStyle(.color(color))) }

    /// `"foregroundStyle": "secondary"`: a level of the foreground.
    public func foregroundStyle(_ style: HierarchicalShapeStyle) -> some View {
        modified(.foregroundStyle(.hierarchical(style.document)))
    }

    /// SwiftUI's older name for `foregroundStyle(_:)`; nil changes nothing.
    public func foregroundColor(_ color: Color?) -> some View { modified(color.map { .foregroundStyle(.color($0)) }) }

    /// `"tint"`: the colour of a gauge's or a progress view's fill; nil changes nothing.
    public func tint(_ color: Color?) -> some View { modified(color.map { .tint(.color($0)) }) }

    /// `"tint": "secondary"`.
    public func tint(_ style: HierarchicalShapeStyle) -> some View { modified(.tint(.hierarchical(style.document))) }

    /// `"foregroundStyle": {"gradient": [...], "startPoint": ..., "endPoint": ...}`: a gradient across each text,
    /// symbol and shape.
    public func foregroundStyle(_ gradient: LinearGradient) -> some View { modified(.foregroundStyle(.gradient(gradient.document))) }

    /// `"foregroundStyle": {"gradient": [...]}`: a gradient from leading to trailing.
    public func foregroundStyle(_ gradient: Gradient) -> some View { modified(.foregroundStyle(.gradient(gradient.document()))) }

    /// `"tint": {"gradient": [...]}`: a gauge's arc or bar along the gradient.
    public func tint(_ gradient: Gradient) -> some View { modified(.tint(.gradient(gradient.document()))) }

    /// `"rotationEffect": 45`: the view drawn turned clockwise about its centre, laid out as it was.
    public func rotationEffect(_ angle: Angle) -> some View {
        modified(.rotationEffect(angle.degrees.truncatingRemainder(dividingBy: 360)))
    }

    /// `"opacity"`, 0 to 1.
    public func opacity(_ opacity: Double) -> some View { modified(.opacity(opacity)) }

    /// `"background": "#1C1C1E"`: a colour behind the view, as large as the view is.
    public func background(_ color: Color) -> some View { modified(.background(.color(color))) }

    /// `"background": {view}`: a view behind this one, offered its size.
    public func background(@ViewBuilder content: () -> some View) -> some View {
        let layer = content()
        return ModifiedContent(content: self) { () throws(FaceError) in try singleDocument(of: layer).map { .background(.view($0)) } }
    }

    /// `"overlay": "#00000080"`: a colour over the view.
    public func overlay(_ color: Color) -> some View { modified(.overlay(.color(color))) }

    /// `"overlay": {view}`: a view over this one, offered its size.
    public func overlay(@ViewBuilder content: () -> some View) -> some View {
        let layer = content()
        return ModifiedContent(content: self) { () throws(FaceError) in try singleDocument(of: layer).map { .overlay(.view($0)) } }
    }

    /// `"overlay": {"linearGradient": {...}}`: the gradient over this view, across its frame (SwiftUI's
    /// `overlay(_:ignoresSafeAreaEdges:)` with a gradient style).
    public func overlay(_ gradient: LinearGradient) -> some View { modified(.overlay(.view(ViewDocument(.linearGradient(gradient.document))))) }

    /// `"background": {"linearGradient": {...}}`: the gradient behind this view, across its frame.
    public func background(_ gradient: LinearGradient) -> some View {
        modified(.background(.view(ViewDocument(.linearGradient(gradient.document)))))
    }

    /// `"mask": {view}`: this view drawn only where the mask view (offered this view's size, centred on it) has ink,
    /// as much as its alpha; its colours do not matter (SwiftUI's `mask(alignment: .center) { }`).
    public func mask(@ViewBuilder _ mask: () -> some View) -> some View {
        let view = mask()
        return ModifiedContent(content: self) { () throws(FaceError) in try singleDocument(of: view).map { .mask($0) } }
    }

    /// SwiftUI's older `mask(_:)`, which takes the view itself.
    public func mask(_ mask: some View) -> some View { self.mask { mask } }

    /// `"scaleEffect": 0.7`: the view drawn scaled about `anchor`, laid out as it was (its neighbours do not move).
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
        modified(.scaleEffect(ScaleEffectDocument(x: scale, y: scale, anchor: anchor.document)))
    }

    /// `"scaleEffect": {"x": 0.7, "y": 1}`: the view drawn scaled each way about `anchor`.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        modified(.scaleEffect(ScaleEffectDocument(x: x, y: y, anchor: anchor.document)))
    }
}
