import Dial

extension GoldenStore {
    /// The folder of the store that holds `dial timeline`'s filmstrip goldens, which belong to no face variant.
    public static let filmstrips = "filmstrips"

    /// Golden files (and environment records) in the store that no face of `faces` asks for, relative to the store,
    /// sorted: what `dial golden prune` removes and `dial golden verify` reports.
    ///
    /// - Parameters:
    ///   - faces: Every face whose goldens are wanted.
    ///   - folders: Only goldens in these folders of the store are looked at; nil looks at all of them.
    /// - Returns: The paths, relative to the store, of goldens no face asks for. The filmstrips folder is never
    ///   among them: its goldens are checked by the timeline's own tests.
    public func orphans(of faces: [GoldenFace], within folders: Set<String>? = nil) -> [String] {
        var wanted = Set<String>()
        for face in faces {
            wanted.insert("\(face.name)/\(EnvironmentRecord.fileName)")
            for variant in face.face.variants {
                for format in OutputFormat.allCases { wanted.insert("\(face.name)/\(variant.name).\(format.rawValue)") }
            }
        }
        return files(withExtensions: Set(OutputFormat.allCases.map(\.rawValue))).filter { path in
            guard !wanted.contains(path), !path.hasPrefix(Self.filmstrips + "/") else { return false }
            guard let folders else { return true }
            return folders.contains { path.hasPrefix($0 + "/") }
        }
    }
}
