import ArgumentParser
import Dial
import DialGolden
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
        let orphans = options.store.orphans(of: faces, within: folders)
        for orphan in orphans {
            if !dryRun {
                do {
                    try options.store.remove(orphan)
                } catch {
                    throw CommandError.badInput("\(error)")
                }
            }
            print("\(dryRun ? "would remove" : "removed") \(options.goldenFolder)/\(orphan)")
        }
        print("\(orphans.count) golden file\(orphans.count == 1 ? "" : "s") belong\(orphans.count == 1 ? "s" : "") to no face\(dryRun ? " (dry run: nothing removed)" : "").")
    }
}
