@testable import DialModel
import Foundation
import Testing

/// `chart` views as a file writes them (issue #27): Swift Charts' marks and chart modifiers by their names, read back
/// as written, and every bad value refused at its own JSON path with what was expected.
struct ChartViewDocumentTests: ViewReading {
    @Test func aGlucoseChartReadsAsItsSwiftCharts() throws {
        let chart = try Self.view(##"""
            {"chart": [{"pointMark": {"x": -5, "y": 142}, "foregroundStyle": "green", "symbolSize": 20},
                       {"ruleMark": {"y": 70}, "foregroundStyle": "red", "lineStyle": {"lineWidth": 1, "dash": [2, 2]}},
                       {"lineMark": {"x": 0, "y": 150, "series": "mean"}},
                       {"barMark": {"x": 1, "y": 9, "yStart": 3}},
                       {"areaMark": {"x": 2, "y": 4}}],
             "chartYScale": {"domain": [40, 300]}, "chartXScale": {"domain": [-300, 0]},
             "chartXAxis": "hidden", "chartYAxis": {"stride": 50}}
            """##)
        #expect(chart.kind == .chart(ChartViewDocument(marks: [
            ChartMarkDocument(.point(x: -5, y: 142), foregroundStyle: .color(.green), symbolSize: 20),
            ChartMarkDocument(.rule(.y(70)), foregroundStyle: .color(.red), lineStyle: ChartLineStyleDocument(lineWidth: 1, dash: [2, 2])),
            ChartMarkDocument(.line(x: 0, y: 150, series: "mean")),
            ChartMarkDocument(.bar(x: 1, y: 9, yStart: 3)),
            ChartMarkDocument(.area(x: 2, y: 4, series: nil)),
        ], xDomain: ChartDomainDocument(lower: -300, upper: 0), yDomain: ChartDomainDocument(lower: 40, upper: 300),
           xAxis: .hidden, yAxis: .stride(50))))
        let written = try JSONEncoder().encode(chart)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == chart)
    }

    /// Swift Charts' x values are often dates: an instant reads as its seconds since 1970, in a mark, a rule and a
    /// domain, and a stride may be a length of time.
    @Test func datesAndLengthsOfTimeReadAsSeconds() throws {
        let chart = try Self.view(##"""
            {"chart": [{"pointMark": {"x": "2026-11-23T05:12:00+01:00", "y": 108}}, {"ruleMark": {"x": "2026-11-23T04:12:00Z"}}],
             "chartXScale": {"domain": ["2026-11-23T05:09:30+01:00", "2026-11-23T10:14:30+01:00"]}, "chartXAxis": {"stride": "1h"}}
            """##)
        let start = try #require(Timestamp(iso8601: "2026-11-23T05:12:00+01:00")).secondsSinceEpoch
        guard case .chart(let document) = chart.kind else { Issue.record("not a chart"); return }
        #expect(document.marks.map(\.kind) == [.point(x: Double(start), y: 108), .rule(.x(Double(start)))])
        #expect(document.xDomain == ChartDomainDocument(lower: Double(start - 150), upper: Double(start - 150 + 5 * 3_600 + 300)))
        #expect(document.xAxis == .stride(3_600))
        #expect(Self.error(##"{"chart": [{"pointMark": {"x": "yesterday", "y": 1}}]}"##)?.path.description == "chart[0].pointMark.x")
    }

    /// `.interpolationMethod(.catmullRom)` on a line or an area mark reads by Swift Charts' names and is written back.
    @Test(arguments: ChartInterpolationDocument.allCases)
    func aLineOrAreaTakesAnInterpolationMethod(method: ChartInterpolationDocument) throws {
        let chart = try Self.view(##"{"chart": [{"lineMark": {"x": 0, "y": 1}, "interpolationMethod": "\##(method.rawValue)"}, {"areaMark": {"x": 1, "y": 2}, "interpolationMethod": "\##(method.rawValue)"}]}"##)
        guard case .chart(let document) = chart.kind else { Issue.record("not a chart"); return }
        #expect(document.marks.map(\.interpolationMethod) == [method, method])
        let written = try JSONEncoder().encode(chart)
        #expect(String(decoding: written, as: UTF8.self).contains(##""interpolationMethod":"\##(method.rawValue)""##))
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == chart)
    }

    /// More marks than the chart template's 48 values: a five-hour trace at one reading a minute.
    @Test func aChartTakesHundredsOfMarks() throws {
        let marks = (0..<300).map { #"{"lineMark": {"x": \#($0), "y": \#($0 % 17)}}"# }.joined(separator: ",")
        guard case .chart(let chart) = try Self.view(#"{"chart": [\#(marks)]}"#).kind else { Issue.record("not a chart"); return }
        #expect(chart.marks.count == 300)
    }

    @Test(arguments: [
        (##"{"chart": []}"##, "chart", "1 to 1000 marks"),
        (##"{"chart": [{"lineMark": {"x": 0}}]}"##, "chart[0].lineMark.y", nil),
        (##"{"chart": [{"pointMark": {"x": 0, "y": 1}, "symbolSize": 0}]}"##, "chart[0].symbolSize", "an area from 0 to 1000 square points, above 0"),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}, "symbolSize": 4}]}"##, "chart[0].symbolSize", "no symbolSize but on a pointMark"),
        (##"{"chart": [{"ruleMark": {"y": 70}, "lineStyle": {"dash": [0, 0]}}]}"##, "chart[0].lineStyle.dash", "1 to 8 lengths from 0 to 100 points, not all 0"),
        (##"{"chart": [{"ruleMark": {"y": 70}, "lineStyle": {"lineWidth": 30}}]}"##, "chart[0].lineStyle.lineWidth", "a width above 0, at most 20 points"),
        (##"{"chart": [{"ruleMark": {"x": 1, "y": 70}}]}"##, "chart[0].ruleMark", "exactly one of \"x\" or \"y\""),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}, "pointMark": {"x": 0, "y": 1}}]}"##, "chart[0]", nil),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}}], "chartYScale": {"domain": [300, 40]}}"##, "chartYScale.domain", "[lower, upper], two finite numbers, lower below upper"),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}}], "chartXAxis": "none"}"##, "chartXAxis",
         "\"automatic\", \"hidden\" or axis marks {\"stride\": a number above 0 or a length of time such as \"1h\", or \"values\": numbers; \"gridLine\", \"valueLabel\": true or false; \"position\"}"),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}}], "chartYAxis": {"stride": 5, "values": [1]}}"##, "chartYAxis.values", "\"stride\" or \"values\", not both"),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}}], "chartYAxis": {"values": []}}"##, "chartYAxis.values", "1 to 16 numbers or instants"),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}}], "chartYAxis": {"position": "middle"}}"##, "chartYAxis.position", nil),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}}], "chartLegend": "visible"}"##, "chartLegend", nil),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": {"by": ""}}]}"##, "chart[0].foregroundStyle.by", "a category's name of 1 to 64 characters"),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}}], "chartYAxis": {"stride": 0}}"##, "chartYAxis.stride", "a stride above 0"),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}, "symbolsize": 3}]}"##, "chart[0].symbolsize", nil),
        (##"{"chart": [{"lineMark": {"x": 0, "y": 1}, "interpolationMethod": "cardinal"}]}"##, "chart[0].interpolationMethod",
         "\"linear\", \"catmullRom\", \"monotone\", \"stepStart\", \"stepCenter\", \"stepEnd\""),
        (##"{"chart": [{"pointMark": {"x": 0, "y": 1}, "interpolationMethod": "catmullRom"}]}"##, "chart[0].interpolationMethod",
         "no interpolationMethod but on a lineMark or an areaMark"),
    ] as [(String, String, String?)])
    func badChartsNameTheirPath(json: String, path: String, expected: String?) throws {
        let error = try #require(Self.error(json))
        #expect(error.path.description == path, "\(error)")
        if let expected { #expect(error.expected == expected, "\(error)") }
    }

    /// `foregroundStyle(by:)`, a style scale, a legend and axis marks with labels read as their Swift Charts, and write back
    /// the same.
    @Test func seriesAndAxisMarksReadAsTheirSwiftCharts() throws {
        let chart = try Self.view(##"""
            {"chart": [{"barMark": {"x": 0, "y": 1.5}, "foregroundStyle": {"by": "Deep"}}, {"barMark": {"x": 1, "y": 3}, "foregroundStyle": "red"}],
             "chartForegroundStyleScale": {"Deep": "indigo"}, "chartLegend": "hidden",
             "chartXAxis": "automatic", "chartYAxis": {"values": [0, 2, 4], "valueLabel": true, "gridLine": false, "position": "leading"}}
            """##)
        #expect(chart.kind == .chart(ChartViewDocument(marks: [
            ChartMarkDocument(.bar(x: 0, y: 1.5, yStart: nil), category: "Deep"),
            ChartMarkDocument(.bar(x: 1, y: 3, yStart: nil), foregroundStyle: .color(ViewColorDocument.named["red"]!)),
        ], xAxis: .automatic, yAxis: .marks(ChartAxisMarksDocument(values: .list([0, 2, 4]), gridLine: false, valueLabel: true, position: .leading)),
           foregroundStyleScale: ["Deep": .color(ViewColorDocument.named["indigo"]!)], legend: .hidden)))
        let written = try JSONEncoder().encode(chart)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == chart)
        // `{"stride": S}` stays grid lines alone; with `valueLabel`, labels too.
        let labelled = try Self.view(##"{"chart": [{"lineMark": {"x": 0, "y": 1}}], "chartYAxis": {"stride": 5, "valueLabel": true}}"##)
        guard case .chart(let document) = labelled.kind else { Issue.record("not a chart"); return }
        #expect(document.yAxis == .marks(ChartAxisMarksDocument(values: .stride(5), gridLine: true, valueLabel: true)))
    }

    /// The chart's options are keys of a chart only.
    @Test func chartOptionsOnAnotherViewAreUnknownKeys() {
        #expect(Self.error(##"{"text": "A", "chartXAxis": "hidden"}"##)?.kind == .unknownKey)
    }
}
