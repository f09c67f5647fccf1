/// A SwiftUI modifier on a view, by its SwiftUI name. Written as a key of the view (`"padding": 4`) or as a one-key
/// object in the view's `"modifiers"` list (`{"padding": 4}`), where order is the file's.
package indirect enum ViewModifierDocument: Codable, Sendable, Equatable {
    case font(FontDocument)
    case fontWeight(FontWeightDocument)
    case monospacedDigit
    case strikethrough
    case foregroundStyle(StyleDocument)
    case lineLimit(Int)
    case minimumScaleFactor(Double)
    case multilineTextAlignment(HorizontalAlignmentDocument)
    case padding(ViewEdgesDocument)
    case frame(ViewFrameDocument)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case offset(x: Double, y: Double)
    case opacity(Double)
    case background(LayerDocument)
    case overlay(LayerDocument)
    case privacySensitive
    case unredacted
    case widgetAccentable
    case bold
    case tint(StyleDocument)
    case clipShape(ShapeDocument)
    case containerBackground(LayerDocument)
    case widgetLabel(ViewDocument)
    case widgetCurvesContent
    case invalidatableContent
    /// `Image.resizable()`: the picture or symbol takes the size it is offered instead of its own.
    case resizable
    /// `.aspectRatio(_:contentMode:)`: the view proposed the largest size of that ratio inside what it is offered
    /// (`fit`) or the smallest around it (`fill`); without a ratio, its own ideal size's.
    case aspectRatio(AspectRatioDocument)
    /// `.scaledToFit()`, `.scaledToFill()`: `aspectRatio` with the view's own ratio.
    case scaledToFit, scaledToFill
    /// `.position(x:y:)`: the view's centre at that point of the room it is offered, which it takes whole.
    case position(x: ViewLengthDocument, y: ViewLengthDocument)
    /// `.fontDesign(.rounded)`: the design of whichever font is in effect, as `fontWeight` sets its weight.
    case fontDesign(FontDesignDocument)
    /// `.monospaced()`: the font in effect in its fixed-width design.
    case monospaced
    /// `.rotationEffect(.degrees(_:))`: the view drawn turned clockwise about its frame's centre, laid out unturned.
    case rotationEffect(Double)
    /// `.mask(alignment: .center) { view }`: the view drawn only where the mask view (laid out in its frame, as an
    /// overlay is) has ink, as much as that ink's alpha.
    case mask(ViewDocument)
    /// `.scaleEffect(x:y:anchor:)`: the view drawn scaled about the anchor (a unit point of its frame), laid out unscaled.
    case scaleEffect(ScaleEffectDocument)

    /// The modifier names, as a file writes them.
    package enum Name: String, CaseIterable, Sendable {
        case font, fontWeight, monospacedDigit, strikethrough, foregroundStyle, lineLimit, minimumScaleFactor,
             multilineTextAlignment, padding, frame, fixedSize, layoutPriority, offset, opacity, background, overlay,
             privacySensitive, unredacted, widgetAccentable, bold, tint, clipShape, containerBackground, widgetLabel,
             widgetCurvesContent, invalidatableContent, resizable, aspectRatio, scaledToFit, scaledToFill, position,
             fontDesign, monospaced, rotationEffect, mask, scaleEffect

        /// Whether SwiftUI's modifier takes a Bool (`.privacySensitive(false)`, `.bold(false)`), so that `false` is
        /// written as it is in Swift and changes nothing, as DialViews' `modified(nil)` does; the others
        /// (`unredacted()`, `resizable()`) take none, and only `true` stands for them (stranger8 #16).
        var takesFalse: Bool {
            switch self {
            case .privacySensitive, .strikethrough, .widgetAccentable, .bold, .widgetCurvesContent, .invalidatableContent, .monospaced: true
            default: false
            }
        }
    }

    /// The modifier written at `key` of a view, or nil for one written `false` whose SwiftUI modifier takes a Bool
    /// (`"privacySensitive": false`): it changes nothing, as a template line's `"privacySensitive": false` does not.
    static func written(_ name: Name, from container: KeyedDecodingContainer<ViewKey>, key: ViewKey) throws -> ViewModifierDocument? {
        if name.takesFalse, (try? container.decode(Bool.self, forKey: key)) == false { return nil }
        return try ViewModifierDocument(name, from: container, key: key)
    }

    /// (Dial) The order modifiers written as keys of a view apply in, innermost first: what the text is, then how it
    /// is laid out, then what is drawn around it, then what WidgetKit and privacy do with the whole, which is the order
    /// SwiftUI code is usually written in. A view that needs another order lists its modifiers in `"modifiers"`.
    package static let keyOrder: [Name] = [
        .resizable, .aspectRatio, .scaledToFit, .scaledToFill, .font, .fontWeight, .bold, .fontDesign, .monospaced, .monospacedDigit, .strikethrough,
        .foregroundStyle, .tint, .lineLimit, .minimumScaleFactor, .multilineTextAlignment, .fixedSize, .padding, .frame, .layoutPriority,
        .background, .overlay, .mask, .clipShape, .scaleEffect, .rotationEffect, .offset, .position, .opacity,
        .containerBackground, .widgetLabel, .widgetCurvesContent, .widgetAccentable, .invalidatableContent, .privacySensitive, .unredacted,
    ]

    /// Each name's place in `keyOrder`.
    static let keyRank: [Name: Int] = Dictionary(uniqueKeysWithValues: keyOrder.enumerated().map { ($1, $0) })

    /// (Dial) The largest length a view may give, in points: several times any watch's screen.
    package static let maxLength = 1_000.0

    /// `value` if it is a length a view may give (0 to `maxLength` points); `also` names what else the key takes.
    static func length(_ value: Double, also: String = "") throws -> Double {
        guard value.isFinite, value >= 0, value <= maxLength else {
            throw ValueError(expected: "a length from 0 to \(Int(maxLength)) points" + also, found: "\(value)")
        }
        return value
    }

    /// The modifier written at `key` of a view.
    /// The modifier written at `key` of a view; a value it refuses is named by its own path (`minimumScaleFactor`),
    /// not the view's.
    init(_ name: Name, from container: KeyedDecodingContainer<ViewKey>, key: ViewKey) throws {
        do {
            try self.init(checking: name, from: container, key: key)
        } catch let error as ValueError {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.expected)
        }
    }

    private init(checking name: Name, from container: KeyedDecodingContainer<ViewKey>, key: ViewKey) throws {
        func flag() throws {
            guard try container.decode(Bool.self, forKey: key) else {
                throw ValueError(expected: "true (leave the key out for false)", found: "false")
            }
        }
        func number(_ range: ClosedRange<Double>, _ what: String) throws -> Double {
            let value = try container.decode(Double.self, forKey: key)
            guard value.isFinite, range.contains(value) else { throw ValueError(expected: what, found: "\(value)") }
            return value
        }
        switch name {
        case .font: self = .font(try container.decode(FontDocument.self, forKey: key))
        case .fontWeight: self = .fontWeight(try container.decode(FontWeightDocument.self, forKey: key))
        case .monospacedDigit: try flag(); self = .monospacedDigit
        case .strikethrough: try flag(); self = .strikethrough
        case .foregroundStyle: self = .foregroundStyle(try container.decode(StyleDocument.self, forKey: key))
        case .lineLimit:
            let lines = try container.decode(Int.self, forKey: key)
            guard (1...10).contains(lines) else { throw ValueError(expected: "1 to 10 lines", found: "\(lines)") }
            self = .lineLimit(lines)
        case .minimumScaleFactor:
            // SwiftUI takes any fraction, and apps write 0.01; the floor keeps a font's size above nothing, and every
            // search for the scale that fits bisects (to a hundredth, or on the size grid), so a low one costs no more.
            self = .minimumScaleFactor(try number(0.01...1, "a scale from 0.01 to 1"))
        case .multilineTextAlignment: self = .multilineTextAlignment(try container.decode(HorizontalAlignmentDocument.self, forKey: key))
        case .padding: self = .padding(try container.decode(ViewEdgesDocument.self, forKey: key))
        case .frame: self = .frame(try container.decode(ViewFrameDocument.self, forKey: key))
        case .fixedSize:
            if let both = try? container.decode(Bool.self, forKey: key) {
                guard both else { throw ValueError(expected: "true, or {\"horizontal\": Bool, \"vertical\": Bool}", found: "false") }
                self = .fixedSize(horizontal: true, vertical: true)
            } else {
                let axes = try container.nestedContainer(keyedBy: ViewKey.self, forKey: key)
                self = .fixedSize(horizontal: try axes.decodeIfPresent(Bool.self, forKey: ViewKey(stringValue: "horizontal")) ?? false,
                                  vertical: try axes.decodeIfPresent(Bool.self, forKey: ViewKey(stringValue: "vertical")) ?? false)
            }
        case .layoutPriority: self = .layoutPriority(try number(-1_000...1_000, "a priority from -1000 to 1000"))
        case .offset:
            let offset = try container.nestedContainer(keyedBy: ViewKey.self, forKey: key)
            func length(_ name: String) throws -> Double {
                let value = try offset.decodeIfPresent(Double.self, forKey: ViewKey(stringValue: name)) ?? 0
                guard value.isFinite, abs(value) <= Self.maxLength else {
                    throw ValueError(expected: "an offset of at most \(Int(Self.maxLength)) points either way", found: "\(value)")
                }
                return value
            }
            self = .offset(x: try length("x"), y: try length("y"))
        case .opacity: self = .opacity(try number(0...1, "an opacity from 0 to 1"))
        case .background: self = .background(try container.decode(LayerDocument.self, forKey: key))
        case .overlay: self = .overlay(try container.decode(LayerDocument.self, forKey: key))
        case .privacySensitive: try flag(); self = .privacySensitive
        case .unredacted: try flag(); self = .unredacted
        case .widgetAccentable: try flag(); self = .widgetAccentable
        case .bold: try flag(); self = .bold
        case .tint: self = .tint(try container.decode(StyleDocument.self, forKey: key))
        case .clipShape: self = .clipShape(try container.decode(ShapeDocument.self, forKey: key))
        case .containerBackground: self = .containerBackground(try container.decode(LayerDocument.self, forKey: key))
        case .widgetLabel:
            // A string is `Text` (what nearly every widget label is).
            if let text = try? container.decode(String.self, forKey: key) {
                self = .widgetLabel(ViewDocument(.text(text)))
            } else {
                self = .widgetLabel(try container.decode(ViewDocument.self, forKey: key))
            }
        case .widgetCurvesContent: try flag(); self = .widgetCurvesContent
        case .invalidatableContent: try flag(); self = .invalidatableContent
        case .resizable: try flag(); self = .resizable
        case .aspectRatio: self = .aspectRatio(try container.decode(AspectRatioDocument.self, forKey: key))
        case .scaledToFit: try flag(); self = .scaledToFit
        case .scaledToFill: try flag(); self = .scaledToFill
        case .position:
            let point = try container.nestedContainer(keyedBy: ViewKey.self, forKey: key)
            func length(_ name: String) throws -> ViewLengthDocument {
                try point.decodeIfPresent(ViewLengthDocument.self, forKey: ViewKey(stringValue: name)) ?? .points(0)
            }
            self = .position(x: try length("x"), y: try length("y"))
        case .fontDesign: self = .fontDesign(try container.decode(FontDesignDocument.self, forKey: key))
        case .monospaced: try flag(); self = .monospaced
        case .rotationEffect: self = .rotationEffect(try number(-360...360, ShapeOutlineDocument.rotationExpectation))
        case .mask: self = .mask(try container.decode(ViewDocument.self, forKey: key))
        case .scaleEffect: self = .scaleEffect(try container.decode(ScaleEffectDocument.self, forKey: key))
        }
    }

    /// The modifier's name.
    package var name: Name {
        switch self {
        case .font: .font
        case .fontWeight: .fontWeight
        case .monospacedDigit: .monospacedDigit
        case .strikethrough: .strikethrough
        case .foregroundStyle: .foregroundStyle
        case .lineLimit: .lineLimit
        case .minimumScaleFactor: .minimumScaleFactor
        case .multilineTextAlignment: .multilineTextAlignment
        case .padding: .padding
        case .frame: .frame
        case .fixedSize: .fixedSize
        case .layoutPriority: .layoutPriority
        case .offset: .offset
        case .opacity: .opacity
        case .background: .background
        case .overlay: .overlay
        case .privacySensitive: .privacySensitive
        case .unredacted: .unredacted
        case .widgetAccentable: .widgetAccentable
        case .bold: .bold
        case .tint: .tint
        case .clipShape: .clipShape
        case .containerBackground: .containerBackground
        case .widgetLabel: .widgetLabel
        case .widgetCurvesContent: .widgetCurvesContent
        case .invalidatableContent: .invalidatableContent
        case .resizable: .resizable
        case .aspectRatio: .aspectRatio
        case .scaledToFit: .scaledToFit
        case .scaledToFill: .scaledToFill
        case .position: .position
        case .fontDesign: .fontDesign
        case .monospaced: .monospaced
        case .rotationEffect: .rotationEffect
        case .mask: .mask
        case .scaleEffect: .scaleEffect
        }
    }

    /// One entry of a `"modifiers"` list: an object with exactly one modifier's key; nil where it is written `false`
    /// and changes nothing (`{"bold": false}`).
    struct Entry: Decodable {
        let modifier: ViewModifierDocument?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: ViewKey.self)
            let names = Name.allCases.filter { container.contains(ViewKey(stringValue: $0.rawValue)) }
            guard names.count == 1 else {
                throw ValueError(expected: "an object with exactly one modifier, such as {\"padding\": 4}",
                                 found: names.isEmpty ? "no modifier" : "\(names.count) modifiers")
            }
            modifier = try ViewModifierDocument.written(names[0], from: container, key: ViewKey(stringValue: names[0].rawValue))
        }
    }

    /// One entry of a `"modifiers"` list that is a modifier (not one written `false`).
    package init(from decoder: any Decoder) throws {
        guard let modifier = try Entry(from: decoder).modifier else {
            throw ValueError(expected: "a modifier that changes the view", found: "false")
        }
        self = modifier
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ViewKey.self)
        try encode(into: &container)
    }

    /// The modifier as its key and value, in a list entry's object or in the view's own.
    func encode(into container: inout KeyedEncodingContainer<ViewKey>) throws {
        let key = ViewKey(stringValue: name.rawValue)
        switch self {
        case .font(let font): try container.encode(font, forKey: key)
        case .fontWeight(let weight): try container.encode(weight, forKey: key)
        case .monospacedDigit, .strikethrough, .privacySensitive, .unredacted, .widgetAccentable, .bold, .widgetCurvesContent,
             .invalidatableContent, .resizable, .scaledToFit, .scaledToFill, .monospaced: try container.encode(true, forKey: key)
        case .fontDesign(let design): try container.encode(design, forKey: key)
        case .rotationEffect(let degrees): try container.encode(degrees, forKey: key)
        case .mask(let view): try container.encode(view, forKey: key)
        case .scaleEffect(let scale): try container.encode(scale, forKey: key)
        case .aspectRatio(let aspect): try container.encode(aspect, forKey: key)
        case .tint(let style): try container.encode(style, forKey: key)
        case .clipShape(let shape): try container.encode(shape, forKey: key)
        case .containerBackground(let layer): try container.encode(layer, forKey: key)
        case .widgetLabel(let view): try container.encode(view, forKey: key)
        case .foregroundStyle(let style): try container.encode(style, forKey: key)
        case .lineLimit(let lines): try container.encode(lines, forKey: key)
        case .minimumScaleFactor(let scale): try container.encode(scale, forKey: key)
        case .multilineTextAlignment(let alignment): try container.encode(alignment, forKey: key)
        case .padding(let edges): try container.encode(edges, forKey: key)
        case .frame(let frame): try container.encode(frame, forKey: key)
        case .fixedSize(let horizontal, let vertical):
            if horizontal && vertical {
                try container.encode(true, forKey: key)
            } else {
                var axes = container.nestedContainer(keyedBy: ViewKey.self, forKey: key)
                try axes.encode(horizontal, forKey: ViewKey(stringValue: "horizontal"))
                try axes.encode(vertical, forKey: ViewKey(stringValue: "vertical"))
            }
        case .layoutPriority(let priority): try container.encode(priority, forKey: key)
        case .offset(let x, let y):
            var offset = container.nestedContainer(keyedBy: ViewKey.self, forKey: key)
            try offset.encode(x, forKey: ViewKey(stringValue: "x"))
            try offset.encode(y, forKey: ViewKey(stringValue: "y"))
        case .opacity(let opacity): try container.encode(opacity, forKey: key)
        case .background(let layer), .overlay(let layer): try container.encode(layer, forKey: key)
        case .position(let x, let y):
            var point = container.nestedContainer(keyedBy: ViewKey.self, forKey: key)
            try point.encode(x, forKey: ViewKey(stringValue: "x"))
            try point.encode(y, forKey: ViewKey(stringValue: "y"))
        }
    }
}

