extension Color {
    // watchOS's system colours (the dark appearance every watch face uses), so that a face built in Swift can say
    // `color: .cyan` where a file says "#64D2FF".

    /// `#FF9F0A`, the default accent.
    public static let orange = Color(red: 0xFF, green: 0x9F, blue: 0x0A)
    /// `#FF453A`
    public static let red = Color(red: 0xFF, green: 0x45, blue: 0x3A)
    /// `#FFD60A`
    public static let yellow = Color(red: 0xFF, green: 0xD6, blue: 0x0A)
    /// `#30D158`
    public static let green = Color(red: 0x30, green: 0xD1, blue: 0x58)
    /// `#64D2FF`
    public static let cyan = Color(red: 0x64, green: 0xD2, blue: 0xFF)
    /// `#0A84FF`
    public static let blue = Color(red: 0x0A, green: 0x84, blue: 0xFF)
    /// `#BF5AF2`
    public static let purple = Color(red: 0xBF, green: 0x5A, blue: 0xF2)
    /// `#FF375F`
    public static let pink = Color(red: 0xFF, green: 0x37, blue: 0x5F)
    /// `#8E8E93`
    public static let gray = Color(red: 0x8E, green: 0x8E, blue: 0x93)
    /// `#63E6E2`
    public static let mint = Color(red: 0x63, green: 0xE6, blue: 0xE2)
    /// `#40C8E0`
    public static let teal = Color(red: 0x40, green: 0xC8, blue: 0xE0)
    /// `#5E5CE6`
    public static let indigo = Color(red: 0x5E, green: 0x5C, blue: 0xE6)
    /// `#AC8E68`
    public static let brown = Color(red: 0xAC, green: 0x8E, blue: 0x68)
    /// `#00000000`: nothing drawn, as SwiftUI's `Color.clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
