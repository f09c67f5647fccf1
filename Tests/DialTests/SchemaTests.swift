import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

/// Faces/face.schema.json, checked by an independent validator (check-jsonschema, from PyPI: scripts/setup-test.sh
/// installs it) against every example face and the bad-input corpus (Tests/Corpus), and `dial validate` and
/// `dial schema` as a user runs them.
@Suite struct SchemaTests {
    static let schema = Repository.faces.appendingPathComponent("face.schema.json")
    static let corpus = Repository.root.appendingPathComponent("Tests/Corpus")
    static let badFaces = corpus.appendingPathComponent("bad")

    /// check-jsonschema on PATH, if it is installed.
    static let checker: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("check-jsonschema") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
    static let checkerMissing = "check-jsonschema is not installed (scripts/setup-test.sh installs it from PyPI)"

    // MARK: The schema, by check-jsonschema

    @Test(.enabled(if: checker != nil, Comment(rawValue: checkerMissing)))
    func theSchemaIsAValidDraft2020_12Schema() throws {
        let run = try Self.run(Self.checker!, ["--check-metaschema", Self.schema.path], timeout: 120)
        #expect(run.status == 0 && !run.timedOut, "\(run.stdout)\(run.stderr)")
        let text = try String(contentsOf: Self.schema, encoding: .utf8)
        #expect(text.contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
    }

    @Test(.enabled(if: checker != nil, Comment(rawValue: checkerMissing)))
    func everyFaceValidatesAgainstTheSchema() throws {
        let faces = Self.faceFiles()
        try #require(faces.count >= 20, "found only \(faces.count) faces under \(Repository.faces.path)")
        let verdicts = try Self.checkAgainstSchema(faces)
        for face in faces {
            #expect(verdicts[face.path] == .accepted, "\(face.path): \(verdicts[face.path].map(String.init(describing:)) ?? "not reported")")
        }
    }

    @Test(.enabled(if: checker != nil, Comment(rawValue: checkerMissing)))
    func theSchemaRefusesEveryCorpusFileMarkedRefusesAndOnlyThose() throws {
        let expectations = try Self.expectations()
        let files = try Self.corpusFiles()
        let verdicts = try Self.checkAgainstSchema(files)
        for file in files {
            let name = file.lastPathComponent
            guard let expected = expectations[name] else { continue }  // dialValidateRefusesEveryCorpusFile reports it
            let verdict = verdicts[file.path]
            switch (expected.schema, expected.notJSON ?? false) {
            case (.refuses, true):
                #expect(verdict == .unparseable, "\(name): the validator should fail to read it as JSON; got \(String(describing: verdict))")
            case (.refuses, false):
                guard case .refused = verdict else {
                    Issue.record("\(name): marked \"refuses\" but the schema gives \(String(describing: verdict))")
                    continue
                }
            case (.decoderOnly, _):
                // Keeps the mark honest: a rule the schema learns to express moves the file to "refuses".
                #expect(verdict == .accepted, "\(name): marked \"decoder-only\" but the schema gives \(String(describing: verdict))")
                #expect(!(expected.reason ?? "").isEmpty, "\(name): a decoder-only file says why the schema cannot refuse it")
            }
        }
    }

    // MARK: The schema against the model (no validator needed)

