import DialCore
import DialFiles
import DialText
import Foundation
import DialHash

/// What one worker of an export's `RendererPool` runs: with the worker's `Renderer` (fonts, shaping caches, Cairo
/// surfaces), it takes jobs from the queue until none is left. Writes each file itself, so encoding, hashing and
/// writing also run in parallel.
struct ExportWorker: Sendable {
    let plan: ExportPlan
    /// Entries of an earlier run, by file, that `--resume` may keep.
    let previous: [String: ManifestEntry]
    let queue: ExportQueue

    /// Takes jobs until none is left, rendering with `renderer` (a `RendererPool` worker's).
    func run(with renderer: Renderer) {
        // Jobs come face by face, so the face of the last job is nearly always the next one's.
        var face: (index: Int, loaded: Result<Face, DialError>)?
        let encoder = EncodedEntry.encoder()
        while let index = queue.take() {
            let job = plan.jobs[index]
            if face?.index != job.face {
                face = (job.face, Result { () throws(DialError) in try plan.faces[job.face].load() })
            }
            let events = process(job, of: face!.loaded, with: renderer)
            plan.faces[job.face].jobDone()
            var written: [EncodedEntry] = [], kept: [EncodedEntry] = []
            for event in events {
                switch event {
                case .wrote(let entry): written.append(EncodedEntry(entry, encoder: encoder))
                case .reused(let entry): kept.append(EncodedEntry(entry, encoder: encoder))
                case .started, .failed: break
                }
            }
            queue.post([.job(index, events, written: written, kept: kept)])
        }
        queue.post([.stopped(nil)])
    }

    private func process(_ job: ExportJob, of loaded: Result<Face, DialError>, with renderer: Renderer) -> [ExportEvent] {
        let face = plan.faces[job.face]
        let formats = plan.request.matrix.formats
        // The display list comes first, even for `--resume`: it is what identifies the job (a digest of the face file
        // would give its secrets away), and it costs a fraction of encoding one output.
        let list: DisplayList
        do {
            let loaded = try loaded.get()
            list = try renderer.displayList(loaded, in: job.context.renderContext)
        } catch {
            return [.failed(ExportFailure(face: face.name, files: formats.map(job.file), error: error.description))]
        }
        let digest = list.digest
        func entry(_ format: OutputFormat, bytes: Int = 0, sha256: String = "") -> ManifestEntry {
            ManifestEntry(file: job.file(format), job: job.number, face: face.name, displayListSHA256: digest, context: job.context,
                          format: format, bytes: bytes, sha256: sha256)
        }

        var events: [ExportEvent] = []
        for format in formats {
            if var kept = previous[job.file(format)], kept.describesSameOutput(as: entry(format)),
               Self.sha256(ofFileAt: url(job.file(format))) == kept.sha256 {
                kept.job = job.number
                events.append(.reused(kept))
                continue
            }
            do {
                let bytes = try renderer.encode(list, as: format)
                do {
                    try AtomicFile.write(bytes, to: url(job.file(format)))
                } catch {
                    // Named inside the export folder: the folder's own path may be absolute, and failures are shared.
                    guard case .cannotWrite(_, let reason) = error else { throw error }
                    throw FileError.cannotWrite(path: job.file(format), reason: reason)
                }
                events.append(.wrote(entry(format, bytes: bytes.count, sha256: bytes.withUnsafeBytes(SHA256.hexDigest))))
            } catch {
                events.append(.failed(ExportFailure(face: face.name, files: [job.file(format)], error: "\(error)")))
            }
        }
        return events
    }

    private func url(_ file: String) -> URL {
        // Told it is a file, URL does not ask the file system whether the name is a folder.
        plan.request.folder.appendingPathComponent(file, isDirectory: false)
    }

    /// nil when the file cannot be read.
    static func sha256(ofFileAt url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return data.withUnsafeBytes(SHA256.hexDigest)
    }
}
