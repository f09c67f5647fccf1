import ArgumentParser
import DialBench
import Foundation

/// `dial bench`: the `Benchmark`'s Markdown on standard output.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Time every stage, batch export and golden verify throughput on 1 and N workers, and peak memory.",
        discussion: "Build with -c release first: a debug build is several times slower.")

    @Argument(help: "Faces to time stage by stage. Default: the bundled default face and Faces/bench/heavy.json.")
    var faces: [String] = []

    @Option(help: "Runs of each stage; the median is reported.")
    var iterations = 200

    @Option(help: "Frames (PNG, default face) of each batch export.")
    var frames = 1000

    @Option(help: "PNG golden pairs (the default face, active and Always On) that the golden verify throughput checks.")
    var goldens = 1000

    @Option(help: ArgumentHelp("Workers of the parallel batch. Default: one per core.", valueName: "n"))
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp(
        "Write the faces of the hidden-data pairs (few and many, files of one size) into this folder, time nothing.",
        valueName: "folder"))
    var writeHiddenPairs: String?

    func validate() throws {
        guard iterations >= 1 else { throw ValidationError("--iterations: expected at least 1, found \(iterations)") }
        guard frames >= 1 else { throw ValidationError("--frames: expected at least 1, found \(frames)") }
        guard goldens >= 2 else { throw ValidationError("--goldens: expected at least 2, found \(goldens)") }
        guard jobs >= 1 else { throw ValidationError("--jobs: expected at least 1, found \(jobs)") }
    }

    func run() throws {
        if let folder = writeHiddenPairs {
            for file in try Benchmark.writeHiddenPairs(to: folder) { print(file) }
            return
        }
        try Benchmark(faces: faces, iterations: iterations, frames: frames, goldens: goldens, jobs: jobs) { print($0) }.run()
    }
}
