import Foundation

/// One check that did not pass, with the bytes on both sides, for the message and the report.
public struct GoldenFailure: Sendable {
    /// Why a check failed: no golden, a different output, or a golden that cannot be read.
    public enum Kind: String, Sendable, Codable {
        /// There was no golden.
        case missing
        /// The output differs from the golden beyond the tolerance (or, when recording all, at all).
        case changed
        /// The golden could not be read as its format (a corrupt PNG): it cannot be compared.
        case unreadable
    }

    /// The golden's path inside its store, with its extension: "default/active.png".
    public var name: String
    /// The golden file.
    public var golden: URL
    /// Why the check failed.
    public var kind: Kind
    /// The output was written as the new golden (the record mode asked for it); the check fails all the same.
    public var recorded: Bool
    /// What differs, when both sides could be compared.
    public var difference: GoldenDifference?
    /// The golden's bytes before the check, where there was one.
    public var expected: [UInt8]?
    /// The output's bytes.
    public var actual: [UInt8]
    /// What differs between the environment beside the golden and this one, in words; empty when nothing does.
    public var environmentChanges: [String]

    /// A failure as a check found it: for strategies of other snapshot libraries, which build it from their own check.
    package init(name: String, golden: URL, kind: Kind, recorded: Bool, difference: GoldenDifference?, expected: [UInt8]?,
                actual: [UInt8], environmentChanges: [String]) {
        self.name = name
        self.golden = golden
        self.kind = kind
        self.recorded = recorded
        self.difference = difference
        self.expected = expected
        self.actual = actual
        self.environmentChanges = environmentChanges
    }

    /// The failure for a person: ``headline``, then a text diff where there is one.
    public var message: String {
        [headline, difference?.textDiff].compactMap { $0 }.joined(separator: "\n")
    }

    /// The environment first, so a machine change is not taken for a regression, then what differs.
    public var headline: String {
        var lines: [String] = []
        if !environmentChanges.isEmpty {
            lines.append("The environment differs from the one \(name) was recorded in: "
                + environmentChanges.joined(separator: "; ") + ". The difference may come from the machine, not the change.")
        }
        let path = golden.relativePath
        switch (kind, recorded) {
        case (.missing, false): lines.append("No golden \(path).")
        case (.missing, true): lines.append("Recorded the new golden \(path): look at it, then run again.")
        case (.changed, false): lines.append("\(path) does not match: \(difference?.summary ?? "bytes differ")")
        case (.changed, true):
            lines.append("Recorded \(path) over the old golden (\(difference?.summary ?? "bytes differed")): look at it, then run again.")
        case (.unreadable, false): lines.append("\(path) cannot be compared: \(difference?.summary ?? "unreadable")")
        case (.unreadable, true): lines.append("Recorded \(path) over an unreadable golden: look at it, then run again.")
        }
        return lines.joined(separator: "\n")
    }
}
