/// Every error of the DialModel module: what was expected at which path, and what was found.
public struct FaceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, broadly; `expected` and `found` say it precisely.
    public enum Kind: Sendable, Equatable {
        /// The file is not well-formed JSON; `location` is set and `path` is the value being parsed when it failed.
        case syntax
        /// The value has the wrong JSON type, e.g. a number where a string was expected.
        case typeMismatch
        /// The value has the right JSON type but is not acceptable: a `ValueError` or `DecodingError` thrown by a
        /// model type, a fractional or out-of-range number for an integer, or a number too large for a `Double`.
        case invalidValue
        /// A required value is absent: a key missing from an object (the path ends in that key, the location is the
        /// object's) or an element missing from the end of an array.
        case missingKey
        /// An object has a key no model type asked for, usually a typo; the location is the key's.
        case unknownKey
        /// An object has the same key twice, which would make its meaning depend on the reader.
        case duplicateKey
        /// Arrays and objects are nested deeper than the decoder allows.
        case tooDeep
        /// The file, a string or a number is larger than `FaceLimits` allows, or the face has more of something
        /// (complications, timeline entries, ...) than it allows; `expected` names the limit.
        case tooLarge
        /// The document declares a schema version this program cannot read; thrown by callers, not the decoder.
        case unsupportedVersion
        /// The file could not be read; thrown by callers, not the decoder.
        case io
    }

    /// What went wrong, broadly.
    public var kind: Kind
    /// The file the document came from, as the user should see it; set by the caller via `inFile(_:)`.
    public var file: String?
    /// Where in the document the offending value sits.
    public var path: JSONPath
    /// Where in the file the offending value starts, if known.
    public var location: SourceLocation?
    /// What would have been acceptable, phrased to follow "expected".
    public var expected: String
    /// What the document holds instead, phrased to follow "found".
    public var found: String
    /// The column is left out of the message: the error lies in, or after, data that may be private on its line,
    /// and a column counts the characters of the strings before it (`PrivateRegions`).
    public var withholdsColumn = false
    /// From how many steps of `path` on its indices are written `[…]`: the error lies in private data, where an index
    /// counts the hidden values or entries before it, a hidden chart's values or a hidden timeline's entries
    /// (`PrivateRegions`). Nil: every index is written.
    public var withholdsIndicesFrom: Int?
    /// For the author (`MessagePolicy.author`), of a fault inside private data: the path at which every other command
    /// reports it, the hidden list or view that answers for it there, as a context's message writes it.
    public var reportedInContextAt: String?
    /// The fault lies somewhere in the private list or view at `path`, which answers for every fault in it
    /// (`PrivateList`, `PrivateRegions.answeringView`): its message is short, names the holder alone and points the author
    /// to `dial validate`, which names the place and the fault. `expected` keeps the holder's whole description for
    /// callers that read it, but the message leaves it out: read as the diagnosis, a list's count rules sent the author
    /// after the wrong fault (stranger19 #9: a bad date in a stack's line was told as "expected 1 to 3 lines …").
    public var answersForPrivateFault = false

    /// An error of `kind` at `path`, saying `expected` was expected but `found` was found.
    public init(
        kind: Kind, file: String? = nil, path: JSONPath, location: SourceLocation? = nil,
        expected: String, found: String, withholdsColumn: Bool = false
    ) {
        self.kind = kind
        self.file = file
        self.path = path
        self.location = location
        self.expected = expected
        self.found = found
        self.withholdsColumn = withholdsColumn
        WorkProbe.note(.errorsBuilt, 1)
    }

    /// This error, attributed to `file`.
    public func inFile(_ file: String) -> FaceError {
        var error = self
        error.file = file
        return error
    }

    /// This error with its location filled in from `map` if it had none, and guarded: when it lies in data that may
    /// be private, what it found is not repeated (`PrivateRegions`).
    ///
    /// When `path` names no value in the document (typically a missing key), the location of the nearest enclosing
    /// value is used instead, so the user still learns where to look.
    public func located(by map: SourceMap) -> FaceError {
        var error = self
        if error.location == nil { error.location = map.nearestLocation(of: path) }
        return map.guarded(error)
    }

    /// Syntax: "FILE: line L, column C: expected X (in PATH)", never what was found: until a file parses nothing is
    /// known to be private, and the text at a fault may be a private value (docs/privacy.md, "Syntax errors").
    /// Other kinds: "FILE: PATH: expected X, found Y (line L, column C)"; without a file the "FILE: " prefix is left out;
    /// without a location the " (line…)" suffix is left out; the column is left out when `withholdsColumn`.
    public var description: String {
        let prefix = file.map { "\($0): " } ?? ""
        let path = path.description(withholdingIndicesFrom: withholdsIndicesFrom ?? .max)
        if kind == .syntax, let location {
            let container = self.path.components.isEmpty ? "" : " (in \(path))"
            return "\(prefix)\(describe(location)): expected \(expected)\(container)"
        }
        let suffix = location.map { " (\(describe($0)))" } ?? ""
        if answersForPrivateFault {
            // Fixed for the holder: nothing in it depends on which fault, or which value, lies inside. A face read from
            // a file (it has a location) points to the command that names the fault there; one built in Swift has no
            // file to validate.
            let validate = location == nil ? "" : "; `dial validate" + (file.map { " \(Self.shellWord($0))" } ?? "") + "` names the fault"
            return "\(prefix)\(path): expected \(holderWords), found a value not repeated here (a complication's data may be "
                + "private\(validate))\(suffix)"
        }
        let note = reportedInContextAt.map { "; private data: other commands report it at \($0), without what was found (docs/privacy.md)" } ?? ""
        return "\(prefix)\(path): expected \(expected), found \(found)\(suffix)\(note)"
    }

    /// `file` as one word a POSIX shell reads back as it is, so the pointer to `dial validate` can be pasted: quoted
    /// only where it holds a character a shell would split at or expand ("My Faces/watch.json").
    package static func shellWord(_ file: String) -> String {
        let plain = !file.isEmpty && file.unicodeScalars.allSatisfy { scalar in
            !scalar.isASCII || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "_-./+,:@%=".unicodeScalars.contains(scalar)
        }
        return plain ? file : "'" + file.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }

    /// What a holder answering for a private fault is, in a few words: its key and the page that describes it.
    private var holderWords: String {
        let inView = path.components.contains(.key("view"))
        let page = inView ? "docs/views.md" : "docs/face-format.md"
        guard case .key(let key)? = path.components.last else { return "a valid view (\(page))" }
        return key == "view" ? "a valid view (\(page))" : "a valid \"\(key)\" (\(page))"
    }

    private func describe(_ location: SourceLocation) -> String {
        withholdsColumn ? "line \(location.line)" : "line \(location.line), column \(location.column)"
    }
}
