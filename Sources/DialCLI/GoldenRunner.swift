import Dial
import DialGolden
import DialCore
import DialModel
import DialPNG
import Foundation
import Synchronization

/// Renders every face in every display and checks each output against its golden, on all cores. A worker keeps
/// one renderer and, per output, only what a failure needs; images are written to the report and dropped at once,
/// so memory stays flat however many goldens there are.
struct GoldenRunner {
    var faces: [GoldenFace]
    var store: GoldenStore
    var formats: [OutputFormat]
    var mode: RecordMode
    var tolerance: ImageTolerance
    var report: GoldenReport?
    var environment: EnvironmentRecord?
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Faces checked but never recorded (`GoldenGate`), by name.
    var refused: Set<String> = []

    /// One check that did not pass, as the command prints it.
    struct Outcome: Sendable {
        var face: String
        var name: String
        var text: String
        var recorded: Bool
    }

    struct Summary {
        var checked = 0
        var pngPairs = 0
        var outcomes: [Outcome] = []
        /// Faces that could not be rendered: bad input.
        var errors: [String] = []
        var elapsed = Duration.zero
        var workers = 1
    }

    func run() -> Summary {
        let items = faces.indices.flatMap { face in faces[face].face.variants.map { (face, $0) } }
        let workers = max(1, min(jobs, items.count))
        let next = Mutex(0)
        let results = Mutex([(outcomes: [Outcome], errors: [String], checked: Int, png: Int)?](repeating: nil, count: items.count))
        let start = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let renderer: Renderer
            do {
                renderer = try Renderer()
            } catch {
                let claimed = next.withLock { index in defer { index = items.count }; return index }
                results.withLock { results in
                    for index in claimed..<items.count { results[index] = ([], ["\(error)"], 0, 0) }
                }
                return
            }
            while true {
                let index = next.withLock { index in defer { index += 1 }; return index }
                guard index < items.count else { return }
                let result = check(faces[items[index].0], variant: items[index].1, renderer: renderer)
                results.withLock { $0[index] = result }
            }
        }
        var summary = Summary(elapsed: ContinuousClock.now - start, workers: workers)
        for result in results.withLock({ $0 }) {
            guard let result else { continue }
            summary.outcomes += result.outcomes
            summary.errors += result.errors
            summary.checked += result.checked
            summary.pngPairs += result.png
        }
        return summary
    }

    private func check(_ face: GoldenFace, variant: FaceVariant, renderer: Renderer) -> (outcomes: [Outcome], errors: [String], checked: Int, png: Int) {
        let list: DisplayList
        var outputs: [(format: OutputFormat, bytes: [UInt8])] = []
        var image: RGBAImage?
        do {
            list = try renderer.displayList(face.face, display: variant.display, overrides: variant.overrides)
            for format in formats {
                // PNGs are checked as pixels, so a render that matches is never compressed.
                if format == .png { image = try renderer.rgba(list) } else { outputs.append((format, try renderer.encode(list, as: format))) }
            }
        } catch {
            return ([], [error.description], 0, 0)
        }
        var outcomes: [Outcome] = []
        var errors: [String] = []
        let name = "\(face.name)/\(variant.name)"
        let mode = refused.contains(face.name) ? RecordMode.never : self.mode
        if let image {
            do {
                if let failure = try store.check(image, named: name, as: .pixels(tolerance), pathExtension: OutputFormat.png.rawValue,
                                                 record: mode, environment: environment) {
                    try report?.add(failure)
                    outcomes.append(Outcome(face: face.name, name: failure.name, text: failure.message, recorded: failure.recorded))
                }
            } catch {
                errors.append("\(error)")
            }
        }
        for output in outputs {
            do {
                guard let failure = try store.check(output.bytes, named: name, as: .lines,
                                                    pathExtension: output.format.rawValue, record: mode,
                                                    environment: environment) else { continue }
                try report?.add(failure)
                // SVG diffs are glyph outlines: the TXT of the same frame says what changed, in words.
                let text = output.format == .svg ? failure.headline : failure.message
                outcomes.append(Outcome(face: face.name, name: failure.name, text: text, recorded: failure.recorded))
            } catch {
                errors.append("\(error)")
            }
        }
        return (outcomes, errors, outputs.count + (image == nil ? 0 : 1), image == nil ? 0 : 1)
    }
}
