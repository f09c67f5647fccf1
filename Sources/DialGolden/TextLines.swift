/// A text file split into lines, line endings normalised.
struct TextLines: Equatable {
    let lines: [Substring]

    init(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        // Swift reads "\r\n" as one Character, not as "\r" before "\n": both endings are separators.
        lines = Substring(text).split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }
}
