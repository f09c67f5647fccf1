import DialCore
import DialModel

/// What an export renders each face in: every combination of the values of each dimension, in every format.
/// A nil dimension keeps each face file's own value. Rendering modes (fullColor/accented) are not a dimension yet:
/// the renderer draws full colour only.
public struct ExportMatrix: Hashable, Sendable {
    /// nil: each face's own device.
    public var devices: [DeviceID]?
    public var displays: [Display]
    /// nil: each face's own settings, and no `hide-…` part in the names.
    public var privacy: [PrivacyVariant]?
    /// nil: each face's own lock state.
    public var locks: [LockState]?
    /// nil: each face's own time.
    public var times: [TimeOverride]?
    public var formats: [OutputFormat]

    public init(devices: [DeviceID]? = nil, displays: [Display] = Display.allCases, privacy: [PrivacyVariant]? = nil,
                locks: [LockState]? = nil, times: [TimeOverride]? = nil, formats: [OutputFormat] = [.png]) {
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
        (devices?.count ?? 1) * displays.count * (privacy?.count ?? 1) * (locks?.count ?? 1) * (times?.count ?? 1)
    }

    /// The contexts of a face whose own device is `ownDevice`, in job order: device, time, lock, privacy, display.
    public func contexts(ownDevice: DeviceID) -> [ExportContext] {
        var contexts: [ExportContext] = []
        contexts.reserveCapacity(contextsPerFace)
        for device in devices ?? [ownDevice] {
            for time in times.map({ $0.map(Optional.some) }) ?? [nil] {
                for lock in locks.map({ $0.map(Optional.some) }) ?? [nil] {
                    for privacy in privacy.map({ $0.map(Optional.some) }) ?? [nil] {
                        for display in displays {
                            contexts.append(ExportContext(device: device, display: display, privacy: privacy, lock: lock, time: time))
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
            line("hide-sensitive", privacy?.map(\.token)),
            line("lock", locks?.map(\.rawValue)),
            line("time", times?.map(\.token)),
            line("format", formats.map(\.rawValue)),
        ].joined(separator: "\n")
    }
}