/// `.font(...)`: a text style by SwiftUI's name (`"caption2"`), that style with a weight and design
/// (`{"style": "caption2", "weight": "semibold"}`), or a size in points (`{"size": 16, "weight": "semibold",
/// "design": "rounded"}`).
package struct FontDocument: Codable, Sendable, Equatable {
    package var style: FontStyleDocument?
    package var size: Double?
    package var weight: FontWeightDocument?
    package var design: FontDesignDocument?

    private enum CodingKeys: String, CodingKey, CaseIterable { case style, size, weight, design }

    package init(style: FontStyleDocument? = nil, size: Double? = nil, weight: FontWeightDocument? = nil, design: FontDesignDocument? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
    }

    package init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let style = FontStyleDocument(rawValue: name) else {
                throw ValueError(expected: FontStyleDocument.expectation + ", or {\"size\": N, \"weight\": W, \"design\": D}", found: "\"\(name)\"")
            }
            self.init(style: style)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self,
                                              elseExpected: FontStyleDocument.expectation + ", or {\"size\": N, \"weight\": W, \"design\": D}")
        let style = try container.decodeIfPresent(FontStyleDocument.self, forKey: .style)
        let size = try container.decodeIfPresent(Double.self, forKey: .size)
        guard (style == nil) != (size == nil) else {
            throw ValueError(expected: "exactly one of \"style\" or \"size\"", found: style == nil ? "neither" : "both")
        }
        if let size, !(size.isFinite && size >= 4 && size <= 200) {
            throw ValueError(expected: "a size from 4 to 200 points", found: "\(size)")
        }
        self.init(style: style, size: size, weight: try container.decodeIfPresent(FontWeightDocument.self, forKey: .weight),
                  design: try container.decodeIfPresent(FontDesignDocument.self, forKey: .design))
    }

    package func encode(to encoder: any Encoder) throws {
        if let style, size == nil, weight == nil, design == nil {
            var container = encoder.singleValueContainer()
            try container.encode(style)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(size, forKey: .size)
        try container.encodeIfPresent(weight, forKey: .weight)
        try container.encodeIfPresent(design, forKey: .design)
    }
}

