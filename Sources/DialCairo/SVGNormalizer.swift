/// Renumbers cairo's `surfaceN` ids in order of first appearance. Cairo draws them from a counter shared by the
/// whole process (glyph caches advance it too), so the same frame would otherwise differ with render order.
enum SVGNormalizer {
    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        let prefix = Array("surface".utf8)
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var index = 0
        while index < svg.count {
            if svg[index] == prefix[0], svg.count - index > prefix.count, svg[index..<index + prefix.count].elementsEqual(prefix),
               isDigit(svg[index + prefix.count]), index == 0 || !isIdentifier(svg[index - 1]) {
                var end = index + prefix.count
                while end < svg.count, isDigit(svg[end]) { end += 1 }
                let original = svg[(index + prefix.count)..<end]
                let number = numbers[original] ?? (numbers.count + 1)
                numbers[original] = number
                out.append(contentsOf: prefix)
                out.append(contentsOf: Array(String(number).utf8))
                index = end
            } else {
                out.append(svg[index])
                index += 1
            }
        }
        return out
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D
    }
}
