import DialModel
import Foundation

/// A string (SwiftUI's `Text`): `{"text": "812"}`. Interpolate what it shows, as SwiftUI code does:
/// `Text("\(steps)")`. Or a live time text, as SwiftUI's `Text(_:style:)`: `Text(end, style: .timer)` counts down to
/// `end` at every moment drawn, `Text.now(style: .time, timeZone: tokyo)` is a world clock.
public struct Text: PrimitiveView {
    /// SwiftUI's `Text.DateStyle`: `time`, `date`, `relative`, `offset`, `timer`.
    public typealias DateStyle = DateTextStyle

    private enum Content {
        case string(String)
        case live(LiveTextDocument)
    }

    private let content: Content

    /// The text `content`.
    public init(_ content: some StringProtocol) {
        self.content = .string(String(content))
    }

    /// The text `content`, as written.
    public init(verbatim content: String) {
        self.content = .string(content)
    }

    /// `date` written for the moment drawn as `style` says, in the face's locale: SwiftUI's `Text(_:style:)`.
    /// `timeZone` reads a `time` or `date` in another zone than the face's. The instant is kept to the second.
    public init(_ date: Date, style: DateStyle, timeZone: TimeZoneName? = nil) {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        content = .live(LiveTextDocument(date: .instant(Timestamp(secondsSinceEpoch: seconds, utcOffsetSeconds: 0)),
                                         style: style, timeZone: timeZone))
    }

    /// The moment drawn as `style` says, in the face's locale (`{"date": "now"}`): a `time` in `timeZone` is a world
    /// clock that `--time`, timelines and filmstrips move. SwiftUI writes `Text(Date(), style: .time)` in a view
    /// redrawn by the system; a document has no "now" to capture, so Dial names it.
    public static func now(style: DateStyle, timeZone: TimeZoneName? = nil) -> Text {
        Text(live: LiveTextDocument(date: .now, style: style, timeZone: timeZone))
    }

    private init(live: LiveTextDocument) {
        content = .live(live)
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        switch content {
        case .string(let text): [ViewDocument(.text(text))]
        case .live(let live): [ViewDocument(.liveText(live))]
        }
    }
}
