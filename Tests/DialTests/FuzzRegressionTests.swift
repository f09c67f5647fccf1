import Dial
import DialModel
import DialTestSupport
import Foundation
import Testing

/// Inputs that once crashed or hung Dial, or were built to try: each must decode and render (every variant, every
/// format) or fail with a clean error that names the file. Every file below `Tests/Corpus/` is replayed: the
/// fuzzer's finds and inputs at and past the limits in `fuzz/`, the bad faces of `bad/` (scripts/fuzz.sh seeds
/// from all of them). The cases further down are hostile faces written inline, each with the outcome it must have.
@Suite struct FuzzRegressionTests {
    static let corpus = Repository.root.appendingPathComponent("Tests/Corpus")

    /// Every file below Tests/Corpus, by path relative to it; none when the folder does not exist.
    static let corpusFiles: [String] = ((try? FileManager.default.subpathsOfDirectory(atPath: corpus.path)) ?? [])
        .filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: corpus.appendingPathComponent(path).path, isDirectory: &isFolder)
                && !isFolder.boolValue && !path.hasSuffix(".md")
        }
        .sorted()

    enum Outcome: Equatable {
        case rendered
        case failed(DialError)
    }

    /// Decodes and renders `bytes` as the fuzz target does (on this thread: rendering starts no other); the outcome,
    /// and the processor time it took on this thread, which load does not stretch (`ThreadCPUTime`).
    static func replay(_ bytes: [UInt8], file: String) throws -> (outcome: Outcome, time: Duration) {
        let start = ThreadCPUTime.now
        let renderer = try Renderer()
        var outcome = Outcome.rendered
        do {
            let face = try Face.decode(bytes, file: file)
            for variant in face.variants {
                let outputs = try renderer.render(face, in: variant.context, formats: OutputFormat.allCases)
                #expect(outputs.map(\.format) == OutputFormat.allCases)
                #expect(outputs.allSatisfy { !$0.bytes.isEmpty })
            }
        } catch {
            outcome = .failed(error)
            if case .face(let faceError) = error {
                #expect(faceError.file == file, "\(error)")
            }
            #expect(!error.description.isEmpty)
        }
        return (outcome, ThreadCPUTime.now - start)
    }

    /// The processor time one input may take: most take milliseconds, the slowest (`fuzz/limits-at-edge.json`, every
    /// limit at its edge, every variant and format) about 8 s in a debug build, so this is some thirty times that, room
    /// for the sanitizers' builds; load, which this clock does not count, takes none of it.
    static let budget: Duration = .seconds(240)

    /// Each input is bounded (the limits of docs/reliability.md), so it ends if decoding and drawing do; its processor
    /// time must stay within `budget`. The time limit only names an input that never ends, at two hours: a wall-clock
    /// limit counts the time a case waits for a core behind the rest of the suite, which can be the suite's whole
    /// length (24 minutes on two cores at a load of 20).
    @Test(.timeLimit(.minutes(120)), arguments: corpusFiles)
    func corpusInputEndsCleanly(path: String) throws {
        let bytes = Array(try Data(contentsOf: Self.corpus.appendingPathComponent(path)))
        let (outcome, time) = try Self.replay(bytes, file: "Corpus/\(path)")
        print("Tests/Corpus/\(path): \(outcome == .rendered ? "rendered" : "clean error") in \(String(format: "%.3f", time.inSeconds)) s of processor time")
        #expect(time < Self.budget, "Tests/Corpus/\(path) took \(time.inSeconds) s of processor time, more than \(Self.budget)")
    }

    // MARK: Hostile faces

    /// A modular face with one complication whose content is `content` (JSON text).
    static func face(content: String, family: String = "accessoryCircular", slot: String = "bottomLeft") -> [UInt8] {
        Array("""
            {"schemaVersion": 1, "style": "modular", "complications": [
              {"id": "c", "slot": "\(slot)", "family": "\(family)", "content": \(content)}
            ]}
            """.utf8)
    }

    static func expectFailure(_ bytes: [UInt8], kind: FaceError.Kind, path: String) throws {
        let (outcome, _) = try replay(bytes, file: "hostile.json")
        guard case .failed(.face(let error)) = outcome else {
            Issue.record("expected a \(kind) error at \(path), got \(outcome)")
            return
        }
        #expect(error.kind == kind, "\(error)")
        #expect(error.path.description == path, "\(error)")
    }

    // The hostile values below sit in a complication that marks nothing, so private data (hidden whole in Always On):
    // refused as any wrong value there is (docs/privacy.md), the limits and the syntax left unsaid, and a gauge's value
    // as its reading, one fault with its scale at the gauge.
    @Test(arguments: ["1e308", "-1e308", "1e400", "123456789012"])
    func aHugeGaugeValueIsRefusedAtItsPath(value: String) throws {
        try Self.expectFailure(Self.face(content: #"{"template": "gauge", "value": \#(value)}"#),
                               kind: .invalidValue, path: "complications[0].content")
    }

    @Test func aHugeGaugeRangeIsRefused() throws {
        try Self.expectFailure(Self.face(content: #"{"template": "gauge", "value": 0, "min": -1e300, "max": 1e300}"#),
                               kind: .invalidValue, path: "complications[0].content")
    }

    @Test func gaugeValuesAtTheLimitRender() throws {
        let bytes = Self.face(content: #"{"template": "gauge", "value": 1e9, "min": -1e9, "max": 1e9}"#)
        #expect(try Self.replay(bytes, file: "hostile.json").outcome == .rendered)
    }

    @Test func textAtTheStringLimitRenders() throws {
        // Shaped and cut with an ellipsis: the longest text a face may hold, in every format.
        let text = String(repeating: "Wide 字 ", count: FaceLimits.maxStringLength / 7)
        let bytes = Self.face(content: #"{"template": "stack", "lines": [{"text": "\#(text)"}]}"#,
                              family: "accessoryRectangular", slot: "center")
        let outcome = try Self.replay(bytes, file: "hostile.json").outcome
        #expect(outcome == .rendered, "\(outcome)")
    }

    @Test func nestingPastTheLimitInAnUnknownKeyIsRefusedAsTooDeep() throws {
        let deep = String(repeating: "[", count: FaceLimits.maxDepth) + String(repeating: "]", count: FaceLimits.maxDepth)
        let bytes = Array(#"{"schemaVersion": 1, "x": \#(deep)}"#.utf8)
        let (outcome, _) = try Self.replay(bytes, file: "hostile.json")
        guard case .failed(.face(let error)) = outcome else {
            Issue.record("expected tooDeep, got \(outcome)")
            return
        }
        #expect(error.kind == .tooDeep)
    }

    @Test(arguments: ["NaN", "Infinity", "-Infinity", "+1", ".5", "1.", "1e"])
    func numbersJSONHasNotAreRefusedAtTheirPath(literal: String) throws {
        try Self.expectFailure(Self.face(content: #"{"template": "gauge", "value": \#(literal)}"#),
                               kind: .invalidValue, path: "complications[0].content")
    }
}
