/// A complication's content written as SwiftUI views (issue #27): `{"vstack": [ ... ], "spacing": 2}`,
/// `{"text": "812", "font": {"size": 16, "weight": "semibold", "design": "rounded"}}`. A view is an object with one kind
/// key, that kind's own parameters, and modifier keys; `"modifiers": [ ... ]` adds modifiers in the order written, after
/// those written as keys (which apply in the order of `ViewModifierDocument.keyOrder`).
///
/// A face holds one as `"content": {"view": ...}` (`ViewContentDocument`).
package struct ViewDocument: Codable, Sendable, Equatable {
    /// What the view is.
    package var kind: ViewKindDocument { didSet { holding = ViewHolding(kind, modifiers) } }
    /// Its modifiers, innermost first: `padding` before `background` pads, then paints behind the padding.
    package var modifiers: [ViewModifierDocument] { didSet { holding = ViewHolding(kind, modifiers) } }
    /// What a context can know of what it holds before resolving any of it, kept as the view is built from its
    /// subviews' (so asking costs nothing per view inside). Until worked out, the answer that decides nothing early.
    package private(set) var holding = ViewHolding.undecided

    package init(_ kind: ViewKindDocument, modifiers: [ViewModifierDocument] = []) {
        self.kind = kind
        self.modifiers = modifiers
        holding = ViewHolding(kind, modifiers)
    }

    /// Reads the one kind key and its parameters, the modifier keys in `keyOrder`, then `modifiers`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ViewKey.self)
        let keys = ViewKeySet(container, of: decoder)
        let kinds = keys.kindsPresent
        guard kinds.count == 1 else {
            throw ValueError(expected: "a view: exactly one of " + ViewKindDocument.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                             found: kinds.isEmpty ? "none of them" : kinds.map { "\"\($0.rawValue)\"" }.joined(separator: " and "))
        }
        let kind = try ViewKindDocument(kinds[0], from: container, keys: keys)
        var modifiers: [ViewModifierDocument] = []
        try keys.forEachModifier { name in
            // A circle's `rotationEffect` beside its `shape` is its outline's (where a trimmed arc starts), read there.
            if name == .rotationEffect, kind.turnsItsOutline { return }
            if let modifier = try ViewModifierDocument.written(name, from: container, key: ViewKey(stringValue: name.rawValue)) {
                modifiers.append(modifier)
            }
        }
        if keys.hasModifierList {
            var list = try container.nestedUnkeyedContainer(forKey: .modifiers)
            while !list.isAtEnd {
                if let modifier = try list.decode(ViewModifierDocument.Entry.self).modifier { modifiers.append(modifier) }
            }
        }
        // `resizable()` is `Image`'s own: SwiftUI has it on no other view.
        if case .image = kind {} else if modifiers.contains(.resizable) {
            let key = ViewKey(stringValue: ViewModifierDocument.Name.resizable.rawValue)
            let expected = "resizable on an image only (frame or aspectRatio size other views)"
            guard container.contains(key) else { throw ValueError(expected: expected, found: "resizable on a \(kinds[0].rawValue)") }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: expected)
        }
        self.kind = kind
        self.modifiers = modifiers
        holding = ViewHolding(kind, modifiers)
    }

    /// The kind's key and parameters, then the modifiers: as keys of the view while they follow `keyOrder` (so the
    /// usual `{"text": "812", "font": ...}` reads as it is written by hand), the rest in the ordered list, so that
    /// reading it back gives the same modifiers in the same order.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ViewKey.self)
        try kind.encode(into: &container)
        let keyed = Self.keyedPrefix(of: modifiers, kind: kind)
        for modifier in modifiers.prefix(keyed) {
            try modifier.encode(into: &container)
        }
        if keyed < modifiers.count { try container.encode(Array(modifiers.dropFirst(keyed)), forKey: .modifiers) }
    }

    /// How many of `modifiers`, from the first, can be written as keys: those in strictly rising `keyOrder`, which
    /// the decoder applies before the list.
    static func keyedPrefix(of modifiers: [ViewModifierDocument], kind: ViewKindDocument) -> Int {
        var last = -1
        for (index, modifier) in modifiers.enumerated() {
            // A circle's own `rotationEffect` key is its outline's: the modifier goes in the list.
            if modifier.name == .rotationEffect, kind.turnsItsOutline { return index }
            let rank = ViewModifierDocument.keyRank[modifier.name]!
            guard rank > last else { return index }
            last = rank
        }
        return modifiers.count
    }
}

/// The keys of a view object: kinds, parameters and modifiers are all names a file writes.
package struct ViewKey: CodingKey, Hashable {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }

    static let modifiers = ViewKey(stringValue: "modifiers")
}

