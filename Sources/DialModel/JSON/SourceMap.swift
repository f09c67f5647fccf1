import Synchronization

/// Maps every value's path in a decoded document to where it starts in the file.
///
/// Keeps the parsed document, so later stages can point the user at the JSON behind any model value they reject.
public struct SourceMap: Sendable {
    private let root: JSONNode
    private let privateRegions: RegionsOnce
    /// Whose reading its errors are written for.
    package let policy: MessagePolicy

    init(root: JSONNode, policy: MessagePolicy = .context) {
        self.root = root
        self.policy = policy
        privateRegions = RegionsOnce(root: root)
    }

    /// The file's private regions, found the first time a message asks: only a fault is told in their terms, and a
    /// face that reads without one never walks them. Found when the face is read, they cost a walk of every hidden
    /// timeline entry's marks, the largest part of reading a partly hidden entry (docs/performance.md, "Session 19").
    private var regions: PrivateRegions { privateRegions.value }

    /// `PrivateRegions` of one file, found once, on first use, by whichever thread asks first.
    private final class RegionsOnce: Sendable {
        private let root: JSONNode
        private let found = Mutex<PrivateRegions?>(nil)

        init(root: JSONNode) {
            self.root = root
        }

        var value: PrivateRegions {
            found.withLock { found in
                if let regions = found { return regions }
                WorkProbe.note(.privateRegionsFound, 1)
                let regions = PrivateRegions(root: root)
                found = regions
                return regions
            }
        }
    }

    /// `error`, from a stage after decoding, without what it found where that may be private data (`PrivateRegions`);
    /// for the author, as it is, with where a context would report it.
    public func guarded(_ error: FaceError) -> FaceError {
        switch policy {
        case .context: inContext(error)
        case .author: forAuthor(error, inContext: inContext(error))
        }
    }

    /// `error` as a context reads it (`guarded(_:)`).
    private func inContext(_ error: FaceError) -> FaceError {
        var error = regions.guarded(timelineFault(error), decoding: false)
        // A hidden picture's file is refused in its field's words whichever check refused it: which one (a name out of
        // the folder, an absolute one, a missing file, a folder, a picture too large) tells what the name or file is.
        // (A hidden timeline entry's date, repeated or malformed, is its timeline's fault: `PrivateList`.)
        if case .key(let key)? = error.path.components.last, key == "file" || key == "customSymbol",
           regions.covers(error.path) {
            error.expected = FieldExpectation.at(error.path)
        }
        return regions.withholdingIndices(listFault(jointFault(error, decoding: false)))
    }

    /// A complication's `content` missing beside a private timeline of no entry (`[]`), as the timeline's fault: that it
    /// holds none is its count, which a timeline of `5` or of a faulty entry does not tell either (`PrivateList`), so the
    /// three read alike (adversary13 #3). A complication with neither key keeps the missing key, its structure.
    private func timelineFault(_ error: FaceError) -> FaceError {
        guard error.kind == .missingKey, error.path.components.count == 3,
              error.path.components.last == .key("content") else { return error }
        let timeline = JSONPath(Array(error.path.components.dropLast())).appending(key: "timeline")
        guard regions.covers(timeline), let location = location(of: timeline) else { return error }
        return FaceError(kind: .invalidValue, file: error.file, path: timeline, location: location, expected: "", found: "")
    }

    /// `error`, from reading the document into model types, guarded as `guarded(_:)` is and with what it expected
    /// fixed per field inside private data.
    ///
    /// A key missing inside private data says what the value holding it is not, so it is reported as that value's
    /// fault: `relevance: {}` and `relevance: 5` read alike.
    func guardedDecodingError(_ error: FaceError) -> FaceError {
        var error = error
        // A marked view in an ordered `modifiers` list whose views pass the view limit is named as if written on its
        // view (`ViewContentDocument`): its place in the file is the region's.
        if root.descendant(at: error.path) == nil, let written = regions.region(writtenAs: error.path) {
            error.path = written
            error.location = location(of: written)
        }
        switch policy {
        case .context: return decodingErrorInContext(error)
        case .author: return forAuthor(error, inContext: decodingErrorInContext(error))
        }
    }

    /// `error`, from reading the document, as a context reads it (`guardedDecodingError(_:)`).
    private func decodingErrorInContext(_ error: FaceError) -> FaceError {
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
        return regions.withholdingIndices(listFault(jointFault(regions.guarded(error, decoding: true), decoding: true)))
    }

    /// The first of `faults` (the parser's, of the values it kept unread: malformed, or past the format's limits,
    /// `JSONParser.parseScalar`, in document order) outside private data and the first inside it: what no model type
    /// read is refused for what it is, the ones inside private data after the unknown keys (`FaceDecoder`).
    func unreadValues(_ faults: [FaceError]) -> (outside: FaceError?, inside: FaceError?) {
        // The author reads them in the file's order, as every other fault.
        if policy == .author { return (faults.first, nil) }
        return (faults.first { !regions.covers($0.path) }, faults.first { regions.covers($0.path) })
    }

