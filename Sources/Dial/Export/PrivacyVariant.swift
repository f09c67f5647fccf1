import DialCore
import DialModel

/// Whose Hide Sensitive Complications settings a frame shows: `--hide-sensitive` of `dial render` and of `dial export`
/// (one value of its matrix's privacy dimension), read by one parser, `init(token:)`, and applied by
/// `RenderContext.privacy(_:)`.
///
/// `all` and `none` are whole-face presets: besides the global setting they reset every per-complication choice to
/// `inherit`, so `all` hides the sensitive content of every complication and `none` hides none, whatever the file's
/// own choices.
public enum PrivacyVariant: Hashable, Sendable {
    /// The face file's own settings, global and per complication.
    case face
    /// The global setting on, every complication `inherit`: everything sensitive is hidden in Always On.
    case all
    /// The global setting off, every complication `inherit`: nothing is hidden for privacy.
    case none
    /// The global setting off and exactly these complications (sorted ids, at least one) set to `hide`.
    case hide([String])

    /// Reads `face`, `all`, `none` or `hide:ID+ID...`; nil for anything else.
    public init?(token: String) {
        switch token {
        case "face": self = .face
        case "all": self = .all
        case "none": self = .none
        default:
            guard token.hasPrefix("hide:") else { return nil }
            let ids = Set(token.dropFirst(5).split(separator: "+", omittingEmptySubsequences: false).map(String.init))
            guard !ids.isEmpty, !ids.contains("") else { return nil }
            self = .hide(ids.sorted())
        }
    }

    /// What `init(token:)` reads.
    package static let expectation = "face, all, none or hide:ID+ID... (complication ids)"

    /// The canonical spelling, as the manifest records it.
    public var token: String {
        switch self {
        case .face: "face"
        case .all: "all"
        case .none: "none"
        case .hide(let ids): "hide:" + ids.joined(separator: "+")
        }
    }

    /// The part of an output's name: `hide-all`, `hide-none`, `hide-face`, `hide-calendar+heartRate`.
    var nameSegment: String {
        switch self {
        case .face, .all, .none: "hide-\(token)"
        case .hide(let ids): "hide-" + ids.map(ExportContext.sanitized).joined(separator: "+")
        }
    }
}