/// What a view is, with its own parameters.
package indirect enum ViewKindDocument: Sendable, Equatable {
    /// `{"vstack": [views], "spacing": 4, "alignment": "leading"}`.
    case vstack([ViewDocument], spacing: Double?, alignment: HorizontalAlignmentDocument?)
    /// `{"hstack": [views], "spacing": 4, "alignment": "top"}`.
    case hstack([ViewDocument], spacing: Double?, alignment: VerticalAlignmentDocument?)
    /// `{"zstack": [views], "alignment": "topLeading"}`.
    case zstack([ViewDocument], alignment: AlignmentDocument?)
    /// `{"spacer": {}}` or `{"spacer": {"minLength": 4}}`.
    case spacer(minLength: Double?)
    /// `{"text": "812"}`.
    case text(String)
    /// `{"text": {"date": "now", "style": "time", "timeZone": "Asia/Tokyo"}}`: a live time text, written under the
    /// `text` key as SwiftUI writes both with `Text`.
    case liveText(LiveTextDocument)
    /// `{"image": {"systemName": "heart.fill"}}` or `{"image": {"file": "logo.png"}, "renderingMode": "template"}`.
    case image(ImageSourceDocument, renderingMode: ImageRenderingModeDocument?)
    /// `{"shape": "circle"}`, `{"shape": {"roundedRectangle": {"cornerRadius": 4}}}`: fills what it is offered; with
    /// `trim`, `stroke` and `rotationEffect` beside it (ShapeOutlineDocument), draws its outline or part of it.
    case shape(ShapeDocument, outline: ShapeOutlineDocument = ShapeOutlineDocument())
    /// `{"accessoryWidgetBackground": {}}`: the family's standard backdrop (WidgetKit's `AccessoryWidgetBackground`).
    case accessoryWidgetBackground
    /// `{"gauge": {"value": 0.6, "in": [0, 1], "style": "accessoryCircularCapacity", "currentValueLabel": <view>}}`.
    case gauge(GaugeViewDocument)
    /// `{"progress": {"value": 3, "total": 10, "label": {view}, "currentValueLabel": {view}}}`:
    /// `ProgressView(value:total:) { label } currentValueLabel: { ... }`, a bar with its label above it and its current
    /// value's label below it; or `{"progress": {"timerInterval": [from, to], "countsDown": true}}`, how far along the
    /// interval the moment drawn is (`ProgressView(timerInterval:countsDown:)`).
    /// With `"style": "circular"` (`.progressViewStyle(.circular)`), a ring filled as far along as it is, its label inside.
    case progress(ProgressValueDocument, label: ViewDocument? = nil, currentValueLabel: ViewDocument? = nil,
                  style: ProgressViewStyleDocument? = nil)
    /// `{"if": {"isLuminanceReduced": true}, "then": <view>, "else": <view>}`: one view or the other, by the
    /// environment the complication is drawn in; without `else`, nothing.
    case branch(EnvironmentConditionDocument, then: ViewDocument, else: ViewDocument?)
    /// `{"chart": [{"lineMark": {"x": 0, "y": 142}}, ...], "chartYScale": {"domain": [40, 300]}}`: Swift Charts'
    /// `Chart` (ChartViewDocument.swift).
    case chart(ChartViewDocument)
    /// `{"geometryReader": <view>}`: SwiftUI's `GeometryReader { proxy in ... }`. It takes all the room it is offered
    /// and offers it to its view, set at its top leading corner; a `{"fraction": F}` length inside is of its size.
    case geometryReader(ViewDocument)
    /// `{"viewThatFits": [views]}`: SwiftUI's `ViewThatFits`, the first view whose ideal size fits the room offered
    /// (the last where none does): a reading's shorter forms as views ("148/96 mmHg", then "148/96").
    case viewThatFits([ViewDocument])
    /// `{"linearGradient": {"colors": [...], "startPoint": "top", "endPoint": "bottom"}}`: SwiftUI's `LinearGradient` as a
    /// view, which fills the room it is offered, as a `Rectangle` filled with it does.
    case linearGradient(GradientDocument)
    /// `{"grid": [{"gridRow": [views]}, view, ...], "alignment": "leading", "horizontalSpacing": 6}`: SwiftUI's `Grid`
    /// of `GridRow`s (GridViewDocument.swift).
    case grid(GridViewDocument)
    /// `{"angularGradient": {"colors": [...], "center": "center", "startAngle": -60}}`: SwiftUI's `AngularGradient` as a
    /// view, filling the room it is offered, its colours turning about its centre.
    case angularGradient(GradientDocument)

    /// A circle shape, whose `rotationEffect` key beside `shape` turns its outline (ShapeOutlineDocument): on it the
    /// key is not the view's modifier, which the `"modifiers"` list still gives.
    var turnsItsOutline: Bool {
        if case .shape(.circle, _) = self { true } else { false }
    }

    /// The kind keys, as a file writes them.
    package enum Kind: String, CaseIterable, Sendable {
        case vstack, hstack, zstack, spacer, text, image, shape, accessoryWidgetBackground, gauge, progress, chart, geometryReader
        case viewThatFits, linearGradient, grid, angularGradient
        case branch = "if"
    }

    /// (Dial) At most this many children in one stack: more than any complication has room for.
    package static let maxChildren = 16

    /// What a stack's `spacing` takes, as errors say it.
    package static let spacingExpectation = "a spacing from -\(Int(ViewModifierDocument.maxLength)) to \(Int(ViewModifierDocument.maxLength)) points"

    private static let spacing = ViewKey(stringValue: "spacing"), alignment = ViewKey(stringValue: "alignment"),
        renderingMode = ViewKey(stringValue: "renderingMode")

    /// (Dial) How deep stacks, grids and `viewThatFits` may nest, a grid counting twice. Layout measures each view once
    /// per proposal (`ViewMeasures`), so depth no longer multiplies the work (20 nested stacks once took minutes); the
    /// limit stays because real complications nest four deep at most, and eight is far beyond.
    package static let maxNesting = 8

    /// How much a kind adds to the nesting that `maxNesting` bounds.
    private static func nesting(_ name: String) -> Int {
        switch Kind(rawValue: name) {
        case .vstack?, .hstack?, .viewThatFits?: 1
        case .grid?: 2
        default: 0
        }
    }

    /// The kind `kind` as `container` holds it, whose keys `keys` found.
    init(_ kind: Kind, from container: KeyedDecodingContainer<ViewKey>, keys: ViewKeySet) throws {
        let key = ViewKey(stringValue: kind.rawValue)
        if Self.nesting(kind.rawValue) > 0 {
            let depth = (container.codingPath + [key]).reduce(0) { $0 + Self.nesting($1.stringValue) }
            guard depth <= Self.maxNesting else {
                throw ValueError(expected: "stacks, grids and viewThatFits nested at most \(Self.maxNesting) deep (a grid counts twice)",
                                 found: "\(depth)")
            }
        }
        func children() throws -> [ViewDocument] {
            let views = try container.decode([ViewDocument].self, forKey: key)
            // Refused at the list, not at the view holding it, where a list's element fault is reported too.
            guard (1...Self.maxChildren).contains(views.count) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "1 to \(Self.maxChildren) views")
            }
            return views
        }
        func length(_ key: ViewKey) throws -> Double? {
            try container.decodeIfPresent(Double.self, forKey: key).map { try ViewModifierDocument.length($0) }
        }
        /// A stack's `spacing`: negative draws its children overlapping, as `VStack(spacing: -2)` does in SwiftUI. A
        /// refused one is named by its own path (`vstack.spacing`), not the stack's.
        func spacing() throws -> Double? {
            guard keys.mayHold(.spacing), let value = try container.decodeIfPresent(Double.self, forKey: Self.spacing) else { return nil }
            guard value.isFinite, abs(value) <= ViewModifierDocument.maxLength else {
                throw DecodingError.dataCorruptedError(forKey: Self.spacing, in: container, debugDescription: Self.spacingExpectation)
            }
            return value
        }
        func alignment<Alignment: Decodable>(_ type: Alignment.Type) throws -> Alignment? {
            keys.mayHold(.alignment) ? try container.decodeIfPresent(Alignment.self, forKey: Self.alignment) : nil
        }
        switch kind {
        case .vstack:
            self = .vstack(try children(), spacing: try spacing(), alignment: try alignment(HorizontalAlignmentDocument.self))
        case .hstack:
            self = .hstack(try children(), spacing: try spacing(), alignment: try alignment(VerticalAlignmentDocument.self))
        case .zstack:
            self = .zstack(try children(), alignment: try alignment(AlignmentDocument.self))
        case .spacer:
            let spacer = try container.nestedContainer(keyedBy: ViewKey.self, forKey: key)
            let minLength = ViewKey(stringValue: "minLength")
            self = .spacer(minLength: try spacer.decodeIfPresent(Double.self, forKey: minLength).map { try ViewModifierDocument.length($0) })
        case .text:
            // A string is written as it is; an object is a live time text.
            if let text = try? container.decode(String.self, forKey: key) {
                self = .text(text)
            } else {
                self = .liveText(try container.decode(LiveTextDocument.self, forKey: key))
            }
        case .image:
            self = .image(try container.decode(ImageSourceDocument.self, forKey: key),
                          renderingMode: try container.decodeIfPresent(ImageRenderingModeDocument.self, forKey: Self.renderingMode))
        case .shape:
            let shape = try container.decode(ShapeDocument.self, forKey: key)
            self = .shape(shape, outline: try ShapeOutlineDocument(shape: shape, from: container))
        case .accessoryWidgetBackground:
            _ = try container.nestedContainer(keyedBy: ViewKey.self, forKey: key)
            self = .accessoryWidgetBackground
        case .gauge:
            self = .gauge(try container.decode(GaugeViewDocument.self, forKey: key))
        case .progress:
            let progress = try container.decode(ProgressViewDocument.self, forKey: key)
            self = .progress(progress.value, label: progress.label, currentValueLabel: progress.currentValueLabel, style: progress.style)
        case .branch:
            self = .branch(try container.decode(EnvironmentConditionDocument.self, forKey: key),
                           then: try container.decode(ViewDocument.self, forKey: Self.then),
                           else: try container.decodeIfPresent(ViewDocument.self, forKey: Self.otherwise))
        case .chart:
            self = .chart(try ChartViewDocument(key: key, from: container))
        case .geometryReader:
            self = .geometryReader(try container.decode(ViewDocument.self, forKey: key))
        case .viewThatFits:
            self = .viewThatFits(try children())
        case .linearGradient:
            self = .linearGradient(try container.decode(LinearGradientDocument.self, forKey: key).gradient)
        case .grid:
            self = .grid(try GridViewDocument(key: key, from: container))
        case .angularGradient:
            self = .angularGradient(try container.decode(AngularGradientDocument.self, forKey: key).gradient)
        }
    }

    private static let then = ViewKey(stringValue: "then"), otherwise = ViewKey(stringValue: "else")

    func encode(into container: inout KeyedEncodingContainer<ViewKey>) throws {
        switch self {
        case .vstack(let views, let spacing, let alignment):
            try container.encode(views, forKey: ViewKey(stringValue: Kind.vstack.rawValue))
            try container.encodeIfPresent(spacing, forKey: Self.spacing)
            try container.encodeIfPresent(alignment, forKey: Self.alignment)
        case .hstack(let views, let spacing, let alignment):
            try container.encode(views, forKey: ViewKey(stringValue: Kind.hstack.rawValue))
            try container.encodeIfPresent(spacing, forKey: Self.spacing)
            try container.encodeIfPresent(alignment, forKey: Self.alignment)
        case .zstack(let views, let alignment):
            try container.encode(views, forKey: ViewKey(stringValue: Kind.zstack.rawValue))
            try container.encodeIfPresent(alignment, forKey: Self.alignment)
        case .spacer(let minLength):
            var spacer = container.nestedContainer(keyedBy: ViewKey.self, forKey: ViewKey(stringValue: Kind.spacer.rawValue))
            try spacer.encodeIfPresent(minLength, forKey: ViewKey(stringValue: "minLength"))
        case .text(let text):
            try container.encode(text, forKey: ViewKey(stringValue: Kind.text.rawValue))
        case .liveText(let live):
            try container.encode(live, forKey: ViewKey(stringValue: Kind.text.rawValue))
        case .image(let source, let renderingMode):
            try container.encode(source, forKey: ViewKey(stringValue: Kind.image.rawValue))
            try container.encodeIfPresent(renderingMode, forKey: Self.renderingMode)
        case .shape(let shape, let outline):
            try container.encode(shape, forKey: ViewKey(stringValue: Kind.shape.rawValue))
            try outline.encode(into: &container)
        case .accessoryWidgetBackground:
            _ = container.nestedContainer(keyedBy: ViewKey.self, forKey: ViewKey(stringValue: Kind.accessoryWidgetBackground.rawValue))
        case .gauge(let gauge):
            try container.encode(gauge, forKey: ViewKey(stringValue: Kind.gauge.rawValue))
        case .progress(let value, let label, let current, let style):
            var progress = container.nestedContainer(keyedBy: ViewKey.self, forKey: ViewKey(stringValue: Kind.progress.rawValue))
            switch value {
            case .value(let value, let total):
                try progress.encode(value, forKey: ViewKey(stringValue: "value"))
                try progress.encode(total, forKey: ViewKey(stringValue: "total"))
            case .timerInterval(let from, let to, let countsDown):
                try progress.encode([from, to], forKey: ViewKey(stringValue: "timerInterval"))
                try progress.encode(countsDown, forKey: ViewKey(stringValue: "countsDown"))
            }
            try progress.encodeIfPresent(label, forKey: ViewKey(stringValue: "label"))
            try progress.encodeIfPresent(current, forKey: ViewKey(stringValue: "currentValueLabel"))
            try progress.encodeIfPresent(style, forKey: ViewKey(stringValue: "style"))
        case .branch(let condition, let then, let otherwise):
            try container.encode(condition, forKey: ViewKey(stringValue: Kind.branch.rawValue))
            try container.encode(then, forKey: Self.then)
            try container.encodeIfPresent(otherwise, forKey: Self.otherwise)
        case .chart(let chart):
            try chart.encode(key: ViewKey(stringValue: Kind.chart.rawValue), into: &container)
        case .geometryReader(let view):
            try container.encode(view, forKey: ViewKey(stringValue: Kind.geometryReader.rawValue))
        case .viewThatFits(let views):
            try container.encode(views, forKey: ViewKey(stringValue: Kind.viewThatFits.rawValue))
        case .linearGradient(let gradient):
            try container.encode(LinearGradientDocument(gradient), forKey: ViewKey(stringValue: Kind.linearGradient.rawValue))
        case .grid(let grid):
            try grid.encode(key: ViewKey(stringValue: Kind.grid.rawValue), into: &container)
        case .angularGradient(let gradient):
            try container.encode(AngularGradientDocument(gradient), forKey: ViewKey(stringValue: Kind.angularGradient.rawValue))
        }
    }
}

