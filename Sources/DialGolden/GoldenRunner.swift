import Dial
import DialCore
import DialPNG
import Foundation
import Synchronization

/// Renders every face in each of its golden variants and checks each output against its golden, on all cores: what
/// `dial golden verify` and `dial golden record` run. A worker keeps one renderer and, per output, only what a failure
/// needs; images are written to the report and dropped at once, so memory stays flat however many goldens there are.
/// The summary is the same whatever the number of workers: results are gathered in the faces' order.
public struct GoldenRunner: Sendable {
    /// The faces to check, in order.
    public var faces: [GoldenFace]
    /// Where their goldens are.
    public var store: GoldenStore
    /// The formats checked, each against its own golden.
    public var formats: [OutputFormat]
    /// When an output is written as the golden.
    public var mode: RecordMode
    /// How many pixels of a PNG may differ.
    public var tolerance: ImageTolerance
    /// Where failures are written for a person to look at; nil writes nothing.
    public var report: GoldenReport?
    /// The record written beside goldens that are recorded.
    public var environment: EnvironmentRecord?
    /// Workers, each with its own renderer.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Faces checked but never recorded (`GoldenGate`), by name.
    public var refused: Set<String> = []

    /// A runner of `faces` against `store`, on one worker per core.
    public init(faces: [GoldenFace], store: GoldenStore, formats: [OutputFormat], mode: RecordMode, tolerance: ImageTolerance,
                report: GoldenReport?, environment: EnvironmentRecord?) {
        self.faces = faces
        self.store = store
        self.formats = formats
        self.mode = mode
        self.tolerance = tolerance
        self.report = report
        self.environment = environment
    }

    /// One check that did not pass.
    public struct Outcome: Sendable {
        /// The face's folder in the store.
        public var face: String
        /// The golden's name in the store (`face/variant.png`).
        public var name: String
        /// What differs, as a person reads it.
        public var text: String
        /// Whether the output was written as the golden.
        public var recorded: Bool
    }

    /// What a run found.
    public struct Summary: Sendable {
        /// Goldens checked.
        public var checked = 0
        /// PNG goldens checked (compared as pixels).
        public var pngPairs = 0
        /// The checks that did not pass.
        public var outcomes: [Outcome] = []
        /// Faces that could not be rendered, and goldens that could not be read or written: bad input.
        public var errors: [String] = []
        /// How long the run took.
        public var elapsed = Duration.zero
        /// Workers the run used.
        public var workers = 1
    }

    /// Checks every face's every variant in every format.
    public func run() -> Summary {
        let items = faces.indices.flatMap { face in faces[face].face.variants.map { (face, $0) } }
        let workers = max(1, min(jobs, items.count))
        let next = Mutex(0)
        let results = Mutex([(outcomes: [Outcome], errors: [String], checked: Int, png: Int)?](repeating: nil, count: items.count))
        let start = ContinuousClock.now
        do {
            let pool = try RendererPool(workers: workers, name: "dial-golden")
            pool.onEveryWorker { renderer in
                while true {
                    let index = next.withLock { index in defer { index += 1 }; return index }
                    guard index < items.count else { return }
                    let result = check(faces[items[index].0], variant: items[index].1, renderer: renderer)
                    results.withLock { $0[index] = result }
                }
            }
            pool.stop()
        } catch {
            results.withLock { results in
                for index in results.indices { results[index] = ([], ["\(error)"], 0, 0) }
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
            list = try renderer.displayList(face.face, in: variant.context)
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
