import Foundation

/// `manifest.json`: every file an export wrote (with the digest of the display list it was drawn from, its context
/// and its own SHA-256), the faces it read (by name, never by a digest of the file) and what failed. It holds nothing that depends on timing or on the number of workers, so the same export
/// gives the same bytes however it was run: in one go, resumed after a kill, or in shards and merged.
public struct ExportManifest: Codable, Equatable, Sendable {
    /// The manifest's format: 2 since entries name their display list instead of their face file's digest.
    public var version: Int
    /// SHA-256 of the faces' names and the matrix: the shards of one export share it, and merging refuses any other.
    public var plan: String
    /// `2/4` in a shard's manifest; nil in a whole or merged one.
    public var shard: String?
    /// Sorted by file.
    public var faces: [ManifestFace]
    /// Sorted by job, then file.
    public var outputs: [ManifestEntry]
    /// Sorted by face, then files.
    public var failures: [ExportFailure]

    /// The file name of a whole or merged export's manifest.
    public static let fileName = "manifest.json"
    static let version = 2

    /// A manifest with its lists sorted, so that its bytes depend on what was written and not on the order it
    /// landed in.
    package init(plan: String, shard: ExportShard, faces: [ManifestFace], outputs: [ManifestEntry], failures: [ExportFailure]) {
        version = Self.version
        self.plan = plan
        self.shard = shard.isWhole ? nil : shard.description
        self.faces = Set(faces).sorted()
        self.outputs = outputs.sorted(by: ManifestEntry.inManifestOrder)
        self.failures = Set(failures).sorted()
    }

    /// `manifest.json`, or `manifest-shard-2-of-4.json` for a shard, so shards can share a folder.
    public static func fileName(for shard: ExportShard) -> String {
        shard.isWhole ? fileName : "manifest-shard-\(shard.index)-of-\(shard.count).json"
    }

    /// Where a running export lists each file as soon as it is written, for `--resume` after a kill.
    static func journalName(for shard: ExportShard) -> String {
        fileName(for: shard).replacingOccurrences(of: ".json", with: ".journal")
    }

    /// JSON with one face, output or failure a line (keys sorted within each), so that a changed file changes one
    /// line of a diff.
    public func encoded() -> [UInt8] {
        var writer = Writer()
        return writer.header(plan: plan, shard: shard, faces: faces) + writer.outputs(outputs) + writer.footer(failures: failures)
    }

    /// Writes a manifest a piece at a time, the same bytes as `encoded()`: a running export streams its manifest
    /// to disk, so its memory does not grow with the number of files it writes.
    struct Writer {
        private let encoder = EncodedEntry.encoder()
        private var outputCount = 0

        /// Everything up to the first output. `faces` sorted by file.
        func header(plan: String, shard: String?, faces: [ManifestFace]) -> [UInt8] {
            var text = "{\n  \"version\": \(ExportManifest.version),\n  \"plan\": \"\(plan)\",\n"
            if let shard { text += "  \"shard\": \"\(shard)\",\n" }
            return Array(text.utf8) + array("faces", faces) + Array(",\n  \"outputs\": [".utf8)
        }

        /// The lines of `entries`, which come after every output written before, in manifest order.
        mutating func outputs(_ entries: [ManifestEntry]) -> [UInt8] {
            outputs(entries.map { EncodedEntry($0, encoder: encoder) })
        }

        mutating func outputs(_ entries: [EncodedEntry]) -> [UInt8] {
            var bytes: [UInt8] = []
            for entry in entries {
                bytes += (outputCount == 0 ? "\n    " : ",\n    ").utf8
                bytes += entry.json
                outputCount += 1
            }
            return bytes
        }

        /// The end of the outputs and everything after them. `failures` sorted.
        func footer(failures: [ExportFailure]) -> [UInt8] {
            Array((outputCount == 0 ? "],\n" : "\n  ],\n").utf8) + array("failures", failures) + Array("\n}\n".utf8)
        }

        private func array(_ name: String, _ items: [some Encodable]) -> [UInt8] {
            var bytes = Array("  \"\(name)\": [".utf8)
            for (index, item) in items.enumerated() {
                bytes += (index == 0 ? "\n    " : ",\n    ").utf8
                bytes += json(item)
            }
            bytes += (items.isEmpty ? "]" : "\n  ]").utf8
            return bytes
        }

        // Strings, integers and arrays or structs of those: encoding cannot fail.
        private func json(_ value: some Encodable) -> [UInt8] { Array(try! encoder.encode(value)) }
    }

    /// Reads a manifest; `path` is how errors name it.
    public static func decode(_ bytes: [UInt8], path: String) throws(DialError) -> ExportManifest {
        let manifest: ExportManifest
        do {
            manifest = try JSONDecoder().decode(ExportManifest.self, from: Data(bytes))
        } catch {
            throw .io(path: path, problem: "is not a Dial export manifest: \(error)")
        }
        guard manifest.version == version else {
            throw .io(path: path, problem: "is an export manifest of version \(manifest.version); this Dial reads version \(version)")
        }
        return manifest
    }

    /// Joins the manifests of every shard of one export into the manifest the export would have written unsharded.
    public static func merged(_ shards: [ExportManifest], folder: String) throws(DialError) -> ExportManifest {
        guard let first = shards.first else {
            throw .incompleteShards(folder: folder, problem: "no shard manifests (manifest-shard-I-of-N.json) there")
        }
        var parts: [Int: ExportManifest] = [:]
        var count: Int?
        for manifest in shards {
            guard let text = manifest.shard, let shard = ExportShard(text) else {
                throw .incompleteShards(folder: folder, problem: "a manifest there is not a shard's")
            }
            guard manifest.plan == first.plan else {
                throw .incompleteShards(folder: folder, problem: "shard \(shard) comes from another export (plan \(manifest.plan.prefix(12)), not \(first.plan.prefix(12)))")
            }
            guard count == nil || count == shard.count else {
                throw .incompleteShards(folder: folder, problem: "shard \(shard) is one of \(shard.count), others are of \(count!)")
            }
            count = shard.count
            guard parts.updateValue(manifest, forKey: shard.index) == nil else {
                throw .incompleteShards(folder: folder, problem: "two manifests for shard \(shard)")
            }
        }
        let total = count ?? 1
        let missing = (1...total).filter { parts[$0] == nil }
        guard missing.isEmpty else {
            throw .incompleteShards(folder: folder, problem: "missing shard \(missing.map { "\($0)/\(total)" }.joined(separator: ", "))")
        }
        var owners: [String: String] = [:]
        for (index, manifest) in parts {
            for entry in manifest.outputs {
                if let other = owners.updateValue("\(index)/\(total)", forKey: entry.file) {
                    throw .incompleteShards(folder: folder, problem: "shards \(other) and \(index)/\(total) both list \(entry.file)")
                }
            }
        }
        return ExportManifest(plan: first.plan, shard: .whole, faces: shards.flatMap(\.faces), outputs: shards.flatMap(\.outputs),
                              failures: shards.flatMap(\.failures))
    }
}
