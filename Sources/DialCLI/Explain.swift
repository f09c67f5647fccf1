import ArgumentParser
import Dial
import Foundation

/// `dial explain`: what the privacy model decides for each complication of a face, and which rule decided it.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show, per complication, the redaction reasons, the rules behind them and what each element shows.",
        discussion: """
            Elements are named by their JSON path; the text of an element the context hides is never printed, and \
            its path is blurred where an index would tell what is hidden (vstack[…]). Asked about a context, it describes \
            what that context shows: of a complication drawn as a placeholder, nothing of the content behind it (not \
            even which timeline entry is in force).
            """)

    @Argument(help: "The face file (JSON). Without one, the bundled default face.")
    var face: String?

    @Option(help: "active, always-on or both.")
    var mode: Render.Mode = .both

    @Flag(help: "Print JSON for tools instead of text.")
    var json = false

    @OptionGroup var context: ContextOptions

    func run() throws {
        let loaded = try face.map { try FaceFile.load($0) } ?? Face.bundledDefault()
        let renderer = try Renderer()
        let reports = try mode.displays.map { display in try renderer.explain(loaded, in: context.renderContext.with(display)) }
        if json {
            let encoder = JSONEncoder.dial(.document)
            print(String(decoding: try encoder.encode(reports), as: UTF8.self))
        } else {
            print(reports.map(\.description).joined(separator: "\n"))
        }
    }
}
