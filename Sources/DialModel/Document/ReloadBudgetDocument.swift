/// The reload budget the system grants each complication (WWDC21 "Principles of great widgets"): on the face,
/// the defaults of every complication; on a complication, its own, field by field over the face's.
public struct ReloadBudgetDocument: Codable, Sendable, Equatable {
    /// Reloads granted per local day; the budget renews at local midnight. Default: 75, Apple's figure for a
    /// complication on the active face (a frequently viewed widget gets 40 to 70).
    public var reloadsPerDay: Int?
    /// The shortest time between two reloads: one asked for sooner waits. Default: `"5m"`.
    public var minimumInterval: TimeSpan?
    /// Entries closer together than this are reported (Apple: at least about 5 minutes apart). Default: `"5m"`.
    public var entrySpacing: TimeSpan?

    /// A budget with the given fields; each one left nil takes the default documented on it.
    public init(reloadsPerDay: Int? = nil, minimumInterval: TimeSpan? = nil, entrySpacing: TimeSpan? = nil) {
        self.reloadsPerDay = reloadsPerDay
        self.minimumInterval = minimumInterval
        self.entrySpacing = entrySpacing
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case reloadsPerDay, minimumInterval, entrySpacing }
}

extension ReloadBudgetDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}
