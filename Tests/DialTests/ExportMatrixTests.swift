@testable import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

/// The matrix: which contexts each face is rendered in, and what the files are called.
@Suite struct ExportMatrixTests {
    @Test func everyCombinationOnceInMatrixOrder() {
        let matrix = ExportMatrix(devices: [.mm41, .mm45], privacy: [.all, .none, .face], formats: [.png, .svg])
        let contexts = matrix.contexts(ownDevice: .mm49)
        #expect(matrix.contextsPerFace == 12)
        #expect(contexts.count == 12)
        #expect(Set(contexts).count == 12)
        #expect(Set(contexts.map(\.stem)).count == 12)
        #expect(contexts.prefix(3).map(\.stem) == ["41mm-active-hide-all", "41mm-always-on-hide-all", "41mm-active-hide-none"])
        #expect(contexts.last?.stem == "45mm-always-on-hide-face")
    }

    @Test func aDimensionLeftOutKeepsTheFacesOwnValueAndTheNameShort() {
        let contexts = ExportMatrix(privacy: [.face]).contexts(ownDevice: .mm49)
        #expect(contexts.map(\.stem) == ["49mm-active-hide-face", "49mm-always-on-hide-face"])
        #expect(contexts.allSatisfy { $0.lock == nil && $0.time == nil })
    }

    /// The contact sheet promises Active, Always On and Redacted for each face: without a privacy dimension, the
    /// matrix gives exactly those three (issue #16), and `--mode` still chooses among them.
    @Test func defaultExportHasARedactedColumn() {
        let contexts = ExportMatrix().contexts(ownDevice: .mm49)
        #expect(contexts.map(\.stem) == ["49mm-active", "49mm-always-on-hide-none", "49mm-always-on-hide-all"])
        #expect(contexts.map(\.privacy) == [nil, PrivacyVariant.none, .all])
        #expect(ExportMatrix().contextsPerFace == 3)
        #expect(ExportMatrix(devices: [.mm41, .mm45], displays: [.alwaysOn]).contextsPerFace == 4)
        #expect(ExportMatrix(displays: [.active]).contexts(ownDevice: .mm49).map(\.stem) == ["49mm-active"])
    }

    /// Locales are a dimension: each face in each wearer's language, named by its tag, its overrides carrying it.
    @Test func localesAreADimension() throws {
        let locales = [LocaleName("fr-FR")!, LocaleName("ar-EG")!]
        let matrix = ExportMatrix(displays: [.active], privacy: [.face], locales: locales)
        let contexts = matrix.contexts(ownDevice: .mm45)
        #expect(matrix.contextsPerFace == 2)
        #expect(contexts.map(\.stem) == ["45mm-active-hide-face-fr-FR", "45mm-active-hide-face-ar-EG"])
        #expect(contexts.map(\.renderContext.locale) == locales)
        let again = try JSONDecoder().decode(ExportContext.self, from: JSONEncoder().encode(contexts[1]))
        #expect(again == contexts[1], "the manifest reads back the locale it wrote")
        #expect(matrix.canonicalText.contains("locale=fr-FR,ar-EG"))
        #expect(!ExportMatrix().canonicalText.contains("locale"), "an export without locales is the export it was")
    }

    /// Bold Text is a dimension: off and on, named, carried to the frame's context and read back from the manifest.
    @Test func boldTextIsADimension() throws {
        let matrix = ExportMatrix(displays: [.active], privacy: [.face], locales: [LocaleName("de-DE")!], boldText: [false, true])
        let contexts = matrix.contexts(ownDevice: .mm45)
        #expect(matrix.contextsPerFace == 2)
        #expect(contexts.map(\.stem) == ["45mm-active-hide-face-de-DE-regular-text", "45mm-active-hide-face-de-DE-bold-text"])
        #expect(contexts.map(\.renderContext.boldText) == [false, true])
        let again = try JSONDecoder().decode(ExportContext.self, from: JSONEncoder().encode(contexts[1]))
        #expect(again == contexts[1], "the manifest reads back the Bold Text it wrote")
        #expect(matrix.canonicalText.contains("bold-text=off,on"))
        #expect(!ExportMatrix().canonicalText.contains("bold-text"), "an export without Bold Text is the export it was")
    }

