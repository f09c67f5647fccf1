/// One hexadecimal digit, `0`–`9`, `a`–`f` or `A`–`F`, as an ASCII byte: what a colour's `#RRGGBB` and a JSON string's
/// `\uXXXX` are written in.
enum HexDigit {
    /// The digit's value, 0 to 15; nil for any other byte.
    static func value(_ ascii: UInt8) -> UInt8? {
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): ascii - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): ascii - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): ascii - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
