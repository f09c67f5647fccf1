import DialCairo
import DialCore
import DialModel
import DialText

/// Draws a face across a range of time: its schedule, the moments worth a frame, the frames, the filmstrip.
/// Holds fonts and shaping caches, so it is not thread-safe: make one per thread and reuse it.
public final class TimelineRenderer {
    private let renderer: Renderer
    private let shaper: TextShaper
    private let filmstrip: Filmstrip

    /// Opens the pinned font files, as ``Renderer/init(fonts:)`` does.
    public init(fonts: FontFiles = .system) throws(DialError) {
        renderer = try Renderer(fonts: fonts)
        do {
            shaper = try TextShaper(files: fonts)
        } catch {
            throw .text(error)
        }
        filmstrip = Filmstrip(fonts: fonts, shaper: shaper)
    }

    /// What each complication shows over the range, its reloads and budget, its stale periods, and relevance.
    /// The schedule as the request's context shows it: a complication of which nothing shows in any of its displays
    /// at any moment of the range (a placeholder while locked, or every element hidden) is withheld, so that neither
    /// the dates, the count nor the relevance of entries it hides can be read from it (docs/privacy.md).
    public func schedule(_ face: Face, _ request: TimelineRequest) throws(DialError) -> Schedule {
        let plan = try face.timelinePlan(reloadsPerDay: request.reloadsPerDay)
        let from = request.from.secondsSinceEpoch, to = request.to.secondsSinceEpoch
        var hidden = Set((face.document.complications ?? []).map(\.id))
        // Complications hidden whole at every moment of the request, in each of its displays: behind the lock's
        // placeholder, or hidden by privacy when every content they have would be (`RedactionRule.hidesWholeAtEveryMoment`).
        // Decided once, at the start of the range; none of their entries' moments is resolved, since work that grew
        // with the entries they hide would tell their number (docs/privacy.md, "Timing").
        // And those whose timeline privacy hides in a display (`ComplicationDocument.privacyHidesTimeline`): some of
        // their contents mark nothing, and at the moments those are in force the complication is hidden whole, or
        // privacy shows nothing of any of them (each marks nothing or every element), so the dates, count and
        // relevance of its entries are hidden too, as its error messages' private regions hold them (docs/privacy.md).
        // Read when the face was read, as its entries' order is: nothing here is done per entry.
        // Either kind is withheld only where every display asked for hides it: a schedule drawn for active and Always On
        // together shows what the active display shows, and the active frames show each entry anyway (stranger12 #3:
        // `--mode both` drew one frame of a complication whose prices changed on the raised wrist).
        var withheldEverywhere: Set<String>?
        let complications = face.document.complications ?? []
        let timelineHidden = Set(complications.indices.filter { index in
            face.timelines?.complications[index].privacyHidesTimeline ?? complications[index].privacyHidesTimeline
        }.map { complications[$0].id })
        // Those some rule conceals in part in every display: their entries may differ only in what is hidden.
        var concealed: Set<String>?
        for display in request.displays {
            let resolved = try face.resolved(in: context(request, display, at: request.from), symbols: renderer.symbols)
            let decisions = zip(resolved.complications, Redactor.decisions(resolved))
            let concealing = Set(decisions.filter { $1.rules.contains(where: \.conceals) }.map(\.0.id))
            concealed = concealed.map { $0.intersection(concealing) } ?? concealing
            let here = decisions.filter { complication, decision in
                decision.rules.contains { $0.hidesWholeAtEveryMoment(complication) }
            }.map(\.0.id)
            let underPrivacy = decisions.filter { _, decision in
                decision.rules.contains { $0.reason == .privacy }
            }.map(\.0.id).filter(timelineHidden.contains)
            let withheldHere = Set(here).union(underPrivacy)
            withheldEverywhere = withheldEverywhere.map { $0.intersection(withheldHere) } ?? withheldHere
        }
        let withheld = withheldEverywhere ?? []
        // The others: whether some moment shows them. A moment at which a complication draws as the second before
        // (inside a run of entries alike in what privacy shows) shows what the moment before it did, so it is not
        // looked for, nor are the entries inside a run looked at (`PublicRuns`).
        let runs = try publicRuns(face, request, plan: plan)
        var undecided = hidden.subtracting(withheld)
        for instant in FrameTimes.candidates(plan, from: from, to: to, excluding: withheld, runs: runs) where !undecided.isEmpty {
            for display in request.displays {
                let resolved = try face.resolved(in: context(request, display, at: plan.zone.timestamp(at: instant)), symbols: renderer.symbols)
                for decision in Redactor.decisions(resolved) where undecided.contains(decision.id) {
                    // Nothing current, or no location, is no secret: only the wearer's settings and the lock hide a complication.
                    if decision.shows || decision.rules.allSatisfy({ !$0.conceals }) {
                        hidden.remove(decision.id)
                        undecided.remove(decision.id)
                    }
                }
            }
        }
        // A withheld complication's entries are not simulated either: the schedule gives nothing of them.
        var shown = plan
        for index in shown.complications.indices where hidden.contains(shown.complications[index].id) {
            (shown.complications[index].timeline, shown.complications[index].relevance) = (.empty, [:])
        }
        // A partly hidden complication's entries that draw as the moment before them in every display (only hidden
        // parts differ) are part of that run: the schedule names the run's first entry and date, and neither the
        // hidden boundary's date nor a reload, relevance or stale period it would bring (adversary8 leak 5).
        for index in shown.complications.indices {
            let id = shown.complications[index].id
            guard !hidden.contains(id), concealed?.contains(id) == true else { continue }
            // Its entries are named without an index: the entry in force at the range's start, or at a run's first
            // date, has an index that counts the entries before it that differ only in what is hidden (adversary13
            // leak 1: `timeline[0]` or `timeline[11]` after 1 or 12 doses; with `--from`, the index stepped at each
            // hidden change), as the spacing warnings date them. Naming the run's first entry instead would walk back
            // along the run, in time that grows with its entries (docs/privacy.md, "Timing").
            shown.complications[index].entriesInRuns = true
            let timeline = shown.complications[index].timeline
            // Only entries near a run's start may draw otherwise than the second before; the others, inside a run,
            // are alike without being looked at (`PublicRuns`).
            var differing: Set<Int> = []
            let positions = runs.positionsToLook(index) ?? Array(timeline.entries.indices)
            WorkProbe.note(.entriesLookedAt, positions.count)
            for position in positions {
                let instant = timeline.entries[position].date.secondsSinceEpoch
                // One at the range's end too: the schedule lists it there (adversary13 leak 1, `--to 13:00`).
                guard instant > from, instant <= to else { continue }
                // Alike in what privacy shows of them: no face is resolved for it (docs/privacy.md, "Timing").
                if runs.drawsAlike(index, instant) { continue }
                var same = true
                for display in request.displays where same {
                    let (before, at) = (plan.zone.timestamp(at: instant - 1), plan.zone.timestamp(at: instant))
                    same = try self.complications(face, display: display, at: before, request: request)[index]
                        == self.complications(face, display: display, at: at, request: request)[index]
                }
                if !same { differing.insert(position) }
            }
            // Before the range too, a run's first entry stands for it, relevance included: the entry in force at the
            // range's start may be the last of a run begun before it, and its relevance (or one held over from an entry
            // inside the run) would tell of an entry whose very existence the context hides (notes25/r15 "relevance":
            // 1 entry scored 10, or 12 whose last is scored 90, ranked `c 10` and `c 90`). Told from the runs already
            // worked out (`PublicRuns.beginsRun`), so no entry is looked at for it; a complication without runs (one
            // that uses the location) keeps its entries before the range.
            shown.complications[index].timeline = timeline.removing { position in
                let instant = timeline.entries[position].date.secondsSinceEpoch
                if instant <= from { return !runs.beginsRun(index, at: position) }
                return instant <= to && !differing.contains(position)
            }
        }
        return ScheduleSimulator.simulate(shown, from: from, to: to).withholding(hidden)
    }

