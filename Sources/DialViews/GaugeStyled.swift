import DialModel

/// `.gaugeStyle(...)`: the style of every gauge in the view that has none of its own, as SwiftUI's environment
/// gives it (the innermost `.gaugeStyle` wins).
struct GaugeStyled: PrimitiveView {
    let content: any View
    let style: GaugeViewStyleDocument

    func documents() throws(FaceError) -> [ViewDocument] {
        try DialViews.documents(of: content).map { styled($0) }
    }

    private func styled(_ view: ViewDocument) -> ViewDocument {
        var view = view
        switch view.kind {
        case .vstack(let views, let spacing, let alignment): view.kind = .vstack(views.map(styled), spacing: spacing, alignment: alignment)
        case .hstack(let views, let spacing, let alignment): view.kind = .hstack(views.map(styled), spacing: spacing, alignment: alignment)
        case .zstack(let views, let alignment): view.kind = .zstack(views.map(styled), alignment: alignment)
        case .gauge(var gauge):
            if gauge.style == nil { gauge.style = style }
            view.kind = .gauge(gauge)
        case .branch(let condition, let then, let otherwise):
            view.kind = .branch(condition, then: styled(then), else: otherwise.map(styled))
        case .geometryReader(let inner): view.kind = .geometryReader(styled(inner))
        case .viewThatFits(let views): view.kind = .viewThatFits(views.map(styled))
        case .grid(let grid): view.kind = .grid(grid.mapViews(styled))
        case .spacer, .text, .liveText, .image, .shape, .accessoryWidgetBackground, .progress, .chart, .linearGradient, .angularGradient: break
        }
        view.modifiers = view.modifiers.map { modifier in
            switch modifier {
            case .background(.view(let layer)): .background(.view(styled(layer)))
            case .overlay(.view(let layer)): .overlay(.view(styled(layer)))
            case .mask(let mask): .mask(styled(mask))
            case .widgetLabel(let label): .widgetLabel(styled(label))
            case .containerBackground(.view(let layer)): .containerBackground(.view(styled(layer)))
            default: modifier
            }
        }
        return view
    }
}
