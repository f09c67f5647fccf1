/// Where a value sits in the document, e.g. `complications[2].content.lines[0].color`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The steps from the top-level value down to the value, outermost first.
    public var components: [JSONPathComponent]

    /// A path made of `components`, outermost first.
    public init(_ components: [JSONPathComponent]) {
        self.components = components
    }

    /// A path made of the literal's components, outermost first.
    public init(arrayLiteral elements: JSONPathComponent...) {
        self.components = elements
    }

    /// The path of the top-level value.
    public static let root = JSONPath([])

    /// This path extended by one step.
    public func appending(_ c: JSONPathComponent) -> JSONPath {
        // One buffer of the final size: `components + [c]` made two, and the resolve stage extends a path for every
        // value it reads, of every timeline entry when a face is read (docs/privacy.md, "Timing").
        var extended: [JSONPathComponent] = []
        extended.reserveCapacity(components.count + 1)
        extended.append(contentsOf: components)
        extended.append(c)
        return JSONPath(extended)
    }

    /// This path extended by an object key.
    public func appending(key: String) -> JSONPath {
        appending(.key(key))
    }

    /// This path extended by an array index.
    public func appending(index: Int) -> JSONPath {
        appending(.index(index))
    }

    /// "complications[2].content.lines[0].color"; the root prints as "(root)". Keys that are not plain identifiers
    /// are quoted: `perComplication["my id"]`.
    public var description: String {
        if components.isEmpty { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isPlainIdentifier(key):
                text += text.isEmpty ? key : ".\(key)"
            case .key(let key):
                text += "[\(MessageText.quoted(key))]"
            }
        }
        return text
    }

    /// Whether `self` is `prefix` or lies inside the value `prefix` names.
    func hasPrefix(_ prefix: JSONPath) -> Bool {
        components.starts(with: prefix.components)
    }

    // ASCII only, so that a path printed in a message can be typed back without ambiguity.
    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
    }
}
