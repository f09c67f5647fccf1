import DialFiles
import DialPNG
import Foundation

extension PixelDiff {
    /// Compares two PNG files as pixelmatch does (`dial diff`), and writes the diff image when asked.
    ///
    /// - Parameters:
    ///   - expected: The expected image's path.
    ///   - actual: The actual image's path.
    ///   - options: pixelmatch's options.
    ///   - diffImage: Where to write the diff image (PNG), whole or not at all; nil writes none.
    /// - Returns: What differs, and the images' size.
    /// - Throws: `GoldenError.sizeMismatch` when the sizes differ; `io` or `unreadableImage` for a file that cannot be
    ///   read or decoded, naming it; `io` when the diff image cannot be written.
    public static func compareFiles(expected: String, actual: String, options: PixelDiffOptions = PixelDiffOptions(),
                                    diffImage: URL? = nil) throws(GoldenError) -> (result: PixelDiffResult, size: ImageSize) {
        let first = try readPNG(expected)
        let second = try readPNG(actual)
        let result = try compare(first, second, options: options, drawsDiff: diffImage != nil)
        if let diffImage, let image = result.diffImage {
            let bytes: [UInt8]
            do throws(PNGError) {
                bytes = try PNGEncoder.encode(image)
            } catch {
                throw .encoding(error)
            }
            do throws(FileError) {
                try AtomicFile.write(bytes, to: diffImage)
            } catch {
                guard case .cannotWrite(_, let reason) = error else { throw .io(path: diffImage.relativePath, problem: "\(error)") }
                throw .io(path: diffImage.relativePath, problem: "cannot write: \(reason)")
            }
        }
        return (result, ImageSize(of: first))
    }

    private static func readPNG(_ path: String) throws(GoldenError) -> RGBAImage {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .io(path: path, problem: "cannot read: \(FileManager.default.fileExists(atPath: path) ? error.localizedDescription : "no such file")")
        }
        do throws(PNGError) {
            return try PNGDecoder.decode(bytes)
        } catch {
            throw .unreadableImage(path: path, error)
        }
    }
}