/// `leading`, `center` or `trailing`: how a `vstack` lines up its children.
package enum HorizontalAlignmentDocument: String, ClosedSet { case leading, center, trailing }

/// `top`, `center` or `bottom`: how an `hstack` lines up its children.
/// How an `hstack` lines up its children across; the text baselines as SwiftUI's `VerticalAlignment` guides do.
package enum VerticalAlignmentDocument: String, ClosedSet { case top, center, bottom, firstTextBaseline, lastTextBaseline }

/// Where a `zstack`, a frame or an overlay puts what it holds.
package enum AlignmentDocument: String, ClosedSet {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
}

/// Where an `image` view's picture comes from: an SF Symbols name or a file beside the face.
package enum ImageSourceDocument: Codable, Sendable, Equatable {
    case systemName(SymbolName)
    case file(String)
    /// A custom symbol from an app's asset catalogue (`Image("rule")` of a symbol image), drawn from a file beside the
    /// face: sized by its font as an SF Symbol is, and drawn in the foreground style by its alpha.
    case customSymbol(String)

    private enum CodingKeys: String, CodingKey, CaseIterable { case systemName, file, customSymbol }
    private static let expectation = "exactly one of \"systemName\", \"file\" or \"customSymbol\""

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decodeIfPresent(SymbolName.self, forKey: .systemName)
        let file = try container.decodeIfPresent(String.self, forKey: .file)
        let symbol = try container.decodeIfPresent(String.self, forKey: .customSymbol)
        switch (name, file, symbol) {
        case (let name?, nil, nil): self = .systemName(name)
        case (nil, let file?, nil): self = .file(file)
        case (nil, nil, let symbol?): self = .customSymbol(symbol)
        case (nil, nil, nil): throw ValueError(expected: Self.expectation, found: "neither")
        default: throw ValueError(expected: Self.expectation, found: "more than one")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .systemName(let name): try container.encode(name, forKey: .systemName)
        case .file(let file): try container.encode(file, forKey: .file)
        case .customSymbol(let file): try container.encode(file, forKey: .customSymbol)
        }
    }
}

