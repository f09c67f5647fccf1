import DialModel
import DialPNG
import Foundation
import Synchronization

/// The failure package of one run, in one folder: for every failed check the expected and actual files, the diff
/// and a labelled composite; `report.html` to look at them (side by side and with a slider, offline); `report.json`
/// for machines; and the one command that accepts them.
///
/// Artefacts are written as each failure is added, and only a small entry is kept, so memory does not grow with the
/// images of a long run. Safe to use from many threads.
public final class GoldenReport: Sendable {
    /// The folder the package is written into, usually `.artifacts/golden`.
    public let folder: URL
    private let entries = Mutex<[ReportEntry]>([])

    /// Marks a folder as a report's, so that clearing it never deletes anything else.
    static let marker = ".dial-golden-report"

    /// A report writing into `folder`; nothing is written until a failure is added or the folder cleared.
    public init(folder: URL) {
        self.folder = folder
    }

    /// `report.html`, the page a person opens.
    public var htmlURL: URL { folder.appendingPathComponent("report.html") }
    /// `report.json`, the same failures for machines.
    public var jsonURL: URL { folder.appendingPathComponent("report.json") }

    /// The failures added so far, by name.
    public var failures: [ReportEntry] {
        entries.withLock { $0 }.sorted { $0.name < $1.name }
    }

    /// Removes what an earlier run left, so the report shows this run alone. Only a folder that a report made
    /// (it holds the marker file) is emptied; anything else stays as it is.
    public func clear() throws(GoldenError) {
        entries.withLock { $0.removeAll() }
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.marker).path) else { return }
        do {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        } catch {
            throw .io(path: folder.path, problem: "cannot clear the last run's report: \(error.localizedDescription)")
        }
    }

    /// Writes `failure`'s artefacts and keeps its entry.
    @discardableResult
    public func add(_ failure: GoldenFailure) throws(GoldenError) -> ReportEntry {
        let ext = (failure.name as NSString).pathExtension
        let base = String(failure.name.dropLast(ext.isEmpty ? 0 : ext.count + 1))
        let difference = failure.difference
        var entry = ReportEntry(
            name: failure.name, golden: failure.golden.relativePath, kind: failure.kind, recorded: failure.recorded,
            summary: failure.difference?.summary ?? (failure.kind == .missing ? "no golden yet" : "bytes differ"),
            environment: failure.environmentChanges, mismatchedPixels: difference?.mismatchedPixels,
            pixelCount: difference?.pixelCount, actual: "\(base).actual.\(ext)",
            expectedSize: difference?.expectedImage.map(ImageSize.init(of:)),
            actualSize: difference?.actualImage.map(ImageSize.init(of:)), textDiff: difference?.textDiff)

        try write(failure.actual, to: entry.actual)
        if let expected = failure.expected {
            entry.expected = "\(base).expected.\(ext)"
            try write(expected, to: entry.expected!)
        }
        if let textDiff = difference?.textDiff {
            entry.diff = "\(base).\(ext).diff"
            try write(Array((textDiff + "\n").utf8), to: entry.diff!)
        }
        if let diff = difference?.diffImage {
            entry.diff = "\(base).diff.png"
            try write(try encode(diff), to: entry.diff!)
            if let expected = difference?.expectedImage, let actual = difference?.actualImage {
                entry.composite = "\(base).composite.png"
                try write(try encode(CompositeImage.make(expected: expected, diff: diff, actual: actual)), to: entry.composite!)
            }
        }
        if entry.actualSize == nil, ext == "png", let image = try? PNGDecoder.decode(failure.actual) {
            entry.actualSize = ImageSize(of: image)
        }
        let added = entry
        entries.withLock { $0.append(added) }
        return added
    }

    /// Writes `report.json` and `report.html` for the failures so far; `accept` is the command that accepts them.
    public func write(accept: String?) throws(GoldenError) {
        // One writer at a time, so an older list can never land after a newer one.
        let result: Result<Void, GoldenError> = entries.withLock { entries in
            let index = ReportIndex(dial: EnvironmentRecord.dialVersion, accept: entries.isEmpty ? nil : accept,
                                    failures: entries.sorted { $0.name < $1.name })
            let encoder = JSONEncoder.dial(.document)
            return Result { () throws(GoldenError) in
                try GoldenStore.write([], to: folder.appendingPathComponent(Self.marker))
                try GoldenStore.write(Array((try? encoder.encode(index)) ?? Data()) + [0x0A], to: jsonURL)
                try GoldenStore.write(Array(ReportPage.html(for: index).utf8), to: htmlURL)
            }
        }
        try result.get()
    }

    private func write(_ bytes: [UInt8], to relativePath: String) throws(GoldenError) {
        try GoldenStore.write(bytes, to: folder.appendingPathComponent(relativePath))
    }

    private func encode(_ image: RGBAImage) throws(GoldenError) -> [UInt8] {
        do {
            return try PNGEncoder.encode(image)
        } catch {
            throw .encoding(error)
        }
    }
}
