/// The lines that changed between two texts, printed as a unified diff (`@@ -a,b +c,d @@` hunks with three lines of
/// context), so a TXT golden's failure names the draw commands that changed.
///
/// Lines are matched with Myers' O(ND) algorithm after the common head and tail are set aside. Past
/// ``maximumEditDistance`` the middle is shown as removed and added whole: still correct, only less minimal.
struct UnifiedDiff {
    enum Edit: Equatable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case added(new: Int)
    }

    static let maximumEditDistance = 1000

    let old: [Substring]
    let new: [Substring]
    let edits: [Edit]

    init(old: [Substring], new: [Substring]) {
        self.old = old
        self.new = new
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        var edits = (0..<head).map { Edit.same(old: $0, new: $0) }
        let middle = Self.myers(Array(old[head..<old.count - tail]), Array(new[head..<new.count - tail]))
            ?? (head..<old.count - tail).map { Edit.removed(old: $0 - head) } + (head..<new.count - tail).map { Edit.added(new: $0 - head) }
        edits += middle.map { edit in
            switch edit {
            case .same(let o, let n): .same(old: o + head, new: n + head)
            case .removed(let o): .removed(old: o + head)
            case .added(let n): .added(new: n + head)
            }
        }
        edits += (0..<tail).map { Edit.same(old: old.count - tail + $0, new: new.count - tail + $0) }
        self.edits = edits
    }

    /// One line for a failure message: where the texts first differ and how much.
    var summary: String {
        let removed = edits.filter { if case .removed = $0 { true } else { false } }.count
        let added = edits.filter { if case .added = $0 { true } else { false } }.count
        guard let first = edits.firstIndex(where: { if case .same = $0 { false } else { true } }) else {
            return "text differs only in line endings"
        }
        let line = edits[..<first].count + 1
        return "text differs from line \(line): \(removed) line\(removed == 1 ? "" : "s") removed, \(added) added"
    }

    /// The hunks, at most `maximumLines` lines of them.
    func text(context: Int = 3, maximumLines: Int) -> String {
        var lines = ["--- golden", "+++ output"]
        var index = 0
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { if case .same = $0 { false } else { true } }) else { break }
            var start = max(change - context, index == 0 ? 0 : index)
            var end = change
            // Extend the hunk while the next change is within two contexts of the last one.
            var last = change
            while end < edits.count {
                if case .same = edits[end] {
                    if end - last > 2 * context { break }
                } else {
                    last = end
                }
                end += 1
            }
            end = min(last + context + 1, edits.count)
            start = max(start, 0)
            let hunk = edits[start..<end]
            let oldStart = hunk.compactMap(\.oldIndex).first ?? Self.oldPosition(before: start, in: edits)
            let newStart = hunk.compactMap(\.newIndex).first ?? Self.newPosition(before: start, in: edits)
            let oldCount = hunk.filter { $0.oldIndex != nil }.count
            let newCount = hunk.filter { $0.newIndex != nil }.count
            lines.append("@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@")
            for edit in hunk {
                switch edit {
                case .same(let o, _): lines.append(" " + old[o])
                case .removed(let o): lines.append("-" + old[o])
                case .added(let n): lines.append("+" + new[n])
                }
            }
            index = end
        }
        if lines.count > maximumLines {
            let hidden = lines.count - maximumLines
            lines = Array(lines.prefix(maximumLines)) + ["… \(hidden) more lines of diff"]
        }
        return lines.joined(separator: "\n")
    }

    private static func oldPosition(before index: Int, in edits: [Edit]) -> Int {
        edits[..<index].compactMap(\.oldIndex).last.map { $0 + 1 } ?? 0
    }

    private static func newPosition(before index: Int, in edits: [Edit]) -> Int {
        edits[..<index].compactMap(\.newIndex).last.map { $0 + 1 } ?? 0
    }

    /// The shortest edit script from `a` to `b`, or nil when it needs more than ``maximumEditDistance`` edits.
    /// Keeps, for each step d, only the 2d + 1 furthest-reaching diagonals, so memory grows with d², not with the
    /// texts' length times d.
    static func myers(_ a: [Substring], _ b: [Substring]) -> [Edit]? {
        let n = a.count, m = b.count
        if n == 0 || m == 0 {
            return (0..<n).map { Edit.removed(old: $0) } + (0..<m).map { Edit.added(new: $0) }
        }
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(Array(frontier[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }

        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[d]
            // saved[i] holds diagonal i - d; diagonals just outside the saved band were never reached.
            func reach(_ k: Int) -> Int { k < -d || k > d ? 0 : saved[k + d] }
            let k = x - y
            let previous = k == -d || (k != d && reach(k - 1) < reach(k + 1)) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : reach(previous)
            let previousY = previousX - previous
            while x > previousX, y > previousY, x > 0, y > 0 {
                edits.append(.same(old: x - 1, new: y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX { edits.append(.added(new: y - 1)) } else { edits.append(.removed(old: x - 1)) }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}

extension UnifiedDiff.Edit {
    var oldIndex: Int? {
        switch self {
        case .same(let old, _), .removed(let old): old
        case .added: nil
        }
    }

    var newIndex: Int? {
        switch self {
        case .same(_, let new), .added(let new): new
        case .removed: nil
        }
    }
}
