import Dial
import DialCore
import DialModel
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
        for file in ArtefactPropertyTests.faces {
            let face = try Face.decode(Array(try Data(contentsOf: file)), file: file.lastPathComponent, location: file)
            let overrides = RenderOverrides(hideSensitiveComplications: true, lock: .unlocked, allowAccessWhenLocked: true)
            for decision in Redactor.decisions(try face.resolved(in: RenderContext(display: .alwaysOn, overrides: overrides))) {
                guard let source = decision.source, decision.reasons == .privacy else { continue }
                let content = try #require(Self.content(at: source, in: face.document), "\(file.lastPathComponent): \(source)")
                #expect((decision.drawn != .content) == content.privacyHidesWhole, "\(file.lastPathComponent): \(source)")
                if content.privacyHidesWhole { compared.whole += 1 } else { compared.partly += 1 }
            }
        }
        // Both answers were given, many times.
        #expect(compared.whole >= 5 && compared.partly >= 20, "\(compared)")
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
