import DialModel

/// `FaceDocument` → `TimelinePlan`: the schedule's own resolve step. Checks what the schedule reads (entry dates,
/// budgets) and applies the defaults, so that the simulation sees no optionals. Errors carry the JSON path.
package enum TimelinePlanner {
    /// The face's timelines, policies and budgets, checked and with defaults applied; `override` sets every
    /// complication's reloads per day. Throws for an entry date or budget the file got wrong, at its JSON path.
    package static func plan(_ document: FaceDocument, name: String, reloadsPerDay override: Int? = nil) throws(FaceError) -> TimelinePlan {
        try plan(document, name: name, reloadsPerDay: override, timelines: nil)
    }

    /// `plan(_:name:reloadsPerDay:)` with the entries already in date order (`timelines`), so that they are not ordered
    /// again for each request.
    package static func plan(_ document: FaceDocument, name: String, reloadsPerDay override: Int?,
                             timelines: FaceTimelines?) throws(FaceError) -> TimelinePlan {
        let faceBudget = document.reloadBudget
        try check(faceBudget, at: JSONPath.root.appending(key: "reloadBudget"))
        var complications: [ComplicationPlan] = []
        for (index, complication) in (document.complications ?? []).enumerated() {
            let path = JSONPath.root.appending(key: "complications").appending(index: index)
            try check(complication.reloadBudget, at: path.appending(key: "reloadBudget"))
            let own = complication.reloadBudget
            let timeline = complication.timeline ?? []
            var relevance: [Int: Relevance] = [:]
            for (entryIndex, entry) in timeline.enumerated() {
                guard let document = entry.relevance else { continue }
                relevance[entryIndex] = Relevance(score: document.score, duration: document.duration?.seconds ?? 0)
            }
            let ordered: TimelineIndex
            if let known = timelines?.complications[index].index {
                ordered = known
            } else {
                ordered = try TimelineIndex(timeline, at: path.appending(key: "timeline"))
            }
            complications.append(ComplicationPlan(
                id: complication.id,
                slot: complication.slot,
                timeline: ordered,
                relevance: relevance,
                hasContent: complication.content != nil,
                // A complication without a timeline is static (WidgetKit's one entry, reloaded `never`): only one
                // that asks for `atEnd` itself is warned that no reload comes due.
                policy: ReloadPolicy(complication.reloadPolicy ?? (timeline.isEmpty ? .never : .atEnd)),
                budget: ReloadBudget(
                    reloadsPerDay: override ?? own?.reloadsPerDay ?? faceBudget?.reloadsPerDay ?? ReloadBudget.defaultReloadsPerDay,
                    minimumInterval: (own?.minimumInterval ?? faceBudget?.minimumInterval ?? ReloadBudget.defaultMinimumInterval).seconds,
                    entrySpacing: (own?.entrySpacing ?? faceBudget?.entrySpacing ?? ReloadBudget.defaultEntrySpacing).seconds),
                usesLocation: complication.usesLocation ?? false))
        }
        return TimelinePlan(name: name, zone: ClockZone(document.timeZone, writtenAt: document.time ?? Resolver.defaultTime),
                            complications: complications, events: try FaceEvents(document))
    }

    private static func check(_ budget: ReloadBudgetDocument?, at path: JSONPath) throws(FaceError) {
        if let count = budget?.reloadsPerDay, !(0...ReloadBudget.maximumReloadsPerDay).contains(count) {
            throw FaceError(kind: .invalidValue, path: path.appending(key: "reloadsPerDay"),
                            expected: "a whole number from 0 to \(ReloadBudget.maximumReloadsPerDay)", found: "\(count)")
        }
    }
}