/// `template` draws a picture's alpha in the foreground style, as a symbol is; `original` keeps its colours.
package enum ImageRenderingModeDocument: String, ClosedSet { case template, original }

/// A shape that fills what it is offered (SwiftUI's `Circle`, `Capsule`, `Rectangle`, `RoundedRectangle`).
package enum ShapeDocument: Codable, Sendable, Equatable {
    case circle, capsule, rectangle
    case roundedRectangle(cornerRadius: Double)

    private enum CodingKeys: String, CodingKey, CaseIterable { case roundedRectangle }
    private enum RoundedKeys: String, CodingKey, CaseIterable { case cornerRadius }
    private enum Plain: String, ClosedSet { case circle, capsule, rectangle }

    package init(from decoder: any Decoder) throws {
        if let plain = try? decoder.singleValueContainer().decode(String.self) {
            guard let shape = Plain(rawValue: plain) else {
                throw ValueError(expected: Plain.expectation + ", or {\"roundedRectangle\": {\"cornerRadius\": N}}", found: "\"\(plain)\"")
            }
            self = switch shape {
            case .circle: .circle
            case .capsule: .capsule
            case .rectangle: .rectangle
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rounded = try container.nestedContainer(keyedBy: RoundedKeys.self, forKey: .roundedRectangle)
        let radius = try rounded.decode(Double.self, forKey: .cornerRadius)
        guard radius.isFinite, radius >= 0, radius <= ViewModifierDocument.maxLength else {
            throw ValueError(expected: "a corner radius from 0 to \(Int(ViewModifierDocument.maxLength)) points", found: "\(radius)")
        }
        self = .roundedRectangle(cornerRadius: radius)
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .circle, .capsule, .rectangle:
            var container = encoder.singleValueContainer()
            try container.encode(self == .circle ? "circle" : self == .capsule ? "capsule" : "rectangle")
        case .roundedRectangle(let radius):
            var container = encoder.container(keyedBy: CodingKeys.self)
            var rounded = container.nestedContainer(keyedBy: RoundedKeys.self, forKey: .roundedRectangle)
            try rounded.encode(radius, forKey: .cornerRadius)
        }
    }
}

/// SwiftUI's `Gauge` with its labels as views, in one of the watch's gauge styles.
package struct GaugeViewDocument: Codable, Sendable, Equatable {
    /// The value; outside `in` it is drawn at the nearer end, as SwiftUI clamps it.
    package var value: Double
    /// `[min, max]`. Default: `[0, 1]`.
    package var range: [Double]?
    /// Default: `accessoryCircular` (what a gauge in a complication is usually given).
    package var style: GaugeViewStyleDocument?
    package var label: ViewDocument?
    package var currentValueLabel: ViewDocument?
    package var minimumValueLabel: ViewDocument?
    package var maximumValueLabel: ViewDocument?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case value, range = "in", style, label, currentValueLabel, minimumValueLabel, maximumValueLabel
    }

    package init(value: Double, range: [Double]? = nil, style: GaugeViewStyleDocument? = nil, label: ViewDocument? = nil,
                 currentValueLabel: ViewDocument? = nil, minimumValueLabel: ViewDocument? = nil, maximumValueLabel: ViewDocument? = nil) {
        self.value = value
        self.range = range
        self.style = style
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decode(Double.self, forKey: .value)
        range = try container.decodeIfPresent(GaugeRangeDocument.self, forKey: .range).map { [$0.min, $0.max] }
        style = try container.decodeIfPresent(GaugeViewStyleDocument.self, forKey: .style)
        label = try container.decodeIfPresent(ViewDocument.self, forKey: .label)
        currentValueLabel = try container.decodeIfPresent(ViewDocument.self, forKey: .currentValueLabel)
        minimumValueLabel = try container.decodeIfPresent(ViewDocument.self, forKey: .minimumValueLabel)
        maximumValueLabel = try container.decodeIfPresent(ViewDocument.self, forKey: .maximumValueLabel)
    }
}

