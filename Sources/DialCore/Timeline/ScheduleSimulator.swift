import DialModel

/// `TimelinePlan` → `Schedule` over a range of instants: a pure simulation of the system's side of WidgetKit.
///
/// The model (Dial's; Apple documents the numbers, not the machinery):
/// - The timeline in the file is the provider's only answer. It counts as loaded, for free, at local midnight
///   of the range's first day; a granted reload loads the same entries again, so reloads never change what is
///   shown — they tell whether the policy keeps within the budget.
/// - The policy of each load says when the next reload is due (`ReloadPolicy.due`): `atEnd` at the last entry's
///   date, `after` a date at that date, `after` a duration that long after the load, `never` not at all. A due
///   moment not after the load is not asked for, so a passed `atEnd` or date asks once.
/// - A reload due sooner than `minimumInterval` after the last load waits until then.
/// - Each complication has its own budget of `reloadsPerDay` per local day. A reload due once it is spent is
///   withheld until the budget renews at the next local midnight, and is granted then; meanwhile what the
///   complication shows is stale.
package enum ScheduleSimulator {
    /// What each complication shows, and when it reloads and is stale, from `from` to `to` (seconds since the epoch).
    package static func simulate(_ plan: TimelinePlan, from: Int64, to: Int64) -> Schedule {
        precondition(from <= to, "the range must not end before it starts")
        let zone = plan.zone
        return Schedule(face: plan.name, zone: zone.description,
                        from: zone.timestamp(at: from), to: zone.timestamp(at: to),
                        complications: plan.complications.map { simulate($0, zone: zone, from: from, to: to, events: plan.events) },
                        relevance: relevance(of: plan, from: from, to: to))
    }

    static func simulate(_ complication: ComplicationPlan, zone: ClockZone, from: Int64, to: Int64,
                         events: FaceEvents = .none) -> ComplicationSchedule {
        let budget = complication.budget
        let firstLoad = zone.startOfDay(containing: from)
        var days = DayLedger(zone: zone, startingAt: firstLoad, budget: budget.reloadsPerDay)
        var reloads: [ComplicationSchedule.Reload] = []
        var stale: [ComplicationSchedule.Stale] = []
        var lastLoad = firstLoad
        var next = complication.policy.due(afterLoadAt: firstLoad, lastEntry: complication.lastEntry)
        var requests = eventReloads(of: complication, events: events, after: firstLoad, to: to)
        /// What a load at `instant` changes for this complication.
        func changed(_ cause: ReloadCause, at instant: Int64) -> String {
            let location = complication.usesLocation
                ? (events.givesLocation(at: instant) ? "a location" : "no location (\(events.permission.rawValue)): its placeholder")
                : nil
            return switch cause {
            case .system(let change): "drawn again for the \(change.rawValue) change" + (location.map { ", with " + $0 } ?? "")
            case .location: location ?? "nothing"
            case .policy, .app: "the same timeline again" + (location.map { ", with " + $0 } ?? "")
            }
        }
        while true {
            // The next reload: the policy's, or an event's at or before it.
            let policyDue = next.map { max($0, lastLoad + budget.minimumInterval) }
            let request: (due: Int64, cause: ReloadCause)
            if let first = requests.first, first.due <= to, policyDue.map({ first.due <= $0 }) ?? true {
                request = first
                requests.removeFirst()
            } else if let policyDue, let due = next, policyDue <= to {
                request = (due, .policy)
            } else {
                break
            }
            let due = request.due
            var granted = request.cause == .policy ? max(due, lastLoad + budget.minimumInterval) : due
            days.advance(to: granted)
            guard request.cause.isBudgeted else {
                if due >= from {
                    reloads.append(.init(due: zone.timestamp(at: due), granted: zone.timestamp(at: due), withheld: false,
                                         used: days.used, of: budget.reloadsPerDay, cause: request.cause, budgeted: false,
                                         changed: changed(request.cause, at: due)))
                }
                lastLoad = max(lastLoad, due)
                next = complication.policy.due(afterLoadAt: lastLoad, lastEntry: complication.lastEntry)
                continue
            }
            var withheld = false
            if days.isSpent {
                withheld = true
                days.withhold()
                let renewal = budget.reloadsPerDay > 0 ? days.end : nil
                let reason = "\(days.used) of \(budget.reloadsPerDay) reloads used on \(days.date); "
                    + (renewal == nil ? "a budget of 0 never renews" : "the budget renews at local midnight")
                if let period = clipped(due, renewal ?? to, to: (from, to)) {
                    stale.append(ComplicationSchedule.Stale(
                        from: zone.timestamp(at: period.lowerBound), to: zone.timestamp(at: period.upperBound),
                        due: zone.timestamp(at: due), shows: complication.shown(at: period.lowerBound), reason: reason))
                }
                guard let renewal else {
                    if due >= from {
                        reloads.append(.init(due: zone.timestamp(at: due), granted: nil, withheld: true, used: 0, of: 0,
                                             cause: request.cause, changed: "nothing: never granted"))
                    }
                    // Only the policy stops asking; the app and the system still may, for free.
                    if request.cause == .policy { next = nil }
                    continue
                }
                granted = renewal
                days.advance(to: granted)
            }
            days.grant()
            if due >= from {
                reloads.append(.init(due: zone.timestamp(at: due), granted: zone.timestamp(at: granted), withheld: withheld,
                                     used: days.used, of: budget.reloadsPerDay, cause: request.cause,
                                     changed: changed(request.cause, at: granted)))
            }
            lastLoad = granted
            next = complication.policy.due(afterLoadAt: granted, lastEntry: complication.lastEntry)
        }
        days.advance(to: to)
        return ComplicationSchedule(
            id: complication.id, slot: complication.slot.rawValue, policy: complication.policy, budget: budget,
            shows: spans(of: complication, zone: zone, from: from, to: to, events: events),
            reloads: reloads,
            // The days the range touches; one that starts just as the range ends only if something happened then,
            // and none after it, where a reload held back past the range may have been counted.
            days: days.allRecords.filter { record in
                let start = record.day.start.secondsSinceEpoch
                return record.end > from && (start < to || start <= from || (start == to && record.day.used + record.day.withheld > 0))
            }.map(\.day),
            stale: stale,
            warnings: warnings(for: complication, firstLoad: firstLoad, zone: zone))
    }

    /// The reloads the face's events ask of `complication` after its first load, by the moment each is asked for:
    /// an app reload that names it (or names none), a significant location change when it uses the location (at the
    /// wearer's next view, and not at all without one), and every system change.
    static func eventReloads(of complication: ComplicationPlan, events: FaceEvents, after firstLoad: Int64,
                             to: Int64) -> [(due: Int64, cause: ReloadCause)] {
        var requests: [(due: Int64, cause: ReloadCause)] = []
        for event in events.events where event.at > firstLoad {
            let document = event.document
            switch document.event {
            case .appReload where document.complications?.contains(complication.id) ?? true:
                requests.append((event.at, .app(inUse: events.appInUse(at: event.at))))
            case .significantLocationChange where complication.usesLocation:
                if let view = events.nextView(atOrAfter: event.at) { requests.append((view, .location)) }
            case .systemChange:
                if let change = document.change { requests.append((event.at, .system(change))) }
            default:
                break
            }
        }
        // Location reloads wait for a view, so they may come after later events; two changes before one view are one reload.
        var seen = Set<Int64>()
        return requests.enumerated()
            .filter { $0.element.cause != .location || seen.insert($0.element.due).inserted }
            .sorted { ($0.element.due, $0.offset) < ($1.element.due, $1.offset) }.map(\.element)
    }

    /// `from..<to` cut to the range; nil if nothing of it is left.
    private static func clipped(_ start: Int64, _ end: Int64, to range: (from: Int64, to: Int64)) -> ClosedRange<Int64>? {
        let lower = max(start, range.from), upper = min(end, range.to)
        return lower < upper ? lower...upper : nil
    }

    /// What it shows from `from` to `to`: a span per entry that starts within the range.
    static func spans(of complication: ComplicationPlan, zone: ClockZone, from: Int64, to: Int64,
                      events: FaceEvents = .none) -> [ComplicationSchedule.Span] {
        if complication.usesLocation { return locationSpans(of: complication, zone: zone, from: from, to: to, events: events) }
        var spans: [ComplicationSchedule.Span] = []
        var start = from
        var shown = complication.shown(at: from)
        for entry in complication.timeline.entries {
            let date = entry.date.secondsSinceEpoch
            guard date > from, date <= to else { continue }
            spans.append(.init(from: zone.timestamp(at: start), to: zone.timestamp(at: date), shows: shown))
            start = date
            shown = complication.named(entry.index)
        }
        spans.append(.init(from: zone.timestamp(at: start), to: zone.timestamp(at: to), shows: shown))
        return spans
    }

    /// The spans of a complication that uses the location: what it shows changes at its entries' dates and wherever
    /// the permission starts or stops giving a location (the app's use, the wearer's views and 15 minutes after).
    private static func locationSpans(of complication: ComplicationPlan, zone: ClockZone, from: Int64, to: Int64,
                                      events: FaceEvents) -> [ComplicationSchedule.Span] {
        func shows(_ instant: Int64) -> ShownContent {
            events.givesLocation(at: instant) ? complication.shown(at: instant) : .noLocation
        }
        var moments = Set(complication.timeline.entries.map(\.date.secondsSinceEpoch))
        for event in events.events {
            moments.insert(event.at)
            if event.document.event == .view { moments.insert(event.at + LocationPermission.afterViewSeconds) }
        }
        var spans: [ComplicationSchedule.Span] = []
        var start = from
        var shown = shows(from)
        for moment in moments.sorted() where moment > from && moment <= to {
            let now = shows(moment)
            guard now != shown else { continue }
            spans.append(.init(from: zone.timestamp(at: start), to: zone.timestamp(at: moment), shows: shown))
            (start, shown) = (moment, now)
        }
        spans.append(.init(from: zone.timestamp(at: start), to: zone.timestamp(at: to), shows: shown))
        return spans
    }

    static func warnings(for complication: ComplicationPlan, firstLoad: Int64, zone: ClockZone) -> [String] {
        var warnings: [String] = []
        let budget = complication.budget
        let entries = complication.timeline.entries
        for (earlier, later) in zip(entries, entries.dropFirst()) where !complication.entriesInRuns {
            let gap = later.date.secondsSinceEpoch - earlier.date.secondsSinceEpoch
            if gap < budget.entrySpacing {
                warnings.append("timeline[\(later.index)] starts \(TimeSpan(seconds: gap)) after timeline[\(earlier.index)]; "
                                + "entries should be at least \(TimeSpan(seconds: budget.entrySpacing)) apart")
            }
        }
        switch complication.policy {
        case .atEnd where entries.isEmpty:
            warnings.append("atEnd, but the timeline has no entries: no reload ever comes due (WidgetKit would pick a time itself)")
        case .atEnd, .never:
            break
        case .afterDate(let date) where date.secondsSinceEpoch <= firstLoad:
            warnings.append("after \(date): that moment passed before the range's first day began, so no reload comes due")
        case .afterDate:
            break
        case .afterInterval(let span):
            let every = max(span.seconds, budget.minimumInterval)
            if span.seconds < budget.minimumInterval {
                warnings.append("after \(span) is shorter than the minimum interval of \(TimeSpan(seconds: budget.minimumInterval)): "
                                + "reloads come \(TimeSpan(seconds: every)) apart at most")
            }
            let wanted = (86_400 + every - 1) / every
            if wanted > budget.reloadsPerDay {
                warnings.append("after \(span) asks for about \(wanted) reloads a day, more than the \(budget.reloadsPerDay) "
                                + "the budget grants: the rest of each day is stale once it is spent")
            }
        }
        return warnings
    }

    /// Per hour of the wall clock, the complications ranked by the best relevance score their entries hold then.
    static func relevance(of plan: TimelinePlan, from: Int64, to: Int64) -> [HourRelevance] {
        let zone = plan.zone
        let local = from + Int64(zone.utcOffset(at: from))
        var hour = from - ((local % 3600) + 3600) % 3600
        var hours: [HourRelevance] = []
        while hour < to {
            let lower = max(hour, from), upper = min(hour + 3600, to)
            let ranks = plan.complications.compactMap { complication -> HourRelevance.Rank? in
                best(of: complication, from: lower, to: upper).map {
                    HourRelevance.Rank(id: complication.id, score: $0.score, entry: complication.named($0.index))
                }
            }
            // A stable sort keeps the face's order among equal scores.
            let ranking = ranks.enumerated().sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }.map(\.element)
            hours.append(HourRelevance(from: zone.timestamp(at: lower), to: zone.timestamp(at: upper), ranking: ranking))
            hour += 3600
        }
        return hours
    }

    /// The highest score among the entries whose relevance holds at some moment of `from..<to` (at `from` for an
    /// empty range), and the file index of the entry holding it; the earlier entry wins a tie.
    private static func best(of complication: ComplicationPlan, from: Int64, to: Int64) -> (score: Double, index: Int)? {
        let entries = complication.timeline.entries
        var best: (score: Double, index: Int)?
        for (position, entry) in entries.enumerated() {
            guard let relevance = complication.relevance[entry.index] else { continue }
            let start = entry.date.secondsSinceEpoch
            let end = relevance.duration > 0 ? start + relevance.duration
                : position + 1 < entries.count ? entries[position + 1].date.secondsSinceEpoch : Int64.max
            guard start < max(to, from + 1), end > from else { continue }
            if relevance.score > best?.score ?? -.infinity { best = (relevance.score, entry.index) }
        }
        return best
    }
}
