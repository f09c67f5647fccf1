import Foundation

/// Where a test's package lives, found from the test's own source path, so goldens and reports land in the
/// package however `swift test` was started.
public enum PackageRoot {
    /// The nearest folder at or above `filePath` that holds a `Package.swift`; nil when there is none.
    public static func containing(_ filePath: String) -> URL? {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
