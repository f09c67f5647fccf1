#if canImport(Testing)
import Testing

/// Sets the record mode of every `assertGolden` in a Swift Testing suite or test, as `DIAL_RECORD` sets it for a run:
///
/// ```swift
/// @Suite(.goldens(record: .failed)) struct WatchFaceTests { ... }
/// @Test(.goldens(record: .never)) func sharedGoldens() { ... }
/// ```
///
/// A check's own `record:` argument comes first, then `DIAL_RECORD` when the run sets it (so the accept command a
/// failure prints always works), then this trait (the innermost one, on a test inside a suite that has one too),
/// then `never` under `CI`, else `missing`. Whatever the mode, a check that records still fails.
public struct GoldenRecordTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode set for the suite or test.
    public var mode: RecordMode

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await GoldenRecording.$mode.withValue(mode) {
            try await function()
        }
    }
}

extension Trait where Self == GoldenRecordTrait {
    /// Every `assertGolden` of the suite or test records as `mode` says, unless the check or `DIAL_RECORD` says
    /// otherwise.
    public static func goldens(record mode: RecordMode) -> Self {
        GoldenRecordTrait(mode: mode)
    }
}
#endif
