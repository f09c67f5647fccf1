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
        if case .key("file")? = error.path.components.last, regions.covers(error.path) {
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

    /// The faults of the first values kept unread (malformed, or past the format's limits: `JSONParser.parseScalar`)
    /// outside private data and inside it, in document order: what no model type read is refused for what it is, the
    /// ones inside private data after the unknown keys (`FaceDecoder`). Walked only for a file that holds one.
    func unreadValues() -> (outside: FaceError?, inside: FaceError?) {
        var outside: FaceError?
        var inside: FaceError?
        func visit(_ node: JSONNode) {
            switch node.value {
            case .unreadable(let fault):
                if regions.covers(fault.path) { inside = inside ?? fault } else { outside = outside ?? fault }
            case .object(let object):
                for member in object.members where outside == nil { visit(member.value) }
            case .array(let elements):
                for element in elements where outside == nil { visit(element) }
            case .null, .bool, .number, .string:
                break
            }
        }
        visit(root)
        return (outside, inside)
    }

    /// A private range's fault as the fault of the template holding it, in fixed words at a fixed place.
    ///
    /// A gauge's or chart's `min` and `max` are read as a pair: `"min": "red"` is refused at `min` while decoding,
    /// `"min": 7000` at `max` by the resolve stage (not greater than min), so the path and the words would tell which
    /// end is wrong, and how (docs/privacy.md: not the side of a range a value falls on). Inside private data any
    /// fault of either end is reported at the template, with the pair's description, on the template's line.
    private func rangeFault(_ error: FaceError) -> FaceError {
        let steps = error.path.components
        // A view's range (a gauge's `in`, a chart scale's `domain`) is one array of its two ends: inside private data
        // any fault of it, at either end and of any kind (a wrong type, the ends reversed), is the array's.
        if let depth = Self.viewRangeDepth(steps),
           error.kind == .typeMismatch || error.kind == .invalidValue || error.kind == .tooLarge || error.kind == .missingKey,
           regions.covers(error.path) {
            let holder = JSONPath(Array(steps.prefix(depth)))
            return FaceError(kind: .invalidValue, file: error.file, path: holder, location: location(of: holder) ?? error.location,
                             expected: FieldExpectation.at(holder), found: PrivateRegions.withheld, withholdsColumn: true)
        }
        guard steps.count >= 2, case .key(let end)? = steps.last, end == "min" || end == "max",
              // A ring's own `max` (`rings[0].max`) is one number, not a pair.
              case .key = steps[steps.count - 2],
              error.kind == .typeMismatch || error.kind == .invalidValue || error.kind == .tooLarge,
              regions.covers(error.path) else { return error }
        let holder = JSONPath(Array(steps.dropLast()))
        return FaceError(kind: .invalidValue, file: error.file, path: holder, location: location(of: holder) ?? error.location,
                         expected: FieldExpectation.range, found: PrivateRegions.withheld, withholdsColumn: true)
    }

    /// The number of steps to a view's range (`in` or `domain`) that `steps` name or lie in, if they do.
    private static func viewRangeDepth(_ steps: [JSONPathComponent]) -> Int? {
        guard steps.contains(.key("view")) else { return nil }
        for depth in [steps.count, steps.count - 1] where depth >= 1 && depth <= steps.count {
            if case .key(let key) = steps[depth - 1], key == "in" || key == "domain",
               depth == steps.count || { if case .index = steps[depth] { return true } else { return false } }() {
                return depth
            }
        }
        return nil
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
