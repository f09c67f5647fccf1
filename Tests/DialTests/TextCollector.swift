import DialModel

/// Reads the texts of an element instead of changing them: the secrets a test then looks for in the outputs.
struct TextCollector: ElementEditor {
    var texts: [String] = []

    mutating func edit(text: inout TextDocument) { texts += [text.text, text.alwaysOn?.text].compactMap { $0 } }
    mutating func edit(gauge: inout GaugeDocument) {}
    mutating func edit(rings: inout RingsDocument) {}
    mutating func edit(chart: inout ChartDocument) {}
    mutating func edit(image: inout ImageDocument) {}
}
