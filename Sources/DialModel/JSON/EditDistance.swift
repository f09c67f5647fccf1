/// Edit distance for "did you mean" suggestions on misspelt keys.
enum EditDistance {
    /// Suggestions further away than this are more likely a different word than a typo.
    static let maximumSuggestionDistance = 2

    /// The candidate closest to `word` within `maximumSuggestionDistance` edits; ties go to the alphabetically first.
    static func closest(to word: String, among candidates: some Collection<String>) -> String? {
        var best: (distance: Int, candidate: String)?
        for candidate in candidates.sorted() {
            guard let distance = distance(word, candidate, limit: maximumSuggestionDistance) else { continue }
            if distance < best?.distance ?? .max {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }

    /// The `count` candidates nearest to `word`, however far, the nearest first (ties in alphabetical order): what an
    /// unknown key's message names where its object takes too many keys to list (`DocumentShape.expectedKeys`).
    /// Letters' case counts for nothing, as a key written "ForegroundStyle" means the same.
    static func nearest(to word: String, among candidates: some Collection<String>, count: Int) -> [String] {
        let lowered = word.lowercased()
        let measured: [(candidate: String, distance: Int)] = candidates.map { candidate in
            (candidate, distance(lowered, candidate.lowercased(), limit: .max) ?? .max)
        }
        let sorted = measured.sorted { first, second in
            first.distance != second.distance ? first.distance < second.distance : first.candidate < second.candidate
        }
        return sorted.prefix(count).map(\.candidate)
    }

    /// The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of neighbours, each
    /// costing one) between `a` and `b`, or nil if it exceeds `limit`.
    ///
    /// Swaps count as one edit because "colro" for "color" is one slip of the fingers, not two.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        let a = Array(a), b = Array(b)
        // The length difference alone bounds the distance from below; it also keeps pathological keys cheap.
        guard abs(a.count - b.count) <= limit, min(a.count, b.count) <= 256 else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }

        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            let rowBeforePrevious = previousRow
            previousRow = row
            row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previousRow[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rowBeforePrevious[j - 2] + 1)
                }
            }
        }
        return row[b.count] <= limit ? row[b.count] : nil
    }
}