    @Test func theSchemaListsEveryValueOfEveryClosedSet() throws {
        let schema = try Self.schemaObject()
        func values(_ path: String...) -> [String]? { Self.walk(schema, path) as? [String] }
        func raw<T: RawRepresentable & CaseIterable>(_: T.Type) -> [String] where T.RawValue == String { T.allCases.map(\.rawValue) }
        let sets: [(String, [String]?, [String])] = [
            ("device", values("$defs", "deviceID", "enum"), raw(DeviceID.self)),
            ("style", values("properties", "style", "enum"), raw(FaceStyle.self)),
            ("family", values("$defs", "family", "enum"), raw(Family.self)),
            ("template", values("$defs", "content", "properties", "template", "enum"), raw(ContentDocument.Template.self)),
            ("icon", values("$defs", "image", "properties", "icon", "enum"), raw(IconName.self)),
            ("font", values("$defs", "textObject", "properties", "font", "enum"), raw(TextStyle.self)),
            ("gauge style", values("$defs", "gauge", "properties", "style", "enum"), raw(GaugeStyle.self)),
            ("chart style", values("$defs", "chart", "properties", "style", "enum"), raw(ChartStyle.self)),
            ("data protection", values("$defs", "complication", "properties", "dataProtection", "enum"), raw(DataProtection.self)),
            ("redaction style", values("$defs", "complication", "properties", "redactionStyle", "enum"), raw(RedactionStyle.self)),
            ("lock", values("$defs", "lockState", "enum"), raw(LockState.self)),
            ("privacy choice", values("$defs", "privacyChoice", "enum"), raw(PrivacyChoice.self)),
            ("rendering mode", values("$defs", "renderingMode", "enum"), raw(RenderingMode.self)),
            ("Always On rendering mode", values("$defs", "alwaysOn", "properties", "renderingMode", "enum"), raw(AlwaysOnRenderingMode.self)),
            ("clock kind", values("$defs", "clock", "properties", "kind", "enum"), raw(ClockKind.self)),
            ("numerals", values("$defs", "clock", "properties", "numerals", "enum"), raw(Numerals.self)),
            ("ticks", values("$defs", "clock", "properties", "ticks", "enum"), raw(TickStyle.self)),
            ("date", values("$defs", "clock", "properties", "date", "enum"), raw(DateStyle.self)),
            ("corner", values("$defs", "customSlot", "properties", "corner", "enum"), raw(ScreenCorner.self)),
            ("display", values("$defs", "variant", "properties", "display", "enum"), raw(Display.self)),
            ("lint rule", values("$defs", "lint", "properties", "waivers", "propertyNames", "enum"), LintRule.allCases.map(\.rawValue)),
        ]
        for (name, inSchema, inModel) in sets {
            #expect(inSchema == inModel, "\(name): the schema lists \(inSchema ?? []), the model \(inModel)")
        }
    }

