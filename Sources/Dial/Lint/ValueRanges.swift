import DialCore
import DialModel

/// Values the renderer draws clamped: a gauge's value outside `min...max`, a ring's below 0, a chart's outside the
/// scale it fixed. `dial lint` reads the whole file (every timeline entry and placeholder), as the author's tool: it
/// names the values, which no other command does.
enum ValueRanges {
    struct Finding {
        var complication: String
        var message: String
    }

    static func outOfRange(_ document: FaceDocument) -> [Finding] {
        var findings: [Finding] = []
        for (index, complication) in (document.complications ?? []).enumerated() {
            let path = JSONPath.root.appending(key: "complications").appending(index: index)
            var contents: [(ContentDocument, JSONPath)] = []
            if let content = complication.content { contents.append((content, path.appending(key: "content"))) }
            for (entry, item) in (complication.timeline ?? []).enumerated() {
                contents.append((item.content, path.appending(key: "timeline").appending(index: entry).appending(key: "content")))
            }
            if let placeholder = complication.placeholder { contents.append((placeholder, path.appending(key: "placeholder"))) }
            for (content, at) in contents {
                findings += check(content, at: at).map { Finding(complication: complication.id, message: "\(complication.id): \($0)") }
            }
        }
        return findings
    }

    private static func check(_ content: ContentDocument, at path: JSONPath) -> [String] {
        let drawn = "; it is drawn at the nearer end"
        switch content {
        case .gauge(let gauge):
            let (lower, upper) = (gauge.min ?? 0, gauge.max ?? 1)
            guard !(lower...upper).contains(gauge.value) else { return [] }
            return ["\(path.appending(key: "value")) is \(number(gauge.value)), outside min…max (\(number(lower))…\(number(upper)))\(drawn)"]
        case .rings(let rings):
            return rings.rings.enumerated().compactMap { ring, document in
                document.value >= 0 ? nil
                    : "\(path.appending(key: "rings").appending(index: ring).appending(key: "value")) is \(number(document.value)), below 0; it is drawn as 0"
            }
        case .chart(let chart):
            guard chart.min != nil || chart.max != nil else { return [] }
            let (lower, upper) = (chart.min ?? -.infinity, chart.max ?? .infinity)
            return chart.values.enumerated().compactMap { index, value in
                let at = path.appending(key: "values").appending(index: index)
                if value < lower { return "\(at) is \(number(value)), below the chart's min (\(number(lower)))\(drawn)" }
                if value > upper { return "\(at) is \(number(value)), above the chart's max (\(number(upper)))\(drawn)" }
                return nil
            }
        case .curvedText(let curved):
            return curved.inner.map { check($0, at: path.appending(key: "inner")) } ?? []
        case .stack, .image, .view:
            return []
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
