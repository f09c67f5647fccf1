/// How an element takes part in redaction (docs/privacy.md, "Per element" and "Containment").
///
/// The one reading of a face's privacy marks: the redact stage (DialCore's `Redactor`) and the error messages
/// (`PrivateRegions`, which decides what a message may repeat) both go through it, so what a message withholds is
/// what a context can hide.
public enum Sensitivity: String, Hashable, Sendable {
    /// Redacted only when the complication as a whole is (no element marked sensitive).
    case ordinary
    /// `privacySensitive`: redacted when the privacy reason applies.
    case privacySensitive
    /// `unredacted`: never redacted, nor is anything it contains.
    case unredacted

    /// An element's own marks. `unredacted` wins over `privacySensitive`: it removes every reason, so a mark it
    /// neutralises marks nothing.
    public init(privacySensitive: Bool?, unredacted: Bool?) {
        if unredacted == true {
            self = .unredacted
        } else {
            self = privacySensitive == true ? .privacySensitive : .ordinary
        }
    }

    /// This element's sensitivity inside a container of `container`'s: `unredacted` covers everything it contains, and
    /// so does `privacySensitive`, except a part marked `unredacted`.
    public func within(_ container: Sensitivity) -> Sensitivity {
        if container == .unredacted || self == .unredacted { return .unredacted }
        return container == .privacySensitive ? .privacySensitive : self
    }

    /// What the parts of an image template (its picture and its title) sit within: a sensitive picture makes its
    /// title sensitive, since a title usually names what the picture shows.
    public static func imageTemplate(_ template: Sensitivity, picture: Sensitivity) -> Sensitivity {
        (picture == .privacySensitive ? Sensitivity.privacySensitive : .ordinary).within(template)
    }
}

extension DataProtection {
    /// Whether some lock state replaces the complication's content by its placeholder (docs/privacy.md, "Reasons"):
    /// before the first unlock, every protection but `none` does.
    public var lockCanHideContent: Bool { self != .none }
}
