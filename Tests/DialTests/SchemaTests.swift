import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

/// Faces/face.schema.json, checked by an independent validator (check-jsonschema, from PyPI: scripts/setup-test.sh
/// installs it) against every example face and the bad-input corpus (Tests/Corpus), and against the model's closed
/// sets. `dial validate` and `dial schema` on the same files are DialCLITests' ValidateCommandTests.
@Suite struct SchemaTests {
    static let schema = Repository.faces.appendingPathComponent("face.schema.json")

    /// check-jsonschema on PATH, if it is installed.
    static let checker = TestEnvironment.executable(named: ["check-jsonschema"])
    static let checkerMissing = "check-jsonschema is not installed (scripts/setup-test.sh installs it from PyPI)"
    /// Runs where the checker is installed, and always under CI, where a missing one fails.
    static let needsChecker = ConditionTrait.enabled(if: TestEnvironment.runs(needing: checker != nil), Comment(rawValue: checkerMissing))

    /// The checker, or a failure saying it is missing.
    static func requireChecker() throws -> URL {
        try #require(checker, Comment(rawValue: checkerMissing))
    }

    // MARK: The schema, by check-jsonschema

    @Test(needsChecker)
    func theSchemaIsAValidDraft2020_12Schema() throws {
        let run = try ProcessRunner.run(try Self.requireChecker(), ["--check-metaschema", Self.schema.path], timeout: TestEnvironment.patience)
        #expect(run.status == 0 && !run.timedOut, "\(run.stdout)\(run.stderr)")
        let text = try String(contentsOf: Self.schema, encoding: .utf8)
        #expect(text.contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
    }

    @Test(needsChecker)
    func everyFaceValidatesAgainstTheSchema() throws {
        let faces = Repository.exampleFaces.map(Repository.faceFile)
        try #require(faces.count >= 20, "found only \(faces.count) faces under \(Repository.faces.path)")
        let verdicts = try Self.checkAgainstSchema(faces)
        for face in faces {
            #expect(verdicts[face.path] == .accepted, "\(face.path): \(verdicts[face.path].map(String.init(describing:)) ?? "not reported")")
        }
    }

    @Test(needsChecker)
    func theSchemaRefusesEveryCorpusFileMarkedRefusesAndOnlyThose() throws {
        let expectations = try Corpus.expectations()
        let files = try Corpus.badFiles()
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
        let run = try ProcessRunner.run(try requireChecker(), ["--schemafile", schema.path, "--output-format", "json"] + files.map(\.path),
                                        in: Repository.root, timeout: TestEnvironment.patience)
        try #require(!run.timedOut && !run.signalled, "check-jsonschema did not finish: \(run.stderr)")
        struct Report: Decodable {
            struct Failure: Decodable { var filename: String; var path: String?; var message: String }
            var errors: [Failure]
            var parse_errors: [Failure]?  // absent when every file was read
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
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
}
