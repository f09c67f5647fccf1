import Foundation

/// A date pattern of a time of day only (hours, minutes, seconds, a day period, literals: `h:mm a`, `HH:mm:ss`),
/// written by arithmetic rather than by ICU: a frame writes its clock and its live times anew, and a formatter's call
/// costs more than the rest of the resolve stage. Used only where it writes what the formatter writes
/// (`init(_:formatter:digits:)` checks a day of instants against it), so the texts are the formatter's.
struct ClockPattern {
    private enum Part {
        case literal(String)
        /// An hour: `h` 1–12, `K` 0–11, `H` 0–23, `k` 1–24; padded to two digits when the field is.
        case hour(Character, padded: Bool)
        case minute(padded: Bool)
        case second(padded: Bool)
        case dayPeriod
    }

    private let parts: [Part]
    /// The locale's ten digits.
    private let digits: [String]
    private let am: String
    private let pm: String

    /// The pattern `formatter` formats with, where it is a time of day's only and writes with `digits` what
    /// `formatter` writes for each hour of a day (minutes and seconds of each kind); nil otherwise.
    init?(_ pattern: String, formatter: DateFormatter, digits: [String]) {
        var parts: [Part] = []
        for part in DatePattern(pattern).parts {
            switch part {
            case .literal(let text): parts.append(.literal(text))
            case .field(let field):
                guard let letter = field.first, field.count <= 2 else { return nil }
                switch letter {
                case "h", "H", "k", "K": parts.append(.hour(letter, padded: field.count == 2))
                case "m": parts.append(.minute(padded: field.count == 2))
                case "s": parts.append(.second(padded: field.count == 2))
                case "a" where field.count == 1: parts.append(.dayPeriod)
                default: return nil
                }
            }
        }
        guard digits.count == 10 else { return nil }
        self.parts = parts
        self.digits = digits
        am = formatter.amSymbol
        pm = formatter.pmSymbol
        // Every hour of a day, with minutes and seconds of one digit and of two, as the formatter writes them.
        let zone = formatter.timeZone ?? .gmt
        let midnight = 1_790_726_400 - Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_790_726_400)))
        for hour in Int64(0)..<24 {
            for (minute, second) in [(Int64(0), Int64(0)), (7, 5), (59, 48)] {
                let date = Date(timeIntervalSince1970: TimeInterval(midnight + hour * 3600 + minute * 60 + second))
                guard write(date, zone: zone) == formatter.string(from: date) else { return nil }
            }
        }
    }

    /// `date` written in `zone`.
    func write(_ date: Date, zone: TimeZone) -> String {
        write(Int64(date.timeIntervalSince1970), offset: zone.secondsFromGMT(for: date))
    }

    /// The instant `secondsSinceEpoch` written at `offset` seconds from GMT (its zone's offset then: `ZoneOffset`).
    func write(_ secondsSinceEpoch: Int64, offset: Int) -> String {
        let seconds = secondsSinceEpoch + Int64(offset)
        let ofDay = ((seconds % 86_400) + 86_400) % 86_400
        let (hour, minute, second) = (Int(ofDay / 3600), Int(ofDay / 60 % 60), Int(ofDay % 60))
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .hour(let letter, let padded):
                let shown = switch letter {
                case "h": hour % 12 == 0 ? 12 : hour % 12
                case "K": hour % 12
                case "k": hour == 0 ? 24 : hour
                default: hour
                }
                text += number(shown, padded: padded)
            case .minute(let padded): text += number(minute, padded: padded)
            case .second(let padded): text += number(second, padded: padded)
            case .dayPeriod: text += hour < 12 ? am : pm
            }
        }
        return text
    }

    private func number(_ value: Int, padded: Bool) -> String {
        value >= 10 || padded ? digits[value / 10] + digits[value % 10] : digits[value]
    }
}