    @Test func namesSayEveryChosenValue() throws {
        let context = ExportContext(device: .mm45, display: .alwaysOn, privacy: .hide(["calendar", "heartRate"]),
                                    lock: .beforeFirstUnlock, time: .timeOfDay(hour: 16, minute: 45, second: 0))
        #expect(context.stem == "45mm-always-on-hide-calendar+heartRate-beforeFirstUnlock-at-1645")
        let instant = ExportContext(device: .mm40, display: .active, time: TimeOverride("2026-11-22T10:09:30+01:00"))
        #expect(instant.stem == "40mm-active-at-2026-11-22T100930+0100")
        #expect(ExportContext(device: .mm40, display: .active, privacy: .hide(["a/b", "ü c"])).stem == "40mm-active-hide-a_b+__c")
    }

    @Test func privacyTokensReadBackCanonically() {
        #expect(PrivacyVariant(token: "all") == .all)
        #expect(PrivacyVariant(token: "none") == PrivacyVariant.none)
        #expect(PrivacyVariant(token: "face") == .face)
        #expect(PrivacyVariant(token: "hide:heartRate+calendar+heartRate") == .hide(["calendar", "heartRate"]))
        #expect(PrivacyVariant.hide(["calendar", "heartRate"]).token == "hide:calendar+heartRate")
        for bad in ["", "All", "hide:", "hide:a++b", "hide:+", "calendar", "show:a"] {
            #expect(PrivacyVariant(token: bad) == nil, "\(bad)")
        }
    }

    @Test func privacyVariantsSetTheWearersSettings() throws {
        let face = try Self.defaultFace()
        let ids = (face.document.complications ?? []).map(\.id)
        // The settings as the redactor reads them: the preset laid over the file's own.
        func privacy(_ variant: PrivacyVariant) throws -> PrivacySettings {
            try face.resolved(in: ExportContext(device: .mm45, display: .alwaysOn, privacy: variant).renderContext).privacy
        }
        let all = try privacy(.all)
        #expect(all.hideSensitiveComplications && ids.allSatisfy { all.choice(for: $0) == .inherit })
        let none = try privacy(PrivacyVariant.none)
        #expect(!none.hideSensitiveComplications && ids.allSatisfy { none.choice(for: $0) == .inherit })
        let one = try privacy(.hide(["calendar"]))
        #expect(!one.hideSensitiveComplications && one.choice(for: "calendar") == .hide)
        #expect(ids.filter { one.choice(for: $0) == .hide } == ["calendar"])
        // The face's own: what resolving with no context gives, and the file keeps some complication shown.
        let own = try privacy(.face), file = try face.resolved(in: .alwaysOn).privacy
        #expect(own == file && ids.contains { own.choice(for: $0) != .inherit })
        #expect(ExportContext(device: .mm45, display: .alwaysOn, privacy: .face).renderContext.device == .mm45)
    }

    /// `all` must hide more than the face's own settings, which keep some complications shown: else it is no preset.
    @Test func hideAllHidesWhatTheFacesOwnSettingsShow() throws {
        let face = try Self.defaultFace()
        let renderer = try Renderer()
        func dump(_ privacy: PrivacyVariant) throws -> [UInt8] {
            let context = ExportContext(device: .mm45, display: .alwaysOn, privacy: privacy)
            return try renderer.encode(try renderer.displayList(face, in: context.renderContext), as: .txt)
        }
        let all = try dump(.all), own = try dump(.face), none = try dump(PrivacyVariant.none)
        #expect(all != own && own != none && all != none)
        #expect(String(decoding: none, as: UTF8.self).contains("\"412\""))
        #expect(!String(decoding: all, as: UTF8.self).contains("SUNSET"))
    }

