import DialCore
import DialModel

/// What an export renders each face in: every combination of the values of each dimension, in every format.
/// A nil dimension keeps each face file's own value, except privacy: without it, each face is previewed Active,
/// Always On and Redacted, as the contact sheet's columns say. Rendering modes (fullColor/accented) are not a dimension yet:
/// the renderer draws full colour only.
public struct ExportMatrix: Hashable, Sendable {
    /// nil: each face's own device.
    public var devices: [DeviceID]?
    /// Active, Always On, or both.
    public var displays: [Display]
    /// nil: the preview a contact sheet promises, Always On twice (`none`, then `all`: Always On and Redacted) and
    /// Active once with the face's own settings (Hide Sensitive Complications acts only in Always On), unnamed.
    public var privacy: [PrivacyVariant]?
    /// nil: each face's own lock state.
    public var locks: [LockState]?
    /// nil: each face's own time.
    public var times: [TimeOverride]?
    /// nil: each face's own locale.
    public var locales: [LocaleName]?
    /// nil: each face's own Bold Text; `[false, true]` draws each context with Bold Text off and on.
    public var boldText: [Bool]?
    /// The formats every context is written in.
    public var formats: [OutputFormat]

    /// A matrix over the dimensions given; each left nil keeps each face's own value, but privacy, which then gives the
    /// contact sheet's three previews.
    public init(devices: [DeviceID]? = nil, displays: [Display] = Display.allCases, privacy: [PrivacyVariant]? = nil,
                locks: [LockState]? = nil, times: [TimeOverride]? = nil, formats: [OutputFormat] = [.png],
                locales: [LocaleName]? = nil, boldText: [Bool]? = nil) {
        self.locales = locales
        self.boldText = boldText
        self.devices = devices
        self.displays = displays
        self.privacy = privacy
        self.locks = locks
        self.times = times
        self.formats = formats
    }

    /// How many contexts every face is rendered in; the same for every face, so jobs can be numbered, and shards
    /// chosen, before any face is read.
    public var contextsPerFace: Int {
        let views = privacy.map { $0.count * displays.count } ?? displays.map { Self.previewPrivacy($0).count }.reduce(0, +)
        return (devices?.count ?? 1) * views * (locks?.count ?? 1) * (times?.count ?? 1) * (locales?.count ?? 1)
            * (boldText?.count ?? 1)
    }

    /// The privacy variants a display is previewed in when the matrix has no privacy dimension.
    static func previewPrivacy(_ display: Display) -> [PrivacyVariant?] {
        switch display {
        case .active: [nil]
        case .alwaysOn: [PrivacyVariant.none, .all]
        }
    }

    /// The contexts of a face whose own device is `ownDevice`, in job order: device, locale, Bold Text, time, lock,
    /// privacy, display.
    public func contexts(ownDevice: DeviceID) -> [ExportContext] {
        var contexts: [ExportContext] = []
        contexts.reserveCapacity(contextsPerFace)
        for device in devices ?? [ownDevice] {
          for locale in locales.map({ $0.map(Optional.some) }) ?? [nil] {
           for boldText in boldText.map({ $0.map(Optional.some) }) ?? [nil] {
            for time in times.map({ $0.map(Optional.some) }) ?? [nil] {
                for lock in locks.map({ $0.map(Optional.some) }) ?? [nil] {
                    if let privacy {
                        for privacy in privacy {
                            for display in displays {
                                contexts.append(ExportContext(device: device, display: display, privacy: privacy, lock: lock,
                                                              time: time, locale: locale, boldText: boldText))
                            }
                        }
                    } else {
                        for display in displays {
                            for privacy in Self.previewPrivacy(display) {
                                contexts.append(ExportContext(device: device, display: display, privacy: privacy, lock: lock,
                                                              time: time, locale: locale, boldText: boldText))
                            }
                        }
                    }
                }
            }
           }
          }
        }
        return contexts
    }

    /// One line per dimension, canonical: two exports with the same inputs and the same text are the same export.
    var canonicalText: String {
        func line(_ name: String, _ values: [String]?) -> String { "\(name)=\(values?.joined(separator: ",") ?? "face")" }
        return [
            line("device", devices?.map(\.rawValue)),
            line("mode", displays.map(\.rawValue)),
            privacy.map { line("hide-sensitive", $0.map(\.token)) } ?? "hide-sensitive=preview",
            line("lock", locks?.map(\.rawValue)),
            line("time", times?.map(\.token)),
            // Only when chosen: an export without locales is the same export it was before locales were a dimension.
            locales.map { line("locale", $0.map(\.identifier)) },
            boldText.map { line("bold-text", $0.map { $0 ? "on" : "off" }) },
            line("format", formats.map(\.rawValue)),
        ].compactMap { $0 }.joined(separator: "\n")
    }
}
