import Foundation

/// What the test targets share about where they run: the repository, the built `dial`, programs on PATH, and whether
/// this is CI, where everything the suite needs must be installed.
public enum TestEnvironment {
    /// Whether the suite runs under CI (`CI` set, as CI services and `.ci/run` set it). There a test that needs a
    /// font, a browser or a fixture runs even when it is missing, and fails: a skip is not a pass.
    public static let isCI: Bool = {
        guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }()

    /// How long a test waits for what takes seconds on an idle machine: a program to start and print, a server to
    /// answer, a page to show, a file to appear. CI runs the suite on two cores beside builds and other suites, where
    /// such a start can take a hundred times as long as alone; ten minutes still ends a hang, and a wait that is
    /// answered sooner ends sooner. A wait whose length is the point (a server's own deadline) keeps its own.
    public static let patience: TimeInterval = 600

    /// Whether a test that needs something `installed` runs: where it is installed, and always under CI, so that a
    /// missing one fails there instead of being skipped.
    public static func runs(needing installed: Bool) -> Bool { installed || isCI }

    /// The repository's root folder (this file is `Tests/DialTestSupport/TestEnvironment.swift`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `dial` executable built beside the test bundle.
    public static var dial: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.pathExtension == "xctest" || ["Contents", "MacOS"].contains(folder.lastPathComponent) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("dial")
    }

    /// The first of `names` found as an executable on PATH.
    public static func executable(named names: [String]) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in names {
                let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// Headless Chromium (Debian's `chromium`, which `scripts/setup-test.sh` installs), if installed.
    public static let chromium: URL? = executable(named: ["chromium", "chromium-browser", "google-chrome"])
}
