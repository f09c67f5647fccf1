/// The largest face Dial agrees to read and draw.
///
/// A face file comes from anyone: a pull request, a shared folder, a CI job. Each limit is far beyond what a real face
/// needs, and near enough that a hostile or broken file costs milliseconds and megabytes, never the stack, the
/// memory or an overflow trap. Going past one is an error like any other bad value: it names the file, the JSON
/// path, the limit (as `expected`) and what the file holds (as `found`).
///
/// The JSON-level limits (the first five) are enforced by `FaceDecoder` while it reads a document, so they hold for
/// every value in the file, read by the model or not. The counts below them need the face model and are enforced
/// where the model reads those fields.
package enum FaceLimits {
    // MARK: JSON level (enforced by FaceDecoder)

    /// Bytes in one face file: 4 MiB. The bench's heavy face, every slot full, is under 20 KiB.
    package static let maxFileBytes = 4 << 20

    /// Arrays and objects nested in one another: 64. A face nests about 8 deep; each level costs a stack frame in
    /// the parser and the decoder, so the bound is what keeps hostile nesting from overflowing the stack.
    package static let maxDepth = 64

    /// Unicode scalars in one string, keys included: 4,096. Counted in scalars rather than characters, so that a
    /// "character" made of thousands of combining marks counts as thousands: shaping cost follows scalars.
    /// SVG path data is a string too, and falls under this limit.
    package static let maxStringLength = 4_096

    /// The magnitude of any number: 10⁹. Below `Int32.max`, so a value can be handed to a C library's `int`; two
    /// such values multiply without overflowing `Int64`; sizes, durations (31 years), counts and scores are all
    /// smaller. JSON has no NaN or infinity, but a literal such as `1e400` would become one: it is refused here.
    package static let maxNumberMagnitude: Double = 1e9

    /// Characters in one number literal: 100. A `Double` keeps 17 significant digits; a literal of a million digits
    /// would only cost time to convert.
    package static let maxNumberLength = 100

    // MARK: Face level (enforced where the model reads the field)

    /// Complications on one face: 64 (the busiest built-in style has 9 slots; a `custom` face names its own).
    package static let maxComplications = 64

    /// Lines in one `stack`: 3, what the tallest family (rectangular) shows, wrapped lines counted.
    package static let maxLinesPerStack = 3

    /// Entries in one complication's timeline: 1,000 (a day at one entry a minute and a half).
    package static let maxTimelineEntries = 1_000

    /// Pixels of one picture (`"file"` images) once decoded: 2048 × 2048, 16 MiB of RGBA, several times a screen.
    package static let maxImagePixels = 2_048 * 2_048

    /// Bytes of one picture file, read before decoding: 4 MiB, as for a face file.
    package static let maxImageBytes = 4 << 20

    /// Commands in one path's data (`M`, `L`, `C`, `A`, ..., each repetition of a command's arguments counted),
    /// as written: 1,000.
    package static let maxPathCommands = 1_000

    /// Characters in one path's data: 10,000 (the busiest built-in icon has about 1,300). Checked by `SVGPathParser`
    /// before it reads anything; path data in a face file meets `maxStringLength` first.
    package static let maxPathCharacters = 10_000

    /// The magnitude of a number in path data, as written: 10⁶. Larger ones are typos, and would lose precision in
    /// Cairo's 24.8 fixed-point coordinates.
    package static let maxPathNumberMagnitude: Double = 1e6
}

extension FaceLimits {
    /// `bytes` in words for an error message: "4 MiB (4194304 bytes)" or "812 bytes".
    static func describe(bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB (\(bytes) bytes)" : "\(bytes) bytes"
    }
}
