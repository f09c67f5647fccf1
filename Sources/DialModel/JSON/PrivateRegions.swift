/// The parts of a face file whose values some context can hide, so that no error message repeats them
/// (docs/privacy.md, "Errors, explanations, structure and timing": private regions are what the redact stage can
/// hide, in any context the face can be drawn in).
///
/// Read with the redact stage's own rules (`Sensitivity`, `DataProtection.lockCanHideContent`), per complication:
/// - its `content`, its whole `timeline` (entries, dates, relevance) and its `reloadPolicy` when some lock state shows
///   its placeholder instead (every data protection but `none`);
/// - otherwise a content that marks nothing sensitive once `unredacted` has neutralised its marks, which privacy hides
///   whole, and then the whole timeline and its reload policy too, since which entry is in force decides what is
///   hidden (a complication with no content to read at all marks nothing);
/// - otherwise every element whose marks, with those of what contains it, make it `privacySensitive` (a sensitive
///   picture's title included).
/// The placeholder is the app's public text and is not a region. An error inside a region keeps its path, what was
/// expected (the field's whole description, `FieldExpectation`) and its line, but not what was found, nor its column. An error after a region's value on the same line
/// keeps what was found but not its column either, since columns count the characters of the strings before them.
struct PrivateRegions: Sendable {
    /// Paths of the regions' top values.
    private var roots: [JSONPath] = []
    /// The regions' top values, whose lines and columns an error reads: where on a line the first of their values
    /// starts is worked out for the line of an error only, not for every value when a face is read (a hidden timeline
    /// has thousands, and a face that reads without fault never asks).
    private var values: [JSONNode] = []

    /// What a guarded error says it found.
    static let withheld = "a value not repeated here (a complication's data may be private)"

    init(root: JSONNode) {
        collect(root, at: .root)
    }

    /// The file with every region's value replaced by a stand-in (`PublicSkeleton`), nil where a region's place names
    /// none.
    func skeleton(root: JSONNode) -> PublicSkeleton? {
        PublicSkeleton(root: root, regions: Array(zip(roots, values)).map { (path: $0.0, value: $0.1) })
    }

    /// Whether `path` lies inside a region.
    func covers(_ path: JSONPath) -> Bool {
        roots.contains { path.hasPrefix($0) }
    }

    /// The private view that answers for a fault at `path`: the top of a view tree a region holds whole (a content's
    /// `view`, hidden with its complication; a view in a hidden content's curved text's `inner`), or a region that is a
    /// view marked on its own, whose place is public. Nil where `path` lies in no view a region holds.
    ///
    /// A path below it names the kinds of the views the hidden tree holds (`view.gauge.currentValueLabel` against
    /// `view.background`), which its stand-in does not draw (docs/privacy.md, "Structure"), so a fault anywhere in it is
    /// the view's, as a hidden list's is the list's (`PrivateList`).
    func answeringView(for path: JSONPath) -> JSONPath? {
        guard let index = roots.firstIndex(where: { path.hasPrefix($0) }) else { return nil }
        let root = roots[index]
        let steps = path.components
        if root.components.contains(.key("view")) {
            return Self.isViewPlace(root) ? root : nil
        }
        // A content's `view`: not a key a template's content does not take (`{"template": "stack", "view": …}`).
        guard let view = steps[root.count...].firstIndex(of: .key("view")),
              case .object(let content)? = values[index].descendant(at: JSONPath(Array(steps[root.count..<view])))?.value,
              content["template"] == nil else { return nil }
        return JSONPath(Array(steps.prefix(view + 1)))
    }

    /// The region whose path is `path` once the steps into a view's ordered `modifiers` list are left out: a view
    /// there is named as if written on its view (`ViewDocument.subviews`), by a path the file does not hold.
    func region(writtenAs path: JSONPath) -> JSONPath? {
        roots.first { root in
            var steps: [JSONPathComponent] = []
            var skipsIndex = false
            for step in root.components {
                if skipsIndex, case .index = step { skipsIndex = false; continue }
                skipsIndex = step == .key("modifiers")
                if !skipsIndex { steps.append(step) }
            }
            return steps == path.components
        }
    }

    /// The keys at which a view stands, in a view or in a content: a content's `view`, a branch's, a label's, a
    /// modifier's view (docs/views.md).
    private static let viewKeys: Set<String> = [
        "view", "then", "else", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "geometryReader",
        "background", "overlay", "containerBackground", "widgetLabel", "mask",
    ]

    /// The lists whose elements are views (a grid's rows are views or rows of views).
    private static let viewLists: Set<String> = ["vstack", "hstack", "zstack", "viewThatFits", "gridRow", "grid"]

