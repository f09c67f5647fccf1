/// A length of time in whole seconds, written as a number of seconds (`900`) or with units (`"15m"`, `"1h30m"`,
/// `"90s"`, `"2h"`).
public struct TimeSpan: Codable, Sendable, Hashable, Comparable, CustomStringConvertible, ExpectedValues {
    /// The length in seconds.
    public var seconds: Int64

    /// A span of `seconds` seconds.
    public init(seconds: Int64) { self.seconds = seconds }

    /// A span of `minutes` minutes.
    public static func minutes(_ minutes: Int64) -> TimeSpan { TimeSpan(seconds: minutes * 60) }

    /// What an error says a duration should be.
    public static let expectation = "a duration: seconds as a whole number, or a string like \"90s\", \"15m\", \"1h30m\""

    /// Reads `1h30m`, `15m`, `90s`, `1h`, `2h5m10s` (units in that order, each at most once); nil for anything else.
    public init?(_ text: String) {
        var total: Int64 = 0
        var number: Int64?
        var lastUnit = 0
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                let (product, overflow) = (number ?? 0).multipliedReportingOverflow(by: 10)
                guard !overflow, product <= 10_000_000_000 else { return nil }
                number = product + Int64(digit)
                continue
            }
            let units: [Character: (rank: Int, seconds: Int64)] = ["h": (1, 3600), "m": (2, 60), "s": (3, 1)]
            guard let unit = units[character], let value = number, unit.rank > lastUnit else { return nil }
            total += value * unit.seconds
            lastUnit = unit.rank
            number = nil
        }
        guard number == nil, lastUnit > 0 else { return nil }
        seconds = total
    }

    /// Reads a whole number of seconds from 0 to 10,000,000,000, or a string with units as `init(_:)` reads it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            guard number >= 0, number <= 1e10, number == number.rounded(.towardZero) else {
                let shown = number == number.rounded() && abs(number) < 1e15 ? "\(Int64(number))" : "\(number)"
                throw ValueError(expected: Self.expectation, found: shown)
            }
            seconds = Int64(number)
            return
        }
        let text: String
        do {
            text = try container.decode(String.self)
        } catch var error as FaceError {
            error.expected = Self.expectation
            throw error
        }
        guard let span = TimeSpan(text) else { throw ValueError(expected: Self.expectation, found: "\"\(text)\"") }
        self = span
    }

    /// Written with units, as `description` gives them: `"1h30m"` reads better in a file than `5400`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// `1h30m`, `15m`, `90s`, `0s`: the shortest form with units.
    public var description: String {
        if seconds == 0 { return "0s" }
        var text = ""
        let hours = seconds / 3600, minutes = seconds / 60 % 60, rest = seconds % 60
        if hours > 0 { text += "\(hours)h" }
        if minutes > 0 { text += "\(minutes)m" }
        if rest > 0 { text += "\(rest)s" }
        return text
    }

    /// Whether `lhs` is the shorter.
    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.seconds < rhs.seconds }
}
