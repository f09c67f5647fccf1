/// A list (or a map of data keys, or a style) inside private data that answers for every fault below it: a hidden
/// chart's `values` or marks, a stack's `lines`, `rings`, a view's children, a grid's rows, a style scale, a
/// timeline's entries, a view's `foregroundStyle` or `tint`, a hidden timeline's `reloadPolicy`.
///
/// A list's count and JSON type are the hidden value's structure (docs/privacy.md, "Errors, explanations, structure
/// and timing"): `values: 5`, 49 values and `[1, "x"]` were refused in three wordings at two places (`values` and
/// `values[…]`) (adversary11 #2). So such a fault is reported at the list, in the words fixed for the list
/// (`FieldExpectation`), which say what a valid one is, its count limits and its elements' fields included; the `[…]`
/// of an element's path already hid which element, and this hides whether it was an element at all.
///
/// Every fault inside an element is the list's too, a field of an element (a line's `minimumScale`, a ring's
/// `color`, a child view's `offset`, a timeline entry's `date` or anything in its `content`) as much as the element
/// as a whole: that an element's field is at fault says the list's count and type were good, and two hidden lists
/// that are both wrong read apart (`lines: 5` against a line's `minimumScale: 9`; a timeline of 1,001 entries against
/// one with a malformed date; session 17's review of adversary11). The outermost such list inside private data
/// answers, so a face hidden whole names the list nearest the top and its line, and what a valid one holds.
/// A style answers for its gradient (`{"linearGradient": 5}` read apart from `5`), as which form it takes is the value.
package enum PrivateList {
    /// The keys of the lists, maps and styles that answer for what they hold.
    static let keys: Set<String> = [
        // Lists of data, and maps whose keys are data.
        "values", "chart", "chartForegroundStyleScale", "shortText", "dash", "gradient", "stops",
        // Lists of elements with fields of their own.
        "lines", "rings", "vstack", "hstack", "zstack", "viewThatFits", "grid", "gridRow", "modifiers", "timeline",
        // Styles, whose form (a colour, a gradient and which) is the hidden value, and a hidden timeline's reload
        // policy, whose form (a keyword, an `after` date or duration) is.
        "foregroundStyle", "tint", "reloadPolicy",
    ]

    /// The number of steps of `path` up to and including the outermost private list that answers for a fault at
    /// `path`, as `isPrivate` says what is private.
    static func depth(of path: JSONPath, where isPrivate: (JSONPath) -> Bool) -> Int? {
        let steps = path.components
        for depth in steps.indices {
            // The keys of an object whose keys are data (a chart category named `lines`) are no list's.
            if depth > 0, JSONPath.isDataMap(steps[depth - 1]) { return nil }
            guard case .key(let key) = steps[depth], keys.contains(key) else { continue }
            if isPrivate(JSONPath(Array(steps.prefix(depth + 1)))) { return depth + 1 }
        }
        return nil
    }
}
