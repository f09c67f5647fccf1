import Dial
import Foundation

extension Benchmark {
    /// Whether the work for a context grows with what that context hides: a time that does is a measure of the
    /// secret (docs/performance.md). Each row is a `HiddenDataPair`: a face whose hidden part is small against one
    /// whose hidden part is large, the two files of one size, read (`Face.decode`) and drawn (PNG) in a context that
    /// hides that part. The frames of a pair must be the same bytes, or the context did not hide what the row says.
    func hiddenData() throws {
        let renderer = try Renderer(), timelines = try TimelineRenderer()
        let rows = try HiddenDataPair.all.map { pair in try hiddenRow(pair, renderer: renderer, timelines: timelines) }
        print("### Hidden data: work in a context that hides it\n")
        print(Self.table(["hidden", "decode", "decode ratio", "frame (PNG)", "frame ratio", "timeline", "timeline ratio"], rows))
        print("Decode checks the whole file whatever a context hides, so its time follows what the file holds as well as "
              + "its size; the frame is drawn for the context, and its ratio should read 1.00× within noise; the "
              + "timeline is what `dial timeline` does before it draws: the face read, its day's schedule and moments "
              + "worked out for the context (issue #25 names its ratio). Whole processes, start-up and all: "
              + "`--write-hidden-pairs` (docs/performance.md, \"Session 26\"). "
              + "Milliseconds, median of \(iterations) runs of each side, the two sides in turn, wall (thread CPU); a ratio is the "
              + "median of the runs' ratios of thread CPU time, many over few.\n")
    }

    /// Writes both faces of every pair into `folder` (`<slug>-few.json`, `<slug>-many.json`), for timing whole `dial`
    /// processes on them side by side, which the in-process figures above cannot show (start-up, the process's memory);
    /// returns the files' paths.
    package static func writeHiddenPairs(to folder: String) throws -> [String] {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for pair in HiddenDataPair.all {
            for side in HiddenDataPair.Side.allCases {
                let file = directory.appendingPathComponent("\(pair.slug)-\(side.rawValue).json")
                try Data(pair.bytes(side)).write(to: file)
                written.append(file.path)
            }
        }
        return written
    }

    /// The figures of one pair, few vs many, in one row.
    private func hiddenRow(_ pair: HiddenDataPair, renderer: Renderer, timelines: TimelineRenderer) throws -> [String] {
        let files = HiddenDataPair.Side.allCases.map { pair.bytes($0) }
        let faces = try HiddenDataPair.Side.allCases.map { side in try Face.decode(pair.bytes(side), file: "\(side.rawValue).json") }
        let frames = try faces.map { face in try renderer.render(face, in: pair.context, formats: [.png])[0].bytes }
        guard frames[0] == frames[1] else {
            throw BenchError("the bench's \(pair.name): the frames differ, so the context does not hide what differs")
        }
        let decode = try measurePair { side in
            try Face.decode(files[side], file: "face.json").document.complications?.count ?? 0
        }
        let frame = try measurePair { side in
            try renderer.render(faces[side], in: pair.context, formats: [.png])[0].bytes.count
        }
        let timeline = try measurePair { side in
            try pair.timeline(HiddenDataPair.Side.allCases[side], with: timelines).count
        }
        return [pair.name, "\(decode.few) vs \(decode.many)", decode.ratio, "\(frame.few) vs \(frame.many)", frame.ratio,
                "\(timeline.few) vs \(timeline.many)", timeline.ratio]
    }

    /// Times `body` on the pair's two sides (0, few; 1, many) in turn, run after run, the side that goes first
    /// alternating: a load that drifts over the runs (the machine is shared) then weighs on both sides alike, where
    /// timing all of one side before the other gave ratios from 0.7 to 1.5 for two frames of the same work. The ratio
    /// is the median of each pair of runs' ratio of thread CPU time, as paired whole-process runs take it.
    private func measurePair(_ body: (Int) throws -> Int) throws -> (few: Sample, many: Sample, ratio: String) {
        var sink = 0
        for round in 0..<max(3, iterations / 10) { sink &+= try body(round % 2) &+ body(1 - round % 2) }
        var walls: [[Double]] = [[], []], cpus: [[Double]] = [[], []], ratios: [Double] = []
        for round in 0..<iterations {
            var cpu = [0.0, 0.0]
            for side in round % 2 == 0 ? [0, 1] : [1, 0] {
                let wallStart = Self.now(CLOCK_MONOTONIC), cpuStart = Self.now(CLOCK_THREAD_CPUTIME_ID)
                sink &+= try body(side)
                cpu[side] = (Self.now(CLOCK_THREAD_CPUTIME_ID) - cpuStart) * 1000
                walls[side].append((Self.now(CLOCK_MONOTONIC) - wallStart) * 1000)
                cpus[side].append(cpu[side])
            }
            if cpu[0] > 0 { ratios.append(cpu[1] / cpu[0]) }
        }
        withExtendedLifetime(sink) {}
        let samples = (0..<2).map { Sample(wall: Self.median(walls[$0]), cpu: Self.median(cpus[$0])) }
        return (samples[0], samples[1], ratios.isEmpty ? "–" : String(format: "%.2f×", Self.median(ratios)))
    }
}