/// `.aspectRatio(1.5, contentMode: .fit)`: `{"ratio": 1.5, "contentMode": "fit"}`, the ratio (width over height)
/// left out for the view's own; or only the content mode, `"fit"` or `"fill"`.
package struct AspectRatioDocument: Codable, Sendable, Equatable {
    package var ratio: Double?
    package var contentMode: ContentModeDocument

    private enum CodingKeys: String, CodingKey, CaseIterable { case ratio, contentMode }

    package init(ratio: Double? = nil, contentMode: ContentModeDocument) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    package init(from decoder: any Decoder) throws {
        if let mode = try? decoder.singleValueContainer().decode(String.self) {
            guard let contentMode = ContentModeDocument(rawValue: mode) else {
                throw ValueError(expected: ContentModeDocument.expectation + ", or {\"ratio\", \"contentMode\"}", found: "\"\(mode)\"")
            }
            self.init(contentMode: contentMode)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self,
                                              elseExpected: ContentModeDocument.expectation + ", or {\"ratio\", \"contentMode\"}")
        let ratio = try container.decodeIfPresent(Double.self, forKey: .ratio)
        if let ratio, !(ratio.isFinite && ratio >= 0.01 && ratio <= 100) {
            throw ValueError(expected: "a ratio (width over height) from 0.01 to 100", found: "\(ratio)")
        }
        self.init(ratio: ratio, contentMode: try container.decode(ContentModeDocument.self, forKey: .contentMode))
    }

    package func encode(to encoder: any Encoder) throws {
        guard let ratio else {
            var container = encoder.singleValueContainer()
            try container.encode(contentMode)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ratio, forKey: .ratio)
        try container.encode(contentMode, forKey: .contentMode)
    }
}

