import DialCore
import DialFiles
import DialModel
import Foundation

/// An export's hold on its folder: a lock that keeps other exports out while it runs, and the rule that a folder
/// holds one export: files the new manifest would not list (another export's frames, a `hide-none` picture beside
/// redacted ones) make it refuse the folder, or, with `--clean`, are removed first.
///
/// **The lock** is `flock(2)` on `.dial-export.lock` in the folder (`FileLock`): the kernel drops it when the process
/// dies, so a killed export never blocks the next. A whole export or a merge holds it exclusively; a shard holds it
/// shared, so the shards of an export can write into one folder at once (a Kubernetes indexed Job on one volume), and
/// holds `.dial-export-shard-I-of-N.lock` exclusively, so the same shard cannot run twice at once. An export that
/// ends removes the lock files it held exclusively (`FileLock.release`); the shared one stays, an empty hidden file.
///
/// **What belongs to the export**: the lock files; its manifest, journal and contact sheet (for a shard, also every
/// shard's manifest and journal of the same count); in each face's folder, the outputs of its contexts in the matrix's
/// formats (for faces of other shards, whose screens this shard does not read, the contexts of any screen); and the
/// temporary files of any of these. `--resume` of the same export therefore finds nothing foreign, while one with
/// another matrix or other faces does.
///
/// **What `--clean` removes**: only what looks like Dial's output: at the top, manifests, journals, `index.html` and
/// temporary files; one folder down, `DEVICE-….png|svg|txt` and temporary files; then the folders left empty. Never
/// a symbolic link (nor anything through one: folders are opened with `O_NOFOLLOW` and files removed relative to
/// them, so a link swapped in meanwhile leads nowhere), nothing deeper, no other file. If anything else is foreign,
/// nothing is removed and the export is refused, naming it.
final class ExportFolder {
    static let lockName = ".dial-export.lock"

    let url: URL
    private let locks: [FileLock]

