@testable import DialModel
import Testing

/// A chart mark read by hand from a face file (`ChartMarkDocument.init(reading:)`, its placement's and its x's) held to
/// the keyed reading any other decoder gets: the same mark, or the same fault in the same words at the same path, for
/// every mark below, well-formed or not, those whose unknown key is told by the keys each asked about too.
@Suite struct ChartMarkDocumentTests {
    private struct KeyedMark: Decodable, Equatable {
        let mark: ChartMarkDocument
        init(from decoder: any Decoder) throws { mark = try ChartMarkDocument(from: KeyedReading(base: decoder)) }
    }

    private struct KeyedPlacement: Decodable {
        let placement: ChartPlacementDocument
        init(from decoder: any Decoder) throws { placement = try ChartPlacementDocument(from: KeyedReading(base: decoder)) }
    }

    private struct KeyedValue: Decodable {
        let value: Double
        init(from decoder: any Decoder) throws { value = try ChartValueDocument(from: KeyedReading(base: decoder)).value }
    }

    /// Marks of every kind and modifier, and their faults: no mark or two, a placement missing a key or holding one of
    /// the wrong kind or an unknown one, an instant and a word for x, each modifier's bad values and misplaced ones,
    /// a category's two forms and its bad names, escaped keys, null.
    static let marks: [String] = [
        #"{"lineMark": {"x": 0, "y": 1}}"#,
        #"{"pointMark": {"x": -5, "y": 142}, "foregroundStyle": "green", "symbolSize": 20}"#,
        #"{"barMark": {"x": 1, "y": 9, "yStart": 3}, "foregroundStyle": {"by": "Deep"}}"#,
        #"{"areaMark": {"x": 2, "y": 4, "series": "a"}, "interpolationMethod": "catmullRom"}"#,
        #"{"ruleMark": {"y": 70}, "foregroundStyle": "red", "lineStyle": {"lineWidth": 1, "dash": [2, 2]}}"#,
        #"{"ruleMark": {"x": "2026-11-23T04:12:00Z"}}"#,
        #"{"lineMark": {"x": "2026-11-23T05:12:00+01:00", "y": 108, "series": null, "yStart": null}}"#,
        #"{"\u006CineMark": {"\u0078": 0, "y": 1}, "foreground\u0053tyle": "blue"}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": null, "lineStyle": null}"#,
        ##"{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": {"color": "#FF0000"}}"##,
        #"{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": {"linearGradient": {"colors": ["red", "blue"]}}}"#,
        #"{}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "pointMark": {"x": 0, "y": 1}}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "pointMark": {"x": 0, "y": 1}, "ruleMark": {"y": 1}}"#,
        #"{"symbolSize": 3}"#,
        #"[1]"#,
        #"null"#,
        #""lineMark""#,
        #"{"lineMark": {"y": 1}}"#,
        #"{"lineMark": {"x": 0}}"#,
        #"{"lineMark": {"x": "yesterday", "y": 1}}"#,
        #"{"lineMark": {"x": true, "y": 1}}"#,
        #"{"lineMark": {"x": [0], "y": 1}}"#,
        #"{"lineMark": {"x": 0, "y": "1"}}"#,
        #"{"lineMark": {"x": 0, "y": 1, "series": 3}}"#,
        #"{"lineMark": {"x": 0, "y": 1, "yStart": "0"}}"#,
        #"{"lineMark": {"x": 0, "y": 1, "z": 2}}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "foregroundStile": "red"}"#,
        #"{"lineMark": [0, 1]}"#,
        #"{"lineMark": null}"#,
        #"{"ruleMark": {}}"#,
        #"{"ruleMark": {"x": 1, "y": 1}}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": {"by": ""}}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": {"by": "\#(String(repeating: "c", count: 65))"}}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": {"by": 3}}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": {"by": "a", "color": "red"}}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": 5}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": "mauve"}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "foregroundStyle": {}}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "symbolSize": 20}"#,
        #"{"pointMark": {"x": 0, "y": 1}, "symbolSize": 0}"#,
        #"{"pointMark": {"x": 0, "y": 1}, "symbolSize": 1001}"#,
        #"{"pointMark": {"x": 0, "y": 1}, "symbolSize": "big"}"#,
        #"{"pointMark": {"x": 0, "y": 1}, "interpolationMethod": "linear"}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "interpolationMethod": "smooth"}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "interpolationMethod": 1}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "lineStyle": {"lineWidth": 0}}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "lineStyle": "thin"}"#,
        #"{"lineMark": {"x": 0, "y": 1}, "lineStyle": {"width": 1}}"#,
    ]

