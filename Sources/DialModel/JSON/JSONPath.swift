/// Where a value sits in the document, e.g. `complications[2].content.lines[0].color`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step and the steps before it, shared by every path that extends them: extending a path makes one small
    /// object and copies nothing. The resolve stage extends a path for every value it reads, of every timeline entry
    /// when a face is read, also those a context hides, and copying whole paths made that a measurable part of the
    /// time a long hidden timeline takes (docs/privacy.md, "Timing").
    private final class Step: Sendable {
        let parent: Step?
        let component: JSONPathComponent
        /// The number of steps up to and including this one.
        let depth: Int

        init(parent: Step?, component: JSONPathComponent) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
        }
    }

    /// The last step, or nil at the root.
    private var last: Step?

    /// The steps from the top-level value down to the value, outermost first.
    public var components: [JSONPathComponent] {
        get {
            var steps: [JSONPathComponent] = []
            steps.reserveCapacity(count)
            var step = last
            while let current = step {
                steps.append(current.component)
                step = current.parent
            }
            return steps.reversed()
        }
        set { self = JSONPath(newValue) }
    }

    /// The number of steps.
    var count: Int { last?.depth ?? 0 }

    /// A path made of `components`, outermost first.
    public init(_ components: [JSONPathComponent]) {
        last = components.reduce(nil) { Step(parent: $0, component: $1) }
    }

    /// A path made of the literal's components, outermost first.
    public init(arrayLiteral elements: JSONPathComponent...) {
        self.init(elements)
    }

    private init(last: Step?) {
        self.last = last
    }

    /// The path of the top-level value.
    public static let root = JSONPath([])

    /// This path extended by one step.
    public func appending(_ c: JSONPathComponent) -> JSONPath {
        JSONPath(last: Step(parent: last, component: c))
    }

    /// This path extended by an object key.
    public func appending(key: String) -> JSONPath {
        appending(.key(key))
    }

    /// This path extended by an array index.
    public func appending(index: Int) -> JSONPath {
        appending(.index(index))
    }

    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return Self.same(lhs.last, rhs.last)
    }

    /// Whether two chains of one depth hold the same steps.
    private static func same(_ lhs: Step?, _ rhs: Step?) -> Bool {
        var (left, right) = (lhs, rhs)
        while let l = left, let r = right {
            if l === r { return true }
            if l.component != r.component { return false }
            (left, right) = (l.parent, r.parent)
        }
        return left == nil && right == nil
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var step = last
        while let current = step {
            hasher.combine(current.component)
            step = current.parent
        }
    }

    /// "complications[2].content.lines[0].color"; the root prints as "(root)". Keys that are not plain identifiers
    /// are quoted: `perComplication["my id"]`.
    public var description: String {
        description(withholdingIndicesFrom: .max)
    }

    /// The objects whose keys are the author's data, not the format's: a chart's `chartForegroundStyleScale`, keyed by
    /// its categories. Inside private data their keys are withheld as indices are.
    static let dataMaps: Set<String> = ["chartForegroundStyleScale"]

    /// Whether `step` names an object whose keys are data (`dataMaps`).
    static func isDataMap(_ step: JSONPathComponent) -> Bool {
        if case .key(let key) = step { dataMaps.contains(key) } else { false }
    }

    /// The path as `description` writes it, with every index from `depth` steps on written `[…]`, and every key of a
    /// data map (`dataMaps`): inside private data an index counts the hidden values or entries before it, and such a
    /// key is a hidden category's name (`PrivateRegions`).
    func description(withholdingIndicesFrom depth: Int) -> String {
        Self.describe(components, withholdingIndicesFrom: depth)
    }

    /// The steps of the path below its first `prefix.count`, written as `description` writes a path (`vstack[0]`), or
    /// nil where it has none: a view's path below its content, as `dial explain` names it. Made from the steps below
    /// alone: a resolver names every view it resolves, hidden ones too, and every content is resolved once as a face is
    /// read, so a path of them all made and copied cost a view of 216 hidden texts a third of its reading
    /// (docs/performance.md, "Session 25"). `prefix` is taken to be the path's prefix; it is not checked.
    package func description(below prefix: JSONPath) -> String? {
        var steps: [JSONPathComponent] = []
        var step = last
        while let current = step, current.depth > prefix.count {
            steps.append(current.component)
            step = current.parent
        }
        return steps.isEmpty ? nil : Self.describe(steps.reversed(), withholdingIndicesFrom: .max)
    }

    // Written as UTF-8 into one buffer, made a string once: a string appended to step by step (and an index
    // interpolated) cost most of a view's name, and a resolver names every view it resolves.
    private static func describe(_ components: some Collection<JSONPathComponent>, withholdingIndicesFrom depth: Int) -> String {
        if components.isEmpty { return "(root)" }
        var text: [UInt8] = []
        text.reserveCapacity(components.count * 10)
        var previous: JSONPathComponent?
        for (step, component) in components.enumerated() {
            defer { previous = component }
            switch component {
            case .index where step >= depth:
                text.append(contentsOf: "[…]".utf8)
            case .key where step >= depth && previous.map(Self.isDataMap) == true:
                text.append(contentsOf: "[…]".utf8)
            case .index(let index):
                text.append(UInt8(ascii: "["))
                text.append(contentsOf: String(index).utf8)
                text.append(UInt8(ascii: "]"))
            case .key(let key) where Self.isPlainIdentifier(key):
                if !text.isEmpty { text.append(UInt8(ascii: ".")) }
                text.append(contentsOf: key.utf8)
            case .key(let key):
                text.append(UInt8(ascii: "["))
                text.append(contentsOf: MessageText.quoted(key).utf8)
                text.append(UInt8(ascii: "]"))
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `self` is `prefix` or lies inside the value `prefix` names.
    func hasPrefix(_ prefix: JSONPath) -> Bool {
        guard prefix.count <= count else { return false }
        var step = last
        while let current = step, current.depth > prefix.count { step = current.parent }
        return Self.same(step, prefix.last)
    }

    // ASCII only, so that a path printed in a message can be typed back without ambiguity.
    // Read as UTF-8: a byte beyond ASCII is no letter here, as a scalar beyond it is not.
    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}
