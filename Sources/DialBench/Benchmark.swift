import Dial
import DialCairo
import DialCore
import DialModel
import DialPNG
import DialSVG
import DialTXT
import DialText
import Foundation
import DialHash

/// What `dial bench` measures: how long each stage of the pipeline takes, how fast a batch exports on one worker and
/// on N, golden verify throughput, and the peak memory of an export. Writes Markdown, ready for the README. Times
/// are medians of wall-clock time, with the thread's CPU time beside them: on a busy machine the two differ, and the
/// CPU time is the one to trust.
package struct Benchmark {
    /// Faces to time stage by stage: paths to face files, nil for the bundled default face.
    package var faces: [String?]
    /// Runs of each stage; the median is reported.
    package var iterations: Int
    /// Frames (PNG, default face) of each batch export.
    package var frames: Int
    /// PNG golden pairs (the default face, active and Always On) that the golden verify throughput checks.
    package var goldens: Int
    /// Workers of the parallel batch.
    package var jobs: Int
    /// A `dial` executable, run as `dial export` for the peak memory of an export: by default the running one.
    package var executable = "/proc/self/exe"
    /// Where the Markdown goes, a block at a time.
    private let output: (String) -> Void

    /// The heavy face the README's figures are of, beside the bundled default face.
    package static let heavyFace = "Faces/bench/heavy.json"

    /// A benchmark of `faces` (by default the bundled face and ``heavyFace``), writing its Markdown to `output`.
    package init(faces: [String] = [], iterations: Int = 200, frames: Int = 1000, goldens: Int = 1000,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, output: @escaping (String) -> Void) {
        self.faces = faces.isEmpty ? [nil, Self.heavyFace] : faces
        self.iterations = iterations
        self.frames = frames
        self.goldens = goldens
        self.jobs = jobs
        self.output = output
    }

    func print(_ text: String) { output(text) }

    /// Runs every measure in turn.
    package func run() throws {
        #if DEBUG
        print("> **Debug build**: these numbers say little. Run `swift build -c release` and `.build/release/dial bench`.\n")
        #endif
        print("`dial bench` on \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(Self.loadAverage()) at the start; "
              + "milliseconds, median of \(iterations) runs, wall (thread CPU).\n")
        // Files are removed only at the end: ext4 allocates inodes slowly for a while after many were deleted, which
        // would slow whichever export came next.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dial-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let face = scratch.appendingPathComponent("default.json")
        try Data(Face.bundledDefaultBytes).write(to: face)
        let memory = try exportMemory(face: face, in: scratch)
        var loaded: [(name: String, bytes: [UInt8], face: Face)] = []
        for path in faces {
            let bytes = try path.map { (path) throws(DialError) in try FaceFile.bytes(at: path) } ?? Face.bundledDefaultBytes
            let file = path ?? "default.json"
            loaded.append((file, bytes, try Face.decode(bytes, file: file, location: path.map { URL(fileURLWithPath: $0) })))
        }

        let shaper = try TextShaper()
        let backend = CairoBackend()
        let svgWriter = SVGWriter()
        let renderer = try Renderer()
        var stageRows: [(stage: String, cells: [String])] = []
        var endToEnd: [(row: String, target: String, cells: [String])] = [
            ("PNG, active", "≤ 2.5", []), ("PNG, Always On", "≤ 2.5", []), ("SVG, active", "≤ 1.5", []), ("SVG, Always On", "≤ 1.5", []),
        ]
        var columns: [String] = []
        for (name, bytes, face) in loaded {
            for display in Display.allCases {
                columns.append("\(face.slug) \(display.rawValue)")
                let stages = try stageTimes(name: name, bytes: bytes, face: face, display: display, shaper: shaper, backend: backend,
                                            svgWriter: svgWriter)
                for (index, stage) in stages.enumerated() {
                    if stageRows.count <= index { stageRows.append((stage.name, [])) }
                    stageRows[index].cells.append(stage.sample.description)
                }
                let offset = display == .active ? 0 : 1
                for (row, format) in [(offset, OutputFormat.png), (offset + 2, OutputFormat.svg)] {
                    let sample = try measure {
                        try renderer.encode(try renderer.displayList(face, in: RenderContext(display: display)), as: format).count
                    }
                    endToEnd[row].cells.append(sample.description)
                }
            }
        }
        print("### Stages\n")
        print(Self.table(["stage"] + columns, stageRows.map { [$0.stage] + $0.cells }))
        print("\"draw\" is the PNG stage less the encode stage, both measured; \"encode\" is the PNG encoder on the same pixels. "
              + "The backend keeps the coverage masks of shapes from frame to frame; \"no masks kept\" draws every frame as "
              + "the first one of a process is drawn.\n")
        print("### Decoded face to bytes, single-threaded\n")
        let endColumns = loaded.map(\.face.slug)
        print(Self.table(["frame"] + endColumns + ["target"], endToEnd.map { [$0.row] + $0.cells + [$0.target] }))
        try hiddenData()
        try burnIn(loaded[0].face, renderer: renderer)
        try batch(face: face, in: scratch, memory: memory)
        try goldenThroughput()
    }

    /// `dial lint --burn-in 12h` of the first face: 720 per-minute Always On frames, timed whole, once.
    private func burnIn(_ face: Face, renderer: Renderer) throws {
        let clock = ContinuousClock()
        var report: BurnInReport?
        let elapsed = try clock.measure { report = try BurnIn.run(face, renderer: renderer, minutes: 720, litFraction: 0.5) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("### Burn-in\n")
        print(Self.table(["face", "frames", "seconds", "target"],
                         [[face.slug, "\(report?.frames ?? 0)", String(format: "%.2f", seconds), "< 3"]]))
    }

    /// Each stage of `face` in `display`, timed on its own with the previous stage's output as input.
    private func stageTimes(name: String, bytes: [UInt8], face: Face, display: Display, shaper: TextShaper,
                            backend: CairoBackend, svgWriter: SVGWriter) throws -> [(name: String, sample: Sample)] {
        let measureText: Redactor.Measure = { text, font in shaper.shape(text, font: font.font, size: font.size).width }
        let resolved = try face.resolved(in: RenderContext(display: display))
        let redacted = try Redactor.redact(resolved, measure: measureText)
        let tree = LayoutEngine.layout(redacted, shaper: shaper)
        let list = Painter.paint(tree)
        let png = try backend.png(list)
        let pixels = try Self.premultipliedARGB32(PNGDecoder.decode(png))
        let reencoded = try pixels.withUnsafeBytes { buffer in
            try PNGEncoder.encode(premultipliedARGB32: buffer, width: list.width, height: list.height, bytesPerRow: list.width * 4)
        }
        if reencoded != png {
            print("> note: \(name) \(display.rawValue): the encode stage's pixels are the PNG's decoded again, not byte-identical to Cairo's.\n")
        }

        let decode = try measure { try Face.decode(bytes, file: name).document.complications?.count ?? 0 }
        let resolve = try measure {
            try Resolver.resolve(face.document, name: face.displayName, display: display).complications.count
        }
        let redact = try measure { try Redactor.redact(resolved, measure: measureText).complications.count }
        let layout = measure { LayoutEngine.layout(redacted, shaper: shaper).nodes.count }
        let paint = measure { Painter.paint(tree).commands.count }
        let pngTotal = try measure { try backend.png(list).count }
        let firstFrame = CairoBackend(keptCoverage: 0)
        let pngFirst = try measure { try firstFrame.png(list).count }
        let encode = try measure {
            try pixels.withUnsafeBytes { buffer in
                try PNGEncoder.encode(premultipliedARGB32: buffer, width: list.width, height: list.height, bytesPerRow: list.width * 4).count
            }
        }
        let svg = try measure { try svgWriter.svg(list).count }
        let txt = measure { TextDump.render(list).utf8.count }
        // What identifies an export job in its manifest, and what `--resume` works out again for every job.
        let digest = measure { list.digest.utf8.count }
        return [("decode", decode), ("resolve", resolve), ("redact", redact), ("layout", layout), ("paint", paint),
                ("draw", pngTotal - encode), ("PNG encode", encode), ("PNG (draw + encode)", pngTotal),
                ("PNG, no masks kept", pngFirst), ("SVG", svg), ("TXT", txt), ("display-list digest (export)", digest)]
    }

    /// Exports `frames` PNG frames of the default face on one worker, then on `jobs`, into temporary folders.
    private func batch(face: URL, in scratch: URL, memory: (rows: [[String]], parentMiB: Double)) throws {
        // 7 devices × 2 modes × 2 privacy settings = 28 frames a time of day.
        let times = Self.times(frames: frames)
        let matrix = ExportMatrix(devices: DeviceID.allCases, privacy: [.all, .none], times: times)

        var rows: [[String]] = []
        var manifests: [String] = []
        var rates: [Double] = []
        for workers in Set([1, jobs]).sorted() {
            let folder = scratch.appendingPathComponent("batch-\(workers)")
            let plan = try ExportPlan(ExportRequest(inputs: [face.path], matrix: matrix, folder: folder, workers: workers))
            let cpuBefore = Self.processCPUSeconds()
            let start = Self.now(CLOCK_MONOTONIC)
            let report = try Exporter.run(plan)
            let seconds = Self.now(CLOCK_MONOTONIC) - start
            let cpu = Self.processCPUSeconds() - cpuBefore
            guard report.succeeded else { throw BenchError("the bench export failed: \(report.failures[0].error)") }
            manifests.append(try Data(contentsOf: folder.appendingPathComponent(ExportManifest.fileName)).withUnsafeBytes(SHA256.hexDigest))
            rates.append(Double(report.written) / seconds)
            rows.append(["\(workers)", "\(report.written)", String(format: "%.2f", seconds), String(format: "%.0f", rates.last!),
                         String(format: "%.2f", cpu * 1000 / Double(report.written)),
                         String(format: "%.2f×", rates.last! / rates[0])])
        }
        print("### Batch export: the default face, PNG, \(times.count * 28) frames, written to \(scratch.deletingLastPathComponent().path)\n")
        print(Self.table(["workers", "frames", "seconds", "frames/s", "CPU ms/frame", "vs 1 worker"], rows))
        print("Targets: ≥ 700 frames/s with 2 workers, and ≥ 1.8× the 1-worker rate. "
              + "Same manifest (every file's SHA-256) on 1 and \(jobs) workers: \(Set(manifests).count == 1 ? "yes" : "NO").\n")
        print("### Peak memory of `dial export`\n")
        print(Self.table(["frames", "workers", "peak MiB (ru_maxrss)"], memory.rows))
        print(String(format: "Each a `dial export` process of its own, started before anything else here (when this process held "
                     + "%.1f MiB, which a child's figure includes). Target: ≤ 80 MB, the same for both. Load average at the end: %@.\n",
                     memory.parentMiB, Self.loadAverage()))
    }

    /// The peak memory of `dial export` over `frames` and ten times as many frames of the default face, each export a
    /// process of its own. Measured first: a child's ru_maxrss starts from this process's resident memory.
    private func exportMemory(face: URL, in scratch: URL) throws -> (rows: [[String]], parentMiB: Double) {
        let parent = Self.peakMemoryMiB()
        var rows: [[String]] = []
        for count in [frames, 10 * frames] {
            let folder = scratch.appendingPathComponent("memory-\(count)")
            let times = Self.times(frames: count)
            let arguments = ["export", face.path, "--out", folder.path, "--device", DeviceID.allCases.map(\.rawValue).joined(separator: ","),
                             "--hide-sensitive", "all,none", "--time", times.map(\.token).joined(separator: ","),
                             "--jobs", "\(jobs)", "--quiet"]
            let peak = try childPeakMiB(arguments)
            rows.append(["\(times.count * 28)", "\(jobs)", String(format: "%.1f", peak)])
        }
        // Eleven thousand new files leave the kernel writing that would slow the timings below.
        sync()
        return (rows, parent)
    }

    /// Times of day for an export of at least `frames` frames over 7 devices × 2 modes × 2 privacy settings.
    private static func times(frames: Int) -> [TimeOverride] {
        (0..<(frames + 27) / 28).map { TimeOverride.timeOfDay(hour: $0 / 60 % 24, minute: $0 % 60, second: $0 / 1440 % 60) }
    }

    /// Runs this executable with `arguments`, and returns the peak resident memory of that process alone.
    private func childPeakMiB(_ arguments: [String]) throws -> Double {
                var pid: pid_t = 0
        let argv = (["dial"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&pid, executable, nil, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("cannot wait for the export: \(String(cString: strerror(errno)))") }
        }
        guard status == 0 else { throw BenchError("the export for the memory figure failed (status \(status))") }
        return Double(usage.ru_maxrss) / 1024
    }

    // MARK: - Measuring

    /// Medians in milliseconds.
    struct Sample: CustomStringConvertible {
        var wall: Double
        var cpu: Double

        static func - (lhs: Sample, rhs: Sample) -> Sample { Sample(wall: lhs.wall - rhs.wall, cpu: lhs.cpu - rhs.cpu) }

        var description: String { String(format: "%.3f (%.3f)", wall, cpu) }
    }

    /// Runs `body` a tenth of `iterations` to warm caches, then `iterations` times timing each run. `body` returns a
    /// number derived from its result so that the optimiser cannot drop the work.
    func measure(_ body: () throws -> Int) rethrows -> Sample {
        var sink = 0
        for _ in 0..<max(3, iterations / 10) { sink &+= try body() }
        var walls: [Double] = [], cpus: [Double] = []
        walls.reserveCapacity(iterations)
        cpus.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let wall = Self.now(CLOCK_MONOTONIC), cpu = Self.now(CLOCK_THREAD_CPUTIME_ID)
            sink &+= try body()
            cpus.append((Self.now(CLOCK_THREAD_CPUTIME_ID) - cpu) * 1000)
            walls.append((Self.now(CLOCK_MONOTONIC) - wall) * 1000)
        }
        withExtendedLifetime(sink) {}
        return Sample(wall: Self.median(walls), cpu: Self.median(cpus))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// ru_maxrss, in KiB on Linux.
    private static func peakMemoryMiB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// VmHWM from /proc/self/status; 0 where there is none.
    static func highWaterMiB() -> Double { statusMiB("VmHWM:") }

    /// VmRSS from /proc/self/status; 0 where there is none.
    static func residentMiB() -> Double { statusMiB("VmRSS:") }

    private static func statusMiB(_ field: String) -> Double {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(field) } ?? ""
        return Double(line.split(separator: " ").dropFirst().first ?? "0").map { $0 / 1024 } ?? 0
    }

    private static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) == 3 ? String(format: "%.2f", loads[0]) : "unknown"
    }

    /// Cairo's pixel layout (premultiplied, native-endian 0xAARRGGBB words) of a decoded RGBA image.
    private static func premultipliedARGB32(_ image: RGBAImage) -> [UInt32] {
        stride(from: 0, to: image.pixels.count, by: 4).map { offset in
            let alpha = UInt32(image.pixels[offset + 3])
            func channel(_ index: Int) -> UInt32 { (UInt32(image.pixels[offset + index]) * alpha + 127) / 255 }
            return alpha << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
        }
    }

    static func table(_ header: [String], _ rows: [[String]]) -> String {
        ([header, header.map { _ in "---" }] + rows).map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n") + "\n"
    }
}
