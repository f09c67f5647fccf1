import DialModel

extension View {
    /// `"padding": 4`: `length` on every edge.
    public func padding(_ length: Double) -> some View { padding(.all, length) }

    /// `"padding": {"horizontal": 6}`: `length` on the edges of `edges`.
    public func padding(_ edges: Edge.Set, _ length: Double) -> some View { padding(EdgeInsets(edges, length)) }

    /// `"padding": {"top": 2, "leading": 4, ...}`.
    public func padding(_ insets: EdgeInsets) -> some View { modified(.padding(insets.document)) }

    /// `"frame": {"width": 20, "height": 20}`: a fixed size in the dimensions given.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment? = nil) -> some View {
        modified(.frame(ViewFrameDocument(width: width, height: height, alignment: alignment?.document)))
    }

    /// `"frame": {"maxWidth": "infinity", ...}`: limits in each dimension; `.infinity` as a maximum takes all offered.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment? = nil) -> some View {
        modified(.frame(ViewFrameDocument(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment?.document)))
    }

    /// `"fixedSize": true`: the view's ideal size in both dimensions, whatever it is offered.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// `"fixedSize": {"horizontal": true}`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// `"layoutPriority"`: a stack offers room to higher priorities first.
    public func layoutPriority(_ priority: Double) -> some View { modified(.layoutPriority(priority)) }

    /// `"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}`: proposed the largest size of that ratio (width over
    /// height; the view's own where nil) inside what it is offered, or with `.fill` the smallest around it.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        modified(.aspectRatio(AspectRatioDocument(ratio: ratio, contentMode: contentMode.document)))
    }

    /// `"scaledToFit": true`: `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { modified(.scaledToFit) }

    /// `"scaledToFill": true`: `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { modified(.scaledToFill) }

    /// `"offset": {"x": 1, "y": -2}`: drawn moved, laid out where it was.
    public func offset(x: Double = 0, y: Double = 0) -> some View { modified(.offset(x: x, y: y)) }
}
