@testable import DialCore
import Foundation
import Testing

/// How the dial gives way (issue #23): each area's marks with their mirror images about its axis, and no lone tick.
@Suite struct LeftOutMarksTests {
    /// Screen angles of the axis through a mark: 12 o'clock is -π/2, 6 o'clock π/2.
    static func axis(atHour hour: Double) -> Double { hour / 12 * 2 * .pi - .pi / 2 }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let count: Int
        let hits: [Int: [Int]]
        let axes: [Double?]
        let dropsLoneMarks: Bool
        let expected: Set<Int>
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a bezel centred on 12 that reaches I and II removes XI and X too", count: 12, hits: [1: [0], 2: [0], 0: [0]],
             axes: [axis(atHour: 0)], dropsLoneMarks: false, expected: [10, 11, 0, 1, 2]),
        Case(name: "a subdial at 6 that reaches the wide VII removes V too", count: 12, hits: [6: [0], 7: [0]],
             axes: [axis(atHour: 6)], dropsLoneMarks: false, expected: [5, 6, 7]),
        Case(name: "an area at 3 mirrors 2 to 4", count: 12, hits: [2: [0], 3: [0]], axes: [axis(atHour: 3)], dropsLoneMarks: false,
             expected: [2, 3, 4]),
        Case(name: "an area between two marks mirrors onto the next one", count: 60, hits: [7: [0]], axes: [axis(atHour: 1.5)],
             dropsLoneMarks: false, expected: [7, 8]),
        Case(name: "an area centred on the dial has no axis: only what it reaches", count: 12, hits: [1: [0]], axes: [nil],
             dropsLoneMarks: false, expected: [1]),
        Case(name: "each area mirrors its own marks about its own axis", count: 12, hits: [1: [0], 7: [1]],
             axes: [axis(atHour: 0), axis(atHour: 6)], dropsLoneMarks: false, expected: [1, 11, 5, 7]),
        Case(name: "a tick alone between two left out goes", count: 60, hits: [28: [0], 30: [0]], axes: [nil], dropsLoneMarks: true,
             expected: [28, 29, 30]),
        Case(name: "a numeral alone between two left out stays", count: 12, hits: [3: [0], 5: [0]], axes: [nil], dropsLoneMarks: false,
             expected: [3, 5]),
        Case(name: "the turn wraps: a lone tick at 0", count: 60, hits: [59: [0], 1: [0]], axes: [nil], dropsLoneMarks: true,
             expected: [59, 0, 1]),
        Case(name: "nothing reached, nothing left out", count: 60, hits: [:], axes: [axis(atHour: 6)], dropsLoneMarks: true, expected: []),
    ]

    @Test func marksLeftOutForAnotherReasonCountTowardsLoneOnes() {
        let marks = LeftOutMarks(count: 12, hits: [4: [0]], axes: [nil], dropsLoneMarks: true, also: [2])
        #expect(marks.indices == [2, 3, 4])
    }

    @Test(arguments: cases)
    func leavesOut(_ test: Case) {
        let marks = LeftOutMarks(count: test.count, hits: test.hits, axes: test.axes, dropsLoneMarks: test.dropsLoneMarks)
        #expect(marks.indices == test.expected)
        for mark in 0..<test.count { #expect(marks.contains(mark) == test.expected.contains(mark)) }
    }

    /// Whatever an area with an axis through a mark reaches (every mark or pair of marks, about every axis), what is
    /// left out is symmetric about that axis.
    @Test(arguments: [12, 60])
    func whatAnAreaLeavesOutIsSymmetricAboutItsAxis(count: Int) {
        for through in 0..<count {
            let axis = Double(through) / Double(count) * 2 * .pi - .pi / 2
            for first in 0..<count {
                for second in stride(from: first + 1, to: count, by: count == 12 ? 1 : 7) {
                    let marks = LeftOutMarks(count: count, hits: [first: [0], second: [0]], axes: [axis], dropsLoneMarks: false)
                    let asymmetric = marks.indices.filter { !marks.contains(2 * through - $0) }
                    #expect(asymmetric.isEmpty, "axis through \(through), reached \(first) and \(second): \(marks.indices.sorted())")
                }
            }
        }
    }
}