/// `.scaleEffect(...)`: `0.7` (both ways, about the centre), `{"x": 0.7, "y": 1}` (each way; one left out is 1), with
/// an `"anchor"` (a unit point of the frame, `"center"` where none is): `{"scale": 0.7, "anchor": "leading"}`.
package struct ScaleEffectDocument: Codable, Sendable, Equatable {
    package var x: Double
    package var y: Double
    package var anchor: UnitPointDocument

    package init(x: Double, y: Double, anchor: UnitPointDocument = .center) {
        self.x = x
        self.y = y
        self.anchor = anchor
    }

    /// (Dial) A view drawn from nothing to ten times its size: a mirror (a negative scale) is not drawn.
    static let range = 0.0...10.0
    static let expectation = "a scale from 0 to 10, {\"x\", \"y\", \"anchor\"} or {\"scale\", \"anchor\"}"

    private enum CodingKeys: String, CodingKey, CaseIterable { case x, y, scale, anchor }

    package init(from decoder: any Decoder) throws {
        func checked(_ value: Double) throws -> Double {
            guard value.isFinite, Self.range.contains(value) else { throw ValueError(expected: Self.expectation, found: "\(value)") }
            return value
        }
        if let both = try? decoder.singleValueContainer().decode(Double.self) {
            let scale = try checked(both)
            self.init(x: scale, y: scale)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self, elseExpected: Self.expectation)
        let anchor = try container.decodeIfPresent(UnitPointDocument.self, forKey: .anchor) ?? .center
        if let scale = try container.decodeIfPresent(Double.self, forKey: .scale) {
            guard !container.contains(.x), !container.contains(.y) else {
                throw ValueError(expected: "\"scale\" or \"x\"/\"y\", not both", found: "both")
            }
            self.init(x: try checked(scale), y: try checked(scale), anchor: anchor)
            return
        }
        guard container.contains(.x) || container.contains(.y) else { throw ValueError(expected: Self.expectation, found: "no scale") }
        self.init(x: try checked(try container.decodeIfPresent(Double.self, forKey: .x) ?? 1),
                  y: try checked(try container.decodeIfPresent(Double.self, forKey: .y) ?? 1), anchor: anchor)
    }

    /// A number where it is one about the centre; else the shortest object that says it.
    package func encode(to encoder: any Encoder) throws {
        if x == y, anchor == .center {
            var container = encoder.singleValueContainer()
            try container.encode(x)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        if x == y {
            try container.encode(x, forKey: .scale)
        } else {
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
        }
        if anchor != .center { try container.encode(anchor, forKey: .anchor) }
    }
}

/// SwiftUI's `ContentMode`: a size inside what is offered, or around it.
package enum ContentModeDocument: String, ClosedSet { case fit, fill }

/// SwiftUI's text styles.
package enum FontStyleDocument: String, ClosedSet {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// SwiftUI's font weights.
package enum FontWeightDocument: String, ClosedSet {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// SwiftUI's font designs.
package enum FontDesignDocument: String, ClosedSet { case `default`, rounded, monospaced, serif }

/// `.foregroundStyle(...)`: a colour, one of the hierarchical styles the system picks for the context, or a gradient
/// (`GradientDocument`: `{"gradient": ["#30D158", "#FFD60A", "#FF453A"]}`, leading to trailing unless its
/// `startPoint` and `endPoint` say otherwise; along a gauge's arc, its start to its end).
package enum StyleDocument: Codable, Sendable, Equatable {
    case color(Color)
    case hierarchical(HierarchicalStyleDocument)
    case gradient(GradientDocument)

    private enum LinearKey: String, CodingKey, CaseIterable { case linearGradient, angularGradient }

    package init(from decoder: any Decoder) throws {
        if (try? decoder.singleValueContainer().decode(String.self)) == nil {
            // `LinearGradient(colors:startPoint:endPoint:)` as a view writes it, or the shorter `{"gradient": ...}`.
            if let container = try? decoder.container(keyedBy: LinearKey.self), container.contains(.linearGradient) {
                self = .gradient(try container.decode(LinearGradientDocument.self, forKey: .linearGradient).gradient)
                return
            }
            // `AngularGradient(colors:center:startAngle:endAngle:)`.
            if let container = try? decoder.container(keyedBy: LinearKey.self), container.contains(.angularGradient) {
                self = .gradient(try container.decode(AngularGradientDocument.self, forKey: .angularGradient).gradient)
                return
            }
            self = .gradient(try GradientDocument(from: decoder))
            return
        }
        let text = try decoder.singleValueContainer().decode(String.self)
        if let level = HierarchicalStyleDocument(rawValue: text) {
            self = .hierarchical(level)
        } else if let semantic = SemanticStyleDocument(rawValue: text) {
            self = .color(semantic.color)
        } else if text.hasPrefix("#") || ViewColorDocument.named[text] != nil {
            self = .color(try ViewColorDocument(from: decoder).color)
        } else {
            throw ValueError(expected: ViewColorDocument.expectation + ", " + HierarchicalStyleDocument.expectation + ", "
                + SemanticStyleDocument.expectation, found: "\"\(text)\"")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        if case .gradient(let gradient) = self {
            try gradient.encode(to: encoder)
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .color(let color): try container.encode(color)
        case .hierarchical(let level): try container.encode(level)
        case .gradient: break
        }
    }
}

/// `primary`, `secondary`, `tertiary`, `quaternary`: the text levels SwiftUI draws with falling opacity.
package enum HierarchicalStyleDocument: String, ClosedSet {
    case primary, secondary, tertiary, quaternary

    /// Apple's label colours on a dark background, which every watch face is: white at 100, 60, 30 and 18 %.
    package var color: Color {
        let alpha: UInt8 = switch self {
        case .primary: 255
        case .secondary: 153
        case .tertiary: 77
        case .quaternary: 46
        }
        return Color(red: 255, green: 255, blue: 255, alpha: alpha)
    }
}

/// A colour where a view takes one: `"#RRGGBB"`, `"#RRGGBBAA"`, or SwiftUI's name for a system colour (`"mint"`,
/// `"clear"`), so that a complication's `.foregroundStyle(.mint)` is written as SwiftUI writes it. The names take
/// watchOS's dark values, the ones a watch face shows.
package struct ViewColorDocument: Decodable, Sendable, Equatable {
    package var color: Color

    /// SwiftUI's system colours by name.
    package static let named: [String: Color] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan,
        "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown, "gray": .gray,
        "white": .white, "black": .black, "clear": .clear,
    ]

    /// What a colour position reads, for errors.
    static let expectation = "\"#RRGGBB\", \"#RRGGBBAA\", a colour's name (\"red\", \"mint\", \"clear\", ...)"

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if let color = Self.named[text] {
            self.color = color
        } else if text.hasPrefix("#") {
            self.color = try decoder.singleValueContainer().decode(Color.self)
        } else {
            throw ValueError(expected: Self.expectation, found: "\"\(text)\"")
        }
    }
}

/// `.padding(...)`: a length on every edge (`4`), or per edge (`{"horizontal": 6, "top": 2}`); negative where the
/// frame is drawn in over the content.
package struct ViewEdgesDocument: Codable, Sendable, Equatable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double

    private enum CodingKeys: String, CodingKey, CaseIterable { case top, leading, bottom, trailing, horizontal, vertical }

    /// Both forms, as a message names them: the number first, the form most write.
    package static let expectation = "a length from -\(Int(ViewModifierDocument.maxLength)) to \(Int(ViewModifierDocument.maxLength)) "
        + "points on every edge (a number: \"padding\": 4), or {\"top\", \"leading\", \"bottom\", \"trailing\", \"horizontal\", "
        + "\"vertical\"} lengths"

    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    package init(from decoder: any Decoder) throws {
        // SwiftUI's padding may be negative: the view's frame is drawn in by it and its content overflows, as a port
        // tucks a unit under its number with `.padding(.top, -2)`.
        func checked(_ value: Double) throws -> Double {
            guard value.isFinite, abs(value) <= ViewModifierDocument.maxLength else {
                throw ValueError(expected: "a length from -\(Int(ViewModifierDocument.maxLength)) to \(Int(ViewModifierDocument.maxLength)) points", found: "\(value)")
            }
            return value
        }
        if let all = try? decoder.singleValueContainer().decode(Double.self) {
            let length = try checked(all)
            self.init(top: length, leading: length, bottom: length, trailing: length)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self, elseExpected: Self.expectation)
        let horizontal = try container.decodeIfPresent(Double.self, forKey: .horizontal).map(checked)
        let vertical = try container.decodeIfPresent(Double.self, forKey: .vertical).map(checked)
        func edge(_ key: CodingKeys, _ axis: Double?) throws -> Double {
            let own = try container.decodeIfPresent(Double.self, forKey: key).map(checked)
            if own != nil, axis != nil {
                throw ValueError(expected: "\"\(key.stringValue)\" or its axis, not both", found: "both")
            }
            return own ?? axis ?? 0
        }
        self.init(top: try edge(.top, vertical), leading: try edge(.leading, horizontal),
                  bottom: try edge(.bottom, vertical), trailing: try edge(.trailing, horizontal))
    }

    package func encode(to encoder: any Encoder) throws {
        if top == leading, leading == bottom, bottom == trailing {
            var container = encoder.singleValueContainer()
            try container.encode(top)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(top, forKey: .top)
        try container.encode(leading, forKey: .leading)
        try container.encode(bottom, forKey: .bottom)
        try container.encode(trailing, forKey: .trailing)
    }
}

/// `.frame(...)`: fixed (`width`, `height`) or flexible (`min…`, `ideal…`, `max…`, where a maximum may be
/// `"infinity"`), never both in one dimension, with an `alignment`. A fixed `width` or `height` may be a fraction of
/// the container (`{"fraction": 0.62}`, `ViewLengthDocument`), kept in `relativeWidth`/`relativeHeight`.
package struct ViewFrameDocument: Codable, Sendable, Equatable {
    package var width: Double?
    package var height: Double?
    /// `"width": {"fraction": 0.62}`: `GeometryReader`'s `proxy.size.width * 0.62`.
    package var relativeWidth: ViewLengthDocument?
    /// `"height": {"fraction": 0.5}`.
    package var relativeHeight: ViewLengthDocument?
    package var minWidth: Double?
    package var idealWidth: Double?
    package var maxWidth: Double?
    package var minHeight: Double?
    package var idealHeight: Double?
    package var maxHeight: Double?
    package var alignment: AlignmentDocument?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment
    }

    package init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
                 maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                 alignment: AlignmentDocument? = nil, relativeWidth: ViewLengthDocument? = nil, relativeHeight: ViewLengthDocument? = nil) {
        self.width = width
        self.height = height
        self.relativeWidth = relativeWidth
        self.relativeHeight = relativeHeight
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func length(_ key: CodingKeys, infinite: Bool = false) throws -> Double? {
            guard container.contains(key) else { return nil }
            if infinite, let word = try? container.decode(String.self, forKey: key) {
                guard word == "infinity" else { throw ValueError(expected: "a length in points or \"infinity\"", found: "\"\(word)\"") }
                return .infinity
            }
            return try ViewModifierDocument.length(try container.decode(Double.self, forKey: key), also: infinite ? " or \"infinity\"" : "")
        }
        // A fixed length in points, or a fraction of the container.
        func fixed(_ key: CodingKeys) throws -> (Double?, ViewLengthDocument?) {
            switch try container.decodeIfPresent(ViewLengthDocument.self, forKey: key) {
            case .points(let points)?: (points, nil)
            case let relative?: (nil, relative)
            case nil: (nil, nil)
            }
        }
        (width, relativeWidth) = try fixed(.width)
        (height, relativeHeight) = try fixed(.height)
        minWidth = try length(.minWidth)
        idealWidth = try length(.idealWidth)
        maxWidth = try length(.maxWidth, infinite: true)
        minHeight = try length(.minHeight)
        idealHeight = try length(.idealHeight)
        maxHeight = try length(.maxHeight, infinite: true)
        alignment = try container.decodeIfPresent(AlignmentDocument.self, forKey: .alignment)
        if width != nil || relativeWidth != nil, minWidth != nil || idealWidth != nil || maxWidth != nil {
            throw ValueError(expected: "\"width\" or \"minWidth\"/\"idealWidth\"/\"maxWidth\", not both", found: "both")
        }
        if height != nil || relativeHeight != nil, minHeight != nil || idealHeight != nil || maxHeight != nil {
            throw ValueError(expected: "\"height\" or \"minHeight\"/\"idealHeight\"/\"maxHeight\", not both", found: "both")
        }
        if let min = minWidth, let max = maxWidth, min > max { throw ValueError(expected: "minWidth at most maxWidth", found: "\(min) > \(max)") }
        if let min = minHeight, let max = maxHeight, min > max { throw ValueError(expected: "minHeight at most maxHeight", found: "\(min) > \(max)") }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func put(_ value: Double?, _ key: CodingKeys) throws {
            guard let value else { return }
            if value.isInfinite { try container.encode("infinity", forKey: key) } else { try container.encode(value, forKey: key) }
        }
        try put(width, .width)
        try container.encodeIfPresent(relativeWidth, forKey: .width)
        try put(height, .height)
        try container.encodeIfPresent(relativeHeight, forKey: .height)
        try put(minWidth, .minWidth)
        try put(idealWidth, .idealWidth)
        try put(maxWidth, .maxWidth)
        try put(minHeight, .minHeight)
        try put(idealHeight, .idealHeight)
        try put(maxHeight, .maxHeight)
        try container.encodeIfPresent(alignment, forKey: .alignment)
    }
}

