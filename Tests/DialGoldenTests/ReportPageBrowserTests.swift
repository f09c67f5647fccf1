import DialGolden
import DialPNG
import DialTestSupport
import Foundation
import Testing

/// The report page in a real browser: headless Chromium loads `report.html`, and the page's own check, the DOM it
/// leaves and a screenshot say that every image loaded and that the slider moves. Skipped where Chromium is not
/// installed (Debian package `chromium`; `scripts/setup-test.sh` installs it), except under CI, where that fails.
@Suite(.enabled(if: TestEnvironment.runs(needing: Chromium.executable != nil), "Chromium is not installed (Debian package chromium); scripts/setup-test.sh installs it"))
struct ReportPageBrowserTests {
    @Test func everyImageLoadsAndTheSliderMoves() throws {
        let fixture = try ReportFixture()
        let dom = try Chromium.run(["--dump-dom", fixture.report.htmlURL.absoluteString + "#selftest"])
        let body = try #require(dom.firstMatch(of: /<body[^>]*>/).map { String($0.output) }, "no <body> in \(dom.prefix(300))")
        // Changed image: 3 side by side + 2 in the slider; missing image: 1.
        #expect(body.contains("data-images-loaded=\"6\""), "\(body)")
        #expect(body.contains("data-images-broken=\"0\""), "\(body)")
        #expect(body.contains("data-sliders=\"1\""), "\(body)")
        #expect(body.contains("data-selftest=\"ok\""), "\(body)")
    }

    @Test func theScreenshotShowsTheDiff() throws {
        let fixture = try ReportFixture()
        let shot = fixture.report.folder.appendingPathComponent("screenshot.png")
        _ = try Chromium.run(["--hide-scrollbars", "--window-size=1200,900", "--screenshot=\(shot.path)", fixture.report.htmlURL.absoluteString])
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: shot)))
        var red = 0
        for index in stride(from: 0, to: image.pixels.count, by: 4)
        where image.pixels[index] > 230 && image.pixels[index + 1] < 30 && image.pixels[index + 2] < 30 {
            red += 1
        }
        // The 12×12 changed square is drawn red in the diff image; the page shows it unscaled.
        #expect(red >= 144, "\(red) red pixels in the screenshot")
    }
}

/// Headless Chromium, found on PATH.
enum Chromium {
    static let executable: URL? = TestEnvironment.chromium

    /// Runs Chromium headless with `arguments`, at most `TestEnvironment.patience`; returns what it printed.
    static func run(_ arguments: [String]) throws -> String {
        guard let executable else { throw MissingProgram(name: "chromium") }
        // No sandbox: CI runs as root, where Chromium refuses to start with one.
        let run = try ProcessRunner.run(executable, ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                                      "--allow-file-access-from-files"] + arguments, timeout: TestEnvironment.patience)
        return run.stdout
    }
}

/// A program a test needs is not installed (under CI, where the test runs anyway and so fails).
struct MissingProgram: Error, CustomStringConvertible {
    var name: String
    var description: String { "\(name) is not installed" }
}
