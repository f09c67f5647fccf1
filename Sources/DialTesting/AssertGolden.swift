import DialGolden
import Foundation

/// Checks `value` against its golden file and fails the running test (Swift Testing or XCTest) when it differs.
///
/// ```swift
/// @Test func morningFace() throws {
///     let face = try FaceFile.load("Faces/morning.json")
///     assertGolden(of: face, as: .png(.alwaysOn))
///     assertGolden(of: face, as: .text(.alwaysOn))
/// }
/// ```
///
/// - Parameters:
///   - value: what to check: a face, a display list, an image, a string, or whatever `snapshotting` renders.
///   - snapshotting: how the value becomes a golden file and how two are compared: `.png(.alwaysOn)`,
///     `.text(.active)`, or a strategy of your own.
///   - name: the golden's path in the store without extension; by default the test function's name. Give one
///     whenever a test checks more than one golden of a kind: two checks under the same implicit name fail.
///   - record: when to write the output as the golden; by default `DIAL_RECORD`, else the mode a
///     ``GoldenRecordTrait`` (`.goldens(record:)`) or `withGoldenRecording(_:operation:)` set, else
///     `never` under `CI`, else `missing`. A check that records still fails, so every new golden is looked at before it passes.
///   - store: where goldens live; by default `__Goldens__/<TestFile>/` beside the test file.
///   - artifacts: where failures leave their package (`report.html`, `report.json`, images); by default
///     `.artifacts/golden` in the package.
///   - fileID: the calling file, as Swift names it; its module names the tests to re-run in the accept command.
///   - filePath: the calling file's path: where `__Goldens__` and the package are found, and where the failure shows.
///   - function: the calling test, whose name is the golden's when `name` is not given.
///   - line: the line the failure is reported at.
///   - column: the column the failure is reported at.
public func assertGolden<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: GoldenStrategy<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    in store: GoldenStore? = nil,
    artifacts: URL? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    if let message = verifyGolden(of: try value(), as: snapshotting, named: name, record: record, in: store,
                                  artifacts: artifacts, fileID: fileID, filePath: "\(filePath)", function: function) {
        IssueReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// ``assertGolden(of:as:named:record:in:artifacts:fileID:filePath:function:line:column:)`` without failing a test:
/// the failure's message, or nil when the value matches its golden. For test libraries of your own.
public func verifyGolden<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: GoldenStrategy<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    in store: GoldenStore? = nil,
    artifacts: URL? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    function: String = #function
) -> String? {
    let session = GoldenSession.shared
    let testName = String(function.prefix { $0 != "(" })
    let store = store ?? GoldenStore(root: URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Goldens__").appendingPathComponent(URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent))
    let goldenName = name ?? testName
    if name == nil {
        let key = store.root.appendingPathComponent(goldenName + "." + snapshotting.pathExtension).path
        guard session.claimImplicitName(key) else {
            return "\(key) was already checked in this run under the implicit name \"\(goldenName)\"; "
                + "pass named: to give each check its own golden"
        }
    }
    let mode: RecordMode
    do {
        mode = try GoldenRecording.resolve(argument: record, environment: ProcessInfo.processInfo.environment,
                                           scoped: GoldenRecording.mode)
    } catch {
        return "\(error)"
    }

    let failure: GoldenFailure
    do {
        guard let found = try store.check(try snapshotting.snapshot(value()), named: goldenName, as: snapshotting.format,
                                          pathExtension: snapshotting.pathExtension, record: mode,
                                          environment: session.environment) else { return nil }
        failure = found
    } catch {
        return "cannot check golden \(goldenName).\(snapshotting.pathExtension): \(error)"
    }

    let folder = artifacts ?? PackageRoot.containing(filePath).map { $0.appendingPathComponent(".artifacts/golden") }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("dial-golden")
    var message = failure.message
    do {
        let report = try session.report(in: folder)
        try report.add(failure)
        let module = fileID.split(separator: "/").first.map(String.init) ?? ""
        let accept = session.acceptCommand(adding: module.isEmpty ? testName : "\(module)\\..*\(testName)", for: folder)
        try report.write(accept: accept)
        message += "\nReport: \(report.htmlURL.path)"
        if !failure.recorded {
            message += "\nTo accept every new output of this run, after looking at the report: \(accept)"
        }
    } catch {
        message += "\n(the failure package could not be written: \(error))"
    }
    return message
}
