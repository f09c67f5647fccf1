import ArgumentParser
import Dial
import DialGolden
import Foundation

/// The faces and folders every `dial golden` subcommand works on.
struct GoldenOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Faces to work on: names in the faces folder (default) or paths to face files. Without any, every face.",
                                 valueName: "face"))
    var faceNames: [String] = []

    @Option(name: .customLong("faces"), help: ArgumentHelp("The folder of face files.", valueName: "dir"))
    var facesFolder = "Faces"

    @Option(name: .customLong("golden"), help: ArgumentHelp("The folder of goldens.", valueName: "dir"))
    var goldenFolder = "Golden"

    @Option(help: ArgumentHelp("Comma-separated formats to check: png, svg, txt.", valueName: "formats"))
    var format = "png,svg,txt"

    var store: GoldenStore { GoldenStore(root: URL(fileURLWithPath: goldenFolder, isDirectory: true)) }

    func formats() throws -> [OutputFormat] {
        var formats: [OutputFormat] = []
        for name in format.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let format = OutputFormat(rawValue: trimmed) else {
                throw CommandError.badInput("--format: expected a comma-separated list of png, svg, txt; found \"\(trimmed)\"")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    /// The face files asked for, or every `*.json` in the faces folder and its subfolders.
    func faceFiles() throws -> [String] {
        if faceNames.isEmpty {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: facesFolder, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandError.badInput("\(facesFolder): no such folder of faces (give --faces DIR)")
            }
            return FaceFile.files(in: facesFolder, recursive: true)
        }
        return faceNames.map { name in
            name.hasSuffix(".json") ? name : (facesFolder as NSString).appendingPathComponent(name + ".json")
        }
    }

    /// Every face asked for, decoded, with its bytes for the environment record. Any bad file stops the run.
    func loadFaces() throws -> [GoldenFace] {
        try GoldenFace.load(try faceFiles(), facesFolder: facesFolder)
    }
}