    /// The moments to draw. `every`: each step. `changes`: the start, then each moment at which what some
    /// complication draws — after redaction, in any of the displays — differs from the moment before; found by
    /// comparing the redacted faces at every entry date and at the first whole minute after it (Always On's).
    /// Call this before `frames`, to check how many there will be.
    public func moments(_ face: Face, _ request: TimelineRequest, schedule: Schedule) throws(DialError) -> [TimelineMoment] {
        let plan = try face.timelinePlan(reloadsPerDay: request.reloadsPerDay)
        let from = request.from.secondsSinceEpoch, to = request.to.secondsSinceEpoch
        let withheld = Set(schedule.complications.filter(\.hidden).map(\.id))
        let instants = switch request.stepping {
        case .every(let step): FrameTimes.every(step: step.seconds, from: from, to: to)
        case .changes: FrameTimes.candidates(plan, from: from, to: to, excluding: withheld,
                                             runs: try publicRuns(face, request, plan: plan))
        }
        var moments: [TimelineMoment] = []
        var previous: [[RedactedComplication]]?
        for instant in instants {
            let time = plan.zone.timestamp(at: instant)
            let drawn = try request.displays.map { (display) throws(DialError) in
                try complications(face, display: display, at: time, request: request)
            }
            let changed = changes(from: previous, to: drawn)
            previous = drawn
            if case .changes = request.stepping, !moments.isEmpty, changed.isEmpty { continue }
            moments.append(TimelineMoment(time: time, changed: changed, stale: schedule.stale(at: instant)))
        }
        return moments
    }

