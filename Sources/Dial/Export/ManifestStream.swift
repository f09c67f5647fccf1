import DialFiles
import Foundation

/// The manifest, and for a whole export the contact sheet, written while an export runs: outputs are added in
/// manifest order as their jobs complete, so neither file is ever whole in memory. Both appear, whole, at `finish`.
final class ManifestStream {
    private let manifestFile: AtomicFileWriter
    private var manifest = ExportManifest.Writer()
    private let sheetFile: AtomicFileWriter?
    private var sheet: ContactSheet
    private(set) var outputCount = 0

    init(folder: URL, shard: ExportShard, plan: String, faces: [ManifestFace]) throws(DialError) {
        do throws(FileError) {
            manifestFile = try AtomicFileWriter(url: folder.appendingPathComponent(ExportManifest.fileName(for: shard)))
            try manifestFile.append(manifest.header(plan: plan, shard: shard.isWhole ? nil : shard.description, faces: faces))
            sheet = ContactSheet(faces: faces)
            sheetFile = shard.isWhole ? try AtomicFileWriter(url: folder.appendingPathComponent(ContactSheet.fileName)) : nil
            try sheetFile?.append(sheet.header().utf8)
        } catch {
            throw .file(error)
        }
    }

    /// `entries` come after every output added before, in manifest order.
    func add(_ entries: [EncodedEntry]) throws(DialError) {
        outputCount += entries.count
        do throws(FileError) {
            try manifestFile.append(manifest.outputs(entries))
            if let sheetFile { try sheetFile.append(sheet.add(entries.map(\.entry)).utf8) }
        } catch {
            throw .file(error)
        }
    }

    /// Ends both files and moves them into place; returns their paths.
    func finish(failures: [ExportFailure]) throws(DialError) -> [String] {
        do throws(FileError) {
            try manifestFile.append(manifest.footer(failures: failures))
            try manifestFile.commit()
            guard let sheetFile else { return [manifestFile.url.relativePath] }
            try sheetFile.append(sheet.finish(failures: failures).utf8)
            try sheetFile.commit()
            return [manifestFile.url.relativePath, sheetFile.url.relativePath]
        } catch {
            throw .file(error)
        }
    }
}
