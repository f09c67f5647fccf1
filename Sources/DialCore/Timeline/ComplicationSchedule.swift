import DialModel

/// What one complication shows over the range, when it reloads and with what budget, and when it is stale.
package struct ComplicationSchedule: Hashable, Sendable, Encodable {
    /// A stretch of time over which it shows one content.
    package struct Span: Hashable, Sendable, Encodable {
        /// Its start.
        package var from: Timestamp
        /// Its end, exclusive.
        package var to: Timestamp
        /// What it shows over the span.
        package var shows: ShownContent
    }

    /// A reload its policy asked for.
    package struct Reload: Hashable, Sendable, Encodable {
        /// When the policy asked for it.
        package var due: Timestamp
        /// When the system granted it: later than `due` when the minimum interval or a spent budget held it back;
        /// it may lie after the range. nil when the budget is 0 and so never grants it.
        package var granted: Timestamp?
        /// It waited for the budget to renew.
        package var withheld: Bool
        /// Reloads used on the local day it was granted, this one included, and that day's budget.
        package var used: Int
        /// The day's budget.
        package var of: Int
        /// What asked for it.
        package var cause: ReloadCause = .policy
        /// Whether it cost one of the day's reloads (`used` counts it); a free reload leaves `used` as it was.
        package var budgeted = true
        /// What it changed, in words: Dial's reloads load the file's timeline again, so only a location (for a
        /// complication that uses one) or a system setting (the language, Bold Text) changes what is drawn.
        package var changed = "the same timeline again"
    }

    /// The budget of one local day.
    package struct BudgetDay: Hashable, Sendable, Encodable {
        /// Local midnight at its start.
        package var start: Timestamp
        /// Reloads granted that day (up to the end of the range).
        package var used: Int
        /// The day's budget.
        package var of: Int
        /// Reloads that came due that day and found its budget spent.
        package var withheld: Int
    }

    /// A stretch over which it shows content a due reload should have replaced, because the budget was spent.
    package struct Stale: Hashable, Sendable, Encodable {
        /// When it turned stale: the reload was due.
        package var from: Timestamp
        /// When it stopped being stale: the withheld reload was granted, or the range ended.
        package var to: Timestamp
        /// The reload that was due at `from`.
        package var due: Timestamp
        /// What it showed at `from`.
        package var shows: ShownContent
        /// Why, in words.
        package var reason: String
    }

    /// The complication's id.
    package var id: String
    /// The slot's name.
    package var slot: String
    /// Its reload policy, defaults applied; nil where the schedule is withheld, as the policy is the timeline's
    /// (`after` a date of its own) and so the data a context that hides it must not show (adversary8 leak 10).
    package var policy: ReloadPolicy?
    /// Its reload budget, the face's and its own laid together.
    package var budget: ReloadBudget
    /// What it shows, span by span, over the range.
    package var shows: [Span]
    /// Reloads due within the range, in order.
    package var reloads: [Reload]
    /// The budget of each local day of the range.
    package var days: [BudgetDay]
    /// The stretches it is stale, in order.
    package var stale: [Stale]
    /// Advice about the timeline: entries too close together, a policy that never comes due.
    package var warnings: [String]
    /// Nothing of its content shows in the context asked about (a placeholder, or every element hidden), so neither
    /// does its schedule: no entry, date, count, relevance, reload or stale period is given (docs/privacy.md).
    package var hidden = false

    /// This complication as a context that shows none of its content may describe it: its id, slot and budget (the
    /// face's structure), and nothing that follows from its timeline, its reload policy included.
    package func withheld() -> ComplicationSchedule {
        var copy = self
        (copy.shows, copy.reloads, copy.days, copy.stale, copy.warnings, copy.hidden) = ([], [], [], [], [], true)
        copy.policy = nil
        return copy
    }

    /// Whether it is stale at `instant`.
    package func isStale(at instant: Int64) -> Bool {
        stale.contains { $0.from.secondsSinceEpoch <= instant && instant < $0.to.secondsSinceEpoch }
    }
}