    /// Each moment in each of the request's displays.
    public func frames(_ face: Face, _ request: TimelineRequest, at moments: [TimelineMoment]) throws(DialError) -> [TimelineFrame] {
        var frames: [TimelineFrame] = []
        for moment in moments {
            for display in request.displays {
                frames.append(TimelineFrame(moment: moment, display: display,
                                            list: try renderer.displayList(face, in: context(request, display, at: moment.time))))
            }
        }
        return frames
    }

    /// The contact sheet of `frames`: a cell per moment with its displays side by side, labelled with the time,
    /// what changed and what is stale. `columns` nil fits as many as `FilmstripSheet.targetWidth` takes, except
    /// that many steps that divide an hour get a row per hour (at most 60 cells), so a day reads down its hours.
    public func filmstrip(_ frames: [TimelineFrame], schedule: Schedule, _ request: TimelineRequest, columns: Int? = nil) throws(DialError) -> [UInt8] {
        let format = WallTimeFormat(from: request.from, to: request.to)
        var cells: [FilmstripSheet.Cell] = []
        var index = 0
        while index < frames.count {
            let moment = frames[index].moment
            var lists: [DisplayList] = []
            while index < frames.count, frames[index].moment == moment {
                lists.append(frames[index].list)
                index += 1
            }
            var labels = [FilmstripSheet.Label(format.text(moment.time), .time),
                          FilmstripSheet.Label(cells.isEmpty ? "start" : moment.changed.isEmpty ? "no change" : moment.changed.joined(separator: ", "), .note)]
            if !moment.stale.isEmpty { labels.append(FilmstripSheet.Label("stale: " + moment.stale.joined(separator: ", "), .alert)) }
            cells.append(FilmstripSheet.Cell(frames: lists, labels: labels))
        }
        let displays = request.displays.map { $0 == .active ? "active" : "Always On" }
            .joined(separator: request.displays.count == 2 ? " and " : ", ") + (request.displays.count > 1 ? " side by side" : "")
        let stepping = switch request.stepping {
        case .every(let step): "every \(step)"
        case .changes: "at each change"
        }
        let title = [
            FilmstripSheet.Label(Self.heading(face: schedule.face, range: WallTimeFormat.range(from: request.from, to: request.to),
                                              zone: schedule.zone), .title),
            FilmstripSheet.Label("\(displays) · \(stepping) · \(cells.count) moment\(cells.count == 1 ? "" : "s")", .note),
        ]
        do {
            return try filmstrip.png(FilmstripSheet(title: title, cells: cells, columns: columns ?? Self.hourRows(request.stepping, cells: cells.count),
                                                    scale: Self.scale(forCells: cells.count)))
        } catch {
            throw .backend(error)
        }
    }

    /// One frame as bytes.
    public func encode(_ frame: TimelineFrame, as format: OutputFormat) throws(DialError) -> [UInt8] {
        try renderer.encode(frame.list, as: format)
    }

