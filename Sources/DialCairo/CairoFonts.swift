import CCairo
import DialText
import Synchronization

/// Cairo font faces for the pinned fonts, made from FreeType faces opened by path (never through fontconfig).
/// One per backend, so one per thread: faces are created lazily and released with the backend.
final class CairoFonts {
    private let files: FontFiles
    private var faces: [PinnedFont: OpaquePointer] = [:]
    /// Unhinted, grey antialiasing, unhinted metrics: the same pixels on every machine with the same libraries.
    let options: OpaquePointer

    init(files: FontFiles) {
        self.files = files
        options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    }

    deinit {
        for face in faces.values { cairo_font_face_destroy(face) }
        cairo_font_options_destroy(options)
    }

    /// The cairo font face of `font`, opening its file on first use.
    func face(_ font: PinnedFont) throws(CairoError) -> OpaquePointer {
        if let face = faces[font] { return face }
        let path = files.path(of: font)
        var ftFace: FT_Face?
        let error = FreeTypeLibrary.shared.withLock { library in FT_New_Face(library, path, 0, &ftFace) }
        guard error == 0, let ftFace else { throw .fontUnreadable(path: path, code: error) }
        let face = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING))!
        // Cairo may keep the face in its caches after we release it; it closes the FreeType face when it is done.
        let status = cairo_font_face_set_user_data(face, &fontFaceKey, UnsafeMutableRawPointer(ftFace)) { pointer in
            _ = FreeTypeLibrary.shared.withLock { _ in FT_Done_Face(pointer?.assumingMemoryBound(to: FT_FaceRec_.self)) }
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(face)
            FT_Done_Face(ftFace)
            throw .cairo(operation: "font face user data", status: String(cString: cairo_status_to_string(status)))
        }
        faces[font] = face
        return face
    }
}

/// Tags a cairo font face with the FreeType face it owns.
nonisolated(unsafe) private var fontFaceKey = cairo_user_data_key_t()

/// One FreeType library for the process, never freed: cairo may close faces made from it at any later time.
/// Opening and closing faces goes through its lock, as FreeType requires.
final class FreeTypeLibrary: Sendable {
    static let shared = FreeTypeLibrary()

    private let library: Mutex<LibraryHandle>

    private struct LibraryHandle: @unchecked Sendable { var pointer: FT_Library? }

    private init() {
        var pointer: FT_Library?
        FT_Init_FreeType(&pointer)
        library = Mutex(LibraryHandle(pointer: pointer))
    }

    func withLock<T>(_ body: (FT_Library?) -> T) -> T {
        library.withLock { body($0.pointer) }
    }
}