/// The gauge styles of watchOS (SwiftUI's `GaugeStyle`).
package enum GaugeViewStyleDocument: String, ClosedSet {
    /// An arc open at the bottom, the value marked on it, the current value inside, the ends' labels in the gap.
    case accessoryCircular
    /// A closed ring filled to the value, the current value inside.
    case accessoryCircularCapacity
    /// A bar, the value marked on it.
    case accessoryLinear
    /// A bar filled to the value.
    case accessoryLinearCapacity
    /// A bar filled to the value, its label above it (the default style outside accessories).
    case linearCapacity
}

/// What an environment branch tests: every key given must hold.
package struct EnvironmentConditionDocument: Codable, Sendable, Equatable {
    /// Always On (SwiftUI's `isLuminanceReduced`).
    package var isLuminanceReduced: Bool?
    /// `fullColor`, `accented` or `vibrant` (`widgetRenderingMode`).
    package var widgetRenderingMode: WidgetRenderingModeDocument?
    /// Whether the family shows a `widgetLabel` (`showsWidgetLabel`): a corner, and a circular in a bezel.
    package var showsWidgetLabel: Bool?
    /// The family the complication is drawn in.
    package var widgetFamily: Family?
    /// Whether the widget's container background is shown (`showsWidgetContainerBackground`): never on a watch face.
    package var showsWidgetContainerBackground: Bool?

    /// Its keys, as its reader reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case isLuminanceReduced, widgetRenderingMode, showsWidgetLabel, widgetFamily, showsWidgetContainerBackground
    }

    package init(isLuminanceReduced: Bool? = nil, widgetRenderingMode: WidgetRenderingModeDocument? = nil,
                 showsWidgetLabel: Bool? = nil, widgetFamily: Family? = nil, showsWidgetContainerBackground: Bool? = nil) {
        self.isLuminanceReduced = isLuminanceReduced
        self.widgetRenderingMode = widgetRenderingMode
        self.showsWidgetLabel = showsWidgetLabel
        self.widgetFamily = widgetFamily
        self.showsWidgetContainerBackground = showsWidgetContainerBackground
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        isLuminanceReduced = try container.decodeIfPresent(Bool.self, forKey: .isLuminanceReduced)
        widgetRenderingMode = try container.decodeIfPresent(WidgetRenderingModeDocument.self, forKey: .widgetRenderingMode)
        showsWidgetLabel = try container.decodeIfPresent(Bool.self, forKey: .showsWidgetLabel)
        widgetFamily = try container.decodeIfPresent(Family.self, forKey: .widgetFamily)
        showsWidgetContainerBackground = try container.decodeIfPresent(Bool.self, forKey: .showsWidgetContainerBackground)
        guard isLuminanceReduced != nil || widgetRenderingMode != nil || showsWidgetLabel != nil || widgetFamily != nil
            || showsWidgetContainerBackground != nil else {
            throw ValueError(expected: "at least one of \"isLuminanceReduced\", \"widgetRenderingMode\", \"showsWidgetLabel\", \"widgetFamily\", "
                + "\"showsWidgetContainerBackground\"", found: "none")
        }
    }
}

