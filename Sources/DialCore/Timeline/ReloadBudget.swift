import DialModel

/// A complication's reload budget, defaults applied. Numbers from WWDC21 "Principles of great widgets" and
/// Apple's "Keeping a widget up to date"; the budget's renewal at local midnight is Dial's simplification (Apple
/// fits the 24-hour window to the wearer's habits).
public struct ReloadBudget: Hashable, Sendable, Encodable {
    /// Reloads granted per local day.
    public var reloadsPerDay: Int
    /// The shortest time between two loads, in seconds: a reload asked for sooner waits until then.
    public var minimumInterval: Int64
    /// Entries closer together than this, in seconds, are reported.
    public var entrySpacing: Int64

    /// Apple's figure for a complication on the active face (a frequently viewed widget gets 40 to 70).
    public static let defaultReloadsPerDay = 75
    /// At least five minutes between two loads.
    public static let defaultMinimumInterval = TimeSpan.minutes(5)
    /// Entries closer than five minutes are reported.
    public static let defaultEntrySpacing = TimeSpan.minutes(5)
    /// More than one a second all day long is no budget at all; a typo most likely.
    public static let maximumReloadsPerDay = 86_400

    /// A budget from its three numbers; the intervals in seconds.
    public init(reloadsPerDay: Int, minimumInterval: Int64, entrySpacing: Int64) {
        self.reloadsPerDay = reloadsPerDay
        self.minimumInterval = minimumInterval
        self.entrySpacing = entrySpacing
    }
}