/// What a `background` or `overlay` draws: a colour (`"#1C1C1E"`) or a view.
package enum LayerDocument: Codable, Sendable, Equatable {
    case color(Color)
    case view(ViewDocument)

    package init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            // `.background(.secondary)`: the level's white, fixed, as a layer has no text level of its own to follow.
            if let level = HierarchicalStyleDocument(rawValue: text) {
                self = .color(level.color)
            } else if let semantic = SemanticStyleDocument(rawValue: text) {
                self = .color(semantic.color)
            } else {
                guard text.hasPrefix("#") || ViewColorDocument.named[text] != nil else {
                    throw ValueError(expected: ViewColorDocument.expectation + ", " + HierarchicalStyleDocument.expectation
                        + ", " + SemanticStyleDocument.expectation + " or a view", found: "\"\(text)\"")
                }
                self = .color(try ViewColorDocument(from: decoder).color)
            }
        } else {
            self = .view(try ViewDocument(from: decoder))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .color(let color):
            var container = encoder.singleValueContainer()
            try container.encode(color)
        case .view(let view): try view.encode(to: encoder)
        }
    }
}

extension ViewModifierDocument {
    /// Each modifier's key, holding what its reader takes.
    static let keys = DocumentShape.Keys(Dictionary(uniqueKeysWithValues: Name.allCases.map { ($0.rawValue, shape(of: $0)) }))

