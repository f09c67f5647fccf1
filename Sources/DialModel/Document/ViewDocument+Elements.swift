extension ViewDocument {
    /// The views this one holds, each with the path from this view to it: a stack's children, a branch's two views, a
    /// gauge's labels, and the views of its `background`, `overlay`, `mask`, `containerBackground` and `widgetLabel`.
    /// A modifier's view is found at its key, as if written on the view itself.
    package var subviews: [(view: ViewDocument, path: JSONPath)] {
        var found: [(ViewDocument, JSONPath)] = []
        forEachSubview { found.append(($0, $1())) }
        return found
    }

    /// Hands `body` each view this one holds, in `subviews`' order, and its path, made only if `body` asks: counting
    /// the views of a complication (`ViewContentDocument.maxViews`) and working out what each holds (`ViewHolding`)
    /// need no path, and made one per view.
    package func forEachSubview(_ body: (ViewDocument, () -> JSONPath) -> Void) {
        switch kind {
        case .vstack(let views, _, _), .hstack(let views, _, _), .zstack(let views, _), .viewThatFits(let views):
            let key = kind.key
            for (index, view) in views.enumerated() { body(view) { JSONPath([.key(key), .index(index)]) } }
        case .gauge(let gauge):
            for (key, view) in [("label", gauge.label), ("currentValueLabel", gauge.currentValueLabel),
                                ("minimumValueLabel", gauge.minimumValueLabel), ("maximumValueLabel", gauge.maximumValueLabel)] {
                if let view { body(view) { [.key("gauge"), .key(key)] } }
            }
        case .progress(_, let label, let current, _):
            for (key, view) in [("label", label), ("currentValueLabel", current)] {
                if let view { body(view) { [.key("progress"), .key(key)] } }
            }
        case .branch(_, let then, let otherwise):
            body(then) { [.key("then")] }
            if let otherwise { body(otherwise) { [.key("else")] } }
        case .geometryReader(let view):
            body(view) { [.key(kind.key)] }
        case .grid(let grid):
            for (index, row) in grid.rows.enumerated() {
                for cell in row.views { body(cell.view) { JSONPath([.key(kind.key), .index(index)] + cell.path.components) } }
            }
        case .spacer, .text, .liveText, .image, .shape, .accessoryWidgetBackground, .chart, .linearGradient, .angularGradient:
            break
        }
        for modifier in modifiers {
            switch modifier {
            case .background(.view(let view)), .overlay(.view(let view)), .containerBackground(.view(let view)), .widgetLabel(let view),
                 .mask(let view):
                body(view) { [.key(modifier.name.rawValue)] }
            default:
                break
            }
        }
    }

    /// Its own privacy marks.
    package var sensitivity: Sensitivity {
        Sensitivity(privacySensitive: modifiers.contains(.privacySensitive), unredacted: modifiers.contains(.unredacted))
    }

    /// Whether it draws data a redaction decides on: a text, an image, a shape, a gauge, a progress bar or a chart (a stack
    /// only holds them; a spacer and the widget background show nothing of the app's data).
    package var isElement: Bool {
        switch kind {
        case .text, .liveText, .image, .shape, .gauge, .progress, .chart, .linearGradient, .angularGradient: true
        case .vstack, .hstack, .zstack, .spacer, .accessoryWidgetBackground, .branch, .geometryReader, .viewThatFits, .grid: false
        }
    }

    /// The sensitivity of every element in it, inside a container of `container`'s (docs/privacy.md, "Containment":
    /// `privacySensitive` covers all it holds but an `unredacted` part; `unredacted` covers all it holds).
    package func elementSensitivities(within container: Sensitivity) -> [Sensitivity] {
        let own = sensitivity.within(container)
        return (isElement ? [own] : []) + subviews.flatMap { $0.view.elementSensitivities(within: own) }
    }

    /// Every picture file it names, with the path of its `file` from this view.
    package var imageFiles: [(path: JSONPath, file: String)] {
        var found: [(path: JSONPath, file: String)] = []
        if case .image(.file(let file), _) = kind { found.append(([.key("image"), .key("file")], file)) }
        if case .image(.customSymbol(let file), _) = kind { found.append(([.key("image"), .key("customSymbol")], file)) }
        for (view, path) in subviews {
            found += view.imageFiles.map { (JSONPath(path.components + $0.path.components), $0.file) }
        }
        return found
    }
}

extension ViewKindDocument {
    /// Whether it holds views whose number, kinds or choice is its own (stacks, a branch, a `viewThatFits`, a grid, a
    /// geometry reader): under `privacySensitive`, one region that redaction may draw as one stand-in. A gauge and a
    /// progress view are not: their hidden look is fixed by their style (docs/privacy.md).
    package var holdsViews: Bool {
        switch self {
        case .vstack, .hstack, .zstack, .branch, .viewThatFits, .grid, .geometryReader: true
        case .spacer, .text, .liveText, .image, .shape, .accessoryWidgetBackground, .gauge, .progress, .chart, .linearGradient,
             .angularGradient: false
        }
    }

    /// The key the kind is written under.
    package var key: String {
        switch self {
        case .vstack: Kind.vstack.rawValue
        case .hstack: Kind.hstack.rawValue
        case .zstack: Kind.zstack.rawValue
        case .spacer: Kind.spacer.rawValue
        case .text, .liveText: Kind.text.rawValue
        case .image: Kind.image.rawValue
        case .shape: Kind.shape.rawValue
        case .accessoryWidgetBackground: Kind.accessoryWidgetBackground.rawValue
        case .gauge: Kind.gauge.rawValue
        case .progress: Kind.progress.rawValue
        case .branch: Kind.branch.rawValue
        case .chart: Kind.chart.rawValue
        case .geometryReader: Kind.geometryReader.rawValue
        case .viewThatFits: Kind.viewThatFits.rawValue
        case .linearGradient: Kind.linearGradient.rawValue
        case .grid: Kind.grid.rawValue
        case .angularGradient: Kind.angularGradient.rawValue
        }
    }
}

extension ViewDocument {
    /// Every text it holds, in its branches and labels too.
    package var texts: [String] {
        let own: [String] = if case .text(let text) = kind { [text] } else { [] }
        return own + subviews.flatMap(\.view.texts)
    }
}