    /// `error` as its author reads it: unchanged, but where it lies in private data, with the place a context's message
    /// names instead (`inContext`'s path), so that the author is not surprised by another command's coarser words.
    private func forAuthor(_ error: FaceError, inContext coarse: FaceError) -> FaceError {
        guard regions.covers(error.path) else { return error }
        var error = error
        error.reportedInContextAt = coarse.path.description(withholdingIndicesFrom: coarse.withholdsIndicesFrom ?? .max)
        return error
    }

    /// A fault of a private member of a set told apart only by names (`JointMembers`: a reading and its scale, a
    /// point's coordinates, a size's dimensions, ends and edges) as the fault of what holds them, in words fixed for
    /// the holder, at the holder's place.
    ///
    /// A gauge's `value`, `min` and `max` are read together: `"min": "red"` is refused at `min` while decoding,
    /// `"min": 7000` at `max` by the resolve stage (not greater than min), `"value": "x"` at `value`; a chart mark's `x`
    /// and `y` have two descriptions. So the path and the words would tell which member is wrong, whether the reading or
    /// its scale, and how (docs/privacy.md: not the side of a range a value falls on). Keys missing, unknown or repeated
    /// are the file's structure and keep their place, but for a missing member, which says what the holder is not.
    /// After reading (not `decoding`), the resolve stage checks a reading against its scale; its checks of the other
    /// sets are of where a member may stand (no `leading` on a closed ring), the file's structure, and keep theirs.
    private func jointFault(_ error: FaceError, decoding: Bool) -> FaceError {
        guard error.kind == .typeMismatch || error.kind == .invalidValue || error.kind == .tooLarge || error.kind == .missingKey,
              regions.covers(error.path),
              let (depth, members) = JointMembers.holder(of: error.path, where: regions.covers),
              decoding || members == .reading else { return error }
        let holder = JSONPath(Array(error.path.components.prefix(depth)))
        return FaceError(kind: .invalidValue, file: error.file, path: holder, location: location(of: holder) ?? error.location,
                         expected: members.expected(at: holder), found: PrivateRegions.withheld, withholdsColumn: true)
    }

    /// A fault of a private list, of its count, its JSON type, an element or anything an element holds, as the list's
    /// fault, in words fixed for the list, at the list's place (`PrivateList`); a fault anywhere in a private view, as
    /// that view's (`PrivateRegions.answeringView`), in words fixed for every view, whichever is outermost. Keys
    /// repeated are the file's structure and keep their place, and so do unknown keys but in a private view, where the
    /// path to one names the kinds of the views it lies in, as a value's fault does.
    private func listFault(_ error: FaceError) -> FaceError {
        switch error.kind {
        case .typeMismatch, .invalidValue, .tooLarge, .missingKey, .io, .unknownKey: break
        case .duplicateKey, .tooDeep, .unsupportedVersion, .syntax: return error
        }
        guard regions.covers(error.path) else { return error }
        let list = error.kind == .unknownKey ? nil : PrivateList.depth(of: error.path, where: regions.covers)
        let view = regions.answeringView(for: error.path)
        let answering: JSONPath
        let expected: String
        if let view, list.map({ view.count <= $0 }) ?? true {
            // The machine's fault keeps its words, which say what to install (`FieldExpectation.iconFont`).
            (answering, expected) = (view, FieldExpectation.isIconFont(error.expected) ? error.expected : FieldExpectation.privateView)
        } else if let list {
            answering = JSONPath(Array(error.path.components.prefix(list)))
            expected = FieldExpectation.at(answering)
        } else {
            return error
        }
        var answered = FaceError(kind: .invalidValue, file: error.file, path: answering, location: location(of: answering) ?? error.location,
                                 expected: expected, found: PrivateRegions.withheld, withholdsColumn: true)
        // The machine's fault (the icon font missing) keeps its words, which say what to install.
        answered.answersForPrivateFault = !FieldExpectation.isIconFont(expected)
        return answered
    }

    /// Whether `path` lies inside private data (`PrivateRegions`), whatever the policy.
    package func isPrivate(_ path: JSONPath) -> Bool {
        regions.covers(path)
    }

    /// The file read from, with every private region's value replaced by a stand-in that holds nothing of it
    /// (`PublicSkeleton`): read where the first fault is private, a fault of it outside private data is told instead.
    /// Nil where a region's place names no stand-in.
    package func publicSkeleton() -> [UInt8]? {
        regions.skeleton(root: root)?.bytes
    }

    /// `error`, found reading `publicSkeleton()` and outside private data, as this file's error: its line and column
    /// where its path is in this file, its column withheld after a private value on its line.
    package func fromSkeleton(_ error: FaceError) -> FaceError {
        var error = error
        if error.location != nil { error.location = nearestLocation(of: error.path) }
        error.withholdsColumn = false
        return regions.guarded(error, decoding: false)
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
