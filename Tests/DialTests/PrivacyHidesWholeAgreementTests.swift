import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

/// `ContentDocument.privacyHidesWhole` reads a content's marks from the face file, so that `dial timeline` can know,
/// without resolving an entry, that privacy hides it whole; the redact stage reads the same marks from the resolved
/// content. The two readings must agree, or a complication would be withheld from a schedule while showing.
@Suite struct PrivacyHidesWholeAgreementTests {
    /// Every content current in every face of `Faces/` (Always On, Hide Sensitive Complications on, unlocked): privacy
    /// draws its placeholder exactly where the document says it hides the content whole.
    @Test func theDocumentAndTheRedactStageAgreeOnEveryFace() throws {
        var compared = (whole: 0, partly: 0)
        for file in Repository.exampleFaces.map(Repository.faceFile) {
            let face = try Face.decode(Array(try Data(contentsOf: file)), file: file.lastPathComponent, location: file)
            let overrides = RenderOverrides(hideSensitiveComplications: true, lock: .unlocked, allowAccessWhenLocked: true)
            // The content as the active display resolves it (Always On resolves none where it hides every content
            // whole), decided as Always On would.
            let resolved = try face.resolved(in: RenderContext(display: .active, overrides: overrides))
            for decision in resolved.complications.map({ Redactor.decide($0, display: .alwaysOn, privacy: resolved.privacy) }) {
                guard let source = decision.source, decision.reasons == .privacy else { continue }
                let content = try #require(Self.content(at: source, in: face.document), "\(file.lastPathComponent): \(source)")
                #expect((decision.drawn != .content) == content.privacyHidesWhole, "\(file.lastPathComponent): \(source)")
                if content.privacyHidesWhole { compared.whole += 1 } else { compared.partly += 1 }
            }
        }
        // Both answers were given, many times.
        #expect(compared.whole >= 5 && compared.partly >= 20, "\(compared)")
    }

    /// `ComplicationDocument.someContextHidesTimeline`, which keeps a timeline's dates out of what a tool shows in
    /// every context, reads from the document what the error messages' private regions read from the file: on every
    /// face of `Faces/` with a timeline, a message about it withholds what it found exactly where the document says
    /// some context hides it.
    @Test func theDocumentAndTheMessagesAgreeOnWhichTimelinesAContextCanHide() throws {
        var compared = (hidden: 0, shown: 0)
        for file in Repository.exampleFaces.map(Repository.faceFile) {
            let face = try Face.decode(Array(try Data(contentsOf: file)), file: file.lastPathComponent, location: file)
            for (index, complication) in (face.document.complications ?? []).enumerated() where complication.timeline != nil {
                let path = JSONPath([.key("complications"), .index(index), .key("timeline")])
                let error = face.sourceMap.guarded(FaceError(kind: .invalidValue, path: path, expected: "a timeline", found: "its dates"))
                #expect((error.found != "its dates") == complication.someContextHidesTimeline, "\(file.lastPathComponent): \(path)")
                if complication.someContextHidesTimeline { compared.hidden += 1 } else { compared.shown += 1 }
            }
        }
        // Every timeline of Faces/ is one some context hides (most have the default protection, which the first unlock
        // lifts); FaceTimelinesTests has public ones.
        #expect(compared.hidden >= 3, "\(compared)")
    }

    /// The same on contents of every kind, marked every way, with no data protection, so that only privacy decides:
    /// the file's reading (`PrivateRegions`) and the document's (`ContentDocument.marks`) agree on which contents privacy
    /// shows nothing of (every element marked, or none) and which it shows in part.
    @Test(arguments: [
        (#"{ "template": "stack", "lines": [{ "text": "a", "privacySensitive": true }, { "text": "b", "privacySensitive": true }] }"#, true),
        (#"{ "template": "stack", "lines": [{ "text": "a", "privacySensitive": true }, "b"] }"#, false),
        (#"{ "template": "stack", "privacySensitive": true, "lines": ["a", "b"] }"#, true),
        (#"{ "template": "stack", "privacySensitive": true, "lines": ["a", { "text": "b", "unredacted": true }] }"#, false),
        (#"{ "template": "stack", "lines": [{ "text": "a", "privacySensitive": true }], "icon": { "icon": "heart" } }"#, false),
        (#"{ "template": "stack", "lines": [{ "text": "a", "privacySensitive": true }], "icon": { "icon": "heart", "privacySensitive": true } }"#, true),
        (#"{ "template": "gauge", "value": 4, "min": 0, "max": 10, "privacySensitive": true, "text": "4" }"#, true),
        (#"{ "template": "gauge", "value": 4, "min": 0, "max": 10, "text": { "text": "4", "privacySensitive": true } }"#, false),
        (#"{ "template": "rings", "rings": [{ "value": 4, "max": 10 }], "privacySensitive": true }"#, true),
        (#"{ "template": "chart", "values": [1, 2], "privacySensitive": true, "title": { "text": "t", "unredacted": true } }"#, false),
        (#"{ "template": "image", "image": { "icon": "heart", "privacySensitive": true }, "title": "t" }"#, true),
        (#"{ "template": "image", "image": { "icon": "heart" }, "title": { "text": "t", "privacySensitive": true } }"#, false),
        (#"{ "view": { "vstack": [{ "text": "a" }, { "text": "b" }], "privacySensitive": true } }"#, true),
        (#"{ "view": { "vstack": [{ "text": "a", "privacySensitive": true }, { "text": "b" }] } }"#, false),
        (#"{ "view": { "hstack": [{ "text": "a" }], "modifiers": [{ "privacySensitive": true }], "background": { "text": "b" } } }"#, true),
        (#"{ "view": { "hstack": [{ "text": "a", "privacySensitive": true }], "background": { "text": "b" } } }"#, false),
    ])
    func theFileAndTheDocumentAgreeOnWhatPrivacyShowsNothingOf(content: String, showsNothing: Bool) throws {
        // Rings are drawn in circles only.
        let (slot, family) = content.contains(#""rings""#) ? ("topLeft", "accessoryCircular") : ("center", "accessoryRectangular")
        let json = """
            { "schemaVersion": 1, "style": "modular", "complications": [{ "id": "c", "slot": "\(slot)", "family": "\(family)",
              "dataProtection": "none", "timeline": [{ "date": "2026-11-22T08:00:00+01:00", "content": \(content) }] }] }
            """
        let face = try Face.decode(Array(json.utf8), file: "face.json")
        let complication = try #require(face.document.complications?.first)
        let path = JSONPath([.key("complications"), .index(0), .key("timeline")])
        let error = face.sourceMap.guarded(FaceError(kind: .invalidValue, path: path, expected: "a timeline", found: "its dates"))
        #expect(complication.someContextHidesTimeline == showsNothing)
        #expect((error.found != "its dates") == showsNothing)
    }

    /// `complications[i].content` or `complications[i].timeline[k].content`.
    static func content(at path: JSONPath, in document: FaceDocument) -> ContentDocument? {
        let steps = path.components
        guard steps.count >= 3, case .index(let index) = steps[1], let complication = document.complications?[index] else { return nil }
        if case .key("timeline") = steps[2], case .index(let entry)? = steps.dropFirst(3).first {
            return complication.timeline?[entry].content
        }
        return complication.content
    }
}
