@testable import DialModel
import Testing

/// A view's kind, modifier and stack parameter keys found in one pass over its object (`ViewKeySet`), held to asking
/// each name in turn, as any other decoder's reading does: the same view, or the same fault in the same words at the
/// same path, for every view below, those whose unknown key is told by the names asked about too.
@Suite struct ViewKeySetTests {
    private struct KeyedView: Decodable, Equatable {
        let view: ViewDocument
        init(from decoder: any Decoder) throws { view = try ViewDocument(from: KeyedReading(base: decoder)) }
    }

    /// Views of every kind, with modifiers as keys and in a list, and their faults: no kind or two, a kind's bad
    /// value, a stack's bad parameters, a parameter of another kind, a modifier's bad value, a misspelt key, escaped
    /// keys, a circle's own `rotationEffect`, `resizable` off an image, and values that are not views.
    static let views: [String] = [
        #"{"text": "812"}"#,
        #"{"text": "812", "font": {"size": 16, "weight": "semibold"}, "foregroundStyle": "green", "privacySensitive": true}"#,
        #"{"vstack": [{"text": "a"}, {"text": "b"}], "spacing": 2, "alignment": "leading"}"#,
        #"{"hstack": [{"text": "a"}], "alignment": "firstTextBaseline", "padding": 4}"#,
        #"{"zstack": [{"text": "a"}], "alignment": "topLeading"}"#,
        #"{"viewThatFits": [{"text": "148/96 mmHg"}, {"text": "148/96"}], "privacySensitive": true, "unredacted": true}"#,
        #"{"shape": "circle", "trim": {"from": 0, "to": 0.5}, "rotationEffect": -90}"#,
        #"{"shape": "capsule", "rotationEffect": 45}"#,
        #"{"image": {"systemName": "heart.fill"}, "resizable": true, "renderingMode": "template"}"#,
        #"{"text": "a", "modifiers": [{"padding": 2}, {"opacity": 0.5}], "bold": true}"#,
        #"{"chart": [{"lineMark": {"x": 0, "y": 1}}], "chartXAxis": "hidden", "privacySensitive": false}"#,
        #"{"\u0074ext": "a", "\u0070adding": 3}"#,
        #"{"spacer": {"minLength": 4}}"#,
        #"{"if": {"isLuminanceReduced": true}, "then": {"text": "a"}, "else": {"text": "b"}}"#,
        #"{}"#,
        #"{"text": "a", "hstack": [{"text": "b"}]}"#,
        #"{"text": "a", "image": {"systemName": "heart"}, "shape": "circle"}"#,
        #"{"padding": 4}"#,
        #"{"text": "a", "paddin": 4}"#,
        #"{"text": "a", "spacing": 4}"#,
        #"{"text": "a", "alignment": "leading"}"#,
        #"{"vstack": [{"text": "a"}], "spacing": "wide"}"#,
        #"{"vstack": [{"text": "a"}], "spacing": 2000}"#,
        #"{"vstack": [{"text": "a"}], "alignment": "middle"}"#,
        #"{"hstack": [{"text": "a"}], "alignment": "leading"}"#,
        #"{"vstack": []}"#,
        #"{"vstack": {"text": "a"}}"#,
        #"{"text": 5}"#,
        #"{"text": "a", "font": "huge"}"#,
        #"{"text": "a", "lineLimit": 0}"#,
        #"{"text": "a", "privacySensitive": false}"#,
        #"{"text": "a", "unredacted": false}"#,
        #"{"text": "a", "resizable": true}"#,
        #"{"text": "a", "modifiers": [{"resizable": true}]}"#,
        #"{"text": "a", "modifiers": {"padding": 2}}"#,
        #"{"text": "a", "modifiers": [{"paddin": 2}]}"#,
        #"{"shape": "circle", "rotationEffect": 400}"#,
        #"[{"text": "a"}]"#,
        #""text""#,
        #"null"#,
    ]

    /// What reading `json` as a list of `T` gives: its values, or its error's words.
    private static func reading<T: Decodable>(_ json: String, as type: T.Type) -> Result<[T], FaceError> {
        Result { () throws(FaceError) in try FaceDecoder.decode([T].self, from: Array(json.utf8)).value }
    }

    /// The error's words, path and place, or "read".
    private static func words<T>(_ result: Result<T, FaceError>) -> String {
        switch result {
        case .success: "read"
        case .failure(let error): "\(error.kind) \(error.path) \(error.location.map { "\($0.line):\($0.column)" } ?? "-") \(error)"
        }
    }

    @Test(arguments: views)
    func aViewsKeysFoundInOnePassReadAsAskedByName(view: String) {
        // A list of two, so that an unknown key or a fault after a view read well is found as the keyed reading finds it.
        let json = "[\(view), \(view)]"
        let inOnePass = Self.reading(json, as: ViewDocument.self)
        let byName = Self.reading(json, as: KeyedView.self).map { $0.map(\.view) }
        #expect((try? inOnePass.get()) == (try? byName.get()), "\(view)")
        #expect(Self.words(inOnePass) == Self.words(byName), "\(view)")
    }
}