    /// What reading `json` as a list of `T` gives: its values, or its error's words.
    private static func reading<T: Decodable>(_ json: String, as type: T.Type) -> Result<[T], FaceError> {
        Result { () throws(FaceError) in try FaceDecoder.decode([T].self, from: Array(json.utf8)).value }
    }

    /// Placements and places on their own: the forms above, and what a mark's key may hold instead.
    static let placements: [String] = [
        #"{"x": 0, "y": 1}"#, #"{"x": 1, "y": 9, "yStart": 3}"#, #"{"x": 2, "y": 4, "series": "a"}"#,
        #"{"x": "2026-11-23T05:12:00+01:00", "y": 108, "series": null, "yStart": null}"#, #"{"\u0078": 0, "y": 1}"#,
        #"{"y": 1}"#, #"{"x": 0}"#, #"{"x": "yesterday", "y": 1}"#, #"{"x": true, "y": 1}"#, #"{"x": [0], "y": 1}"#,
        #"{"x": 0, "y": "1"}"#, #"{"x": 0, "y": 1, "series": 3}"#, #"{"x": 0, "y": 1, "yStart": "0"}"#,
        #"{"x": 0, "y": 1, "z": 2}"#, #"[0, 1]"#, #"null"#, #"{}"#, #"3"#,
    ]

    static let places: [String] = [
        "0", "-5.25", "1e300", #""2026-11-23T05:12:00+01:00""#, #""2026-11-23T04:12:00Z""#, #""2026-13-23T05:12:00Z""#,
        #""yesterday""#, #""""#, "true", "[0]", "null", "{}",
    ]


    @Test(arguments: marks)
    func aMarkReadByHandIsTheKeyedReading(mark: String) {
        // A list of two, so that an unknown key or a fault after a mark read well is found as the keyed reading finds it.
        let json = "[\(mark), \(mark)]"
        let byHand = Self.reading(json, as: ChartMarkDocument.self)
        let keyed = Self.reading(json, as: KeyedMark.self).map { $0.map(\.mark) }
        #expect((try? byHand.get()) == (try? keyed.get()), "\(mark)")
        #expect(Self.words(byHand) == Self.words(keyed), "\(mark)")
    }

    @Test(arguments: placements)
    func aPlacementReadByHandIsTheKeyedReading(placement: String) {
        let json = "[\(placement), \(placement)]"
        func described(_ placement: ChartPlacementDocument) -> String {
            "\(placement.x) \(placement.y) \(placement.series ?? "-") \(placement.yStart.map { "\($0)" } ?? "-")"
        }
        let byHand = Self.reading(json, as: ChartPlacementDocument.self).map { $0.map(described) }
        let keyed = Self.reading(json, as: KeyedPlacement.self).map { $0.map { described($0.placement) } }
        #expect((try? byHand.get()) == (try? keyed.get()), "\(placement)")
        #expect(Self.words(byHand) == Self.words(keyed), "\(placement)")
    }

    @Test(arguments: places)
    func aPlaceReadByHandIsTheKeyedReading(place: String) {
        let json = "[\(place), \(place)]"
        let byHand = Self.reading(json, as: ChartValueDocument.self).map { $0.map(\.value) }
        let keyed = Self.reading(json, as: KeyedValue.self).map { $0.map(\.value) }
        #expect((try? byHand.get()) == (try? keyed.get()), "\(place)")
        #expect(Self.words(byHand) == Self.words(keyed), "\(place)")
    }

    /// The error's words, path and place, or "read".
    private static func words<T>(_ result: Result<T, FaceError>) -> String {
        switch result {
        case .success: "read"
        case .failure(let error): "\(error.kind) \(error.path) \(error.location.map { "\($0.line):\($0.column)" } ?? "-") \(error)"
        }
    }
}
