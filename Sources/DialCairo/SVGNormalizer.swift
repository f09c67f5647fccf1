/// Renumbers cairo's `surfaceN` and `imageN` ids in order of first appearance. Cairo draws both from counters shared
/// by the whole process (glyph caches and every picture drawn advance them), so the same frame would otherwise differ
/// with render order. Inline data (`data:` URIs, the pictures' base64 PNG) is copied untouched, so that a chance
/// "image7" inside it cannot be rewritten.
enum SVGNormalizer {
    private static let prefixes = [Array("surface".utf8), Array("image".utf8)]
    private static let dataURI = Array("\"data:".utf8)

    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        var numbers: [[ArraySlice<UInt8>: Int]] = Array(repeating: [:], count: prefixes.count)
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var index = 0
        scan: while index < svg.count {
            if svg[index] == dataURI[0], starts(svg, at: index, with: dataURI) {
                var end = index + dataURI.count
                while end < svg.count, svg[end] != UInt8(ascii: "\"") { end += 1 }
                out.append(contentsOf: svg[index..<end])
                index = end
                continue
            }
            for (kind, prefix) in prefixes.enumerated()
            where svg[index] == prefix[0] && svg.count - index > prefix.count && starts(svg, at: index, with: prefix)
                && isDigit(svg[index + prefix.count]) && (index == 0 || !isIdentifier(svg[index - 1])) {
                var end = index + prefix.count
                while end < svg.count, isDigit(svg[end]) { end += 1 }
                let original = svg[(index + prefix.count)..<end]
                let number = numbers[kind][original] ?? (numbers[kind].count + 1)
                numbers[kind][original] = number
                out.append(contentsOf: prefix)
                out.append(contentsOf: Array(String(number).utf8))
                index = end
                continue scan
            }
            out.append(svg[index])
            index += 1
        }
        return out
    }

    private static func starts(_ svg: [UInt8], at index: Int, with prefix: [UInt8]) -> Bool {
        svg.count - index >= prefix.count && svg[index..<index + prefix.count].elementsEqual(prefix)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D
    }
}
