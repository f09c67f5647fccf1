/// A shard's jobs in order, worked out when asked for: an export of many thousands of frames holds a few numbers per
/// face rather than every job.
public struct ExportJobs: RandomAccessCollection, Sendable {
    /// The jobs of one face, which follow those of the faces before it.
    struct FaceRun: Sendable {
        /// The face's index in `ExportPlan.faces`, and the folder its outputs go into.
        let face: Int
        let slug: String
        /// The number of the face's first context over the whole export.
        let base: Int
        /// The face's contexts in matrix order, shared by every face with the same screen.
        let contexts: [ExportContext]
        /// This shard's jobs before this face's.
        let start: Int
        /// How many of the face's contexts this shard takes.
        let count: Int
    }

    let runs: [FaceRun]
    let shard: ExportShard

    /// The first job's position: 0.
    public var startIndex: Int { 0 }
    /// One past the last job of the shard.
    public var endIndex: Int { runs.last.map { $0.start + $0.count } ?? 0 }

    /// The job at `position`, worked out from the run of its face.
    public subscript(position: Int) -> ExportJob {
        precondition(indices.contains(position), "job \(position) of \(count)")
        // The last run starting at or before `position`.
        var (low, high) = (0, runs.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].start <= position { low = middle } else { high = middle - 1 }
        }
        let run = runs[low]
        // The shard takes every `count`-th number from the first it owns in this face.
        let first = (shard.index - 1 - run.base % shard.count + shard.count) % shard.count
        let offset = first + (position - run.start) * shard.count
        let context = run.contexts[offset]
        return ExportJob(number: run.base + offset, face: run.face, context: context, name: "\(run.slug)/\(context.stem)")
    }

    /// The face runs of the jobs, for going through a face's jobs without the others.
    func jobs(ofRun run: FaceRun) -> [ExportJob] {
        (run.start..<(run.start + run.count)).map { self[$0] }
    }
}
