import DialModel
import DialViews
import Foundation
import Testing

/// Swift Charts' `Chart` in the DSL: the marks, `ForEach` over data, mark modifiers and chart modifiers give the JSON
/// a file writes (issue #27).
@Suite struct ChartTests {
    struct Reading { var minutes: Int; var glucose: Double }

    @Test func aGlucoseChartPastesFromSwiftCharts() throws {
        let readings = [Reading(minutes: -10, glucose: 150), Reading(minutes: -5, glucose: 190)]
        let tree = try ViewTree(Chart {
            ForEach(readings, id: \.minutes) { reading in
                PointMark(x: .value("Time", reading.minutes), y: .value("Glucose", reading.glucose))
                    .foregroundStyle(reading.glucose > 180 ? .yellow : .green)
                    .symbolSize(20)
            }
            RuleMark(y: .value("Low", 70))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
        }
        .chartYScale(domain: 40...300)
        .chartXAxis(.hidden)
        .chartYAxis { AxisMarks(values: .stride(by: 50)) { AxisGridLine() } })
        #expect(tree.json == ##"{"chart":[{"foregroundStyle":"#30D158","pointMark":{"x":-10,"y":150},"symbolSize":20},"##
            + ##"{"foregroundStyle":"#FFD60A","pointMark":{"x":-5,"y":190},"symbolSize":20},"##
            + ##"{"foregroundStyle":"#FF453A","lineStyle":{"dash":[2,2],"lineWidth":1},"ruleMark":{"y":70}}],"##
            + ##""chartXAxis":"hidden","chartYAxis":{"stride":50},"chartYScale":{"domain":[40,300]}}"##)
    }

    /// `.interpolationMethod(.catmullRom)` pastes as written and gives the file's `interpolationMethod`.
    @Test func aSmoothedLinePastesFromSwiftCharts() throws {
        let tree = try ViewTree(Chart([1, 4]) { value in
            LineMark(x: .value("Minute", value), y: .value("Glucose", value * 10))
                .interpolationMethod(.catmullRom)
            AreaMark(x: .value("Minute", value), y: .value("Steps", value))
                .interpolationMethod(.stepEnd)
        })
        #expect(tree.json == #"{"chart":[{"interpolationMethod":"catmullRom","lineMark":{"x":1,"y":10}},{"areaMark":{"x":1,"y":1},"interpolationMethod":"stepEnd"},"#
            + #"{"interpolationMethod":"catmullRom","lineMark":{"x":4,"y":40}},{"areaMark":{"x":4,"y":4},"interpolationMethod":"stepEnd"}]}"#)
    }

    @Test func chartOfDataWithBarsLinesAndAreas() throws {
        let tree = try ViewTree(Chart([3, 5]) { value in
            BarMark(x: .value("Hour", value), y: .value("Steps", value * 100))
            LineMark(x: .value("Hour", value), y: .value("Mean", 250), series: .value("Series", "mean"))
            AreaMark(x: .value("Hour", value), y: .value("Low", 1.5))
        })
        #expect(tree.json == #"{"chart":[{"barMark":{"x":3,"y":300}},{"lineMark":{"series":"mean","x":3,"y":250}},{"areaMark":{"x":3,"y":1.5}},"#
            + #"{"barMark":{"x":5,"y":500}},{"lineMark":{"series":"mean","x":5,"y":250}},{"areaMark":{"x":5,"y":1.5}}]}"#)
    }

    /// Dates are placed at their seconds since 1970, and a stride by the hour is 3600 of them.
    @Test func aDateAxisStridesByTheHour() throws {
        let tree = try ViewTree(Chart {
            LineMark(x: .value("Time", Date(timeIntervalSince1970: 1_800_000_000)), y: .value("Glucose", 142))
        }.chartXAxis { AxisMarks(values: .stride(by: .hour, count: 2)) })
        // Past the format's largest number, a date is written as the instant it is. `AxisMarks` with no content draws
        // Swift Charts' default marks: grid lines and value labels.
        #expect(tree.json == #"{"chart":[{"lineMark":{"x":"2027-01-15T08:00:00Z","y":142}}],"chartXAxis":{"stride":7200,"valueLabel":true}}"#)
    }

    /// `foregroundStyle(by:)`, `chartForegroundStyleScale`, `chartLegend` and axis marks with labels, listed values and
    /// a side paste from Swift Charts as the file writes them.
    @Test func seriesAndAxisLabelsPasteFromSwiftCharts() throws {
        let stages = [("Deep", 1.5), ("Core", 3.2)]
        let tree = try ViewTree(Chart(Array(stages.indices)) { index in
            BarMark(x: .value("Index", index), y: .value("Hours", stages[index].1))
                .foregroundStyle(by: .value("Stage", stages[index].0))
        }
        .chartForegroundStyleScale(["Deep": .indigo, "Core": .blue])
        .chartLegend(.hidden)
        .chartXAxis(.automatic)
        .chartYAxis { AxisMarks(position: .leading, values: [0, 2, 4]) { AxisValueLabel() } })
        #expect(tree.json == ##"{"chart":[{"barMark":{"x":0,"y":1.5},"foregroundStyle":{"by":"Deep"}},{"barMark":{"x":1,"y":3.2},"foregroundStyle":{"by":"Core"}}],"##
            + ##""chartForegroundStyleScale":{"Core":"#0A84FF","Deep":"#5E5CE6"},"chartLegend":"hidden","chartXAxis":"automatic","##
            + ##""chartYAxis":{"gridLine":false,"position":"leading","valueLabel":true,"values":[0,2,4]}}"##)
    }

    /// A chart the file format refuses is refused here, with the same path.
    @Test func aChartWithNoMarksIsRefused() {
        let shown = false
        let error = #expect(throws: FaceError.self) { try ViewTree(Chart { if shown { PointMark(x: .value("x", 0), y: .value("y", 0)) } }) }
        #expect(error?.path.description == "chart")
        #expect(error?.expected == "1 to 1000 marks")
    }
}
