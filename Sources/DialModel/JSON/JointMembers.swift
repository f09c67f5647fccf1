/// Members of one value that are parts of one thing, told apart only by their names: a reading and its scale, a
/// point's coordinates, a size's dimensions, a range's ends and a box's edges.
///
/// Inside private data, which of them is at fault says where the hidden value lies, not which field the author got
/// wrong: `offset.x` or `offset.y` tells along which axis a hidden marker sits, a chart mark's `x` or `y` which of its
/// readings is malformed, a gauge's `leading` or `trailing` label the low or the high end, `min` or `max` the side of the
/// scale (docs/privacy.md, "Errors, explanations, structure and timing"). So a fault of any of them, or of anything
/// they hold, is reported at what holds them, in words fixed for that holder (`SourceMap`): one rule for every such
/// set, where a fix per field would miss the next one.
package enum JointMembers {
    /// A reading and its scale: a gauge's, a ring's, a progress's or a chart's `value`, `min`, `max`, `total`, a view
    /// gauge's `in`, a progress's `timerInterval`, a chart scale's `domain` (their ends are an array's elements).
    case reading
    /// A point's coordinates: a chart mark's `x`, `y` and a bar's `yStart`; an offset's, a position's, a scale effect's.
    case coordinates
    /// A size's dimensions: a frame's, a view box's, a grid's spacing in each direction.
    case dimensions
    /// The two ends of something, or a box's edges: a gauge's `leading` and `trailing` labels (a view gauge's minimum
    /// and maximum value labels), padding's edges, a trim's `from` and `to`, a gradient's start and end points.
    case ends

    /// The set `key` belongs to, if it names one of a set's members.
    init?(key: String) {
        switch key {
        case "value", "min", "max", "total", "in", "timerInterval", "domain": self = .reading
        case "x", "y", "yStart": self = .coordinates
        case "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
             "horizontalSpacing", "verticalSpacing": self = .dimensions
        case "leading", "trailing", "top", "bottom", "horizontal", "vertical", "minimumValueLabel", "maximumValueLabel",
             "from", "to", "startPoint", "endPoint": self = .ends
        default: return nil
        }
    }

    /// The outermost member of such a set that `path` names or lies in, whose holder `isPrivate` says is private data:
    /// the number of steps to that holder, and the set. A member whose holder is public is one hidden value beside
    /// public ones, whose own path tells nothing the file does not.
    static func holder(of path: JSONPath, where isPrivate: (JSONPath) -> Bool) -> (depth: Int, members: JointMembers)? {
        let steps = path.components
        for depth in steps.indices.dropFirst() {
            // The keys of an object whose keys are data (a chart category named `max`) are no member's, nor is
            // anything inside them.
            if JSONPath.isDataMap(steps[depth - 1]) { return nil }
            guard case .key(let key) = steps[depth], let members = JointMembers(key: key) else { continue }
            if isPrivate(JSONPath(Array(steps.prefix(depth)))) { return (depth, members) }
        }
        return nil
    }

    /// What a fault of these members says was expected at `holder`: the words for the holder, whichever member is at
    /// fault and however.
    func expected(at holder: JSONPath) -> String {
        switch self {
        case .reading: FieldExpectation.range
        case .ends: FieldExpectation.ends(at: holder)
        case .coordinates, .dimensions: FieldExpectation.at(holder)
        }
    }
}
