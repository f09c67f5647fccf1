import ArgumentParser
import DialGolden
import Foundation

/// `dial diff`: two PNG files compared as pixelmatch v7.2.0 compares them.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNG images as pixelmatch does and print how many pixels differ.",
        discussion: "Exit status 0 when no pixel differs, 1 when some do (or the sizes differ), 2 for unreadable input.")

    @Argument(help: "The expected image (PNG).")
    var expected: String

    @Argument(help: "The actual image (PNG).")
    var actual: String

    @Option(help: "How different two pixels may look before they count, 0 to 1 (pixelmatch's threshold).")
    var threshold: Double = 0.1

    @Option(help: ArgumentHelp("Write the diff image (PNG) here.", valueName: "diff.png"))
    var out: String?

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAntiAliased = false

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, over a transparent image.")
    var diffMask = false

    func validate() throws {
        guard (0...1).contains(threshold) else {
            throw ValidationError("--threshold: expected a number from 0 to 1, found \(threshold)")
        }
    }

    func run() throws {
        let options = PixelDiffOptions(threshold: threshold, includesAntiAliased: includeAntiAliased, diffMask: diffMask)
        let diffImage = out.map { URL(fileURLWithPath: $0) }
        let outcome = Result { () throws(GoldenError) in
            try PixelDiff.compareFiles(expected: expected, actual: actual, options: options, diffImage: diffImage)
        }
        if case .failure(.sizeMismatch(let first, let second)) = outcome {
            print("sizes differ: \(expected) is \(first), \(actual) is \(second)")
            throw CommandError.checkFailed
        }
        let compared = try outcome.get()
        let share = compared.size.pixelCount == 0 ? 0 : Double(compared.result.mismatchedPixels) * 100 / Double(compared.size.pixelCount)
        print("\(compared.result.mismatchedPixels) pixels differ (\(String(format: "%.3f", share)) % of \(compared.size))")
        if compared.result.mismatchedPixels > 0 { throw CommandError.checkFailed }
    }
}
