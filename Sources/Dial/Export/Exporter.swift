import DialFiles
import Foundation

/// Runs exports: `ExportPlan` → files, `manifest.json` and `index.html` in the export folder → `ExportReport`.
public enum Exporter {
    /// Renders and writes every output of the plan on `plan.request.workers` threads, reporting each file on the
    /// calling thread as it lands. A face or file that fails is reported and the rest goes on; only a problem that
    /// stops every job (the export folder can't be made, the fonts are missing) throws.
    public static func run(_ plan: ExportPlan, events: (ExportEvent) -> Void = { _ in }) throws(DialError) -> ExportReport {
        let request = plan.request
        let folder = request.folder
        // Held until this returns (or the process dies): no other export writes here meanwhile.
        let hold = try ExportFolder(folder, shard: request.shard)
        defer { hold.release() }
        try hold.claim(for: plan, clean: request.clean)
        let journalURL = folder.appendingPathComponent(ExportManifest.journalName(for: request.shard))
        let previous = request.resume
            ? previousEntries(manifest: folder.appendingPathComponent(ExportManifest.fileName(for: request.shard)), journal: journalURL)
            : [:]
        removeTemporaries(of: plan)
        let journal = try ExportJournal(url: journalURL, keeping: request.resume)
        let faces = plan.faces.map(\.manifestFace)
        let stream = try ManifestStream(folder: folder, shard: request.shard, plan: plan.fingerprint, faces: faces)

        let workers = max(1, min(request.workers, plan.jobs.count))
        events(.started(outputs: plan.outputCount, workers: workers))
        var failures = plan.failures
        failures.forEach { events(.failed($0)) }

        let queue = ExportQueue(jobCount: plan.jobs.count)
        let worker = ExportWorker(plan: plan, previous: previous, queue: queue)
        let pool = plan.jobs.isEmpty ? nil : try RendererPool(workers: workers, name: "dial-export")
        defer { pool?.stop() }
        for _ in 0..<(pool == nil ? 0 : workers) {
            pool?.submit { renderer in worker.run(with: renderer) }
        }

        var written = 0, reused = 0
        var stopped = plan.jobs.isEmpty ? workers : 0
        var fatal: DialError?
        // Jobs finish out of order; the manifest, the journal and the events take them in order, so that nothing
        // written or printed depends on which worker was faster (a job's time may follow what a context hides).
        // Workers take jobs in order, so only the jobs finished while an earlier one is still being rendered wait
        // here: a handful, however large the export.
        var finished: [Int: (events: [ExportEvent], wrote: [EncodedEntry], entries: [EncodedEntry])] = [:]
        var nextJob = 0
        while stopped < workers {
            for message in queue.waitForMessages() {
                switch message {
                case .job(let index, let jobEvents, let wrote, let kept):
                    finished[index] = (jobEvents, wrote, (wrote + kept).sorted { ManifestEntry.inManifestOrder($0.entry, $1.entry) })
                    while fatal == nil, let ready = finished.removeValue(forKey: nextJob) {
                        journal.append(ready.wrote)
                        for event in ready.events {
                            switch event {
                            case .wrote:
                                written += 1
                            case .reused:
                                reused += 1
                            case .failed(let failure):
                                failures.append(failure)
                            case .started:
                                break
                            }
                            events(event)
                        }
                        do {
                            try stream.add(ready.entries)
                        } catch {
                            fatal = error
                            queue.cancel()
                        }
                        nextJob += 1
                    }
                case .stopped(let error):
                    stopped += 1
                    if fatal == nil, let error {
                        fatal = error
                    }
                }
            }
        }
        if let fatal { throw fatal }

        let sortedFailures = Set(failures).sorted()
        let summaryFiles = try stream.finish(failures: sortedFailures)
        journal.remove()
        return ExportReport(outputs: stream.outputCount, faces: faces.count, written: written, reused: reused,
                            failures: sortedFailures, summaryFiles: summaryFiles)
    }

