/// Maps every value's path in a decoded document to where it starts in the file.
///
/// Keeps the parsed document, so later stages can point the user at the JSON behind any model value they reject.
public struct SourceMap: Sendable {
    private let root: JSONNode
    private let regions: PrivateRegions

    init(root: JSONNode) {
        self.root = root
        regions = PrivateRegions(root: root)
    }

    /// `error`, from a stage after decoding, without what it found where that may be private data (`PrivateRegions`).
    public func guarded(_ error: FaceError) -> FaceError {
        var error = regions.guarded(error, decoding: false)
        // A hidden picture's file is refused in its field's words whichever check refused it: which one (a name out of
        // the folder, an absolute one, a missing file, a folder, a picture too large) tells what the name or file is.
        if case .key(let key)? = error.path.components.last, key == "file" || key == "customSymbol", regions.covers(error.path) {
            error.expected = FieldExpectation.at(error.path)
        }
        return regions.withholdingIndices(rangeFault(error))
    }

    /// `error`, from reading the document into model types, guarded as `guarded(_:)` is and with what it expected
    /// fixed per field inside private data.
    ///
    /// A key missing inside private data says what the value holding it is not, so it is reported as that value's
    /// fault: `relevance: {}` and `relevance: 5` read alike.
    func guardedDecodingError(_ error: FaceError) -> FaceError {
        var error = error
        // A value the parser could not read (malformed, or past the format's limits: `JSONParser.parseScalar`) reads
        // inside private data as any wrong value there does: which of two messages is given would tell them apart.
        // An unknown key over such a value stays the unknown key, as over a well-formed one.
        if error.kind != .unknownKey, case .unreadable? = root.descendant(at: error.path)?.value, regions.covers(error.path) {
            error.kind = .invalidValue
        }
        if error.kind == .missingKey, case .key? = error.path.components.last, regions.covers(error.path) {
            let holder = JSONPath(Array(error.path.components.dropLast()))
            if regions.covers(holder) {
                error = FaceError(kind: .invalidValue, file: error.file, path: holder, location: location(of: holder),
                                  expected: "", found: "")
            }
        }
        return regions.withholdingIndices(rangeFault(regions.guarded(error, decoding: true)))
    }

    /// The first of `faults` (the parser's, of the values it kept unread: malformed, or past the format's limits,
    /// `JSONParser.parseScalar`, in document order) outside private data and the first inside it: what no model type
    /// read is refused for what it is, the ones inside private data after the unknown keys (`FaceDecoder`).
    func unreadValues(_ faults: [FaceError]) -> (outside: FaceError?, inside: FaceError?) {
        (faults.first { !regions.covers($0.path) }, faults.first { regions.covers($0.path) })
    }

    /// A private reading's or scale's fault as the fault of what holds them, in fixed words at a fixed place.
    ///
    /// A gauge's `value`, `min` and `max` are read together: `"min": "red"` is refused at `min` while decoding,
    /// `"min": 7000` at `max` by the resolve stage (not greater than min), `"value": "x"` at `value`, so the path and the
    /// words would tell which end is wrong, whether the reading or its scale, and how (docs/privacy.md: not the side of
    /// a range a value falls on). Inside private data any fault of a reading or its scale (a template gauge's, a ring's,
    /// a chart's `min` and `max`; a view gauge's `value` and `in`, a progress's `value` and `total` or `timerInterval`;
    /// a chart scale's `domain`) is reported at what holds them, with one description (`FieldExpectation.range`), on
    /// its line.
    private func rangeFault(_ error: FaceError) -> FaceError {
        guard error.kind == .typeMismatch || error.kind == .invalidValue || error.kind == .tooLarge || error.kind == .missingKey,
              regions.covers(error.path), let depth = Self.readingHolderDepth(error.path.components) else { return error }
        let holder = JSONPath(Array(error.path.components.prefix(depth)))
        return FaceError(kind: .invalidValue, file: error.file, path: holder, location: location(of: holder) ?? error.location,
                         expected: FieldExpectation.range, found: PrivateRegions.withheld, withholdsColumn: true)
    }

    /// The keys of a reading and of its scale.
    private static let readingKeys: Set<String> = ["value", "min", "max", "total"]
    /// The keys of a scale written as an array of its two ends, and whether a reading sits beside it (a view gauge's
    /// `in`, a progress's `timerInterval`) or not (a chart scale's `domain`).
    private static let scaleArrays: [String: Bool] = ["in": true, "timerInterval": true, "domain": false]

    /// The number of steps to what holds the reading or scale that `steps` name or lie in, if they do.
    private static func readingHolderDepth(_ steps: [JSONPathComponent]) -> Int? {
        // A key of an object whose keys are data (a chart category named `max`) is not a reading's field.
        guard !steps.dropLast().contains(where: JSONPath.isDataMap) else { return nil }
        // A scale's array or one of its ends (`in`, `in[1]`).
        for depth in [steps.count, steps.count - 1] where depth >= 2 {
            guard case .key(let key) = steps[depth - 1], let besideReading = scaleArrays[key] else { continue }
            if depth < steps.count, case .key = steps[depth] { continue }
            return besideReading ? depth - 1 : depth
        }
        guard steps.count >= 2, case .key(let key)? = steps.last, readingKeys.contains(key) else { return nil }
        return steps.count - 1
    }

    /// Where the value at `path` starts, or nil if the document has no value there.
    public func location(of path: JSONPath) -> SourceLocation? {
        root.descendant(at: path)?.location
    }

    /// Where the value at `path` starts, or else where its innermost existing ancestor starts.
    func nearestLocation(of path: JSONPath) -> SourceLocation {
        root.nearestDescendant(at: path).location
    }
}
