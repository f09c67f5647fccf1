import Foundation

/// Whether the tests of the optional fonts may skip when a font is not installed.
enum InstalledFonts {
    /// Under `CI` (set, and not "0" or "false"), every pinned font must be there: a test that needs one runs, and
    /// fails, rather than reports itself skipped while the set-up is broken.
    static let areRequired: Bool = {
        guard let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty else { return false }
        return ci != "0" && ci.lowercased() != "false"
    }()
}
