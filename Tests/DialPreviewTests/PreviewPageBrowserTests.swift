import DialTestSupport
import Foundation
import Testing

/// `dial preview` in a real browser: the page shows its pictures and controls, follows the face file as it is edited,
/// broken and mended, without a reload. Skipped (and reported so) where Chromium is not installed, except under
/// CI, where a missing browser fails; scripts/setup-test.sh installs it.
@Suite(.serialized, .enabled(if: TestEnvironment.runs(needing: HeadlessChromium.executable != nil), "Chromium is not installed (Debian package chromium); scripts/setup-test.sh installs it"))
struct PreviewPageBrowserTests {
    /// The four views of every picture row, each loaded, and the digests of their bytes in order.
    static let pictures = "JSON.stringify([...document.querySelectorAll('img.view')].map(i => (i.complete && i.naturalWidth > 0) ? i.dataset.view + ':' + i.dataset.digest : 'missing'))"

    @Test func thePageFollowsTheFileThroughEditsBreakageAndRepair() throws {
        let folder = try temporaryFolder(copying: ["Faces/default.json"])
        let file = folder.appendingPathComponent("default.json")
        let original = try String(contentsOf: file, encoding: .utf8)
        let server = try PreviewProcess([file.path])
        defer { server.stop() }
        let browser = try HeadlessChromium()
        try browser.open(server.url)

        // Pictures: four views of the face's own device, each loaded; controls: labelled and focusable.
        #expect(try browser.waitFor("document.querySelectorAll('img.view').length === 4 && document.body.dataset.rounds > 0"))
        let first = try #require(try browser.evaluate(Self.pictures) as? String)
        #expect(!first.contains("missing"), "\(first)")
        for view in ["active", "always-on", "locked", "hidden"] { #expect(first.contains("\"\(view):"), "\(first)") }
        let controls = try #require(try browser.evaluate("""
            JSON.stringify({
              slider: !!document.querySelector('input[type=range]#time'),
              lock: document.querySelectorAll('input[name=lock]').length,
              hide: !!document.querySelector('#hide-sensitive'),
              choices: document.querySelectorAll('#choices select').length,
              modes: document.querySelectorAll('input[name=mode]').length,
              devices: document.querySelectorAll('#devices input[type=checkbox]').length,
              unlabelled: [...document.querySelectorAll('input, select')].filter(c => !(c.labels && c.labels.length)).length,
              unfocusable: [...document.querySelectorAll('input, select')].filter(c => c.tabIndex < 0).length,
              lint: document.querySelector('#lint') !== null
            })
            """) as? String)
        #expect(controls.contains("\"slider\":true") && controls.contains("\"hide\":true") && controls.contains("\"lint\":true"), "\(controls)")
        #expect(controls.contains("\"lock\":3") && controls.contains("\"modes\":2") && controls.contains("\"devices\":8"), "\(controls)")
        #expect(controls.contains("\"unlabelled\":0") && controls.contains("\"unfocusable\":0"), "\(controls)")
        #expect(!controls.contains("\"choices\":0"), "\(controls)")
        #expect(try browser.waitFor("document.querySelector('#lint').dataset.generation === '1'"), "lint findings never appeared")

        // A mark that a reload would wipe: the page must change without one.
        _ = try browser.evaluate("window.dialTestMark = 'still here'")

        // An edit that changes what the active view draws.
        let saved = Date()
        try original.replacingOccurrences(of: "\"text\": \"SUN 22\"", with: "\"text\": \"MON 23\"").write(to: file, atomically: true, encoding: .utf8)
        #expect(try browser.waitFor("document.body.dataset.shown === '2'"), "the page never showed the edit")
        let edited = try #require(try browser.evaluate(Self.pictures) as? String)
        let seenAt = try #require(try browser.evaluate("Number(document.body.dataset.updatedAt)") as? Double)
        print("preview browser test: save to new pictures in the page took \(Int(seenAt - saved.timeIntervalSince1970 * 1000)) ms (not asserted)")
        #expect(!edited.contains("missing"), "\(edited)")
        #expect(Self.digest(of: "active", in: edited) != Self.digest(of: "active", in: first), "the active view did not change: \(edited)")
        #expect(try browser.evaluate("window.dialTestMark") as? String == "still here", "the page was reloaded")

        // Broken: the error as dial prints it, with line and column, over the last good pictures.
        let broken = original.replacingOccurrences(of: "\"name\": \"Morning\",", with: "\"name\": Morning,")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        #expect(try browser.waitFor("document.body.dataset.error === 'yes'"), "the page never showed the error")
        let shown = try #require(try browser.evaluate("document.getElementById('error').textContent") as? String)
        let printed = try Self.validate(file)
        #expect(shown == printed, "page: \(shown)\ndial: \(printed)")
        #expect(shown.contains("line 3, column 11"), "\(shown)")
        let during = try #require(try browser.evaluate(Self.pictures) as? String)
        #expect(during == edited, "the last good pictures were not kept: \(during)")

        // Mended: the error goes, new pictures come.
        try original.write(to: file, atomically: true, encoding: .utf8)
        #expect(try browser.waitFor("document.body.dataset.error === 'no' && document.body.dataset.shown === '3'"), "the page never recovered")
        let mended = try #require(try browser.evaluate(Self.pictures) as? String)
        #expect(Self.digest(of: "active", in: mended) == Self.digest(of: "active", in: first), "\(mended)")
        #expect(try browser.evaluate("window.dialTestMark") as? String == "still here", "the page was reloaded")
        #expect(server.stop() == 0)
    }

    @Test func theTimeSliderAndTogglesRedrawTheViews() throws {
        let folder = try temporaryFolder(copying: ["Faces/default.json"])
        let server = try PreviewProcess([folder.appendingPathComponent("default.json").path])
        defer { server.stop() }
        let browser = try HeadlessChromium()
        try browser.open(server.url)
        #expect(try browser.waitFor("document.body.dataset.rounds > 0 && document.querySelectorAll('img.view').length === 4"))
        let before = try #require(try browser.evaluate(Self.pictures) as? String)
        // Two hours later by the slider, as the keyboard or a drag would set it.
        _ = try browser.evaluate("""
            (() => { const s = document.getElementById('time'); s.value = String(Number(s.value) + 7200);
                     s.dispatchEvent(new Event('input')); return true; })()
            """)
        #expect(try browser.waitFor("JSON.stringify([...document.querySelectorAll('img.view')].map(i => i.dataset.view + ':' + i.dataset.digest)) !== \(HeadlessChromium.quoted(before))"))
        let later = try #require(try browser.evaluate(Self.pictures) as? String)
        #expect(Self.digest(of: "active", in: later) != Self.digest(of: "active", in: before))
        // A second device adds a row of four.
        try browser.click("device-41mm")
        #expect(try browser.waitFor("document.querySelectorAll('img.view').length === 8 && [...document.querySelectorAll('img.view')].every(i => i.complete && i.naturalWidth > 0)"))
        let widths = try #require(try browser.evaluate("JSON.stringify([...new Set([...document.querySelectorAll('img.view')].map(i => i.naturalWidth))])") as? String)
        #expect(widths.split(separator: ",").count == 2, "two devices, two widths: \(widths)")
    }

    @Test func aFolderShowsAGridWhoseCardsOpenTheFacePage() throws {
        let folder = try temporaryFolder(copying: ["Faces/default.json", "Faces/modular.json"])
        try "{ \"schemaVersion\": 1, \"style\": oops }".write(to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let server = try PreviewProcess([folder.path])
        defer { server.stop() }
        let browser = try HeadlessChromium()
        try browser.open(server.url)
        #expect(try browser.waitFor("document.querySelectorAll('.grid a').length === 3 && [...document.querySelectorAll('.grid a')].filter(a => a.querySelector('img').naturalWidth > 0).length === 2"))
        let broken = try #require(try browser.evaluate("document.getElementById('card-0').querySelector('.broken').textContent") as? String)
        #expect(broken.contains("broken.json: line 1: expected a JSON value"), "\(broken)")
        try browser.click("card-2")
        #expect(try browser.waitFor("location.pathname === '/face/2' && document.querySelectorAll('img.view').length === 4 && document.body.dataset.rounds > 0"))
        #expect(try browser.evaluate("document.getElementById('title').textContent") as? String == "Workday (\(folder.appendingPathComponent("modular.json").path))")
    }

    static func digest(of view: String, in pictures: String) -> String? {
        pictures.firstMatch(of: try! Regex("\"\(view):([0-9a-f]+)\"")).map { String($0.output[1].substring ?? "") }
    }


    /// What `dial validate FILE` prints on standard error, without its final newline.
    static func validate(_ file: URL) throws -> String {
        let run = try ProcessRunner.run(PreviewProcess.dial, ["validate", file.path])
        return run.stderr.trimmingCharacters(in: .newlines)
    }
}
