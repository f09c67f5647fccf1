/// The record mode of a stretch of code: set for a Swift Testing suite or test by the ``GoldenRecordTrait``
/// (`@Suite(.goldens(record: .failed))`), or around any code, XCTest included, by
/// `withGoldenRecording(_:operation:)`. Held in a task-local value, so tests running in parallel each see
/// their own.
public enum GoldenRecording {
    /// The mode set for the running task, or nil where none was set.
    @TaskLocal public static var mode: RecordMode?

    /// The mode a check uses. In order: the check's own `record:` argument; `DIAL_RECORD`, when the run sets it (a
    /// person asking this one run to record, as the accept command a failure prints does: it must not be silently
    /// ignored by a suite's standing choice); the mode set for the running task (a trait, `withGoldenRecording`);
    /// then `never` under `CI`, else `missing`.
    static func resolve(argument: RecordMode?, environment: [String: String], scoped: RecordMode?) throws(GoldenError) -> RecordMode {
        if let argument { return argument }
        if let value = environment[RecordMode.environmentVariable], !value.isEmpty {
            return try RecordMode.fromEnvironment([RecordMode.environmentVariable: value])
        }
        if let scoped { return scoped }
        return try RecordMode.fromEnvironment(environment)
    }
}

/// Runs `operation` with `mode` as the record mode of every `assertGolden` in it that gives none of its own (and
/// unless `DIAL_RECORD` is set for the run). For XCTest, or for part of a test.
public func withGoldenRecording<R>(_ mode: RecordMode, operation: () throws -> R) rethrows -> R {
    try GoldenRecording.$mode.withValue(mode, operation: operation)
}

/// `withGoldenRecording(_:operation:)` for asynchronous code.
public func withGoldenRecording<R>(_ mode: RecordMode, operation: () async throws -> R) async rethrows -> R {
    try await GoldenRecording.$mode.withValue(mode, operation: operation)
}
