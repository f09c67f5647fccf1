import DialModel

/// Live time texts that measure the distance from the moment drawn to that same moment: a `relative`, `offset` or
/// `timer` text whose `date` is `"now"` draws zero at every moment (`0 sec`, `+0 seconds`, `0:00`), whatever `--time`,
/// timeline or filmstrip draws it. It is accepted, as SwiftUI's `Text(Date(), style: .timer)` is (it counts up from
/// when the view was made, a moment Dial has no such thing as), and `dial lint` says it (`liveTextToNow`). A date
/// already past at the face's time is not reported: these styles count up from a date gone (docs/face-format.md,
/// "Live time texts"), time since a dose or a start, which is what such a text is written for.
///
/// Read from the whole file, every timeline entry and placeholder, as the author's tool reads it (as `ValueRanges`).
enum LiveTextsToNow {
    struct Finding {
        var complication: String
        var message: String
    }

    static func find(_ document: FaceDocument) -> [Finding] {
        var findings: [Finding] = []
        for (index, complication) in (document.complications ?? []).enumerated() {
            let path = JSONPath.root.appending(key: "complications").appending(index: index)
            var contents: [(ContentDocument, JSONPath)] = []
            if let content = complication.content { contents.append((content, path.appending(key: "content"))) }
            // An entry read by the grammar alone has lines of written text only (`PlainEntry`): no live text to find,
            // and its content is not built for this.
            for (entry, item) in (complication.timeline ?? []).enumerated() where item.plain == nil {
                contents.append((item.content, path.appending(key: "timeline").appending(index: entry).appending(key: "content")))
            }
            if let placeholder = complication.placeholder { contents.append((placeholder, path.appending(key: "placeholder"))) }
            for (content, at) in contents {
                findings += liveTexts(in: content, at: at).compactMap { path, date, style in
                    message(path, date: date, style: style).map { Finding(complication: complication.id, message: "\(complication.id): \($0)") }
                }
            }
        }
        return findings
    }

    /// What the text at `path` is told, if it measures nothing.
    static func message(_ path: JSONPath, date: TextDate, style: DateTextStyle) -> String? {
        guard date == .now else { return nil }
        // As English writes them: the face's locale writes its own words for the same zero.
        let zero: String
        switch style {
        case .time, .date: return nil
        case .relative: zero = "\"0 sec\" (\"0 min\" in Always On)"
        case .offset: zero = "\"+0 seconds\" (\"+0 minutes\" in Always On)"
        case .timer: zero = "\"0:00\" (\"0:--\" in Always On)"
        }
        return "\(path) is a live \(style.rawValue) text to \"now\", the moment drawn, which measures from that moment to itself: "
            + "it draws zero at every moment, \(zero) in English. Give it the moment it counts to or from (an ISO 8601 date, "
            + "as \"2026-11-22T10:30:00+01:00\"), or draw the time of day with the style \"time\"."
    }

    /// Every live text of `content`, with its path, date and style: a template's lines and labels, a curved text's
    /// inner content, and a view's texts, through every view it holds.
    static func liveTexts(in content: ContentDocument, at path: JSONPath) -> [(JSONPath, TextDate, DateTextStyle)] {
        func text(_ text: TextDocument?, _ key: String) -> [(JSONPath, TextDate, DateTextStyle)] {
            guard let date = text?.date, let style = text?.style else { return [] }
            return [(path.appending(key: key), date, style)]
        }
        switch content {
        case .stack(let stack):
            return stack.lines.enumerated().flatMap { index, line in
                line.date.flatMap { date in line.style.map { [(path.appending(key: "lines").appending(index: index), date, $0)] } } ?? []
            }
        case .gauge(let gauge):
            return text(gauge.text, "text") + text(gauge.leading, "leading") + text(gauge.trailing, "trailing") + text(gauge.title, "title")
        case .rings(let rings): return text(rings.text, "text")
        case .chart(let chart): return text(chart.title, "title")
        case .image(let image): return text(image.title, "title")
        case .curvedText(let curved):
            return text(curved.text, "text") + (curved.inner.map { liveTexts(in: $0, at: path.appending(key: "inner")) } ?? [])
        case .view(let view):
            return liveTexts(in: view.view, at: path.appending(key: "view"))
        }
    }

    private static func liveTexts(in view: ViewDocument, at path: JSONPath) -> [(JSONPath, TextDate, DateTextStyle)] {
        var found: [(JSONPath, TextDate, DateTextStyle)] = []
        if case .liveText(let live) = view.kind { found.append((path.appending(key: "text"), live.date, live.style)) }
        for (subview, step) in view.subviews {
            found += liveTexts(in: subview, at: JSONPath(path.components + step.components))
        }
        return found
    }
}
