import DialFiles
import Foundation

/// A folder of golden files, addressed by name ("default/active" + "png"), each beside its folder's
/// ``EnvironmentRecord``. The one place goldens are read and written: writes are atomic, and a golden is written
/// only when the record mode asks for it (docs/goldens.md).
public struct GoldenStore: Sendable {
    /// The folder goldens are named from.
    public var root: URL

    /// A store of the goldens under `root`; the folder is made when the first golden is recorded.
    public init(root: URL) {
        self.root = root
    }

    /// The file of golden `name` with `pathExtension`.
    ///
    /// - Throws: ``GoldenError/invalidName(_:reason:)`` for an empty or absolute name, a `.` or `..` component, or a
    ///   character outside letters, digits, space, `-`, `_`, `.`, `+`, `@` and `/`: names become paths on every
    ///   system a team uses.
    public func url(for name: String, pathExtension: String) throws(GoldenError) -> URL {
        try Self.validate(name)
        try Self.validate(pathExtension)
        return root.appendingPathComponent(name + "." + pathExtension)
    }

    static func validate(_ name: String) throws(GoldenError) {
        guard !name.isEmpty else { throw .invalidName(name, reason: "is empty") }
        guard !name.hasPrefix("/") else { throw .invalidName(name, reason: "is absolute; names are relative to the store") }
        for component in name.split(separator: "/", omittingEmptySubsequences: false) {
            guard !component.isEmpty, component != ".", component != ".." else {
                throw .invalidName(name, reason: "has an empty, \".\" or \"..\" component")
            }
        }
        if let bad = name.unicodeScalars.first(where: { !($0.properties.isAlphabetic || ("0"..."9").contains($0) || " -_.+@/".unicodeScalars.contains($0)) }) {
            throw .invalidName(name, reason: "holds \"\(bad)\"; use letters, digits, space, - _ . + @ and /")
        }
    }

    /// Compares `actual` with golden `name`, writing it when `record` says so, and returns the failure, or nil when
    /// it matches. A missing or unreadable golden is a failure, never a crash; recording fails the check too.
    ///
    /// `environment` is this run's; where given, a failure names what differs from the record beside the golden,
    /// and recording writes it there.
    ///
    /// - Throws: errors of the strategy's own conversions, and ``GoldenError`` when a file cannot be read or written.
    public func check<Format>(_ actual: Format, named name: String, as format: GoldenFormat<Format>, pathExtension: String,
                              record: RecordMode, environment: EnvironmentRecord? = nil) throws -> GoldenFailure? {
        let url = try url(for: name, pathExtension: pathExtension)
        let expectedBytes = try Self.read(url)

        // The actual value is turned into bytes only when something must be written or shown: for images that is
        // PNG compression, the dearest step of a check that passes.
        var kind = GoldenFailure.Kind.changed
        var difference: GoldenDifference?
        if let expectedBytes {
            do {
                difference = try format.diff(try format.fromData(expectedBytes), actual)
                if difference == nil && record != .all { return nil }
            } catch {
                kind = .unreadable
                difference = GoldenDifference(summary: "\(error)")
            }
        } else {
            kind = .missing
        }
        let actualBytes = try format.toData(actual)
        if difference == nil, expectedBytes == actualBytes { return nil }

        let recorded = record.records(exists: expectedBytes != nil)
        if recorded {
            try Self.write(actualBytes, to: url)
            if let environment {
                try Self.write(environment.encoded(), to: url.deletingLastPathComponent().appendingPathComponent(EnvironmentRecord.fileName))
            }
        }
        let changes = expectedBytes == nil ? [] : environmentChanges(beside: url, current: environment)
        return GoldenFailure(name: name + "." + pathExtension, golden: url, kind: kind, recorded: recorded,
                             difference: difference, expected: expectedBytes, actual: actualBytes, environmentChanges: changes)
    }

    /// What differs between the record in `url`'s folder and `current`; nothing when either is unknown.
    func environmentChanges(beside url: URL, current: EnvironmentRecord?) -> [String] {
        guard let current else { return [] }
        let recordURL = url.deletingLastPathComponent().appendingPathComponent(EnvironmentRecord.fileName)
        do {
            guard let bytes = try Self.read(recordURL) else { return [] }
            return current.changes(since: try EnvironmentRecord.decode(bytes, path: recordURL.path))
        } catch {
            return ["\(error)"]
        }
    }

    /// The record beside the goldens of folder `name` ("default"), or nil when there is none.
    public func environmentRecord(in folder: String) throws(GoldenError) -> EnvironmentRecord? {
        let url = root.appendingPathComponent(folder).appendingPathComponent(EnvironmentRecord.fileName)
        return try Self.read(url).map { bytes throws(GoldenError) in try EnvironmentRecord.decode(bytes, path: url.path) }
    }

    /// Whether the record beside the goldens of `folder` says what `record` says but not in `record`'s bytes: a
    /// record of an older Dial, which kept the face file's digest. Recording may write such a record again, dropping
    /// the digest, without changing anything it says about the environment.
    public func holdsOlderForm(of record: EnvironmentRecord, in folder: String) throws(GoldenError) -> Bool {
        let url = root.appendingPathComponent(folder).appendingPathComponent(EnvironmentRecord.fileName)
        guard let bytes = try Self.read(url) else { return false }
        return try EnvironmentRecord.decode(bytes, path: url.path) == record && bytes != record.encoded()
    }

    /// Writes `record` beside the goldens of `folder`.
    public func writeEnvironmentRecord(_ record: EnvironmentRecord, in folder: String) throws(GoldenError) {
        try Self.write(record.encoded(), to: root.appendingPathComponent(folder).appendingPathComponent(EnvironmentRecord.fileName))
    }

    /// Goldens and records are few and kept in git: synced to the disk before they replace the old ones, as
    /// Foundation's `Data.write` did for them before `AtomicFile`.
    static func write(_ bytes: [UInt8], to url: URL) throws(GoldenError) {
        do {
            try AtomicFile.write(bytes, to: url, syncing: true)
        } catch {
            guard case .cannotWrite(_, let reason) = error else { throw .io(path: url.path, problem: "\(error)") }
            throw .io(path: url.path, problem: "cannot write: \(reason)")
        }
    }

    /// The file's bytes, or nil when there is no such file.
    static func read(_ url: URL) throws(GoldenError) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return Array(try Data(contentsOf: url))
        } catch {
            throw .io(path: url.path, problem: "cannot read: \(error.localizedDescription)")
        }
    }

    /// Every golden and environment record under the root, as paths relative to it, sorted.
    public func files(withExtensions extensions: Set<String>) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") { continue }
            if extensions.contains((name as NSString).pathExtension) || name == EnvironmentRecord.fileName {
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// Removes golden `path` (relative to the root), and its folder when that leaves it empty.
    public func remove(_ path: String) throws(GoldenError) {
        let url = root.appendingPathComponent(path)
        do {
            try FileManager.default.removeItem(at: url)
            let folder = url.deletingLastPathComponent()
            if folder.standardizedFileURL != root.standardizedFileURL,
               (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try FileManager.default.removeItem(at: folder)
            }
        } catch {
            throw .io(path: url.path, problem: "cannot remove: \(error.localizedDescription)")
        }
    }
}
