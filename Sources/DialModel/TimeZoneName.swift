import Foundation

/// A named time zone (`"Europe/Paris"`) from the tz database, as a face's `timeZone`: it decides the wall-clock
/// offset at every instant, so a clock shown across a daylight-saving change jumps as the wearer's does.
///
/// Only `Area/Location` names and `UTC` are taken: abbreviations such as `CET` or `PST` name no place (Foundation
/// reads `PST` as Los Angeles, daylight time included), and `GMT+1` style names count their sign backwards.
/// The offsets come from the time-zone data Foundation reads: on Linux, the ICU data that ships with the Swift
/// toolchain (`zoneinfo64`), not /usr/share/zoneinfo. So one toolchain gives the same offsets on every machine, and
/// a newer toolchain may bring newer rules.
public struct TimeZoneName: Codable, Sendable, Hashable, CustomStringConvertible, ExpectedValues {
    /// The name as written: `Europe/Paris`, `UTC`.
    public let identifier: String
    private let zone: TimeZone

    /// What an error says a time zone should be.
    public static let expectation = "an IANA time zone name, like \"Europe/Paris\", \"America/New_York\" or \"UTC\""

    /// The zone named `identifier`; nil for a name the time-zone data does not know, or one that names no place.
    public init?(_ identifier: String) {
        if identifier == "UTC" {
            self.identifier = identifier
            zone = TimeZone(secondsFromGMT: 0)!
            return
        }
        guard identifier.contains("/"), let zone = TimeZone(identifier: identifier), zone.identifier == identifier else {
            return nil
        }
        self.identifier = identifier
        self.zone = zone
    }

    /// Reads a zone name; an unknown one is an error that suggests the nearest known name.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let name = TimeZoneName(text) else {
            let suggestion = EditDistance.closest(to: text, among: TimeZone.knownTimeZoneIdentifiers)
            throw ValueError(expected: Self.expectation + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                             found: "\"\(text)\"")
        }
        self = name
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Foundation's zone, for formatters.
    public var timeZone: TimeZone { zone }

    /// Seconds east of UTC in force at `secondsSinceEpoch`.
    public func utcOffset(at secondsSinceEpoch: Int64) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(secondsSinceEpoch)))
    }

    public var description: String { identifier }

    public static func == (lhs: TimeZoneName, rhs: TimeZoneName) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
