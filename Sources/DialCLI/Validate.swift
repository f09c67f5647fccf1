import ArgumentParser
import Dial
import DialCore
import DialModel
import Foundation

/// `dial validate`: whether face files would render, without rendering them. Exit 0 when every face is valid, 2 when
/// one is not (each is still checked, so one run reports every broken file).
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check face files: decode each and resolve it in every context it is drawn in.",
        discussion: """
            Prints FILE: ok for each valid face, and the error (file, JSON path, expected, found) for each other. \
            Warns, without failing, of each text with characters no installed pinned font draws (its JSON path, the \
            code points, the fonts tried), looking only at texts shown in a context the face is drawn in. \
            Checks the format (as `dial schema` describes it) and what a schema cannot: unique ids, slots and variant \
            names, slots and templates per family, custom frames, picture files, every timeline entry's content, \
            reload budgets and lint waivers.
            """)

    @Argument(help: "Face files (JSON).")
    var faces: [String] = []

    func validate() throws {
        if faces.isEmpty { throw ValidationError("expected one or more face files") }
    }

    func run() throws {
        var invalid = 0
        let renderer = try Renderer()
        for path in faces {
            do throws(DialError) {
                let face = try FaceFile.load(path)
                try Self.check(face)
                for text in try Self.undrawnTexts(face, renderer: renderer) {
                    Terminal.write("dial: warning: \(path): \(text.description); they would be drawn as empty boxes\n")
                }
                print("\(path): ok")
            } catch {
                Terminal.error(error.description)
                invalid += 1
            }
        }
        if invalid > 0 { throw ExitCode(2) }
    }

    /// Everything `dial render`, `dial timeline`, `dial lint` and `dial golden` would refuse in a decoded face, short of
    /// drawing it.
    static func check(_ face: Face) throws(DialError) {
        // The contexts it is drawn in: both displays with the face's own settings, then each golden variant.
        for display in Display.allCases {
            _ = try face.resolved(display: display, overrides: RenderOverrides())
        }
        if face.document.variants?.isEmpty == false {
            for (index, variant) in face.variants.enumerated() {
                do throws(DialError) {
                    _ = try face.resolved(display: variant.display, overrides: variant.overrides)
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
        try checkWaivers(face)
    }

    /// The texts with characters no pinned font draws, in every context `check` resolves, each once. Only what a
    /// context shows is looked at (docs/privacy.md): a text hidden wherever the face is drawn is not reported.
    static func undrawnTexts(_ face: Face, renderer: Renderer) throws(DialError) -> [UndrawnText] {
        var contexts = Display.allCases.map { ($0, RenderOverrides()) }
        if face.document.variants?.isEmpty == false {
            contexts += face.variants.map { ($0.display, $0.overrides) }
        }
        var found: [UndrawnText] = []
        for (display, overrides) in contexts {
            for text in try renderer.undrawnTexts(face, display: display, overrides: overrides) where !found.contains(text) {
                found.append(text)
            }
        }
        return found
    }

    /// `dial lint` refuses a waiver of a rule that does not exist.
    private static func checkWaivers(_ face: Face) throws(DialError) {
        _ = try Linter.waivers(of: face)
    }
}