    @Test func theSchemaHasTheTemplatesAndLinesOfEveryFamily() throws {
        let schema = try Self.schemaObject()
        for family in Family.allCases {
            let overlay = Self.walk(schema, ["$defs", "contentFor-\(family.rawValue)"])
            #expect(Self.walk(overlay, ["properties", "template", "enum"]) as? [String] == family.templates.map(\.rawValue),
                    "\(family.rawValue): templates")
            guard family.templates.contains(.stack) else { continue }
            let stack = (Self.walk(overlay, ["allOf"]) as? [Any])?.first { Self.walk($0, ["if", "properties", "template", "const"]) as? String == "stack" }
            let lines = Self.walk(stack, ["then", "properties", "lines"])
            let most = Self.walk(lines, ["maxItems"]) as? Int
                ?? (Self.walk(lines, ["anyOf"]) as? [Any])?.compactMap { Self.walk($0, ["maxItems"]) as? Int }.max()
            #expect(most == family.maxLines, "\(family.rawValue): at most \(String(describing: most)) lines in the schema, \(family.maxLines) in the model")
        }
    }

    @Test func theSchemaHasTheSlotsOfEveryBuiltInStyle() throws {
        let schema = try Self.schemaObject()
        let rules = Self.walk(schema, ["allOf"]) as? [Any] ?? []
        for style in FaceStyle.allCases where style != .custom {
            let rule = rules.first { Self.walk($0, ["if", "properties", "style", "const"]) as? String == style.rawValue }
            let placement = Self.walk(rule, ["then", "properties", "complications", "items"])
            var inSchema: [String: [String]] = [:]
            for slot in Self.walk(placement, ["properties", "slot", "enum"]) as? [String] ?? [] {
                let families = (Self.walk(placement, ["allOf"]) as? [Any])?
                    .first { Self.walk($0, ["if", "properties", "slot", "const"]) as? String == slot }
                inSchema[slot] = Self.walk(families, ["then", "properties", "family", "enum"]) as? [String] ?? []
            }
            for device in Device.all {
                let layout = StyleLayout(style, on: FaceFrame(device: device))
                let inModel = Dictionary(uniqueKeysWithValues: layout.slots.map { ($0.name.rawValue, $0.families.map(\.rawValue)) })
                #expect(inSchema == inModel, "\(style.rawValue) on \(device.id.rawValue): the schema has \(inSchema), the model \(inModel)")
            }
        }
    }

    static func schemaObject() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: schema))
    }

    /// The value at `path` (object keys) in parsed JSON, or nil.
    static func walk(_ value: Any?, _ path: [String]) -> Any? {
        path.reduce(value) { value, key in (value as? [String: Any])?[key] }
    }

    // MARK: dial validate and dial schema

    @Test func dialValidateRefusesEveryCorpusFile() throws {
        let expectations = try Self.expectations()
        let files = try Self.corpusFiles()
        try #require(files.count >= 60, "the corpus has only \(files.count) files")
        #expect(Set(files.map(\.lastPathComponent)) == Set(expectations.keys),
                "Tests/Corpus/expected.json and Tests/Corpus/bad/ list different files")
        for file in files {
            let name = file.lastPathComponent
            guard let expected = expectations[name] else { continue }
            let relative = "Tests/Corpus/bad/\(name)"
            let run = try Self.run(Repository.dial, ["validate", relative], timeout: 30)
            #expect(!run.timedOut, "\(name): dial validate took more than 30 s")
            #expect(run.reason == .exit, "\(name): dial validate was killed by signal \(run.status)\n\(run.stderr)")
            #expect(run.status == expected.exit, "\(name): exit \(run.status), expected \(expected.exit)\n\(run.stderr)")
            #expect(run.stderr.contains("dial: error: \(relative): "), "\(name): the error should name the file\n\(run.stderr)")
            #expect(run.stderr.contains(expected.message), "\(name): expected the message to contain\n  \(expected.message)\ngot\n  \(run.stderr)")
            #expect(!run.stdout.contains(": ok"), "\(name): reported as valid")
        }
    }

    @Test func dialValidateAcceptsEveryFace() throws {
        let faces = Self.faceFiles().map { String($0.path.dropFirst(Repository.root.path.count + 1)) }
        try #require(!faces.isEmpty)
        let run = try Self.run(Repository.dial, ["validate"] + faces, timeout: 300)
        #expect(run.status == 0 && run.reason == .exit, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map(String.init) == faces.map { "\($0): ok" }, "\(run.stdout)")
    }

    @Test func dialValidateChecksEveryFileAndExitsTwoIfOneIsBad() throws {
        let bad = "Tests/Corpus/bad/" + (try Self.corpusFiles().first { $0.lastPathComponent.contains("duplicate-complication-id") }!.lastPathComponent)
        let run = try Self.run(Repository.dial, ["validate", bad, "Faces/default.json", "Faces/modular.json"], timeout: 60)
        #expect(run.status == 2 && run.reason == .exit, "\(run.stderr)")
        #expect(run.stdout == "Faces/default.json: ok\nFaces/modular.json: ok\n")
        #expect(run.stderr.hasPrefix("dial: error: \(bad): complications[1].id: "), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)

        let missing = try Self.run(Repository.dial, ["validate", "no/such/face.json"], timeout: 60)
        #expect(missing.status == 2 && missing.stderr.contains("no/such/face.json"), "\(missing.stderr)")
        let none = try Self.run(Repository.dial, ["validate"], timeout: 60)
        #expect(none.status == 2, "\(none.stderr)")
    }

    @Test func dialSchemaPrintsFacesFaceSchemaJSON() throws {
        let run = try Self.run(Repository.dial, ["schema"], timeout: 60)
        #expect(run.status == 0 && run.reason == .exit, "\(run.stderr)")
        let file = try Data(contentsOf: Self.schema)
        #expect(run.stdoutData == file, "dial schema printed \(run.stdoutData.count) bytes; Faces/face.schema.json has \(file.count)")
        #expect(run.stderr.isEmpty)
    }

    // MARK: The corpus

    enum SchemaMark: String, Decodable { case refuses, decoderOnly = "decoder-only" }

    /// One entry of Tests/Corpus/expected.json.
    struct Expectation: Decodable {
        /// `dial validate`'s exit status.
        var exit: Int32
        /// A distinctive part of its message: the JSON path and what was expected.
        var message: String
        var schema: SchemaMark
        /// Why the schema cannot refuse a decoder-only file (or, for others, what the file shows).
        var reason: String?
        /// The file is not JSON that check-jsonschema can read, so it refuses it before any schema applies.
        var notJSON: Bool?
    }

    static func expectations() throws -> [String: Expectation] {
        try JSONDecoder().decode([String: Expectation].self, from: Data(contentsOf: corpus.appendingPathComponent("expected.json")))
    }

    static func corpusFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: badFaces, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every `*.json` under Faces/, subfolders included, but the schema itself.
    static func faceFiles() -> [URL] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: Repository.faces.path)) ?? [])
            .filter { $0.hasSuffix(".json") && $0 != "face.schema.json" }
            .sorted()
            .map { Repository.faces.appendingPathComponent($0) }
    }

    // MARK: check-jsonschema

    enum Verdict: Equatable, CustomStringConvertible {
        case accepted
        case refused([String])
        case unparseable

        var description: String {
            switch self {
            case .accepted: "accepted"
            case .refused(let errors): "refused: " + errors.joined(separator: "; ")
            case .unparseable: "not readable as JSON"
            }
        }
    }

    /// One check-jsonschema run over `files` (it is slow to start), read from its JSON report.
    static func checkAgainstSchema(_ files: [URL]) throws -> [String: Verdict] {
        let run = try run(checker!, ["--schemafile", schema.path, "--output-format", "json"] + files.map(\.path), timeout: 300)
        try #require(!run.timedOut && run.reason == .exit, "check-jsonschema did not finish: \(run.stderr)")
        struct Report: Decodable {
            struct Failure: Decodable { var filename: String; var path: String?; var message: String }
            var errors: [Failure]
            var parse_errors: [Failure]?  // absent when every file was read
        }
        let report = try JSONDecoder().decode(Report.self, from: run.stdoutData)
        var verdicts: [String: Verdict] = [:]
        for file in files { verdicts[file.path] = .accepted }
        for failure in report.errors {
            let errors = if case .refused(let earlier) = verdicts[failure.filename] { earlier } else { [String]() }
            verdicts[failure.filename] = .refused(errors + ["\(failure.path ?? "$"): \(failure.message.prefix(300))"])
        }
        for failure in report.parse_errors ?? [] { verdicts[failure.filename] = .unparseable }
        // Its exit status agrees with the report: a refusal of anything is 1.
        #expect(run.status == (verdicts.values.allSatisfy { $0 == .accepted } ? 0 : 1), "\(run.stderr)")
        return verdicts
    }

    // MARK: Processes

    struct Run {
        var status: Int32
        var reason: Process.TerminationReason
        var timedOut: Bool
        var stdoutData: Data
        var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
        var stderr: String
    }

    /// Runs `executable` in the repository's root, killing it after `timeout` seconds. Output goes through files, so a
    /// long report cannot fill a pipe and stall the process.
    static func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval) throws -> Run {
        let folder = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        return Run(status: process.terminationStatus, reason: process.terminationReason, timedOut: timedOut,
                   stdoutData: try Data(contentsOf: outURL), stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
