import DialGolden
import DialPNG
import Foundation
import Testing

/// A run's failures, as `GoldenReport` packages them: a store with one changed image, one changed text and one
/// missing image.
struct ReportFixture {
    let store: GoldenStore
    let report: GoldenReport

    init() throws {
        let folder = try TestImages.temporaryFolder()
        store = GoldenStore(root: folder.appendingPathComponent("Golden"))
        report = GoldenReport(folder: folder.appendingPathComponent("artifacts"))
        let base = TestImages.bands(width: 60, height: 40)
        _ = try store.check(try TestImages.png(base), named: "face/active", as: .png(), pathExtension: "png", record: .missing)
        _ = try store.check(Array("fill a\nfill b\n".utf8), named: "face/active", as: .lines, pathExtension: "txt", record: .missing)
        let failures = [
            try store.check(try TestImages.png(TestImages.painting(base, x: 20, y: 10, side: 12)), named: "face/active", as: .png(),
                            pathExtension: "png", record: .never),
            try store.check(Array("fill a\nfill c\n".utf8), named: "face/active", as: .lines, pathExtension: "txt", record: .never),
            try store.check(try TestImages.png(base), named: "face/always-on", as: .png(), pathExtension: "png", record: .never),
        ]
        for failure in failures { try report.add(try #require(failure)) }
        try report.write(accept: "dial golden record --mode failed face")
    }

    func file(_ name: String) -> URL { report.folder.appendingPathComponent(name) }
}

@Suite struct GoldenReportTests {
    @Test func everyFailureLeavesItsFiles() throws {
        let fixture = try ReportFixture()
        for name in ["face/active.expected.png", "face/active.actual.png", "face/active.diff.png", "face/active.composite.png",
                     "face/active.expected.txt", "face/active.actual.txt", "face/active.txt.diff",
                     "face/always-on.actual.png", "report.html", "report.json"] {
            #expect(FileManager.default.fileExists(atPath: fixture.file(name).path), "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.file("face/always-on.expected.png").path))
    }

    @Test func reportJSONListsEveryFailureAndTheAcceptCommand() throws {
        let fixture = try ReportFixture()
        let index = try JSONDecoder().decode(ReportIndex.self, from: Data(contentsOf: fixture.report.jsonURL))
        #expect(index.accept == "dial golden record --mode failed face")
        #expect(index.failures.map(\.name) == ["face/active.png", "face/active.txt", "face/always-on.png"])
        #expect(index.failures.map(\.kind) == [.changed, .changed, .missing])
        #expect(index.failures[0].mismatchedPixels == 144)
        #expect(index.failures[1].textDiff?.contains("+fill c") == true)
    }

    @Test func theCompositeShowsExpectedDiffAndActualUnderLabels() throws {
        let fixture = try ReportFixture()
        let composite = try PNGDecoder.decode(Array(try Data(contentsOf: fixture.file("face/active.composite.png"))))
        #expect(composite.width == 16 + 3 * (60 + 16))
        #expect(composite.height == 16 + 30 + 40 + 16)
        // The label band holds light letter pixels; the diff panel holds the diff colour.
        let labelRow = (16..<30).flatMap { y in (0..<composite.width).map { composite[$0, y] } }
        #expect(labelRow.contains { $0.r > 200 && $0.g > 200 && $0.b > 200 })
        #expect(composite[16 + 76 + 25, 16 + 30 + 15] == (255, 0, 0, 255))
    }

    @Test func clearingEmptiesOnlyAReportsFolder() throws {
        let fixture = try ReportFixture()
        try fixture.report.clear()
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.report.folder.path).isEmpty)
        #expect(fixture.report.failures.isEmpty)

        let foreign = try TestImages.temporaryFolder()
        try Data("keep".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        try GoldenReport(folder: foreign).clear()
        #expect(FileManager.default.fileExists(atPath: foreign.appendingPathComponent("notes.txt").path))
    }

    @Test func thePageEscapesWhatItShows() throws {
        let fixture = try ReportFixture()
        let html = try String(contentsOf: fixture.report.htmlURL, encoding: .utf8)
        #expect(html.contains("<img src=\"face/active.diff.png\""))
        #expect(html.contains("data-slider"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page must work offline")
        #expect(html.contains("<span class=\"added\">+fill c</span>"))
    }
}
