import Dial
import DialModel
import Foundation

/// `dial preview --bench N FACE`: how long from saving a face file to having the page's new pictures, measured as the
/// page lives it. A real server on loopback watches a copy of the face; the bench saves the copy (a write-then-rename,
/// as editors do), waits for the change on the event stream, fetches the face's details and then its four views
/// at once on four kept-alive connections, as the page does, and stops the clock when the last picture's last byte
/// has arrived. Not counted: the browser decoding four PNGs and painting them (about a millisecond).
package enum PreviewBench {
    package struct Report: Sendable {
        package var face: String
        /// Milliseconds from the save to the change on the event stream, and to the last picture.
        package var noticed: [Double]
        package var pictures: [Double]
        package var cores: Int
        package var pollInterval: Double

        package var markdown: String {
            func row(_ name: String, _ values: [Double]) -> String {
                let sorted = values.sorted()
                let pick = { (share: Double) in sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * share + 0.5))] }
                return "| \(name) | " + [pick(0.5), pick(0.9), sorted.last!].map { String(format: "%.1f", $0) }.joined(separator: " | ") + " |"
            }
            #if DEBUG
            let build = "debug build (a release build is several times faster)"
            #else
            let build = "release build"
            #endif
            return """
                `dial preview --bench \(pictures.count)` on \(face): \(cores) cores, \(build), files polled every \
                \(Int(pollInterval * 1000)) ms; milliseconds.

                | from saving the file to | median | 90th percentile | slowest |
                | --- | --- | --- | --- |
                \(row("the change on the event stream", noticed))
                \(row("the four new pictures received", pictures))
                """
        }
    }

    package static func run(face path: String, iterations: Int) async throws -> Report {
        let original = try FaceFile.bytes(at: path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dial-preview-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent((path as NSString).lastPathComponent)
        try Data(original).write(to: copy, options: .atomic)
        // The pictures it names go beside the copy, where it looks for them.
        let source = URL(fileURLWithPath: path).deletingLastPathComponent()
        if let document = try? FaceDocument.decode(original, file: path).0 {
            for file in Set(document.imageFiles.map(\.file)) {
                let target = folder.appendingPathComponent(file)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.copyItem(at: source.appendingPathComponent(file), to: target)
            }
        }

        var configuration = PreviewConfiguration()
        configuration.port = 0
        let server = try PreviewServer(catalog: try PreviewCatalog.open(copy.path), configuration: configuration)
        if let failure = server.catalog.faces[0].currentFailure { throw BenchClient.Failure(description: failure.description) }
        let serving = Task { try await server.run() }
        defer { serving.cancel() }

        var events = try await BenchClient.connect(port: server.port)
        try await events.openEvents()
        var generation = try await events.nextStatus().generation
        var viewers: [BenchClient] = []
        for _ in PreviewView.allCases { viewers.append(try await BenchClient.connect(port: server.port)) }
        var details = try await BenchClient.connect(port: server.port)
        defer { ([events, details] + viewers).forEach { $0.close() } }

        var noticed: [Double] = [], pictures: [Double] = []
        let clock = ContinuousClock()
        for run in 0..<(iterations + 2) {
            // The same face each time, with one more space at its end: it decodes alike, and it is a change.
            let edited = original + [UInt8](repeating: 0x20, count: run % 2 + 1)
            let saved = clock.now
            try Data(edited).write(to: copy, options: .atomic)
            var status = try await events.nextStatus()
            while status.generation <= generation {
                if let error = status.error { throw BenchClient.Failure(description: error.unprefixed) }
                status = try await events.nextStatus()
            }
            generation = status.generation
            let seen = clock.now
            _ = try await details.get("/api/faces/0")
            try await withThrowingTaskGroup(of: (Int, BenchClient).self) { group in
                for (index, view) in PreviewView.allCases.enumerated() {
                    var client = viewers[index]
                    group.addTask {
                        _ = try await client.get("/api/faces/0/view.png?view=\(view.rawValue)")
                        return (index, client)
                    }
                }
                for try await (index, client) in group { viewers[index] = client }
            }
            let done = clock.now
            // The first two warm caches (fonts, glyphs) as a page's first pictures do: not counted.
            if run >= 2 {
                noticed.append(milliseconds(seen - saved))
                pictures.append(milliseconds(done - saved))
            }
            try await Task.sleep(for: .milliseconds(60))
        }
        return Report(face: path, noticed: noticed, pictures: pictures, cores: ProcessInfo.processInfo.activeProcessorCount,
                      pollInterval: configuration.pollInterval)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}

private extension String {
    /// The message without the `dial: error: ` the command adds again.
    var unprefixed: String { hasPrefix("dial: error: ") ? String(dropFirst(13)) : self }
}
