/// A text told apart by its bytes, not by Swift's string equality: "é" written as one code point and as "e" and a
/// combining accent are equal strings, but shape as different glyphs at different byte offsets and may break
/// differently. The key of every cache of what a text shapes or breaks into; hashing the bytes also spares
/// normalising the text.
package struct TextBytes: Hashable {
    package let text: String

    // Inlinable: DialCore's text cuts look texts up by it on every layout, across the module boundary.
    @inlinable package init(text: String) {
        self.text = text
    }

    // Compared as byte buffers: the caches of one layout compare texts a few hundred times, and a `UTF8View`'s
    // `elementsEqual` goes through its iterator byte by byte. Read in place where the string holds its UTF-8 (a native
    // string always does): `withUTF8` mutates, so a copy of the string, retained and released, was made for it.
    @inlinable package static func == (a: TextBytes, b: TextBytes) -> Bool {
        a.withBytes { a in b.withBytes { b in a.count == b.count && a.elementsEqual(b) } }
    }

    @inlinable package func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// `body` of the text's UTF-8.
    @inlinable func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }
}
