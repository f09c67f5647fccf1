import Synchronization

/// Counts work that must not grow with data a context hides, so that a test can prove how much was done rather than
/// time it (docs/privacy.md, "Timing": speed is measured by `dial bench`, never timed in a test).
///
/// A test sets one for the work it checks (`WorkProbe.$current.withValue(probe) { ... }`); everywhere else there is
/// none, and counting costs a task-local read per call, never per entry.
package final class WorkProbe: Sendable {
    /// The probe of the running task, if a test set one.
    @TaskLocal package static var current: WorkProbe?

    private let counts = Mutex<[Work: Int]>([:])

    /// What is counted.
    package enum Work: Hashable, Sendable {
        /// Timeline entries put in date order (`TimelineIndex`).
        case entriesOrdered
        /// Timeline entries whose privacy marks were read (`ComplicationDocument.privacyHidesEveryContent`).
        case entryMarksRead
        /// Elements of views resolved (texts, pictures, shapes, values, charts, regions' stand-ins), counted per content.
        case viewElementsResolved
        /// A view chart's marks read (`ViewChart`).
        case chartMarksRead
        /// Faces resolved for a context (`Resolver.resolve`): a timeline resolves none per entry a context hides.
        case facesResolved
        /// Timeline entries a schedule or its moments look at (`FrameTimes.candidates`, `TimelineRenderer.schedule`):
        /// in a run of entries alike in what privacy shows, only those near its start (`PublicRuns`).
        case entriesLookedAt
        /// A view's size measured for a proposal (`ViewNode.size(for:)`), not read from what its layout pass remembered
        /// (`ViewMeasures`): grows with the number of views, not as a power of their depth.
        case viewSizesMeasured
        /// A file's private regions found (`PrivateRegions`): only for a message, never for a face read without fault.
        case privateRegionsFound
        /// Walks of a file's structure for an unknown key (`DocumentShape.firstUnknownKey`): none for a face whose reading
        /// succeeds and asks about every key (`FaceDecoder.decode`).
        case keyWalks
        /// Contents of timeline entries read by the grammar alone (`PlainEntry`), built when asked for: none as a face is
        /// read, none for a context that hides them.
        case entryContentsBuilt
        /// Timeline entries the parser read by their shape alone (`JSONParser.parsePlainEntry`), not value by value.
        case entriesParsedPlainly
        /// Contents resolved (`Resolver.resolve` of a complication's content, its views' too): none when a face is
        /// read and its templates checked (`Resolver.checkContents`), whatever the number of entries.
        case contentsResolved
        /// Errors made (`FaceError`), most by a reader trying one form of a value and then another (a chart mark's
        /// `foregroundStyle` as `{"by": …}`, then as a style): each spells out a path, a place and words, thousands of
        /// instructions, so a form tried on every hidden value made reading grow with them. A face read without fault
        /// makes none per value written in its usual form.
        case errorsBuilt
        /// Keys a reader looked up by name in an object that does not hold them (`NodeObject.index(of:)`), counted as
        /// a face is read: a reader that asks each of its names in turn pays for every key a value leaves out, and a
        /// view's reader asked some fifty (a kind and every modifier) of every view, a chart mark's seven, hidden ones
        /// too. Readers of the values a face holds by the thousand find their keys in one pass instead
        /// (`NodeObject.present`, `ViewKeySet`), so a face's hidden views and marks add none.
        case absentKeysLookedUp
    }

    package init() {}

    /// How much of `work` was done under this probe.
    package func count(_ work: Work) -> Int {
        counts.withLock { $0[work] ?? 0 }
    }

    /// Notes `amount` of `work` on the running task's probe, if any.
    package static func note(_ work: Work, _ amount: Int) {
        guard amount > 0, let probe = current else { return }
        probe.counts.withLock { $0[work, default: 0] += amount }
    }
}
