import Foundation

/// How Dial writes JSON, everywhere it does: keys sorted (the bytes depend on the values alone, never on a
/// dictionary's order in this process) and slashes as they are (paths stay readable). One configuration, so that a
/// face, a manifest, a report and an event read alike and the same value gives the same bytes wherever it is written.
package enum JSONLayout {
    /// Indented: files and reports a person opens (a face, a golden record, `--json` output of a command).
    case document
    /// On one line: a line of a stream or a body (export events, the preview's answers, manifest entries), where a
    /// newline inside the value must not end it early.
    case line
}

extension JSONEncoder {
    /// An encoder that writes `layout`.
    package static func dial(_ layout: JSONLayout) -> JSONEncoder {
        let encoder = JSONEncoder()
        switch layout {
        case .document: encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        case .line: encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        }
        return encoder
    }
}
