/// One complication as written in the face file.
public struct ComplicationDocument: Decodable, Sendable, Equatable {
    /// Required; unique within the face; names the complication in settings, errors and reports.
    public var id: String
    /// Required; must be a slot of the face's style that accepts `family`.
    public var slot: SlotID
    /// Required.
    public var family: Family
    /// The app's data-protection entitlement. Default: `completeUntilFirstUserAuthentication`.
    public var dataProtection: DataProtection?
    /// The complication's colour: headers and gauges that name none use it. Default: the clock's accent.
    public var tint: Color?
    /// Required: what the complication shows.
    public var content: ContentDocument
    /// What it shows while its data can't be shown. Default: none (the system placeholder of the family).
    public var placeholder: ContentDocument?

    public init(id: String, slot: SlotID, family: Family, dataProtection: DataProtection? = nil, tint: Color? = nil,
                content: ContentDocument, placeholder: ContentDocument? = nil) {
        self.id = id
        self.slot = slot
        self.family = family
        self.dataProtection = dataProtection
        self.tint = tint
        self.content = content
        self.placeholder = placeholder
    }
}

/// The WidgetKit families Dial draws.
public enum Family: String, ClosedSet {
    case accessoryCircular, accessoryCorner, accessoryRectangular, accessoryInline
}

/// Named places on a face. Which exist, and which family each accepts, depends on the style.
public enum SlotID: String, ClosedSet {
    case topLeft, topRight, bottomLeft, bottomRight
    case subdialTop, subdialLeft, subdialRight, subdialBottom
    case top, center, bottomCenter
}

/// The data-protection class of the complication's app (spec/redaction.md).
public enum DataProtection: String, ClosedSet {
    case none, completeUntilFirstUserAuthentication, completeUnlessOpen, complete
}
