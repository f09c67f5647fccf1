import DialText
import DialHash

/// File and folder names made from data: a face file's name, variant names, complication ids.
///
/// Such a name must stay one harmless path component wherever it comes from: no `/` to climb out of the output
/// folder, no leading `.` to hide it (or make it `..`), no leading `-` for a shell command to read as an option,
/// nothing outside ASCII for a file system to normalise, and short enough that `AtomicFile`'s temporary name for
/// it (`.NAME.PID-N.tmp`) still fits the file system's 255 bytes.
package enum OutputName {
    /// Bytes in one name before its extension. A file system allows 255; an extension and the temporary name's
    /// additions (a process id and a count of its writes) take at most 40 more.
    package static let maxLength = 200

    /// `text` as a name: ASCII letters, digits, `.`, `-` and `_` kept, anything else `_`; a leading `.` or `-`
    /// becomes `_`; never empty; cut to `maxLength` as `fitted` does.
    package static func component(_ text: String) -> String {
        var safe = String(text.unicodeScalars.map { isKept($0) ? Character($0) : "_" })
        if let first = safe.first, first == "." || first == "-" {
            safe = "_" + safe.dropFirst()
        }
        return fitted(safe.isEmpty ? "_" : safe)
    }

    /// `name` itself when it has at most `maxLength` bytes; else its start, `-`, and 8 hex digits of its SHA-256,
    /// `maxLength` bytes in all, so that two long names that differ only past the cut stay two names.
    package static func fitted(_ name: String, maxLength: Int = maxLength) -> String {
        let bytes = Array(name.utf8)
        guard bytes.count > maxLength else { return name }
        let digest = bytes.withUnsafeBytes(SHA256.hexDigest(of:)).prefix(8)
        // Cut on a scalar boundary: the caller's names are ASCII, but a stray multi-byte scalar must not be split.
        var kept = ""
        for scalar in name.unicodeScalars {
            guard kept.utf8.count + scalar.utf8.count <= maxLength - 9 else { break }
            kept.unicodeScalars.append(scalar)
        }
        return kept + "-" + digest
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": true
        default: false
        }
    }
}