    /// The sheet's heading: the face's name, isolated (FSI … PDI) so that a name written right to left ("זמני היום")
    /// stays one unit and does not turn Dial's own range and offset around it ("16:40 → 15:40", "(02:00+)").
    static func heading(face: String, range: String, zone: String) -> String {
        "\u{2068}\(face)\u{2069} — \(range) (\(zone))"
    }

    /// Frames are drawn smaller the more there are: half size up to 12, a third up to 48, a sixth beyond.
    static func scale(forCells count: Int) -> Double {
        count <= 12 ? 1.0 / 2 : count <= 48 ? 1.0 / 3 : 1.0 / 6
    }

    /// Cells per row when a row per hour reads best: more cells than fit in a few rows, at steps that divide an hour.
    static func hourRows(_ stepping: FrameStepping, cells: Int) -> Int? {
        guard case .every(let step) = stepping, cells > 48, step.seconds < 3600, 3600 % step.seconds == 0 else { return nil }
        return min(Int(3600 / step.seconds), 60)
    }

    /// The runs of entries alike in what privacy shows of them (`PublicRuns`), for the complications a privacy rule
    /// applies to in every display of the request (the lock and the wearer's settings do not change with time) and
    /// that use no location: told from their entries' public parts (`TimelineEntryDocument.privacyPublicPart`, nil for an
    /// entry privacy hides whole), without resolving the face. Entries alike in what privacy shows are then a run at no cost per
    /// entry (docs/privacy.md, "Timing").
    private func publicRuns(_ face: Face, _ request: TimelineRequest, plan: TimelinePlan) throws(DialError) -> PublicRuns {
        guard let timelines = face.timelines else { return PublicRuns(plan) }
        var underPrivacy: Set<String>?
        for display in request.displays {
            let resolved = try face.resolved(in: context(request, display, at: request.from), symbols: renderer.symbols)
            let here = zip(resolved.complications, Redactor.decisions(resolved)).filter { _, decision in
                decision.rules.contains { $0.reason == .privacy }
            }.map(\.0.id)
            underPrivacy = underPrivacy.map { $0.intersection(here) } ?? Set(here)
        }
        var parts: [Int: [ContentDocument?]] = [:]
        let documents = face.document.complications ?? []
        for (index, complication) in plan.complications.enumerated()
        where underPrivacy?.contains(complication.id) == true && !complication.usesLocation && index < timelines.complications.count
            && index < documents.count {
            // An entry privacy hides whole draws its complication's placeholder, as every other such entry does: it is
            // one part, nil, and none of it is read. Read here, not when the face is read, so that a render, an
            // explanation or an export does no work for the entries' public parts at all.
            let hiddenWhole = timelines.complications[index].entriesHiddenWhole
            parts[index] = (documents[index].timeline ?? []).enumerated().map { entry, element in
                hiddenWhole[entry] ? nil : element.privacyPublicPart
            }
        }
        return PublicRuns(plan, parts: parts)
    }

    private func context(_ request: TimelineRequest, _ display: Display, at time: Timestamp) -> RenderContext {
        request.context.with(display).at(.instant(time))
    }

    /// What each complication draws at `instant` in `display`: its redacted form, which holds everything that
    /// decides its pixels and nothing of the clock.
    private func complications(_ face: Face, display: Display, at time: Timestamp, request: TimelineRequest) throws(DialError) -> [RedactedComplication] {
        let shaper = self.shaper
        return try face.redacted(in: context(request, display, at: time), symbols: renderer.symbols) { text, font in
            shaper.shape(text, font: font.font, size: font.size).width
        }.complications
    }

    /// The ids of the complications drawn differently in any display; every id when there is nothing before.
    private func changes(from previous: [[RedactedComplication]]?, to current: [[RedactedComplication]]) -> [String] {
        guard let previous else { return current.first?.map(\.id) ?? [] }
        var ids: [String] = []
        for (before, after) in zip(previous, current) {
            for (old, new) in zip(before, after) where old != new && !ids.contains(new.id) {
                ids.append(new.id)
            }
        }
        let order = current.first?.map(\.id) ?? []
        return order.filter(ids.contains)
    }
}
