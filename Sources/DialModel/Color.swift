/// An sRGB colour with straight alpha, 8 bits a channel, as written in a face file (`"#RRGGBB"` or `"#RRGGBBAA"`).
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The red channel, 0 to 255.
    public var red: UInt8
    /// The green channel, 0 to 255.
    public var green: UInt8
    /// The blue channel, 0 to 255.
    public var blue: UInt8
    /// The opacity, 0 (transparent) to 255 (opaque); not premultiplied into the other channels.
    public var alpha: UInt8

    /// A colour of these channels, opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (either case); nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var channels: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = HexDigit.value(digits[index]), let low = HexDigit.value(digits[index + 1]) else { return nil }
            channels.append(high << 4 | low)
            index += 2
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// Reads `"#RRGGBB"` or `"#RRGGBBAA"`; anything else is an error that says which two forms are taken.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = Color(hex: text) else {
            throw ValueError(expected: "\"#RRGGBB\" or \"#RRGGBBAA\"", found: "\"\(text)\"")
        }
        self = color
    }

    /// `"#RRGGBB"` when opaque, else `"#RRGGBBAA"`, upper case: the shortest form a face file reads back as this colour.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(alpha == 255 ? String(description.dropLast(2)) : description)
    }

    /// `#RRGGBBAA`, upper case: the form every output uses.
    public var description: String {
        "#" + [red, green, blue, alpha].map { byte in
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined()
    }

    /// This colour with its opacity replaced by `alpha`.
    public func withAlpha(_ alpha: UInt8) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// `#FFFFFF`: the default of text, hands and other elements that name no colour.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// `#000000`: the screen behind the face.
    public static let black = Color(red: 0, green: 0, blue: 0)
}
