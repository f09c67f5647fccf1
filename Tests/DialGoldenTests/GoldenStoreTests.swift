import DialGolden
import DialPNG
import Foundation
import Testing

@Suite struct GoldenStoreTests {
    let store: GoldenStore
    let record = EnvironmentRecord(libraries: ["cairo": "1.16.0"], fonts: ["Inter-Medium.otf": .init(sha256: "aa", revision: "4.000")])

    init() throws {
        store = GoldenStore(root: try TestImages.temporaryFolder())
    }

    func golden(_ name: String) -> URL { store.root.appendingPathComponent(name) }

    @Test func aMissingGoldenFailsAndIsWrittenOnlyWhenTheModeSays() throws {
        let png = try TestImages.png(TestImages.bands())
        let never = try #require(try store.check(png, named: "face/active", as: .png(), pathExtension: "png", record: .never))
        #expect(never.kind == .missing && !never.recorded)
        #expect(!FileManager.default.fileExists(atPath: golden("face/active.png").path))

        let missing = try #require(try store.check(png, named: "face/active", as: .png(), pathExtension: "png", record: .missing,
                                                   environment: record))
        #expect(missing.kind == .missing && missing.recorded, "recording fails the check too")
        #expect(try Data(contentsOf: golden("face/active.png")) == Data(png))
        #expect(try store.environmentRecord(in: "face") == record)
        #expect(try store.check(png, named: "face/active", as: .png(), pathExtension: "png", record: .never) == nil)
    }

    @Test func aChangedGoldenIsOverwrittenOnlyInFailedOrAll() throws {
        let old = try TestImages.png(TestImages.bands())
        let new = try TestImages.png(TestImages.painting(TestImages.bands(), x: 5, y: 5, side: 4))
        _ = try store.check(old, named: "a", as: .png(), pathExtension: "png", record: .missing)
        let kept = try #require(try store.check(new, named: "a", as: .png(), pathExtension: "png", record: .missing))
        #expect(kept.kind == .changed && !kept.recorded)
        #expect(kept.difference?.mismatchedPixels == 16)
        #expect(try Data(contentsOf: golden("a.png")) == Data(old))

        let written = try #require(try store.check(new, named: "a", as: .png(), pathExtension: "png", record: .failed))
        #expect(written.recorded)
        #expect(try Data(contentsOf: golden("a.png")) == Data(new))
    }

    @Test func differentBytesWithTheSamePixelsMatch() throws {
        let image = TestImages.bands()
        _ = try store.check(try TestImages.png(image), named: "same", as: .png(), pathExtension: "png", record: .missing)
        // Append a harmless byte after IEND: other bytes, the same pixels.
        let other = try TestImages.png(image) + [0]
        #expect(try store.check(other, named: "same", as: .png(), pathExtension: "png", record: .never) == nil)
        let all = try store.check(other, named: "same", as: .png(), pathExtension: "png", record: .all)
        #expect(all?.recorded == true, "all rewrites every golden whose bytes differ")
    }

    @Test func aSizeMismatchIsAFailureWithADiffNotACrash() throws {
        _ = try store.check(try TestImages.png(TestImages.bands()), named: "s", as: .png(), pathExtension: "png", record: .missing)
        let failure = try #require(try store.check(try TestImages.png(TestImages.bands(width: 30, height: 40)), named: "s",
                                                   as: .png(), pathExtension: "png", record: .never))
        #expect(failure.difference?.summary == "size differs: golden 40×30, output 30×40")
        #expect(failure.difference?.diffImage.map(ImageSize.init(of:)) == ImageSize(width: 40, height: 40))
    }

    @Test func aCorruptGoldenIsReportedNotThrown() throws {
        try FileManager.default.createDirectory(at: store.root, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: golden("broken.png"))
        let failure = try #require(try store.check(try TestImages.png(TestImages.bands()), named: "broken", as: .png(),
                                                   pathExtension: "png", record: .never))
        #expect(failure.kind == .unreadable)
        #expect(failure.message.contains("not a PNG"), "\(failure.message)")
    }

    @Test func aTextFailureShowsTheLinesThatChanged() throws {
        _ = try store.check(Array("fill a\nfill b\n".utf8), named: "t", as: .lines, pathExtension: "txt", record: .missing)
        let failure = try #require(try store.check(Array("fill a\nfill c\n".utf8), named: "t", as: .lines, pathExtension: "txt", record: .never))
        #expect(failure.message.contains("-fill b\n+fill c"), "\(failure.message)")
    }

    @Test func aChangedEnvironmentIsNamedBeforeThePixels() throws {
        let png = try TestImages.png(TestImages.bands())
        _ = try store.check(png, named: "env/active", as: .png(), pathExtension: "png", record: .missing, environment: record)
        var newer = record
        newer.fonts["Inter-Medium.otf"] = .init(sha256: "bb", revision: "4.100")
        let failure = try #require(try store.check(try TestImages.png(TestImages.painting(TestImages.bands(), x: 0, y: 0, side: 3)),
                                                   named: "env/active", as: .png(), pathExtension: "png", record: .never, environment: newer))
        #expect(failure.environmentChanges == ["fonts changed: Inter-Medium.otf 4.000 → 4.100"])
        #expect(failure.message.hasPrefix("The environment differs"), "\(failure.message)")
    }

    @Test(arguments: ["", "/etc/passwd", "a/../b", "a//b", "a\\b", "a:b"])
    func unsafeNamesAreRefused(_ name: String) {
        #expect(throws: GoldenError.self) { try store.url(for: name, pathExtension: "png") }
    }

    @Test func writesLeaveNoTemporaryFiles() throws {
        _ = try store.check(Array("x".utf8), named: "folder/one", as: .lines, pathExtension: "txt", record: .missing, environment: record)
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden("folder").path).sorted() == ["environment.json", "one.txt"])
    }
}