    /// Whether the value at `path`, inside a view tree, stands where a view does (not a chart's mark, say, or an entry
    /// of a view's `modifiers`).
    private static func isViewPlace(_ path: JSONPath) -> Bool {
        let steps = path.components
        switch steps.last {
        case .key(let key)?: return viewKeys.contains(key)
        case .index?:
            guard steps.count >= 2, case .key(let list) = steps[steps.count - 2] else { return false }
            return viewLists.contains(list)
        case nil: return false
        }
    }

    /// `error` with what it found withheld when it lies in a region, and its column withheld when a region's value
    /// starts before it on its line.
    ///
    /// An error from reading the value (`decoding`) says what the value broke: its JSON type, its spelling, its range
    /// as a type knows it. Inside a region that follows the value, so it says the field's whole description instead
    /// (`FieldExpectation`), the same words the resolve stage's checks of that field use. Those checks' own words are
    /// fixed per check (a limit, "greater than min") and stay.
    func guarded(_ error: FaceError, decoding: Bool) -> FaceError {
        var error = error
        if covers(error.path) {
            error.withholdsColumn = true
            // Keys, missing or unknown, are the file's structure, not its data.
            if Self.repeatsAValue(error.kind) {
                error.found = Self.withheld
                if decoding, error.kind == .typeMismatch || error.kind == .invalidValue {
                    error.expected = FieldExpectation.at(error.path)
                }
            }
        }
        if let location = error.location, !error.withholdsColumn, let first = firstColumn(onLine: location.line),
           first <= location.column {
            error.withholdsColumn = true
        }
        return error
    }

    /// The first column on `line` where a region's value starts, if one does.
    private func firstColumn(onLine line: Int) -> Int? {
        var first: Int?
        func visit(_ node: JSONNode) {
            if node.location.line == line { first = min(first ?? .max, node.location.column) }
            switch node.value {
            case .object(let object): for member in object.members { visit(member.value) }
            case .array(let elements): for element in elements { visit(element) }
            case .null, .bool, .number, .string, .unreadable: break
            }
        }
        for value in values { visit(value) }
        return first
    }

    /// `error` with the indices of its path inside a region written `[…]`: `timeline[500]` in a hidden timeline, or
    /// `values[12]` in a hidden chart, counts the entries or values before it, which nothing else shows.
    func withholdingIndices(_ error: FaceError) -> FaceError {
        guard let depth = roots.filter({ error.path.hasPrefix($0) }).map(\.count).max() else { return error }
        var error = error
        error.withholdsIndicesFrom = depth
        return error
    }

    /// `error`, from the parser (malformed JSON, nesting too deep, a key repeated), with no index written below a
    /// complication: until the file parses nothing is known to be private, and in a timeline hidden whole
    /// `timeline[523]` counts the entries before the fault, as `lines[2]` counts a hidden stack's lines. The line, the
    /// keys and the complication's own index (its slot is drawn) still say where.
    static func unparsed(_ error: FaceError) -> FaceError {
        var error = error
        if error.path.components.first == .key("complications") { error.withholdsIndicesFrom = 2 }
        return error
    }

    private static func repeatsAValue(_ kind: FaceError.Kind) -> Bool {
        switch kind {
        case .typeMismatch, .invalidValue, .tooLarge, .io, .syntax: true
        case .missingKey, .unknownKey, .duplicateKey, .tooDeep, .unsupportedVersion: false
        }
    }

    private mutating func collect(_ node: JSONNode, at path: JSONPath) {
        guard case .object(let face) = node.value else { return }
        if let complications = face["complications"], case .array(let list) = complications.value.value {
            for (index, complication) in list.enumerated() {
                collectComplication(complication, at: JSONPath([.key("complications"), .index(index)]))
            }
        }
    }