    /// Joins the shard manifests in `folder` (`manifest-shard-I-of-N.json`, one for each shard of one export) into
    /// `manifest.json` and `index.html`, exactly as the export would have written them unsharded.
    public static func merge(folder: URL) throws(DialError) -> ExportReport {
        // A merge has nothing to join in a folder that is not there: say so rather than make it.
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw .io(path: folder.relativePath, problem: "no such folder; give the folder the shards wrote into")
        }
        let hold = try ExportFolder(folder, shard: nil)
        defer { hold.release() }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .io(path: folder.relativePath, problem: "cannot list: \((error as NSError).localizedDescription)")
        }
        var shards: [ExportManifest] = []
        for name in names.sorted() where name.hasPrefix("manifest-shard-") && name.hasSuffix(".json") {
            let url = folder.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw .io(path: url.relativePath, problem: "cannot read")
            }
            shards.append(try ExportManifest.decode(Array(data), path: url.relativePath))
        }
        let manifest = try ExportManifest.merged(shards, folder: folder.relativePath)
        let missing = manifest.outputs.map(\.file).filter { !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
        guard missing.isEmpty else {
            throw .incompleteShards(folder: folder.relativePath,
                                    problem: "\(missing.count) listed file(s) are not there, e.g. \(missing.prefix(3).joined(separator: ", "))")
        }
        let manifestURL = folder.appendingPathComponent(ExportManifest.fileName)
        let sheetURL = folder.appendingPathComponent(ContactSheet.fileName)
        do throws(FileError) {
            try AtomicFile.write(manifest.encoded(), to: manifestURL)
            try AtomicFile.write(Array(ContactSheet.html(manifest).utf8), to: sheetURL)
        } catch {
            throw .file(error)
        }
        return ExportReport(outputs: manifest.outputs.count, faces: manifest.faces.count, written: 0, reused: 0,
                            failures: manifest.failures, summaryFiles: [manifestURL.relativePath, sheetURL.relativePath])
    }

    /// The entries of the last finished run, overlaid with those of an interrupted run's journal, by file.
    private static func previousEntries(manifest: URL, journal: URL) -> [String: ManifestEntry] {
        var entries: [String: ManifestEntry] = [:]
        if let data = FileManager.default.contents(atPath: manifest.path),
           let finished = try? ExportManifest.decode(Array(data), path: manifest.relativePath) {
            for entry in finished.outputs { entries[entry.file] = entry }
        }
        for entry in ExportJournal.entries(at: journal) { entries[entry.file] = entry }
        return entries
    }

    /// Removes what writers of this shard's files (outputs, manifest, contact sheet) left behind when they were killed
    /// mid-write. Another shard's files are not touched: it may be writing them into the same folder right now.
    private static func removeTemporaries(of plan: ExportPlan) {
        let shard = plan.request.shard
        var summaries: Set<String> = [ExportManifest.fileName(for: shard)]
        if shard.isWhole { summaries.insert(ContactSheet.fileName) }
        remove(temporariesIn: plan.request.folder) { summaries.contains($0) }
        for run in plan.jobs.runs {
            let folder = plan.request.folder.appendingPathComponent(run.slug)
            // Most folders hold no temporary file: the face's names are only listed for those that do.
            var owned: Set<String>?
            remove(temporariesIn: folder) { target in
                if owned == nil {
                    owned = Set(plan.jobs.jobs(ofRun: run).flatMap { job in
                        plan.request.matrix.formats.map { String(job.file($0).dropFirst(run.slug.count + 1)) }
                    })
                }
                return owned!.contains(target)
            }
        }
    }

    /// Removes each temporary file in `folder` whose target `owns` says is this shard's.
    private static func remove(temporariesIn folder: URL, where owns: (String) -> Bool) {
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            if let target = AtomicFile.target(ofTemporary: file), owns(target) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
            }
        }
    }
}
