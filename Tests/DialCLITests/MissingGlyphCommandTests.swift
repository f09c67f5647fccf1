import DialTestSupport
import Foundation
import Testing

/// `dial validate`, `dial lint` and `dial explain` on a face with characters no pinned font has, as a user runs them.
@Suite struct MissingGlyphCommandTests {
    func faceFile() throws -> URL {
        let url = try Repository.temporaryDirectory().appendingPathComponent("tibetan.json")
        try Data(SampleFaces.makasar().utf8).write(to: url)
        return url
    }

    @Test func validateWarnsWithoutFailing() throws {
        let result = try Repository.run(["validate", try faceFile().path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("tibetan.json: ok\n"))
        #expect(result.stderr.contains("warning:") && result.stderr.contains("complications[0].content.lines[0]"))
        #expect(result.stderr.contains("U+11EE1") && result.stderr.contains("tried Inter-SemiBold.otf"), "\(result.stderr)")
    }

    @Test func lintFailsNamingPathAndCodePoints() throws {
        let result = try Repository.run(["lint", try faceFile().path, "--json"])
        #expect(result.status == 1, "\(result.stderr)")
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let report = try #require(reports.first?["report"] as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "missingGlyph" }
        #expect(findings.compactMap { $0["path"] as? String } == ["complications[0].content.lines[0]", "complications[1].content.lines[1]"])
        #expect(findings.compactMap { $0["codePoints"] as? [String] } == [["U+11EE1"], ["U+11EE0"]])
        #expect((findings.first?["fontsTried"] as? [String])?.first == "Inter-SemiBold.otf")
    }

    /// Explain says what is not drawn; asked about a context that hides the private line, nothing of it.
    @Test func explainSaysWhatIsNotDrawnInTheContextAskedAbout() throws {
        let url = try faceFile()
        let shown = try Repository.run(["explain", url.path, "--mode", "active"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("not drawn: U+11EE1 in complications[0].content.lines[0]"), "\(shown.stdout)")
        #expect(shown.stdout.contains("not drawn: U+11EE0 in complications[1].content.lines[1]"), "\(shown.stdout)")
        let hidden = try Repository.run(["explain", url.path, "--mode", "always-on", "--hide-sensitive", "all"])
        #expect(hidden.status == 0, "\(hidden.stderr)")
        #expect(!hidden.stdout.contains("U+11EE0") && !hidden.stdout.contains("lines[1]: no pinned"), "\(hidden.stdout)")
        let json = try Repository.run(["explain", url.path, "--mode", "active", "--json"])
        #expect(json.stdout.contains("\"notDrawn\""))
    }

    /// Lint and explain name the fonts tried in one wording (stranger19 #10: lint said "every Noto script family Dial
    /// pins (137)", explain "then 143 more pinned fonts").
    @Test func lintAndExplainNameTheFontsTriedAlike() throws {
        let url = try faceFile()
        let lint = try Repository.run(["lint", url.path])
        let explain = try Repository.run(["explain", url.path, "--mode", "active"])
        func tried(_ text: String) -> String? {
            guard let start = text.range(of: "(tried ") else { return nil }
            let rest = text[start.upperBound...]
            return rest.firstIndex(of: "\n").map { String(rest[..<$0]) }
        }
        let linted = try #require(tried(lint.stdout), "\(lint.stdout)")
        let explained = try #require(tried(explain.stdout), "\(explain.stdout)")
        // Lint's sentence goes on after the parenthesis; explain's line ends with it.
        #expect(explained.hasSuffix(")") && linted.hasPrefix(explained.dropLast()), "\(linted)\n\(explained)")
        #expect(!explain.stdout.contains("more pinned fonts"), "\(explain.stdout)")
    }
}
