import ArgumentParser
import Dial
import DialGolden
import DialModel
import Foundation

/// `dial golden prune`: removes goldens that no face asks for any more, so they do not pile up.
struct GoldenPrune: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove goldens that no face asks for.",
        discussion: "With faces given, only their folders are pruned. Exit status 0, or 2 for bad input.")

    @OptionGroup var options: GoldenOptions

    @Flag(name: .customLong("dry-run"), help: "List what would be removed; remove nothing.")
    var dryRun = false

    func run() throws {
        let faces = try options.loadFaces()
        let folders = options.faceNames.isEmpty ? nil : Set(faces.map(\.name))
        let orphans = Self.orphans(in: options.store, faces: faces, within: folders)
        for orphan in orphans {
            if !dryRun {
                do {
                    try options.store.remove(orphan)
                } catch {
                    throw GoldenCLI.badInput("\(error)")
                }
            }
            print("\(dryRun ? "would remove" : "removed") \(options.goldenFolder)/\(orphan)")
        }
        print("\(orphans.count) golden file\(orphans.count == 1 ? "" : "s") belong\(orphans.count == 1 ? "s" : "") to no face\(dryRun ? " (dry run: nothing removed)" : "").")
    }

    /// Golden files (and environment records) under the store that no face in `faces` asks for, relative to the
    /// store; only in `folders` when given.
    static func orphans(in store: GoldenStore, faces: [GoldenFace], within folders: Set<String>? = nil) -> [String] {
        var wanted = Set<String>()
        for face in faces {
            wanted.insert("\(face.name)/\(EnvironmentRecord.fileName)")
            for variant in face.face.variants {
                for format in OutputFormat.allCases { wanted.insert("\(face.name)/\(variant.name).\(format.rawValue)") }
            }
        }
        return store.files(withExtensions: Set(OutputFormat.allCases.map(\.rawValue))).filter { path in
            // The timeline filmstrips are goldens of `dial timeline`, checked by its own tests.
            guard !wanted.contains(path), !path.hasPrefix(filmstrips + "/") else { return false }
            guard let folders else { return true }
            return folders.contains { path.hasPrefix($0 + "/") }
        }
    }

    /// The folder of the store that holds `dial timeline`'s filmstrip goldens, which belong to no face variant.
    static let filmstrips = "filmstrips"
}
