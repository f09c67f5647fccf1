import DialGolden
import DialText
import Foundation
import Testing

@Suite struct EnvironmentRecordTests {
    let base = EnvironmentRecord(libraries: ["cairo": "1.16.0", "pixman": "0.42.2"],
                                 fonts: ["Inter-Medium.otf": .init(sha256: "11", revision: "4.000"), "DejaVuSans.ttf": .init(sha256: "22")])

    @Test func nothingChangedSaysNothing() {
        #expect(base.changes(since: base).isEmpty)
    }

    @Test func eachChangeIsNamedInPlainWords() {
        var now = base
        now.dial = "9.9.9"
        now.libraries["cairo"] = "1.18.0"
        now.fonts["Inter-Medium.otf"] = .init(sha256: "33", revision: "4.100")
        now.fonts["DejaVuSans.ttf"] = .init(sha256: "4444444444444444")
        #expect(now.changes(since: base) == [
            "Dial changed: \(EnvironmentRecord.dialVersion) → 9.9.9",
            "cairo changed: 1.16.0 → 1.18.0",
            "fonts changed: DejaVuSans.ttf: file changed (sha256 22 → 444444444444); Inter-Medium.otf 4.000 → 4.100",
        ])
    }

    /// A digest of the face file beside goldens of redacted variants gives a short secret away (issue #16).
    @Test func environmentRecordHoldsNoFaceDigest() throws {
        let json = String(decoding: base.encoded(), as: UTF8.self)
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(base.encoded())) as? [String: Any]).keys
        #expect(Set(keys) == ["dial", "libraries", "fonts"], "\(json)")
    }

    /// Records written before, with the face's digest, still decode; the digest is dropped, not carried on.
    @Test func anOldRecordWithAFaceKeyDecodesWithoutIt() throws {
        var old = String(decoding: base.encoded(), as: UTF8.self)
        old = old.replacingOccurrences(of: "\"dial\" : ", with: "\"face\" : \"ab\",\n  \"dial\" : ")
        #expect(old.contains("\"face\""))
        let decoded = try EnvironmentRecord.decode(Array(old.utf8), path: "environment.json")
        #expect(decoded == base)
        #expect(decoded.encoded() == base.encoded())
    }

    @Test func theRecordRoundTripsAsStableJSON() throws {
        let bytes = base.encoded()
        #expect(try EnvironmentRecord.decode(bytes, path: "environment.json") == base)
        #expect(bytes == base.encoded())
        #expect(throws: GoldenError.self) { try EnvironmentRecord.decode(Array("{}".utf8), path: "environment.json") }
    }

    @Test func thisMachineIsDescribedByTheLibrariesThemselves() throws {
        let current = try EnvironmentRecord.current()
        // ICU where the toolchain has it (Linux's): its dictionaries part the words of Thai, Lao, Khmer and Myanmar.
        #expect(Set(current.libraries.keys).subtracting(["icu"]) == ["cairo", "pixman", "freetype", "harfbuzz", "libpng"])
        #if os(Linux)
        #expect(current.libraries["icu"] != nil)
        #endif
        #expect(current.libraries.values.allSatisfy { $0.first?.isNumber == true }, "\(current.libraries)")
        // The six required fonts, and the CJK fallback wherever it is installed.
        let shaper = try TextShaper()
        let loaded = PinnedFont.allCases.filter { shaper.isLoaded($0) }
        #expect(loaded.count >= 6)
        #expect(Set(current.fonts.keys) == Set(loaded.map(\.fileName)))
        #expect(current.fonts.values.allSatisfy { $0.sha256.count == 64 })
        #expect(current.fonts["Inter-Medium.otf"]?.revision != nil)
    }
}
