#if SnapshotTesting
import DialGolden
import Foundation
import Synchronization
#if canImport(Testing)
import Testing
#endif

/// Where a failed image comparison leaves its pictures: expected, actual, the diff, and Expected | Diff | Actual in
/// one composite, with DialTesting's `report.html` beside them. swift-snapshot-testing shows attachments in Xcode
/// only; on Linux these files are the pictures a reviewer gets.
///
/// The folder is `$SNAPSHOT_ARTIFACTS/dial` when swift-snapshot-testing's own variable is set (so one CI setting
/// collects both), else `dial-snapshot-artifacts` in the temporary directory. It is emptied the first time a
/// process uses it, and only if a report made it.
final class FailurePictures: Sendable {
    static let shared = FailurePictures()

    let folder: URL = {
        if let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !artifacts.isEmpty {
            return URL(fileURLWithPath: artifacts).appendingPathComponent("dial")
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("dial-snapshot-artifacts")
    }()

    private struct State {
        var report: GoldenReport?
        var names: [String: Int] = [:]
    }

    private let state = Mutex(State())

    /// Writes the pictures of `difference`; returns the lines that name them, for the failure message, and the
    /// composite's file, for an attachment.
    func write(_ difference: GoldenDifference, expected: [UInt8], actual: [UInt8],
               pathExtension: String) -> (message: String, composite: URL?) {
        let (report, isNew, name) = state.withLock { state in
            let isNew = state.report == nil
            let report = state.report ?? GoldenReport(folder: folder)
            state.report = report
            let base = Self.testName()
            let count = state.names[base, default: 0] + 1
            state.names[base] = count
            return (report, isNew, count == 1 ? base : "\(base)-\(count)")
        }
        do {
            if isNew { try report.clear() }
            let failure = GoldenFailure(name: "\(name).\(pathExtension)", golden: URL(fileURLWithPath: "\(name).\(pathExtension)"),
                                        kind: .changed, recorded: false, difference: difference, expected: expected,
                                        actual: actual, environmentChanges: [])
            let entry = try report.add(failure)
            try report.write(accept: nil)
            var lines: [String] = []
            if let composite = entry.composite {
                lines.append("Expected | Diff | Actual: \(folder.appendingPathComponent(composite).path)")
            } else if let diff = entry.diff {
                lines.append("Diff: \(folder.appendingPathComponent(diff).path)")
            }
            lines.append("Report: \(report.htmlURL.path)")
            return (lines.joined(separator: "\n"), entry.composite.map { folder.appendingPathComponent($0) })
        } catch {
            return ("(the failure pictures could not be written: \(error))", nil)
        }
    }

    /// The running Swift Testing test's name, made safe for a file name; "snapshot" elsewhere.
    static func testName() -> String {
        var name = "snapshot"
        #if canImport(Testing)
        if let test = Test.current { name = test.name }
        #endif
        let safe = String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        return safe.isEmpty ? "snapshot" : String(safe.prefix(80))
    }
}
#endif
