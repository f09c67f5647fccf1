import DialCore
import DialModel

/// Changes (or reads) the value of one element of a content, found by the `ElementID` a `RedactionDecision` names:
/// the property tests give a redacted element new values and a shown one a visibly different value.
protocol ElementEditor {
    /// A stack's line, a gauge's text or label, rings' text, a curved text, a chart's or an image's title.
    mutating func edit(text: inout TextDocument)
    /// A gauge's value (and its scale: with the value hidden, nothing of it may show either).
    mutating func edit(gauge: inout GaugeDocument)
    /// Every ring's value and goal.
    mutating func edit(rings: inout RingsDocument)
    /// A chart's values and scale.
    mutating func edit(chart: inout ChartDocument)
    /// A stack's or gauge's icon, an image template's image.
    mutating func edit(image: inout ImageDocument)
}

extension ContentDocument {
    /// Hands `element` of this content to `editor`; false when the content has no such element, which a test must
    /// treat as a failure: an element it cannot reach is an element whose secret it never varies.
    mutating func edit(_ element: ElementID, with editor: inout some ElementEditor) -> Bool {
        let gaugeLabels: [String: WritableKeyPath<GaugeDocument, TextDocument?>] = ["leading": \.leading, "trailing": \.trailing, "title": \.title]
        switch (self, element) {
        case (.stack(var stack), .line(let index)) where stack.lines.indices.contains(index):
            editor.edit(text: &stack.lines[index])
            self = .stack(stack)
        case (.stack(var stack), .icon) where stack.icon != nil:
            editor.edit(image: &stack.icon!)
            self = .stack(stack)
        case (.gauge(var gauge), .gaugeValue):
            editor.edit(gauge: &gauge)
            self = .gauge(gauge)
        case (.gauge(var gauge), .text) where gauge.text != nil:
            editor.edit(text: &gauge.text!)
            self = .gauge(gauge)
        case (.gauge(var gauge), .icon) where gauge.icon != nil:
            editor.edit(image: &gauge.icon!)
            self = .gauge(gauge)
        case (.gauge(var gauge), .label(let key)) where gaugeLabels[key].map { gauge[keyPath: $0] != nil } == true:
            editor.edit(text: &gauge[keyPath: gaugeLabels[key]!]!)
            self = .gauge(gauge)
        case (.rings(var rings), .ringValues):
            editor.edit(rings: &rings)
            self = .rings(rings)
        case (.rings(var rings), .text) where rings.text != nil:
            editor.edit(text: &rings.text!)
            self = .rings(rings)
        case (.curvedText(var curved), .text):
            editor.edit(text: &curved.text)
            self = .curvedText(curved)
        case (.curvedText(var curved), .inner(let inner)) where curved.inner != nil:
            guard curved.inner!.edit(inner, with: &editor) else { return false }
            self = .curvedText(curved)
        case (.chart(var chart), .chartValues):
            editor.edit(chart: &chart)
            self = .chart(chart)
        case (.chart(var chart), .label("title")) where chart.title != nil:
            editor.edit(text: &chart.title!)
            self = .chart(chart)
        case (.image(var template), .image):
            editor.edit(image: &template.image)
            self = .image(template)
        case (.image(var template), .label("title")) where template.title != nil:
            editor.edit(text: &template.title!)
            self = .image(template)
        default:
            return false
        }
        return true
    }
}

extension FaceDocument {
    /// The document with `element` of the content at `source` (a complication's `content` or `timeline[k].content`,
    /// as `RedactionDecision.source` names it) handed to `editor`; nil when there is no such element there.
    func editing(_ element: ElementID, at source: JSONPath, with editor: inout some ElementEditor) -> FaceDocument? {
        let path = source.components
        guard path.count >= 3, path[0] == .key("complications"), case .index(let index) = path[1],
              let complications, complications.indices.contains(index)
        else { return nil }
        var copy = self
        var complication = complications[index]
        switch Array(path.dropFirst(2)) {
        case [.key("content")] where complication.content != nil:
            guard complication.content!.edit(element, with: &editor) else { return nil }
        case let rest where rest.count == 3 && rest[0] == .key("timeline") && rest[2] == .key("content"):
            guard case .index(let entry) = rest[1], complication.timeline?.indices.contains(entry) == true,
                  complication.timeline![entry].content.edit(element, with: &editor)
            else { return nil }
        default:
            return nil
        }
        copy.complications![index] = complication
        return copy
    }
}