/// WidgetKit's rendering modes: Dial's `fullColor` and `accented`, and `vibrant`, which a watch face never uses.
package enum WidgetRenderingModeDocument: String, ClosedSet { case fullColor, accented, vibrant }

/// How far along a `progress` is: a value of a total, or the moment drawn in a timer's interval.
package enum ProgressValueDocument: Sendable, Equatable {
    /// `ProgressView(value:total:)`.
    case value(Double, total: Double)
    /// `ProgressView(timerInterval: from...to, countsDown:)`: the share of the interval gone at the moment drawn, or,
    /// counting down (SwiftUI's default), the share left; before the interval nothing gone, after it all of it.
    case timerInterval(from: Timestamp, to: Timestamp, countsDown: Bool)
}

/// SwiftUI's `ProgressViewStyle`s that show a value on the watch: a bar (the default), or a ring.
package enum ProgressViewStyleDocument: String, ClosedSet { case linear, circular }

/// `{"value": 3, "total": 10}` or `{"timerInterval": [from, to], "countsDown": false}`, and a `"style"`: what a
/// `progress` view shows, read on its own so that an error names its path.
struct ProgressViewDocument: Decodable {
    var value: ProgressValueDocument
    var label: ViewDocument?
    var currentValueLabel: ViewDocument?
    var style: ProgressViewStyleDocument?

