import Dial
import DialCore
import DialModel

/// The query of a picture request, `view.png?view=hidden&device=41mm&time=1795000000&lock=locked&hideSensitive=true
/// &hide=a,b&show=c&mode=accented`, checked whole: an unknown name, a repeated one or a value out of range is a 400
/// naming the parameter and what it takes, never repeating what was sent.
struct ViewRequest: Equatable {
    var view: PreviewView
    /// The page's settings; each view sets the display.
    var settings: RenderContext

    /// The instants a face may be shown at: years 1970 to 9999, as Dial's timestamps read them.
    static let times: ClosedRange<Int64> = 0...253_402_300_799
    static let maxIDs = 64
    static let maxIDLength = 128

    init(query: [(name: String, value: String)], face: FaceDocument) throws(HTTPFailure) {
        func bad(_ message: String) -> HTTPFailure { HTTPFailure(.badRequest, message) }
        var seen = Set<String>()
        var view: PreviewView?
        var settings = RenderContext()
        for (name, value) in query {
            guard seen.insert(name).inserted else { throw bad("a query parameter given twice; each may be given once") }
            switch name {
            case "view":
                guard let parsed = PreviewView(rawValue: value) else {
                    throw bad("view: expected one of \(PreviewView.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                view = parsed
            case "device":
                guard let device = DeviceID(rawValue: value) else {
                    throw bad("device: expected one of \(DeviceID.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                settings.device = device
            case "time":
                guard value.count <= 13, let seconds = Int64(value), Self.times.contains(seconds) else {
                    throw bad("time: expected whole seconds since 1970 from \(Self.times.lowerBound) to \(Self.times.upperBound)")
                }
                let offset = Resolver.timeShown(face, overrides: RenderOverrides()).utcOffsetSeconds
                settings.time = .instant(Timestamp(secondsSinceEpoch: seconds, utcOffsetSeconds: offset))
            case "lock":
                guard let lock = LockState(rawValue: value) else {
                    throw bad("lock: expected one of \(LockState.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                settings.lock = lock
            case "hideSensitive":
                guard let flag = Bool(value) else { throw bad("hideSensitive: expected true or false") }
                settings.hideSensitive = flag
            case "hide", "show":
                let ids = try Self.ids(value, name: name, face: face)
                for id in ids {
                    guard settings.perComplication[id] == nil else { throw bad("hide and show: expected each id in at most one of them") }
                    settings.perComplication[id] = name == "hide" ? .hide : .show
                }
            case "mode":
                guard let mode = RenderingMode(rawValue: value) else {
                    throw bad("mode: expected one of \(RenderingMode.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                settings.renderingMode = mode
            default:
                throw bad("an unknown query parameter; expected view, device, time, lock, hideSensitive, hide, show, mode")
            }
        }
        guard let view else { throw bad("view: expected one of \(PreviewView.allCases.map(\.rawValue).joined(separator: ", "))") }
        self.view = view
        self.settings = settings
    }

    /// Comma-separated ids of the face's own complications.
    private static func ids(_ value: String, name: String, face: FaceDocument) throws(HTTPFailure) -> [String] {
        if value.isEmpty { return [] }
        let ids = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard ids.count <= maxIDs, ids.allSatisfy({ !$0.isEmpty && $0.utf8.count <= maxIDLength }) else {
            throw HTTPFailure(.badRequest, "\(name): expected at most \(maxIDs) comma-separated complication ids")
        }
        let known = Set((face.complications ?? []).map(\.id))
        guard ids.allSatisfy(known.contains) else {
            throw HTTPFailure(.badRequest, "\(name): expected ids of this face's complications")
        }
        return ids
    }
}
