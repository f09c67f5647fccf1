import DialModel
import DialTestSupport
import Foundation
import Testing

/// Random and mutated bytes: every one decodes or fails with a located `FaceError`, in bounded work.
///
/// Each test's inputs are bounded (a fixed count, each of bounded length), so the loop ends if every decode does. What
/// the decodes cost is measured in this thread's processor time (`ThreadCPUTime`), which waiting for a core does not
/// lengthen, against `budget`: about thirty times what the slowest test takes in a debug build on a loaded machine
/// (1.1 s), room for the sanitizers' builds too, so a parser gone quadratic fails it and load does not. A wall-clock limit of a minute counted the
/// minutes a test waits for one of CI's two busy cores, and failed there. The suite's time limit is left only to name
/// a decode that never returns; it is two hours because it also counts that wait, which can be the whole suite's
/// length (24 minutes on two cores at a load of 20, where these tests were reported done after 21).
@Suite(.timeLimit(.minutes(120))) struct JSONRobustnessTests {
    /// The processor time any one test below may use.
    static let budget: Duration = .seconds(30)

    /// Runs `body`, then expects it to have stayed within `budget` of this thread's processor time.
    static func withinBudget(_ body: () throws -> Void, test: String = #function) rethrows {
        let (_, time) = try ThreadCPUTime.measure(body)
        print("JSONRobustnessTests.\(test): \(String(format: "%.3f", time.inSeconds)) s of processor time")
        #expect(time < budget, "took \(time.inSeconds) s of processor time, more than \(budget)")
    }
    static let sample = """
        {"items": [
          {"color": "#FF8800", "label": "caf\\u00e9 \\"q\\" ☕️", "size": 12},
          {"color": "#00000080", "label": null, "size": -3e2}
        ],
         "nested": [[1, 2.5, [true, false, null]], {"a": {"b": {"c": []}}}],
         "text": "\\uD83D\\uDE00 line\\nbreak"}
        """

    /// Bytes that matter to the grammar, plus some that break it in interesting ways.
    static let alphabet: [UInt8] = Array(#"{}[]:,"\ -+.eE0123456789tfnrulasxu/*'"#.utf8)
        + [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xED, 0xA0, 0xF0, 0x9F,
           0xF4, 0x90, 0xFF, 0xEF, 0xBB]

    /// Decodes `bytes` every way the tests care about; the typed throw guarantees any failure is a `FaceError`.
    static func exercise(_ bytes: [UInt8]) {
        for outcome in [attempt(TestJSONValue.self, bytes), attempt(TestItems.self, bytes), attempt([String: Int].self, bytes)] {
            guard let error = outcome else { continue }
            #expect(!error.description.isEmpty)
            #expect(error.file == "fuzz.json")
            if let location = error.location {
                #expect(location.line >= 1 && location.column >= 1)
            } else {
                Issue.record("error without a location for \(bytes)")
            }
        }
    }

    static func attempt<T: Decodable>(_ type: T.Type, _ bytes: [UInt8]) -> FaceError? {
        JSONTestSupport.error(type, bytes, file: "fuzz.json")
    }

    @Test func sampleIsValid() throws {
        let value = try JSONTestSupport.decode(TestJSONValue.self, Self.sample)
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members["text"] == .string("😀 line\nbreak"))
    }

    @Test func randomBytesNeverCrashOrHang() {
        Self.withinBudget {
            var random = SeededGenerator(seed: 42)
            for _ in 0..<3000 {
                let length = Int(random.next(below: 48))
                let bytes = (0..<length).map { _ in
                    random.next(below: 8) == 0 ? UInt8(truncatingIfNeeded: random.next()) : random.element(of: Self.alphabet)
                }
                Self.exercise(bytes)
            }
        }
    }

    @Test func mutationsOfValidJSONNeverCrashOrHang() {
        Self.withinBudget {
            var random = SeededGenerator(seed: 7)
            let original = Array(Self.sample.utf8)
            var decodedCount = 0
            for _ in 0..<3000 {
                var bytes = original
                for _ in 0..<(1 + random.next(below: 3)) {
                    let position = Int(random.next(below: UInt64(bytes.count + 1)))
                    switch random.next(below: 4) {
                    case 0 where position < bytes.count:
                        bytes[position] = random.element(of: Self.alphabet)
                    case 1:
                        bytes.insert(random.element(of: Self.alphabet), at: position)
                    case 2 where position < bytes.count:
                        bytes.remove(at: position)
                    default:
                        let end = min(bytes.count, position + Int(random.next(below: 12)))
                        bytes.insert(contentsOf: bytes[position..<end], at: position)
                    }
                }
                Self.exercise(bytes)
                if Self.attempt(TestJSONValue.self, bytes) == nil { decodedCount += 1 }
            }
            // Some mutations (inside strings, digits for digits) keep the document valid; make sure both paths ran.
            #expect(decodedCount > 0 && decodedCount < 3000)
        }
    }

    @Test func everythingAcceptedIsAlsoAcceptedByJSONSerialization() {
        Self.withinBudget {
            // The parser is meant to be stricter than Foundation's, never looser.
            var random = SeededGenerator(seed: 2024)
            let original = Array(Self.sample.utf8)
            for _ in 0..<2000 {
                var bytes = original
                let position = Int(random.next(below: UInt64(bytes.count)))
                bytes[position] = random.element(of: Self.alphabet)
                guard Self.attempt(TestJSONValue.self, bytes) == nil else { continue }
                let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
                #expect(foundation != nil, "accepted, but Foundation refuses: \(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }

    // MARK: Nesting depth

    @Test func sixtyFourLevelsAreAllowed() throws {
        let json = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try JSONTestSupport.decode(TestJSONValue.self, json) }
        let objects = String(repeating: #"{"a":"#, count: 63) + "[]" + String(repeating: "}", count: 63)
        #expect(throws: Never.self) { try JSONTestSupport.decode(TestJSONValue.self, objects) }
    }

    @Test func sixtyFiveLevelsAreTooDeep() throws {
        let json = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, json))
        #expect(error.kind == .tooDeep)
        #expect(error.location == SourceLocation(line: 1, column: 65))
        #expect(error.path == JSONPath(Array(repeating: .index(0), count: 64)))
        #expect(error.expected == "at most 64 nested arrays and objects")
        #expect(error.found == "arrays and objects nested 65 deep")
    }

    /// A hundred thousand levels are refused at the sixty-fifth: where the parser stops says it read no further.
    @Test func hugeNestingFailsCleanly() throws {
        try Self.withinBudget {
            let brackets = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
            let error = try #require(JSONTestSupport.error(TestJSONValue.self, brackets))
            #expect(error.kind == .tooDeep)
            #expect(error.location == SourceLocation(line: 1, column: 65))

            let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
            let nested = try #require(JSONTestSupport.error(TestJSONValue.self, objects))
            #expect(nested.kind == .tooDeep)
            #expect(nested.path.components.count == 64)
        }
    }
}
