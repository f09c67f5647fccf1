import DialTestSupport
import Foundation
import Testing

/// docs/privacy.md, "Non-interference", for every artefact and not only the pictures (issue #16): in a context
/// that redacts an element, its value changes nothing `dial export` or `dial golden` writes or prints. Each test
/// runs the real `dial` twice, on the same face with two different hidden values, in two folders laid out alike,
/// and asks for every file, standard output, standard error and exit status to be the same bytes.
@Suite struct ArtefactNonInterferenceTests {
    /// Hidden values of the default face (calendar, activity gauge, heart rate: all `privacySensitive`), one short
    /// set and one very different in length and script; the second heart rate is a single digit.
    static let secrets: [(calendar: String, move: Int, heartRate: String)] = [
        ("DENTIST", 412, "68"),
        ("Wurzelbehandlung bei Dr. Müller, 16:45, Raum 12 — Versicherungskarte mitnehmen 歯医者", 3, "7"),
    ]

    /// The default face with `secret` in its sensitive elements and, when asked, only an Always On variant.
    static func face(_ secret: (calendar: String, move: Int, heartRate: String), alwaysOnVariantOnly: Bool = false) throws -> String {
        var text = try String(contentsOf: Repository.faces.appendingPathComponent("default.json"), encoding: .utf8)
        let replacements = [
            (#"{ "text": "DENTIST", "color""#, #"{ "text": "\#(secret.calendar)", "color""#),
            (#""value": 412,"#, #""value": \#(secret.move),"#),
            (#""text": { "text": "412" }"#, #""text": { "text": "\#(secret.move)" }"#),
            (#"{ "text": "68", "privacySensitive": true }"#, #"{ "text": "\#(secret.heartRate)", "privacySensitive": true }"#),
        ]
        for (old, new) in replacements {
            #expect(text.contains(old), "Faces/default.json no longer holds \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        if alwaysOnVariantOnly {
            let end = try #require(text.range(of: "}", options: .backwards))
            text.replaceSubrange(end, with: #", "variants": [{ "name": "always-on", "display": "always-on" }] }"#)
        }
        return text
    }

    /// What a run printed, compared as it is: no output records wall-clock time (docs/privacy.md, "Timing").
    struct Run: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String

        init(_ result: (status: Int32, stdout: String, stderr: String)) {
            status = result.status
            stdout = result.stdout
            stderr = result.stderr
        }
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Every file under `folder` (hidden ones too), by path relative to it.
    static func files(in folder: URL) throws -> [String: Data] {
        try Repository.files(in: folder)
    }

    @Test func exportArtefactsDoNotDependOnHiddenValues() throws {
        let export = ["export", "in", "--mode", "always-on", "--hide-sensitive", "all", "--format", "png,svg,txt", "--jobs", "1", "--json"]
        var results: [(runs: [Run], files: [String: Data])] = []
        for secret in Self.secrets {
            let root = try Repository.temporaryDirectory()
            try Self.write(try Self.face(secret), to: root.appendingPathComponent("in/face.json"))
            var runs = [Run(try Repository.run(export + ["--out", "out"], in: root))]
            for shard in ["1/2", "2/2"] {
                runs.append(Run(try Repository.run(export + ["--out", "sharded", "--shard", shard], in: root)))
            }
            runs.append(Run(try Repository.run(["export", "--merge", "--out", "sharded", "--json"], in: root)))
            // Resumed with the other secret: what is kept and what rendered again must not tell the two apart.
            let other = Self.secrets.first { $0.calendar != secret.calendar }!
            try Self.write(try Self.face(other), to: root.appendingPathComponent("in/face.json"))
            runs.append(Run(try Repository.run(export + ["--out", "out", "--resume"], in: root)))
            #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.stderr))")
            results.append((runs, try Self.files(in: root).filter { !$0.key.hasPrefix("in/") }))
        }
        let (first, second) = (results[0], results[1])
        #expect(first.runs == second.runs)
        #expect(first.runs.last?.stdout.components(separatedBy: #""event":"reused""#).count == 3 + 1, "\(first.runs.last!.stdout)")
        #expect(Set(first.files.keys) == Set(second.files.keys))
        for (name, bytes) in first.files.sorted(by: { $0.key < $1.key }) {
            #expect(bytes == second.files[name], "\(name) depends on a hidden value")
        }
        for name in ["out/manifest.json", "out/index.html", "sharded/manifest-shard-1-of-2.json", "sharded/manifest-shard-2-of-2.json",
                     "sharded/manifest.json", "out/face/45mm-always-on-hide-all.svg"] {
            #expect(first.files[name] != nil, "\(name) was checked")
        }
    }

    @Test func goldenArtefactsDoNotDependOnHiddenValues() throws {
        var results: [(runs: [Run], files: [String: Data])] = []
        for secret in Self.secrets {
            let root = try Repository.temporaryDirectory()
            let face = root.appendingPathComponent("Faces/face.json")
            try Self.write(try Self.face(secret, alwaysOnVariantOnly: true), to: face)
            var runs = [Run(try Repository.run(["golden", "record", "--mode", "all"], in: root))]
            // A change anyone can see, so that verifying fails and writes its report.
            let shown = try String(contentsOf: face, encoding: .utf8)
            let later = shown.replacingOccurrences(of: #""time": "2026-11-22T10:09:30+01:00""#, with: #""time": "2026-11-22T16:45:00+01:00""#)
            #expect(later != shown, "Faces/default.json no longer shows 10:09:30")
            try Self.write(later, to: face)
            runs.append(Run(try Repository.run(["golden", "verify", "--record", "never"], in: root)))
            #expect(runs[0].status == 0 && runs[1].status == 1, "\(runs)")
            results.append((runs, try Self.files(in: root).filter { !$0.key.hasPrefix("Faces/") }))
        }
        let (first, second) = (results[0], results[1])
        #expect(first.runs == second.runs)
        #expect(Set(first.files.keys) == Set(second.files.keys))
        for (name, bytes) in first.files.sorted(by: { $0.key < $1.key }) {
            #expect(bytes == second.files[name], "\(name) depends on a hidden value")
        }
        for name in ["Golden/face/environment.json", "Golden/face/always-on.png", ".artifacts/golden/report.html",
                     ".artifacts/golden/report.json"] {
            #expect(first.files[name] != nil, "\(name) was checked: \(first.files.keys.sorted())")
        }
    }
}