    /// An entry of a view's `modifiers`: one modifier's key (its reader asks for each, and refuses two).
    static let entryShape = DocumentShape.object(keys)

    /// What a modifier's key holds.
    private static func shape(of name: Name) -> DocumentShape {
        switch name {
        case .font: .reader(FontDocument.self)
        case .padding: .reader(ViewEdgesDocument.self)
        case .frame: .reader(ViewFrameDocument.self)
        case .aspectRatio: .reader(AspectRatioDocument.self)
        case .scaleEffect: .reader(ScaleEffectDocument.self)
        case .fixedSize: .object(DocumentShape.Keys(["horizontal": .value, "vertical": .value]))
        case .offset: .object(DocumentShape.Keys(["x": .value, "y": .value]))
        case .position: .object(DocumentShape.Keys(["x": .reader(ViewLengthDocument.self), "y": .reader(ViewLengthDocument.self)]))
        case .background, .overlay, .containerBackground, .widgetLabel, .mask: .reader(ViewDocument.self)
        case .clipShape: .reader(ShapeDocument.self)
        case .foregroundStyle, .tint: .reader(StyleDocument.self)
        case .fontWeight, .monospacedDigit, .strikethrough, .lineLimit, .minimumScaleFactor, .multilineTextAlignment,
             .layoutPriority, .opacity, .privacySensitive, .unredacted, .widgetAccentable, .bold, .widgetCurvesContent,
             .invalidatableContent, .resizable, .scaledToFit, .scaledToFill, .fontDesign, .monospaced, .rotationEffect: .value
        }
    }
}