    private mutating func collectComplication(_ node: JSONNode, at path: JSONPath) {
        guard case .object(let complication) = node.value else { return }
        let content = complication["content"]?.value
        let timeline = complication["timeline"]?.value
        var entries: [JSONNode] = []
        if let timeline, case .array(let elements) = timeline.value { entries = Array(elements) }
        func entryContent(_ entry: JSONNode) -> JSONNode? {
            guard case .object(let object) = entry.value else { return nil }
            return object["content"]?.value
        }
        // An unknown protection fails decoding anyway; until then it is read as the default, which a lock can hide.
        let protection: DataProtection? = switch complication["dataProtection"]?.value.value {
        case .string(let name)?: DataProtection(rawValue: name)
        default: nil
        }
        // A complication with no content to read (none, and a timeline that is no array, or empty, or of entries
        // without one) marks nothing: its timeline's type, count and entries are hidden whole as a marking one's are,
        // so `"timeline": 5`, `[]` and a faulty entry read alike (adversary13 #3).
        // And one of whose contents privacy shows nothing, each marking every element (drawn as bars), is hidden whole
        // where privacy applies: `dial timeline` says "hidden in this context" and withholds its entries and reload
        // policy (`ComplicationDocument.privacyHidesTimeline`), so a message does not tell them. Asked only where each
        // content marks something: a mark over no element read (a marked list that is no list, `"viewThatFits": 5`)
        // then counts as all marked, as the same mark over a valid list is, so the hidden list's shape decides nothing.
        let contents = ([content] + entries.map(entryContent)).compactMap { $0 }
        let hiddenWhole = (protection ?? .completeUntilFirstUserAuthentication).lockCanHideContent
            || contents.isEmpty
            || contents.contains { !Self.marksSensitive($0, within: .ordinary) }
            || contents.allSatisfy { Self.marks(ofContent: $0).marksEveryElement }
        guard !hiddenWhole else {
            // The timeline is one region, its entries' contents inside it: nothing here is done per entry but marking
            // where its values start. Its reload policy is the timeline's too (an `after` date is when the app's data
            // changes next), which `dial timeline` withholds where it hides the timeline ("policy withheld"), so a
            // message does not repeat it either (adversary13 #2).
            if let content { add(content, at: path.appending(key: "content")) }
            if let timeline { add(timeline, at: path.appending(key: "timeline")) }
            if let policy = complication["reloadPolicy"]?.value { add(policy, at: path.appending(key: "reloadPolicy")) }
            return
        }
        if let content { collectSensitive(content, at: path.appending(key: "content"), within: .ordinary) }
        for (index, entry) in entries.enumerated() {
            guard let content = entryContent(entry) else { continue }
            collectSensitive(content, at: path.appending(key: "timeline").appending(index: index).appending(key: "content"), within: .ordinary)
        }
    }

    /// Adds every element of `node` that is `privacySensitive` once its container's marks are applied.
    private mutating func collectSensitive(_ node: JSONNode, at path: JSONPath, within container: Sensitivity) {
        switch node.value {
        case .object(let object):
            let own = Self.sensitivity(of: object, within: container)
            if own == .privacySensitive {
                add(node, at: path)
                return
            }
            for member in object.members {
                collectSensitive(member.value, at: path.appending(key: member.key), within: Self.partsContainer(object, own))
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                collectSensitive(element, at: path.appending(index: index), within: container)
            }
        case .null, .bool, .number, .string, .unreadable:
            break
        }
    }

    private mutating func add(_ node: JSONNode, at path: JSONPath) {
        roots.append(path)
        values.append(node)
    }

    /// Whether anything in `node` is `privacySensitive` once the marks of what contains it are applied: if nothing is,
    /// the privacy reason hides the whole complication (docs/privacy.md, "Per element").
    private static func marksSensitive(_ node: JSONNode, within container: Sensitivity) -> Bool {
        switch node.value {
        case .object(let object):
            let own = sensitivity(of: object, within: container)
            if own == .privacySensitive { return true }
            return object.members.contains { marksSensitive($0.value, within: partsContainer(object, own)) }
        case .array(let elements):
            return elements.contains { marksSensitive($0, within: container) }
        case .null, .bool, .number, .string, .unreadable:
            return false
        }
    }

    /// What privacy leaves of a content (`ContentMarks`), its elements read from the file as the redact stage reads
    /// them from the resolved content (`Redactor.elements`, `ContentDocument.marks`). Marks are read only where an
    /// element stands (a template, a line, a label, an icon, a picture, a view), never inside a value: a hidden
    /// value's shape (`"text": {"unredacted": true}`) is not a mark and does not change what is private.
    static func marks(ofContent node: JSONNode) -> ContentMarks {
        var marks = ContentMarks()
        noteElements(ofContent: node, within: .ordinary, into: &marks)
        return marks
    }