    private enum CodingKeys: String, CodingKey, CaseIterable { case value, total, timerInterval, countsDown, label, currentValueLabel, style }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        style = try container.decodeIfPresent(ProgressViewStyleDocument.self, forKey: .style)
        label = try container.decodeIfPresent(ViewDocument.self, forKey: .label)
        currentValueLabel = try container.decodeIfPresent(ViewDocument.self, forKey: .currentValueLabel)
        if container.contains(.timerInterval) {
            if container.contains(.value) {
                throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "\"value\" or \"timerInterval\", not both")
            }
            let interval = try container.decode(TimerIntervalDocument.self, forKey: .timerInterval)
            value = .timerInterval(from: interval.from, to: interval.to, countsDown: try container.decodeIfPresent(Bool.self, forKey: .countsDown) ?? true)
            return
        }
        let done = try container.decode(Double.self, forKey: .value)
        let total = try container.decodeIfPresent(Double.self, forKey: .total) ?? 1
        guard total.isFinite, total > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .total, in: container, debugDescription: "a total above 0")
        }
        if container.contains(.countsDown) {
            throw DecodingError.dataCorruptedError(forKey: .countsDown, in: container, debugDescription: "no countsDown but with a timerInterval")
        }
        value = .value(done, total: total)
    }
}

extension ViewDocument: DocumentShaped {
    static let shape: DocumentShape = shape(with: DocumentShape.Keys([:]))

