import ArgumentParser
import Dial
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
            reload budgets and lint waivers. \
            Like dial lint, validate is the author's tool and exempt from the privacy of messages: it reads the whole \
            file, with no context, and names a fault inside a complication's private data at its own JSON path, line \
            and column, with what it found, adding where every other command reports it instead (the hidden list or \
            view that answers for it, without what was found: docs/privacy.md). Don't share its output where the \
            faces' data is private.
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
                for text in try renderer.validate(try FaceFile.load(path, policy: .author)) {
                    Terminal.write("dial: warning: \(path): \(text.description); they would be drawn as empty boxes\n")
                }
                print("\(path): ok")
            } catch {
                Terminal.error(CommandError.message(for: error))
                invalid += 1
            }
        }
        if invalid > 0 { throw CommandError.inputRejected }
    }
}