extension FontDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension AspectRatioDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension ScaleEffectDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .x, .y, .scale: .value
        case .anchor: .reader(UnitPointDocument.self)
        }
    }
}

extension ViewEdgesDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension ViewFrameDocument: DocumentShaped {
    /// A length given as a share of the geometry is `{"fraction": …}`.
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .width, .height, .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight: .reader(ViewLengthDocument.self)
        case .alignment: .value
        }
    }
}

extension StyleDocument: DocumentShaped {
    /// A colour or level's name, or a gradient: `{"linearGradient": …}`, `{"angularGradient": …}`, or the shorter
    /// `{"gradient": …}`, read as its reader tries them in turn (the keys it asked for before are its own too).
    static let shape = DocumentShape.chosen { object in
        if object[LinearKey.linearGradient.stringValue] != nil { return linear }
        if object[LinearKey.angularGradient.stringValue] != nil { return angular }
        return short
    }

    private static let linear = DocumentShape.object(DocumentShape.Keys([LinearKey.linearGradient.stringValue: GradientDocument.linearShape]))
    private static let angular = DocumentShape.object(LinearKey.self) { key in
        switch key {
        case .linearGradient: .value
        case .angularGradient: GradientDocument.angularShape
        }
    }
    private static let short = GradientDocument.styleShape.adding(DocumentShape.Keys(LinearKey.self) { _ in .value })
}