    /// Its kind's key and that kind's parameters, the modifiers' keys, `modifiers`, and `keys` (a grid cell's span).
    /// Which kind a view is is a key, so structure: a view that names none or several takes every kind's parameters,
    /// and its reader refuses it.
    static func shape(with keys: DocumentShape.Keys) -> DocumentShape {
        // Made once per reader, from dictionaries merged once: a view takes some sixty keys, in seventeen sets.
        var common = keys.all
        for kind in ViewKindDocument.Kind.allCases { common[kind.rawValue] = ViewKindDocument.shape(of: kind) }
        common.merge(ViewModifierDocument.keys.all) { mine, _ in mine }
        common[ViewKey.modifiers.stringValue] = .array(ViewModifierDocument.entryShape)
        let shapes = Dictionary(uniqueKeysWithValues: ViewKindDocument.Kind.allCases.map {
            ($0, DocumentShape.object(DocumentShape.Keys(common.merging(ViewKindDocument.parameters(of: $0).all) { mine, _ in mine })))
        })
        var everyKind = common
        for kind in ViewKindDocument.Kind.allCases { everyKind.merge(ViewKindDocument.parameters(of: kind).all) { mine, _ in mine } }
        let anyKind = DocumentShape.object(DocumentShape.Keys(everyKind))
        return .chosen { object in
            // Each kind's key asked for, as the reader asks, without a list made per view.
            var found: ViewKindDocument.Kind?
            for kind in ViewKindDocument.Kind.allCases where object[kind.rawValue] != nil {
                guard found == nil else { return anyKind }
                found = kind
            }
            return found.map { shapes[$0]! } ?? anyKind
        }
    }
}

extension ViewContentDocument: DocumentShaped {
    static let shape = DocumentShape.reader(ViewDocument.self)
}

extension ViewKindDocument {
    /// What a kind's own key holds.
    static func shape(of kind: Kind) -> DocumentShape {
        switch kind {
        case .vstack, .hstack, .zstack, .viewThatFits: .array(of: ViewDocument.self)
        case .geometryReader: .reader(ViewDocument.self)
        case .spacer: .object(DocumentShape.Keys(["minLength": .value]))
        case .accessoryWidgetBackground: .object(DocumentShape.Keys([:]))
        case .text: .reader(LiveTextDocument.self)
        case .image: .reader(ImageSourceDocument.self)
        case .shape: .reader(ShapeDocument.self)
        case .gauge: .reader(GaugeViewDocument.self)
        case .progress: .reader(ProgressViewDocument.self)
        case .branch: .reader(EnvironmentConditionDocument.self)
        case .chart: .array(of: ChartMarkDocument.self)
        case .linearGradient: GradientDocument.linearShape
        case .angularGradient: GradientDocument.angularShape
        case .grid: .array(of: GridRowDocument.self)
        }
    }

    /// The keys a kind reads beside its own.
    static func parameters(of kind: Kind) -> DocumentShape.Keys {
        switch kind {
        case .vstack, .hstack: DocumentShape.Keys([spacing.stringValue: .value, alignment.stringValue: .value])
        case .zstack: DocumentShape.Keys([alignment.stringValue: .value])
        case .image: DocumentShape.Keys([renderingMode.stringValue: .value])
        case .shape: DocumentShape.Keys([ShapeOutlineDocument.trimKey.stringValue: .reader(ShapeTrimDocument.self),
                                         ShapeOutlineDocument.strokeKey.stringValue: .reader(ShapeStrokeDocument.self)])
        case .branch: DocumentShape.Keys([then.stringValue: .reader(ViewDocument.self), otherwise.stringValue: .reader(ViewDocument.self)])
        case .chart: DocumentShape.Keys(Dictionary(uniqueKeysWithValues: ChartViewDocument.OptionKey.allCases.map {
            ($0.rawValue, ChartViewDocument.shape(of: $0))
        }))
        case .grid: DocumentShape.Keys(["alignment": .value, "horizontalSpacing": .value, "verticalSpacing": .value])
        case .spacer, .text, .accessoryWidgetBackground, .gauge, .progress, .geometryReader, .viewThatFits, .linearGradient,
             .angularGradient: DocumentShape.Keys([:])
        }
    }
}

extension ImageSourceDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension ShapeDocument: DocumentShaped {
    /// A name, or `{"roundedRectangle": {"cornerRadius": …}}`.
    static let shape = DocumentShape.object(CodingKeys.self) { _ in .values(RoundedKeys.self) }
}

extension GaugeViewDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .value, .range, .style: .value
        case .label, .currentValueLabel, .minimumValueLabel, .maximumValueLabel: .reader(ViewDocument.self)
        }
    }
}

extension ProgressViewDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .value, .total, .timerInterval, .countsDown, .style: .value
        case .label, .currentValueLabel: .reader(ViewDocument.self)
        }
    }
}

extension EnvironmentConditionDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}
