import DialGolden
import Foundation
import Synchronization

/// What every `assertGolden` of one test process shares: the environment (worked out once), one
/// report per artefacts folder (cleared on its first use, so it shows this run alone), and the names already
/// checked, so two checks that fall back on the same implicit name are caught instead of overwriting each other.
final class GoldenSession: Sendable {
    static let shared = GoldenSession()

    /// Nil when the pinned fonts cannot be read: checks still run, failures just cannot explain the machine.
    let environment: EnvironmentRecord? = try? EnvironmentRecord.current()

    private struct State {
        var reports: [URL: GoldenReport] = [:]
        var acceptFilters: [URL: Set<String>] = [:]
        var implicitNames: Set<String> = []
    }

    private let state = Mutex(State())

    /// The report for `folder`, cleared the first time this process uses it.
    func report(in folder: URL) throws(GoldenError) -> GoldenReport {
        let (report, isNew) = state.withLock { state in
            if let report = state.reports[folder] { return (report, false) }
            let report = GoldenReport(folder: folder)
            state.reports[folder] = report
            return (report, true)
        }
        if isNew { try report.clear() }
        return report
    }

    /// Remembers the test to re-run, and returns the command that accepts every failure of `folder`'s report.
    func acceptCommand(adding filter: String, for folder: URL) -> String {
        let filters = state.withLock { state in
            state.acceptFilters[folder, default: []].insert(filter)
            return state.acceptFilters[folder]!.sorted()
        }
        return Self.acceptCommand(filters: filters)
    }

    static func acceptCommand(filters: [String]) -> String {
        "\(RecordMode.environmentVariable)=failed swift test --filter '\(filters.joined(separator: "|"))'"
    }

    /// False when `key` was already checked under an implicit name in this process.
    func claimImplicitName(_ key: String) -> Bool {
        state.withLock { $0.implicitNames.insert(key).inserted }
    }
}