    private static func noteElements(ofContent node: JSONNode, within container: Sensitivity, into marks: inout ContentMarks) {
        guard case .object(let object) = node.value else { return }
        guard case .string(let template)? = object["template"]?.value.value else {
            if let view = object["view"]?.value { noteElements(ofView: view, within: container, into: &marks) }
            return
        }
        let own = sensitivity(of: object, within: container)
        // A part: an object of its own marks, or a bare value (a line written as a string) within its template's.
        func part(_ node: JSONNode?, within template: Sensitivity) {
            // `null` is no element: the reader takes it as absent (`NodeObject.optional`), and so must this.
            guard let node, !node.isNull else { return }
            if case .object(let part) = node.value { marks.note(sensitivity(of: part, within: template)) } else { marks.note(template) }
        }
        switch template {
        case "stack":
            if case .array(let lines)? = object["lines"]?.value.value { for line in lines { part(line, within: own) } }
            part(object["icon"]?.value, within: own)
        case "gauge", "rings", "chart":
            // The value is the template's own element.
            marks.note(own)
            for key in ["text", "icon", "leading", "trailing", "title"] { part(object[key]?.value, within: own) }
        case "curvedText":
            part(object["text"]?.value, within: own)
            if let inner = object["inner"]?.value { noteElements(ofContent: inner, within: own, into: &marks) }
        case "image":
            let parts = partsContainer(object, own)
            part(object["image"]?.value, within: parts)
            part(object["title"]?.value, within: parts)
        default:
            // No template Dial draws: the face is refused for it in every context.
            marks.note(own)
        }
    }

    /// The kinds of view that are elements (`ViewDocument.isElement`): the others only hold views.
    private static let elementKinds: Set<String> = [
        "text", "image", "shape", "gauge", "progress", "chart", "linearGradient", "angularGradient",
    ]

    /// The views a view holds at its own keys (`ViewDocument.subviews`): a modifier's view, a branch's two.
    private static let heldViewKeys: [String] = [
        "then", "else", "geometryReader", "background", "overlay", "containerBackground", "widgetLabel", "mask",
    ]

    /// The sensitivity of every element of a view tree (`ViewDocument.elementSensitivities`).
    private static func noteElements(ofView node: JSONNode, within container: Sensitivity, into marks: inout ContentMarks) {
        guard case .object(let view) = node.value else { return }
        let own = sensitivity(of: view, within: container)
        if view.members.contains(where: { elementKinds.contains($0.key) && !$0.value.isNull }) { marks.note(own) }
        func held(_ node: JSONNode?) { if let node { noteElements(ofView: node, within: own, into: &marks) } }
        for key in ["vstack", "hstack", "zstack", "viewThatFits", "grid"] {
            guard case .array(let views)? = view[key]?.value.value else { continue }
            for element in views {
                // A grid's row holds its cells in `gridRow`; a view outside one spans the row.
                if case .object(let row) = element.value, case .array(let cells)? = row["gridRow"]?.value.value {
                    for cell in cells { held(cell) }
                } else {
                    held(element)
                }
            }
        }
        for kind in ["gauge", "progress"] {
            guard case .object(let gauge)? = view[kind]?.value.value else { continue }
            for key in ["label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"] { held(gauge[key]?.value) }
        }
        for key in heldViewKeys { held(view[key]?.value) }
        if case .array(let modifiers)? = view["modifiers"]?.value.value {
            for case .object(let modifier) in modifiers.map(\.value) {
                for key in heldViewKeys { held(modifier[key]?.value) }
            }
        }
    }

    /// An object's sensitivity from its own marks and its container's.
    private static func sensitivity(of object: JSONNode.Object, within container: Sensitivity) -> Sensitivity {
        Sensitivity(privacySensitive: flag(object, "privacySensitive"), unredacted: flag(object, "unredacted")).within(container)
    }

    /// What an object's parts sit within: its own sensitivity, or for an image template, its picture's as well.
    private static func partsContainer(_ object: JSONNode.Object, _ own: Sensitivity) -> Sensitivity {
        guard case .string("image")? = object["template"]?.value.value,
              case .object(let picture)? = object["image"]?.value.value else { return own }
        let pictureMarks = Sensitivity(privacySensitive: flag(picture, "privacySensitive"), unredacted: flag(picture, "unredacted"))
        return Sensitivity.imageTemplate(own, picture: pictureMarks)
    }

    /// A mark written on `object`: as its key, or for a view, in its ordered `modifiers` list
    /// (`"modifiers": [{"privacySensitive": true}]`), which marks the view as the key does (docs/views.md, "Modifiers").
    private static func flag(_ object: JSONNode.Object, _ key: String) -> Bool? {
        if case .array(let modifiers)? = object["modifiers"]?.value.value, modifiers.contains(where: { modifier in
            if case .object(let modifier) = modifier.value, case .bool(true)? = modifier[key]?.value.value { true } else { false }
        }) {
            return true
        }
        if case .bool(let value)? = object[key]?.value.value { return value }
        return nil
    }
}

private extension JSONNode {
    /// Whether the value is JSON's `null`, which every reader of a face takes as the key's absence.
    var isNull: Bool {
        if case .null = value { true } else { false }
    }
}
