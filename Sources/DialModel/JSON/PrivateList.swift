/// A list (or a map of data keys) inside private data, whose faults of count, JSON type or element read as one: a
/// hidden chart's `values` or marks, a stack's `lines`, `rings`, a view's children, a grid's rows, a style scale.
///
/// A list's count and JSON type are the hidden value's structure (docs/privacy.md, "Errors, explanations, structure
/// and timing"): `values: 5`, 49 values and `[1, "x"]` were refused in three wordings at two places (`values` and
/// `values[…]`) (adversary11 #2). So such a fault is reported at the list, in the words fixed for the list
/// (`FieldExpectation`), which say what a valid one is, its count limits included; the `[…]` of an element's path
/// already hid which element, and this hides whether it was an element at all.
///
/// How far into an element the list answers for its faults depends on what the elements are:
/// - a list of data (chart values and marks, a style scale's categories, short forms, dashes, gradient colours and
///   stops): every fault inside it, since an element's parts are the hidden readings themselves;
/// - a list of elements with fields of their own (lines, rings, a view's children, modifiers): a fault of the list
///   or of an element as a whole (its type, its kind, a member missing, its reading and scale: `JointMembers`), while a
///   field of an element (a line's `color`, a child view's `offset`) keeps its own place and fixed words, so that a
///   face hidden whole (a lock hides every complication's content by default) still says which field is wrong;
/// - a grid's rows, whose `gridRow` list is part of the row: its faults are the grid's.
/// A timeline is not one: its entries' dates have words of their own, and an entry's content is its own.
package enum PrivateList {
    /// Lists whose elements are data through and through.
    static let data: Set<String> = ["values", "chart", "chartForegroundStyleScale", "shortText", "dash", "gradient", "stops"]
    /// Lists whose elements have fields of their own.
    static let elements: Set<String> = ["lines", "rings", "vstack", "hstack", "zstack", "viewThatFits", "grid", "gridRow", "modifiers"]

    /// The number of steps of `path` up to and including the outermost private list that answers for a fault at
    /// `path`, as `isPrivate` says what is private.
    static func depth(of path: JSONPath, where isPrivate: (JSONPath) -> Bool) -> Int? {
        let steps = path.components
        for depth in steps.indices {
            // The keys of an object whose keys are data (a chart category named `lines`) are no list's.
            if depth > 0, JSONPath.isDataMap(steps[depth - 1]) { return nil }
            guard case .key(let key) = steps[depth], answers(key, for: steps[(depth + 1)...]) else { continue }
            if isPrivate(JSONPath(Array(steps.prefix(depth + 1)))) { return depth + 1 }
        }
        return nil
    }

    /// Whether the list at `key` answers for a fault `rest` steps below it.
    private static func answers(_ key: String, for rest: ArraySlice<JSONPathComponent>) -> Bool {
        if data.contains(key) { return true }
        guard elements.contains(key) else { return false }
        let below = Array(rest)
        switch below.count {
        case 0: return true
        case 1: if case .index = below[0] { return true } else { return false }
        default:
            // A grid's row: its `gridRow`, or one of that list's views as a whole.
            guard key == "grid", case .index = below[0], below[1] == .key("gridRow") else { return false }
            if below.count == 2 { return true }
            if below.count == 3, case .index = below[2] { return true }
            return false
        }
    }
}
