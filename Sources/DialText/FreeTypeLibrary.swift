import CFreeType

/// Owns one FreeType library instance; faces opened from it keep it alive.
///
/// FreeType is not thread-safe within one library, which is why each `TextShaper` has its own.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        // Only fails when memory runs out, which nothing here could recover from.
        guard error == 0, let library else {
            preconditionFailure("FreeType failed to initialise (error \(error))")
        }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }

    /// The FreeType this process runs with, as "2.13.2".
    var version: String {
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(handle, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
