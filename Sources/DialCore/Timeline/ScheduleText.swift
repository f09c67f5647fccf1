import DialModel

/// The schedule as text for people: per complication what it shows, its reloads, its budget, its stale periods
/// and warnings; then the most relevant complication per hour.
package enum ScheduleText {
    /// The schedule as `dial timeline` prints it.
    package static func render(_ schedule: Schedule) -> String {
        let clock = WallTimeFormat(from: schedule.from, to: schedule.to)
        var lines = ["\(schedule.face): \(WallTimeFormat.range(from: schedule.from, to: schedule.to)) (\(schedule.zone))"]
        for complication in schedule.complications {
            let budget = complication.budget
            lines.append("")
            lines.append("\(complication.id) (\(complication.slot)): policy \(complication.policy.map(String.init(describing:)) ?? "withheld"), "
                         + "\(budget.reloadsPerDay) reloads a day, at least \(TimeSpan(seconds: budget.minimumInterval)) apart")
            if complication.hidden {
                lines.append("  hidden in this context: nothing of its content shows, so neither does its schedule")
                continue
            }
            lines += section("shows", complication.shows.map { "\(clock.text($0.from))  \($0.shows)" })
            lines += section("reloads", reloadLines(complication.reloads, clock: clock))
            lines += section("budget", complication.days.map {
                "\($0.start.description.prefix(10)): \($0.used) of \($0.of) used" + ($0.withheld > 0 ? ", \($0.withheld) withheld" : "")
            })
            lines += section("stale", complication.stale.map {
                "\(clock.text($0.from))–\(clock.text($0.to))  \($0.shows): \($0.reason)"
            })
            lines += section("warning", complication.warnings, orNone: false)
        }
        lines.append("")
        lines.append("Most relevant, per hour (Smart Stack order):")
        for hour in schedule.relevance {
            let ranking = hour.ranking.map { "\($0.id) \(number($0.score))" }
            lines.append("  \(clock.text(hour.from))  \(ranking.isEmpty ? "—" : ranking.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  title    first` then the others aligned under it; `none` for an empty list unless told otherwise.
    private static func section(_ title: String, _ items: [String], orNone: Bool = true) -> [String] {
        let label = "  " + title.padding(toLength: 9, withPad: " ", startingAt: 0)
        let blank = String(repeating: " ", count: label.count)
        if items.isEmpty { return orNone ? [label + "none"] : [] }
        return items.enumerated().map { ($0.offset == 0 ? label : blank) + $0.element }
    }

    /// One line per reload, except that runs of three or more granted on time, at a steady interval, on one day's
    /// budget, share one.
    private static func reloadLines(_ reloads: [ComplicationSchedule.Reload], clock: WallTimeFormat) -> [String] {
        var lines: [String] = []
        var index = 0
        while index < reloads.count {
            var end = index + 1
            if reloads[index].isOnTime, index + 1 < reloads.count, reloads[index + 1].isOnTime,
               reloads[index + 1].used == reloads[index].used + 1 {
                let step = reloads[index + 1].due.secondsSinceEpoch - reloads[index].due.secondsSinceEpoch
                while end < reloads.count, reloads[end].isOnTime, reloads[end].used == reloads[end - 1].used + 1,
                      reloads[end].due.secondsSinceEpoch - reloads[end - 1].due.secondsSinceEpoch == step {
                    end += 1
                }
                if end - index >= 3 {
                    let first = reloads[index], last = reloads[end - 1]
                    lines.append("\(clock.text(first.due)) … \(clock.text(last.due))  every \(TimeSpan(seconds: step)): "
                                 + "\(end - index) granted (\(first.used) → \(last.used) of \(last.of) used)")
                    index = end
                    continue
                }
                end = index + 1
            }
            lines.append(line(reloads[index], clock: clock))
            index = end
        }
        return lines
    }

    private static func line(_ reload: ComplicationSchedule.Reload, clock: WallTimeFormat) -> String {
        guard reload.cause == .policy else { return eventLine(reload, clock: clock) }
        let due = clock.text(reload.due)
        guard let granted = reload.granted else { return "\(due)  due, withheld: the budget is 0" }
        if reload.isOnTime { return "\(due)  granted (\(reload.used) of \(reload.of) used)" }
        let why = reload.withheld ? "withheld, budget spent" : "waits for the minimum interval"
        return "\(due)  due, \(why) → granted \(clock.text(granted)) (\(reload.used) of \(reload.of) used)"
    }

    /// A reload an event asked for: its cause, whether it cost budget, and what it changed.
    /// `09:10  app, budgeted: granted (2 of 75 used) → the same timeline again`.
    private static func eventLine(_ reload: ComplicationSchedule.Reload, clock: WallTimeFormat) -> String {
        let head = "\(clock.text(reload.due))  \(reload.cause), \(reload.budgeted ? "budgeted" : "free")"
        let status: String
        if !reload.budgeted {
            status = "granted"
        } else if let granted = reload.granted {
            status = reload.withheld ? "withheld, budget spent → granted \(clock.text(granted)) (\(reload.used) of \(reload.of) used)"
                : "granted (\(reload.used) of \(reload.of) used)"
        } else {
            status = "withheld: the budget is 0"
        }
        return "\(head): \(status) → \(reload.changed)"
    }

    /// `80`, `62.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"
    }
}

extension ComplicationSchedule.Reload {
    /// Granted when it came due.
    var isOnTime: Bool { cause == .policy && !withheld && granted == due }
}
