import Dial
import DialModel
import DialText
import Foundation

/// How goldens were made: Dial's version, the C libraries that draw and encode them, and the fonts. Stored as
/// `environment.json` beside a folder's goldens, so that when a golden fails on a machine that differs, the failure
/// says so ("fonts changed: Inter-Medium.otf 4.000 → 4.100") before it shows pixels.
///
/// Nothing of the face: goldens of redacted variants sit beside it, and a digest of a face whose only secret is a
/// heart rate gives the heart rate back in a millisecond (docs/privacy.md, "Non-interference"). A record written
/// before, with a `face` key, still decodes: the key is ignored, and the next recording drops it.
public struct EnvironmentRecord: Sendable, Equatable, Codable {
    /// One font file: its SHA-256, and its own revision where it has one.
    public struct Font: Sendable, Equatable, Codable {
        /// SHA-256 of the font file, so that a changed file with the same name is told apart.
        public var sha256: String
        /// The revision the font reports of itself (its `head` table), where it has one.
        public var revision: String?

        /// A font file by its digest and revision.
        public init(sha256: String, revision: String? = nil) {
            self.sha256 = sha256
            self.revision = revision
        }
    }

    /// The file name beside the goldens.
    public static let fileName = "environment.json"
    /// Dial's version, as goldens record it. There is no release yet; bump it with every release.
    public static let dialVersion = "0.1.0"

    /// The Dial version that made the goldens.
    public var dial: String
    /// cairo, pixman, freetype, harfbuzz and libpng, by name, and icu where the toolchain has it.
    public var libraries: [String: String]
    /// Each pinned font file by name ("Inter-Medium.otf").
    public var fonts: [String: Font]

    /// A record of the given versions; ``EnvironmentRecord/current(fonts:)`` asks the libraries and fonts of this
    /// machine.
    public init(dial: String = EnvironmentRecord.dialVersion, libraries: [String: String], fonts: [String: Font]) {
        self.dial = dial
        self.libraries = libraries
        self.fonts = fonts
    }

    /// This process's environment. Loads and hashes the pinned fonts: ask once per run and reuse it.
    ///
    /// - Throws: ``GoldenError/io(path:problem:)`` when a pinned font is missing or unreadable.
    public static func current(fonts files: FontFiles = .system) throws(GoldenError) -> EnvironmentRecord {
        // A renderer answers both: the libraries it draws with and the fonts it has open, so nothing is opened twice.
        let renderer: Renderer
        do {
            renderer = try Renderer(fonts: files)
        } catch {
            throw .io(path: "fonts", problem: "\(error)")
        }
        var fonts: [String: Font] = [:]
        for font in renderer.fontFingerprints() {
            fonts[font.file] = Font(sha256: font.sha256, revision: font.revision)
        }
        return EnvironmentRecord(libraries: renderer.libraryVersions(), fonts: fonts)
    }

    /// In plain words, what differs between `recorded` (beside the goldens) and this environment; empty when
    /// nothing that can change pixels does. A changed face shows in the goldens themselves, not here.
    public func changes(since recorded: EnvironmentRecord) -> [String] {
        var changes: [String] = []
        if recorded.dial != dial { changes.append("Dial changed: \(recorded.dial) → \(dial)") }
        for name in Set(recorded.libraries.keys).union(libraries.keys).sorted() where recorded.libraries[name] != libraries[name] {
            changes.append("\(name) changed: \(recorded.libraries[name] ?? "absent") → \(libraries[name] ?? "absent")")
        }
        var fontChanges: [String] = []
        for name in Set(recorded.fonts.keys).union(fonts.keys).sorted() {
            let old = recorded.fonts[name], new = fonts[name]
            guard old != new else { continue }
            switch (old, new) {
            case (nil, _): fontChanges.append("\(name) added")
            case (_, nil): fontChanges.append("\(name) removed")
            case (let old?, let new?):
                if let before = old.revision, let after = new.revision, before != after {
                    fontChanges.append("\(name) \(before) → \(after)")
                } else if old.sha256 != new.sha256 {
                    let label = old.revision.map { "\(name) \($0)" } ?? name
                    fontChanges.append("\(label): file changed (sha256 \(old.sha256.prefix(12)) → \(new.sha256.prefix(12)))")
                }
            }
        }
        if !fontChanges.isEmpty { changes.append("fonts changed: " + fontChanges.joined(separator: "; ")) }
        return changes
    }

    /// Pretty-printed JSON with sorted keys, so the same environment always gives the same bytes.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder.dial(.document)
        // Encoding plain strings and dictionaries cannot fail.
        return Array((try? encoder.encode(self)) ?? Data()) + [0x0A]
    }

    /// - Throws: ``GoldenError/invalidRecord(path:problem:)`` when `bytes` are not such a record.
    public static func decode(_ bytes: [UInt8], path: String) throws(GoldenError) -> EnvironmentRecord {
        do {
            return try JSONDecoder().decode(EnvironmentRecord.self, from: Data(bytes))
        } catch {
            throw .invalidRecord(path: path, problem: "\(error)")
        }
    }
}