    /// Makes the folder if it is missing and locks it: for `shard` nil (a merge) or whole, exclusively.
    init(_ url: URL, shard: ExportShard?) throws(DialError) {
        self.url = url
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .io(path: url.relativePath, problem: "cannot make the export folder: \((error as NSError).localizedDescription)")
        }
        do throws(FileError) {
            let whole = shard?.isWhole ?? true
            var locks = [try FileLock(url.appendingPathComponent(Self.lockName), exclusive: whole)]
            if let shard, !whole {
                let name = ".dial-export-shard-\(shard.index)-of-\(shard.count).lock"
                locks.append(try FileLock(url.appendingPathComponent(name), exclusive: true))
            }
            self.locks = locks
        } catch {
            if case .locked = error { throw .exportFolderInUse(folder: url.relativePath) }
            throw .file(error)
        }
    }

    /// Lets other exports in; called when the export has ended, whether it succeeded or not.
    func release() {
        for lock in locks.reversed() { lock.release() }
    }

    /// Refuses the folder if it holds files that do not belong to `plan`'s export; with `clean`, removes them first
    /// when every one of them looks like Dial's output.
    func claim(for plan: ExportPlan, clean: Bool) throws(DialError) {
        let owner = Owner(plan)
        let found = strays(owner)
        guard !found.isEmpty else { return }
        let cleanable = found.allSatisfy(\.cleanable)
        guard clean, cleanable else {
            // When `--clean` cannot do it all, only what it would leave is named: that is what the user must see to.
            let names = found.filter { cleanable || !$0.cleanable }.map(\.path).sorted()
            throw .strayFiles(folder: url.relativePath, first: Array(names.prefix(5)), count: names.count, cleanable: cleanable)
        }
        try remove(found)
    }

    // MARK: - Looking

    /// A file or folder the export would not list.
    private struct Stray {
        /// Relative to the export folder; a folder ends in `/`.
        var path: String
        /// The folder it is in, `nil` for the export folder itself, and its name there.
        var folder: String?
        var name: String
        var cleanable: Bool
    }

    private enum Kind { case file, folder, other }

    private func strays(_ owner: Owner) -> [Stray] {
        let top = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return [] }
        defer { close(top) }
        var found: [Stray] = []
        for (name, kind) in Self.entries(of: top) {
            switch kind {
            case .file:
                if !owner.ownsSummary(name) {
                    found.append(Stray(path: name, folder: nil, name: name, cleanable: Self.looksLikeSummary(name)))
                }
            case .folder:
                let inner = openat(top, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard inner >= 0 else {
                    found.append(Stray(path: name + "/", folder: nil, name: name, cleanable: false))
                    continue
                }
                defer { close(inner) }
                // By name whatever it is: something else at an output's name is replaced, or makes that write fail.
                for (file, innerKind) in Self.entries(of: inner) where !owner.owns(file, in: name) {
                    let path = name + "/" + file + (innerKind == .folder ? "/" : "")
                    found.append(Stray(path: path, folder: name, name: file, cleanable: innerKind == .file && Self.looksLikeOutput(file)))
                }
            case .other:
                found.append(Stray(path: name, folder: nil, name: name, cleanable: false))
            }
        }
        return found
    }

    /// The names in the folder open at `descriptor`, with what each is, links not followed.
    private static func entries(of descriptor: Int32) -> [(String, Kind)] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(stream) }
        var entries: [(String, Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            entries.append((name, type == S_IFREG ? .file : type == S_IFDIR ? .folder : .other))
        }
        return entries
    }

    /// A manifest, journal, contact sheet or temporary file at the top of an export folder.
    private static func looksLikeSummary(_ name: String) -> Bool {
        if AtomicFile.target(ofTemporary: name) != nil { return true }
        return name == ExportManifest.fileName || name == ContactSheet.fileName
            || (name.hasPrefix("manifest") && (name.hasSuffix(".json") || name.hasSuffix(".journal")))
    }

    /// An output in a face's folder, `DEVICE-….png|svg|txt`, or a temporary file of one.
    private static func looksLikeOutput(_ name: String) -> Bool {
        let target = AtomicFile.target(ofTemporary: name) ?? name
        let stem = (target as NSString).deletingPathExtension
        return OutputFormat(rawValue: (target as NSString).pathExtension) != nil
            && DeviceID.allCases.contains { stem.hasPrefix($0.rawValue + "-") }
    }

    // MARK: - Cleaning

    /// Removes `strays`, every one cleanable, relative to folders opened without following links; then the folders
    /// that are left empty.
    private func remove(_ strays: [Stray]) throws(DialError) {
        let top = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { throw .io(path: url.relativePath, problem: "cannot open: \(String(cString: strerror(errno)))") }
        defer { close(top) }
        var byFolder: [String: [String]] = [:]
        for stray in strays {
            guard let folder = stray.folder else {
                try unlink(stray.name, in: top, path: stray.path)
                continue
            }
            byFolder[folder, default: []].append(stray.name)
        }
        for (folder, names) in byFolder.sorted(by: { $0.key < $1.key }) {
            let inner = openat(top, folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard inner >= 0 else { throw .io(path: folder, problem: "cannot open: \(String(cString: strerror(errno)))") }
            defer { close(inner) }
            for name in names { try unlink(name, in: inner, path: folder + "/" + name) }
            // Only if now empty: a face folder that still holds this export's files stays.
            _ = unlinkat(top, folder, AT_REMOVEDIR)
        }
    }

    private func unlink(_ name: String, in folder: Int32, path: String) throws(DialError) {
        guard unlinkat(folder, name, 0) == 0 || errno == ENOENT else {
            throw .io(path: url.appendingPathComponent(path).relativePath, problem: "cannot remove: \(String(cString: strerror(errno)))")
        }
    }

    // MARK: - Belonging

    /// Which files an export's folder may hold.
    private struct Owner {
        let shard: ExportShard
        let formats: Set<String>
        /// For each face folder of the export, the stems of its outputs.
        var stems: [String: Set<String>] = [:]

        init(_ plan: ExportPlan) {
            shard = plan.request.shard
            let matrix = plan.request.matrix
            formats = Set(matrix.formats.map(\.rawValue))
            var byDevice: [DeviceID: Set<String>] = [:]
            // A matrix that names the screens gives every face the same names.
            func stems(_ device: DeviceID) -> Set<String> {
                let key = matrix.devices == nil ? device : Resolver.defaultDevice
                if let known = byDevice[key] { return known }
                let made = Set(matrix.contexts(ownDevice: key).map(\.stem))
                byDevice[key] = made
                return made
            }
            // Faces of other shards were not read: any screen's names are theirs.
            let anyDevice = DeviceID.allCases.reduce(into: Set<String>()) { $0.formUnion(stems($1)) }
            for slug in plan.allSlugs { self.stems[slug] = anyDevice }
            for face in plan.faces {
                switch face.outline {
                case .success(let outline): self.stems[face.slug] = stems(outline.device ?? Resolver.defaultDevice)
                case .failure: self.stems[face.slug] = []
                }
            }
        }

        func ownsSummary(_ name: String) -> Bool {
            if name.hasPrefix(".dial-export"), name.hasSuffix(".lock") { return true }
            let target = AtomicFile.target(ofTemporary: name) ?? name
            // A shard's too: the merge of its export writes them, and any other export's frames are refused anyway.
            if [ExportManifest.fileName, ExportManifest.journalName(for: .whole), ContactSheet.fileName].contains(target) { return true }
            // Every shard of the same count: they share the folder.
            for suffix in [".json", ".journal"] where target.hasPrefix("manifest-shard-") && target.hasSuffix(suffix) {
                let numbers = target.dropFirst("manifest-shard-".count).dropLast(suffix.count).replacingOccurrences(of: "-of-", with: "/")
                return ExportShard(numbers)?.count == shard.count
            }
            return false
        }

        func owns(_ name: String, in folder: String) -> Bool {
            guard let stems = stems[folder] else { return false }
            let target = AtomicFile.target(ofTemporary: name) ?? name
            let format = (target as NSString).pathExtension
            return formats.contains(format) && stems.contains(String(target.dropLast(format.count + 1)))
        }
    }
}
