import CCairo
import CFreeType
import CHarfBuzz
import CPNG
import CPixman

/// The versions of the C libraries this process runs with, asked of the libraries themselves (not of the headers
/// it was built against), and the revisions of font files: what decides a golden's pixels besides Dial.
enum NativeVersions {
    /// cairo, pixman, FreeType, HarfBuzz and libpng, by name.
    static func libraries() -> [String: String] {
        [
            "cairo": String(cString: cairo_version_string()),
            "pixman": String(cString: pixman_version_string()),
            "freetype": freeTypeVersion() ?? "unknown",
            "harfbuzz": String(cString: hb_version_string()),
            "libpng": String(cString: png_get_libpng_ver(nil)),
        ]
    }

    private static func freeTypeVersion() -> String? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// The font's own revision (the `head` table's fontRevision, as "4.000"), or nil when the file cannot be read.
    /// Shown beside the hashes because "Inter 4.000 → 4.100" says more to a person than two digests.
    static func fontRevision(path: String) -> String? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        defer { FT_Done_Face(face) }
        guard let table = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) else { return nil }
        let revision = Double(table.assumingMemoryBound(to: TT_Header.self).pointee.Font_Revision) / 65536
        // Revisions are written with three decimals by convention (1.000, 4.001); rounding hides 16.16 noise.
        let thousandths = Int((revision * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
