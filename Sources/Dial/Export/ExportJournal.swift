import Foundation

/// A running export's list of the files written so far, one JSON manifest entry a line, appended as each file
/// lands. A killed export leaves it behind for `--resume`; a finished one replaces it with the manifest.
final class ExportJournal {
    let url: URL
    private let handle: FileHandle?

    /// Opens the journal at `url` for appending; unless `keeping`, an old one is emptied first.
    init(url: URL, keeping: Bool) throws(DialError) {
        self.url = url
        if !keeping || !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw .io(path: url.relativePath, problem: "cannot create the export's journal")
            }
        }
        handle = FileHandle(forWritingAtPath: url.path)
        _ = try? handle?.seekToEnd()
    }

    /// Best effort: a journal that can't be written only makes a later `--resume` render more again.
    func append(_ entries: [EncodedEntry]) {
        guard !entries.isEmpty else { return }
        try? handle?.write(contentsOf: entries.flatMap { $0.json + [UInt8(ascii: "\n")] })
    }

    /// Closes and deletes the journal: the manifest now says everything it did.
    func remove() {
        try? handle?.close()
        try? FileManager.default.removeItem(at: url)
    }

    /// The entries of a journal; a line cut short by a kill, or otherwise unreadable, is skipped.
    static func entries(at url: URL) -> [ManifestEntry] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        let decoder = JSONDecoder()
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(ManifestEntry.self, from: Data($0)) }
    }
}
