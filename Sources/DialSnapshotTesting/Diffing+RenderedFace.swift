#if SnapshotTesting
import Dial
import DialGolden
import Foundation
import SnapshotTesting

extension SnapshotTesting.Diffing where Value == RenderedFace {
    /// PNG references compared by Dial's pixelmatch-compatible comparator, as `assertGolden` compares them: the same
    /// bytes match at once; otherwise the pixels are compared at `tolerance`. A mismatch names the pixels that differ
    /// and leaves Expected | Diff | Actual on disk (see `FailurePictures`), and attaches it for Xcode.
    static func dialPixels(_ tolerance: ImageTolerance) -> Self {
        dial(.png, GoldenFormat<[UInt8]>.png(tolerance))
    }

    /// SVG and text-dump references compared line by line (line endings aside); a mismatch shows a unified diff,
    /// which for the dump names each draw command that changed.
    static func dialLines(_ format: OutputFormat) -> Self {
        dial(format, GoldenFormat<[UInt8]>.lines)
    }

    private static func dial(_ format: OutputFormat, _ comparison: GoldenFormat<[UInt8]>) -> Self {
        .diff(
            toData: { Data($0.bytes) },
            fromData: { RenderedFace(format: format, bytes: Array($0)) },
            diffV2: { reference, actual in
                if let failure = actual.failure { return ("Dial could not draw the face: \(failure)", []) }
                let difference: GoldenDifference
                do {
                    guard let found = try comparison.diff(reference.bytes, actual.bytes) else { return nil }
                    difference = found
                } catch {
                    return ("The reference cannot be compared: \(error)", [])
                }
                let pictures = FailurePictures.shared.write(difference, expected: reference.bytes, actual: actual.bytes,
                                                            pathExtension: actual.format.rawValue)
                let message = ["Dial: \(difference.summary)", difference.textDiff, pictures.message].compactMap { $0 }
                    .joined(separator: "\n")
                var attachments: [DiffAttachment] = []
                if let composite = pictures.composite, let bytes = try? Data(contentsOf: composite) {
                    attachments.append(.data(bytes, name: composite.lastPathComponent))
                }
                return (message, attachments)
            })
    }
}

/// A dump that could not be drawn, as the text the dump strategy stores: Dial's dumps begin with their header line, so
/// this one cannot be taken for a drawing.
enum DumpFailure {
    static let prefix = "Dial could not draw this face: "

    static func text(_ rendered: RenderedFace) -> String { prefix + (rendered.failure ?? "") + "\n" }
}

extension SnapshotTesting.Diffing where Value == String {
    /// Text dumps compared line by line by DialGolden, with its unified diff.
    static var dialDump: Self {
        let lines = Self.dialFace(.txt)
        return .diff(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { reference, actual in
                lines.diffV2(RenderedFace(format: .txt, bytes: Array(reference.utf8)),
                             actual.hasPrefix(DumpFailure.prefix)
                                 ? RenderedFace(format: .txt, failure: String(actual.dropFirst(DumpFailure.prefix.count).dropLast()))
                                 : RenderedFace(format: .txt, bytes: Array(actual.utf8)))
            })
    }

    private static func dialFace(_ format: OutputFormat) -> SnapshotTesting.Diffing<RenderedFace> {
        .dialLines(format)
    }
}
#endif
