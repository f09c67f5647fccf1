import ArgumentParser
import Dial
import DialFiles
import DialGolden
import DialPNG
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
        let first = try GoldenCLI.readPNG(expected)
        let second = try GoldenCLI.readPNG(actual)
        guard first.width == second.width, first.height == second.height else {
            print("sizes differ: \(expected) is \(ImageSize(of: first)), \(actual) is \(ImageSize(of: second))")
            throw ExitCode(1)
        }
        let options = PixelDiffOptions(threshold: threshold, includesAntiAliased: includeAntiAliased, diffMask: diffMask)
        let result = try PixelDiff.compare(first, second, options: options, drawsDiff: out != nil)
        if let out, let image = result.diffImage {
            try AtomicFile.write(try PNGEncoder.encode(image), to: URL(fileURLWithPath: out))
        }
        let total = first.width * first.height
        let share = total == 0 ? 0 : Double(result.mismatchedPixels) * 100 / Double(total)
        print("\(result.mismatchedPixels) pixels differ (\(String(format: "%.3f", share)) % of \(ImageSize(of: first)))")
        if result.mismatchedPixels > 0 { throw ExitCode(1) }
    }
}
