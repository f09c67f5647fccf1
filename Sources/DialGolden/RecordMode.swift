/// When a check writes its output as the new golden. Whatever it writes, that check still fails, so every new or
/// changed golden is looked at before it passes (docs/goldens.md).
public enum RecordMode: String, Sendable, CaseIterable, Codable {
    /// Write nothing: a missing golden is a failure. The default when `CI` is set.
    case never
    /// Write goldens that do not exist yet. The default on a developer's machine.
    case missing
    /// Write goldens that do not exist or do not match.
    case failed
    /// Write every golden whose bytes differ from the output, even within tolerance.
    case all

    /// The variable that sets the mode for `dial golden verify` and for `assertGolden`.
    public static let environmentVariable = "DIAL_RECORD"

    /// The mode a run uses: `DIAL_RECORD` if set, else `never` when `CI` is set (to anything but `false` or `0`),
    /// else `missing`.
    ///
    /// - Throws: ``GoldenError/invalidRecordMode(source:value:)`` for any other `DIAL_RECORD` value, so that a typo
    ///   does not silently record nothing.
    public static func fromEnvironment(_ environment: [String: String]) throws(GoldenError) -> RecordMode {
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw .invalidRecordMode(source: environmentVariable, value: value)
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }

    /// Whether a check in this mode writes a golden that is missing (`exists` false) or differs.
    func records(exists: Bool) -> Bool {
        switch self {
        case .never: false
        case .missing: !exists
        case .failed, .all: true
        }
    }
}
