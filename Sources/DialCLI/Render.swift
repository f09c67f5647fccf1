import ArgumentParser
import Dial
import Foundation

/// `dial render`: one face, in one or both displays, to PNG, SVG and/or TXT.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a face (by default the bundled one) to PNG, SVG and text.",
        discussion: "Writes FACE-active.EXT and FACE-always-on.EXT into the output folder, each file whole or not at all.")

    @Argument(help: "The face file (JSON). Without one, the bundled default face.")
    var face: String?

    @Option(help: "active, always-on or both.")
    var mode: Mode = .both

    @Flag(help: "Render each of the face's golden variants (its `variants`) instead of --mode; names end in the variant's name.")
    var variants = false

    @Option(help: ArgumentHelp("Comma-separated formats: png, svg, txt.", valueName: "formats"))
    var format: String = "png"

    @Option(help: ArgumentHelp("The folder to write into; made if missing.", valueName: "dir"))
    var out: String = "."

    @OptionGroup var context: ContextOptions

    enum Mode: String, ExpressibleByArgument, CaseIterable {
        case active, alwaysOn = "always-on", both

        var displays: [Display] {
            switch self {
            case .active: [.active]
            case .alwaysOn: [.alwaysOn]
            case .both: [.active, .alwaysOn]
            }
        }
    }

    func validate() throws {
        _ = try formats()
    }

    /// The formats asked for, each once, in the order given.
    func formats() throws -> [OutputFormat] {
        var formats: [OutputFormat] = []
        for name in format.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let format = OutputFormat(rawValue: trimmed) else {
                throw ValidationError("--format: expected a comma-separated list of png, svg, txt; found \"\(trimmed)\"")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    func run() throws {
        let loaded = try face.map { try FaceFile.load($0) } ?? Face.bundledDefault()
        let renderer = try Renderer()
        let formats = try formats()
        // Render everything before writing anything, so that a face that fails leaves no files behind.
        var files: [(name: String, bytes: [UInt8])] = []
        let renders: [(name: String, context: RenderContext)] = variants
            ? loaded.variants.map { ($0.name, $0.context.laid(over: context.renderContext)) }
            : mode.displays.map { ($0.rawValue, context.renderContext.with($0)) }
        for render in renders {
            for output in try renderer.render(loaded, in: render.context, formats: formats) {
                // The slug comes from the file's name and the variant's from the face: both are data, made safe here.
                let stem = OutputName.component("\(loaded.slug)-\(render.name)")
                files.append(("\(stem).\(output.format.rawValue)", output.bytes))
            }
        }
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try OutputFile.write(file.bytes, to: url)
            print(url.relativePath)
        }
    }
}