    @Test func contextsReadBackFromTheirJSON() throws {
        let contexts = ExportMatrix(devices: [.mm41], privacy: [.hide(["a", "b"])], locks: [.locked],
                                    times: [.timeOfDay(hour: 9, minute: 5, second: 7), TimeOverride("2026-11-22T10:09:30Z")!])
            .contexts(ownDevice: .mm45)
        let decoded = try JSONDecoder().decode([ExportContext].self, from: JSONEncoder().encode(contexts))
        #expect(decoded == contexts)
        #expect(TimeOverride.timeOfDay(hour: 9, minute: 5, second: 7).token == "09:05:07")
        #expect(TimeOverride.timeOfDay(hour: 16, minute: 45, second: 0).token == "16:45")
    }

    @Test func twoFacesWithTheSameNameAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try Repository.temporaryDirectory()
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Repository.faces.appendingPathComponent("modular.json"),
                                             to: folder.appendingPathComponent("\(sub)/modular.json"))
        }
        let out = folder.appendingPathComponent("out")
        let request = ExportRequest(inputs: [folder.path + "/a", folder.path + "/b"], matrix: ExportMatrix(), folder: out)
        #expect(throws: DialError.outputCollision(file: "modular/", first: folder.path + "/a/modular.json", second: folder.path + "/b/modular.json")) {
            try ExportPlan(request)
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func privacyVariantsWhoseNamesCollideAreRefused() throws {
        let request = ExportRequest(inputs: [Repository.faces.appendingPathComponent("default.json").path],
                                    matrix: ExportMatrix(privacy: [.hide(["a b"]), .hide(["a_b"])]), folder: try Repository.temporaryDirectory())
        #expect {
            try ExportPlan(request)
        } throws: { error in
            guard case DialError.outputCollision(let file, _, _)? = error as? DialError else { return false }
            return file == "FACE/45mm-active-hide-a_b.EXT"
        }
    }

    @Test func inputsAreFilesFoldersAndGlobs() throws {
        let folder = try Repository.temporaryDirectory()
        for name in ["b.json", "a.json", "notes.txt", ".hidden.json"] {
            try Data("{}".utf8).write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub.json"), withIntermediateDirectories: true)
        let path = folder.path
        #expect(try ExportPlan.faceFiles(matching: [path]).map(\.path) == [path + "/a.json", path + "/b.json"])
        #expect(try ExportPlan.faceFiles(matching: [path + "/b*.json", path + "/a.json", path + "/b.json"]).map(\.path) == [path + "/a.json", path + "/b.json"])
        #expect(try ExportPlan.faceFiles(matching: [path + "/notes.txt"]).map(\.path) == [path + "/notes.txt"])
        #expect(throws: DialError.noFaceFiles(input: path + "/z*.json")) { try ExportPlan.faceFiles(matching: [path + "/z*.json"]) }
        // Named like a face file, an input is read as one: missing or a folder, it is refused in FaceFile's words.
        #expect(throws: DialError.io(path: path + "/missing.json", problem: "cannot read: no such file")) {
            try ExportPlan.faceFiles(matching: [path + "/missing.json"])
        }
        #expect(throws: DialError.io(path: path + "/sub.json", problem: "is a folder, not a face file")) {
            try ExportPlan.faceFiles(matching: [path + "/sub.json"])
        }
        #expect(throws: DialError.io(path: path + "/missing", problem: "no such file or folder")) {
            try ExportPlan.faceFiles(matching: [path + "/missing"])
        }
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: DialError.noFaceFiles(input: empty.path)) { try ExportPlan.faceFiles(matching: [empty.path]) }
    }

    static func defaultFace() throws -> Face {
        try FaceFile.load(Repository.faces.appendingPathComponent("default.json").path, name: "default.json")
    }
}
