import DialCore
import DialModel

extension Renderer {
    /// Whether `face` would render, short of drawing it: everything rendering, timelines, lint and goldens would
    /// refuse in a decoded face (`dial validate`). Returns the texts with characters no pinned font draws, which are
    /// warnings, not faults: they would be drawn as empty boxes.
    ///
    /// The contexts checked are those the face is drawn in: both displays with the face's own settings, then each
    /// of its golden variants. Every picture file is decoded, not only those a frame shows; every timeline entry and
    /// lint waiver is checked.
    ///
    /// - Parameter face: A decoded face.
    /// - Returns: The texts, each once, that have characters no pinned font draws, in every context checked; only
    ///   what a context shows is looked at, so a text hidden wherever the face is drawn is not reported.
    /// - Throws: The first fault, with the file, the JSON path and, for a variant, the context it fails in.
    public func validate(_ face: Face) throws(DialError) -> [UndrawnText] {
        for display in Display.allCases {
            _ = try face.resolved(in: RenderContext(display: display))
        }
        if face.document.variants?.isEmpty == false {
            for (index, variant) in face.variants.enumerated() {
                do throws(DialError) {
                    _ = try face.resolved(in: variant.context)
                } catch {
                    // The path names the value at fault; this names the context it fails in (a device, a time, ...).
                    guard case .face(var faceError) = error else { throw error }
                    faceError.found += " (in variant \"\(variant.name)\", variants[\(index)])"
                    throw .face(faceError)
                }
            }
        }
        // Pictures are decoded only where a frame shows them; the author's check decodes every one.
        for file in face.document.imageFiles.map(\.file) {
            do throws(FaceError) {
                _ = try face.images[file]?.bitmap()
            } catch {
                throw .face(error.located(by: face.sourceMap).inFile(face.file))
            }
        }
        _ = try face.timelinePlan()
        // Lint refuses a waiver of a rule that does not exist.
        _ = try Linter.waivers(of: face)
        return try undrawnTexts(in: face)
    }

    /// The texts with characters no pinned font draws, in every context `validate(_:)` checks, each once.
    private func undrawnTexts(in face: Face) throws(DialError) -> [UndrawnText] {
        var contexts = Display.allCases.map { RenderContext(display: $0) }
        if face.document.variants?.isEmpty == false {
            contexts += face.variants.map(\.context)
        }
        var found: [UndrawnText] = []
        for context in contexts {
            for text in try undrawnTexts(face, in: context) where !found.contains(text) {
                found.append(text)
            }
        }
        return found
    }
}
