import Foundation
import Testing
@testable import DialText

/// What a shaper tells the golden environment record: each pinned file's hash and revision, and the libraries' versions.
@Suite struct TextShaperTests {
    @Test func fontHashesCoverEveryLoadedPinnedFile() throws {
        let shaper = try TextShaper()
        let hashes = shaper.fontHashes()
        #expect(Set(hashes.keys) == Set(PinnedFont.allCases.filter(shaper.isLoaded)))
        #expect(Set(PinnedFont.allCases.filter { !$0.isOptional }).isSubset(of: hashes.keys))
        for hash in hashes.values {
            #expect(hash.count == 64)
            #expect(hash.allSatisfy { "0123456789abcdef".contains($0) })
        }
        #expect(Set(hashes.values).count == hashes.count)
    }

    @Test func fileHashMatchesItsBytes() throws {
        let path = NSTemporaryDirectory() + "DialTextTests-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("abc".utf8).write(to: URL(fileURLWithPath: path))
        let data = try FontData.read(path: path)
        #expect(data.sha256 == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    /// Read from the faces the shaper has open, written with three decimals (Debian's Inter is 3.019); a revision of
    /// 0 would be a table read at the wrong place.
    @Test func fontRevisionsAreTheHeadTablesWithThreeDecimals() throws {
        let shaper = try TextShaper()
        let revisions = shaper.fontRevisions()
        #expect(Set(revisions.keys).isSubset(of: Set(shaper.fontHashes().keys)))
        let inter = try #require(revisions[.interMedium])
        #expect(inter.wholeMatch(of: /[1-9][0-9]*\.[0-9]{3}/) != nil, "\(inter)")
        #expect(revisions.values.allSatisfy { $0.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil }, "\(revisions)")
    }

    @Test func libraryVersionsAreAskedOfTheLibraries() throws {
        let versions = try TextShaper().libraryVersions()
        #expect(Set(versions.keys) == ["freetype", "harfbuzz"])
        #expect(versions.values.allSatisfy { $0.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil }, "\(versions)")
    }
}
