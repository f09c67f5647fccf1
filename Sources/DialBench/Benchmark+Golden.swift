import Dial
import DialGolden
import Foundation

extension Benchmark {
    /// `dial golden verify` throughput: records `goldens` PNG goldens of the default face (at as many minutes of the day,
    /// active and Always On) in a temporary store, then verifies them on 1 and `jobs` workers. Memory is how far the
    /// process's high-water mark rose above its resident size during each verify (Linux's `clear_refs` restarts the
    /// mark), for two store sizes, to show it does not grow with the number of goldens.
    func goldenThroughput() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dial-bench-golden-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = GoldenStore(root: scratch)
        let faces = try Self.goldenFaces(count: (goldens + 1) / 2)
        var recorder = GoldenRunner(faces: faces, store: store, formats: [.png], mode: .all, tolerance: ImageTolerance(),
                                    report: nil, environment: nil)
        recorder.jobs = jobs
        let record = recorder.run()
        guard record.errors.isEmpty, record.pngPairs == faces.count * 2 else {
            throw BenchError("the bench could not record its goldens: \(record.errors.first ?? "\(record.pngPairs) recorded")")
        }
        var rows: [[String]] = []
        for (workers, count) in [(1, faces.count), (jobs, faces.count / 10), (jobs, faces.count)] where count > 0 {
            Self.resetHighWater()
            let resident = Self.residentMiB()
            var runner = GoldenRunner(faces: Array(faces.prefix(count)), store: store, formats: [.png], mode: .never,
                                      tolerance: ImageTolerance(), report: nil, environment: nil)
            runner.jobs = workers
            let summary = runner.run()
            guard summary.errors.isEmpty, summary.outcomes.isEmpty else {
                throw BenchError("the bench's goldens did not verify: \(summary.errors.first ?? summary.outcomes[0].text)")
            }
            let seconds = Double(summary.elapsed.components.seconds) + Double(summary.elapsed.components.attoseconds) / 1e18
            rows.append(["\(summary.workers)", "\(summary.pngPairs)", String(format: "%.2f", seconds),
                         String(format: "%.0f", Double(summary.pngPairs) / seconds), String(format: "%.1f", Self.highWaterMiB() - resident)])
        }
        print("### Golden verify: the default face at \(faces.count) times of day, active and Always On, PNG\n")
        print(Self.table(["workers", "PNG pairs", "seconds", "pairs/s", "MiB above the RSS before"], rows))
        print("Target: ≥ 500 pairs/s on this machine's cores, memory flat in the number of goldens.\n")
    }

    /// The bundled default face at `count` different minutes, each a face of its own.
    private static func goldenFaces(count: Int) throws -> [GoldenFace] {
        let text = String(decoding: Face.bundledDefaultBytes, as: UTF8.self)
        let time = "\"time\": \"2026-11-22T10:09:30+01:00\""
        guard text.contains(time) else { throw BenchError("the default face no longer has \(time)") }
        return try (0..<count).map { index in
            let bytes = Array(text.replacingOccurrences(
                of: time, with: String(format: "\"time\": \"2026-11-22T%02d:%02d:00+01:00\"", index / 60 % 24, index % 60)).utf8)
            let name = String(format: "bench-%04d", index)
            return GoldenFace(face: try Face.decode(bytes, file: name + ".json"), bytes: bytes, name: name)
        }
    }

    /// Starts the process's memory high-water mark (VmHWM) again from its current size; nothing where Linux's
    /// `clear_refs` is not writable.
    static func resetHighWater() {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return }
        _ = write(descriptor, "5", 1)
        close(descriptor)
    }
}
