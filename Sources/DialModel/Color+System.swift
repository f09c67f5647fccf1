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
}
