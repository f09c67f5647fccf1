import Dial
import DialModel
import Testing

/// The pairs `dial bench` times: each is two faces of one size that differ in hidden data, and the work timed for
/// its context gives the same result for both, so that a ratio of their times measures nothing but the data.
@Suite struct HiddenDataPairTests {
    @Test(arguments: HiddenDataPair.all.indices)
    func bothSidesAreOneSizeAndDrawTheSame(index: Int) throws {
        let pair = HiddenDataPair.all[index]
        #expect(pair.bytes(.few).count == pair.bytes(.many).count, "\(pair.name)")
        #expect(pair.bytes(.few) != pair.bytes(.many), "\(pair.name)")
        let renderer = try Renderer()
        let png = try pair.render(.few, with: renderer)
        #expect(png == (try pair.render(.many, with: renderer)), "\(pair.name): the renders differ")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let timeline = try TimelineRenderer()
        let moments = try pair.timeline(.few, with: timeline)
        #expect(moments == (try pair.timeline(.many, with: timeline)), "\(pair.name): the moments differ")
    }

    /// The work a render and a schedule do for the pair's context reads no timeline entry, on either side: the entries
    /// are put in date order and their marks read once, when the face is read (docs/privacy.md, "Timing"). Counted, not
    /// timed; reading the face counts every entry once, so the probe does see this work where it is done.
    @Test(arguments: HiddenDataPair.timelines.indices)
    func renderingReadsNoTimelineEntry(index: Int) throws {
        let pair = HiddenDataPair.timelines[index]
        let renderer = try Renderer(), timeline = try TimelineRenderer()
        for side in HiddenDataPair.Side.allCases {
            let reading = WorkProbe()
            let face = try WorkProbe.$current.withValue(reading) {
                try Face.decode(pair.bytes(side), file: "\(side.rawValue).json")
            }
            let entries = (face.document.complications ?? []).reduce(0) { $0 + ($1.timeline?.count ?? 0) }
            #expect(entries >= 1)
            // Once each, for every context: the first resolve, which checks the face, uses what was worked out.
            #expect(reading.count(.entriesOrdered) == entries && reading.count(.entryMarksRead) == entries, "\(pair.name), \(side)")
            // The entries' stacks of texts are read by the grammar alone (`PlainEntry`), their contents left in the file:
            // reading builds at most the one in force when the face is first resolved, wide awake, which shows it.
            if pair.slug != HiddenDataPair.pathCommandsHiddenByPrivacy.slug {
                let plain = (face.document.complications ?? []).allSatisfy { ($0.timeline ?? []).allSatisfy { $0.plain != nil } }
                #expect(plain, "\(pair.name), \(side): an entry was built as the face was read")
            }
            #expect(reading.count(.entryContentsBuilt) <= 1, "\(pair.name), \(side)")

            let drawing = WorkProbe()
            try WorkProbe.$current.withValue(drawing) {
                _ = try renderer.render(face, in: pair.context, formats: [.png])
                let range = face.timelineRange(from: nil, to: nil, zone: try face.timelinePlan().zone)
                let request = TimelineRequest(from: range.from, to: range.to, stepping: .changes, displays: [pair.context.display],
                                              context: pair.context)
                _ = try timeline.moments(face, request, schedule: try timeline.schedule(face, request))
            }
            #expect(drawing.count(.entriesOrdered) == 0, "\(pair.name), \(side): a render ordered entries")
            #expect(drawing.count(.entryMarksRead) == 0, "\(pair.name), \(side): a render read entries' marks")
            #expect(drawing.count(.entryContentsBuilt) == 0, "\(pair.name), \(side): a render built an entry it hides")
        }
    }

    /// How often reading each side of `pair` (few, then many) did `work`, counted by a probe of its own.
    static func readingCounts(_ work: WorkProbe.Work, of pair: HiddenDataPair) throws -> [Int] {
        try HiddenDataPair.Side.allCases.map { side in
            let probe = WorkProbe()
            _ = try WorkProbe.$current.withValue(probe) { try Face.decode(pair.bytes(side), file: "\(side.rawValue).json") }
            return probe.count(work)
        }
    }

    /// Reading either side of a pair makes as many errors: a reader that tries a form of a value before another made one
    /// for each hidden chart mark without a style (1,000 against 2, each a path, a place and words: most of what such a
    /// mark cost to read, docs/performance.md, "Session 25"). Counted, not timed.
    @Test(arguments: HiddenDataPair.all.indices)
    func readingMakesNoErrorPerHiddenValue(index: Int) throws {
        let pair = HiddenDataPair.all[index]
        let errors = try Self.readingCounts(.errorsBuilt, of: pair)
        #expect(errors[0] == errors[1], "\(pair.name): \(errors[0]) errors made reading one side, \(errors[1]) the other")
    }

    /// Reading either side of a pair looks up as many absent keys by name: a view's reader asked each of some fifty
    /// names (its kinds, its modifiers, a stack's parameters) of every view, and a chart mark's reader seven of every
    /// mark, hidden ones too, most of what a hidden text or mark cost to read; they now find a value's keys in one pass
    /// (`ViewKeySet`, `ChartMarkDocument.init(reading:)`; docs/performance.md, "Session 26: a hidden chart's marks and a view's keys read by
    /// hand"). Counted, not timed.
    @Test(arguments: HiddenDataPair.all.indices)
    func readingLooksUpNoAbsentKeyPerHiddenValue(index: Int) throws {
        let pair = HiddenDataPair.all[index]
        let lookUps = try Self.readingCounts(.absentKeysLookedUp, of: pair)
        #expect(lookUps[0] == lookUps[1], "\(pair.name): \(lookUps[0]) absent keys looked up reading one side, \(lookUps[1]) the other")
    }

    /// A frame of the pair's context resolves nothing the context hides: as many view elements and chart marks on both
    /// sides, since a region it hides is its stand-in before anything in it is resolved and a chart it hides reads no
    /// mark (docs/privacy.md, "Timing"). Counted, not timed. Where the views show, the work does differ: the count sees it.
    @Test(arguments: HiddenDataPair.all.indices)
    func aFrameResolvesNothingItHides(index: Int) throws {
        let pair = HiddenDataPair.all[index]
        let renderer = try Renderer()
        func work(_ side: HiddenDataPair.Side, in context: RenderContext, render: Bool) throws -> [Int] {
            let face = try Face.decode(pair.bytes(side), file: "\(side.rawValue).json")
            let probe = WorkProbe()
            try WorkProbe.$current.withValue(probe) {
                if render { _ = try renderer.render(face, in: context, formats: [.png]) } else { _ = try face.resolved(in: context) }
            }
            return [probe.count(.viewElementsResolved), probe.count(.chartMarksRead)]
        }
        #expect(try work(.few, in: pair.context, render: true) == work(.many, in: pair.context, render: true), "\(pair.name)")
        guard HiddenDataPair.views.contains(where: { $0.slug == pair.slug }) else { return }
        #expect(try work(.few, in: .active, render: false) != work(.many, in: .active, render: false), "\(pair.name)")
    }
}
