import DialGolden
import DialModel
import DialPNG
import Foundation
import Testing

/// pixelmatch v7.2.0's own fixtures and results (ISC licence, beside them), vendored in `Tests/Fixtures/pixelmatch` so
/// that every clone runs the conformance test; `DIAL_PIXELMATCH_FIXTURES` names another copy.
enum PixelmatchFixtures {
    static let folder: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [ProcessInfo.processInfo.environment["DIAL_PIXELMATCH_FIXTURES"].map { URL(fileURLWithPath: $0) },
                          packageRoot.appendingPathComponent("Tests/Fixtures/pixelmatch")]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("expected.json").path) }
    }()

    /// expected.json read and decoded, or why not: a missing or broken fixture is a failure (`theFixturesRead`), never
    /// a suite with no cases that passes.
    static let loaded = Result { () throws -> Expected in
        guard let folder else { throw FixtureError(description: "pixelmatch fixtures not found in Tests/Fixtures/pixelmatch (or DIAL_PIXELMATCH_FIXTURES)") }
        return try JSONDecoder().decode(Expected.self, from: Data(contentsOf: folder.appendingPathComponent("expected.json")))
    }

    static var expected: Expected? { try? loaded.get() }

    static var cases: [Case] { expected?.cases ?? [] }

    struct FixtureError: Error, CustomStringConvertible {
        var description: String
    }

    static func image(_ name: String) throws -> RGBAImage {
        guard let folder else { throw FixtureError(description: "pixelmatch fixtures not found") }
        return try PNGDecoder.decode(Array(try Data(contentsOf: folder.appendingPathComponent("\(name).png"))))
    }

    struct Expected: Decodable {
        var cases: [Case]
        var unitChecks: [UnitCheck]

        enum CodingKeys: String, CodingKey {
            case cases
            case unitChecks = "unit_checks"
        }
    }

    struct UnitCheck: Decodable {
        var what: String
        var options: Options
        var mismatch: Int
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var a: String
        var b: String
        var diff: String
        var options: Options
        var mismatch: Int

        var testDescription: String { "\(a) vs \(b) → \(diff)" }
    }

    /// pixelmatch's options as expected.json writes them; absent means pixelmatch's default.
    struct Options: Decodable, Sendable {
        var threshold: Double?
        var includeAA: Bool?
        var alpha: Double?
        var aaColor: [UInt8]?
        var diffColor: [UInt8]?
        var diffColorAlt: [UInt8]?
        var diffMask: Bool?
        var checkerboard: Bool?

        var pixelDiffOptions: PixelDiffOptions {
            let defaults = PixelDiffOptions()
            func color(_ channels: [UInt8]?) -> Color? { channels.map { Color(red: $0[0], green: $0[1], blue: $0[2]) } }
            return PixelDiffOptions(threshold: threshold ?? defaults.threshold,
                                    includesAntiAliased: includeAA ?? defaults.includesAntiAliased,
                                    alpha: alpha ?? defaults.alpha,
                                    antiAliasedColor: color(aaColor) ?? defaults.antiAliasedColor,
                                    diffColor: color(diffColor) ?? defaults.diffColor,
                                    alternateDiffColor: color(diffColorAlt),
                                    diffMask: diffMask ?? defaults.diffMask,
                                    checkerboard: checkerboard ?? defaults.checkerboard)
        }
    }
}
