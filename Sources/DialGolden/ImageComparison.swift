import Foundation
import DialPNG

/// PNG goldens compared as pixels, within a tolerance, with the images a reviewer needs when they differ.
enum ImageComparison {
    static func compare(png expected: [UInt8], with actual: [UInt8], tolerance: ImageTolerance) throws(GoldenError) -> GoldenDifference? {
        let old = try decode(expected, role: "golden")
        let new = try decode(actual, role: "output")
        return try compare(old, new, tolerance: tolerance)
    }

    static func compare(_ expected: RGBAImage, _ actual: RGBAImage, tolerance: ImageTolerance) throws(GoldenError) -> GoldenDifference? {
        let total = expected.width * expected.height
        guard expected.width == actual.width, expected.height == actual.height else {
            return sizeDifference(expected, actual, options: tolerance.options)
        }
        // Most checks pass with the very same pixels: memcmp says so far faster than pixelmatch's own loop.
        if expected.hasSamePixels(as: actual) { return nil }
        // Count first without drawing: goldens whose bytes differ but whose pixels pass (a new zlib) are common,
        // and cost only the count.
        let count = try PixelDiff.compare(expected, actual, options: tolerance.options, drawsDiff: false).mismatchedPixels
        if tolerance.accepts(mismatched: count, of: total) { return nil }
        let diff = try PixelDiff.compare(expected, actual, options: tolerance.options).diffImage
        return GoldenDifference(
            summary: "\(count) of \(total) pixels differ (\(percent(count, of: total))) at threshold "
                + "\(tolerance.options.threshold); allowed: \(tolerance.limits)",
            mismatchedPixels: count, pixelCount: total, expectedImage: expected, actualImage: actual, diffImage: diff)
    }

    /// Images of different sizes: the shared top-left area compared as usual, every pixel outside it counted and
    /// drawn as different.
    static func sizeDifference(_ expected: RGBAImage, _ actual: RGBAImage, options: PixelDiffOptions) -> GoldenDifference {
        let shared = ImageSize(width: min(expected.width, actual.width), height: min(expected.height, actual.height))
        let union = ImageSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        var canvas = [UInt8](repeating: 0, count: union.pixelCount * 4)
        for index in 0..<union.pixelCount {
            canvas[index * 4] = options.diffColor.red
            canvas[index * 4 + 1] = options.diffColor.green
            canvas[index * 4 + 2] = options.diffColor.blue
            canvas[index * 4 + 3] = 255
        }
        var mismatched = union.pixelCount - shared.pixelCount
        if shared.pixelCount > 0,
           let result = try? PixelDiff.compare(crop(expected, to: shared), crop(actual, to: shared), options: options),
           let diff = result.diffImage {
            mismatched += result.mismatchedPixels
            for row in 0..<shared.height {
                let source = row * shared.width * 4
                let target = row * union.width * 4
                canvas.replaceSubrange(target..<target + shared.width * 4, with: diff.pixels[source..<source + shared.width * 4])
            }
        }
        return GoldenDifference(
            summary: "size differs: golden \(ImageSize(of: expected)), output \(ImageSize(of: actual))",
            mismatchedPixels: mismatched, pixelCount: union.pixelCount, expectedImage: expected, actualImage: actual,
            diffImage: RGBAImage(width: union.width, height: union.height, pixels: canvas))
    }

    static func crop(_ image: RGBAImage, to size: ImageSize) -> RGBAImage {
        if size == ImageSize(of: image) { return image }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(size.pixelCount * 4)
        for row in 0..<size.height {
            let start = row * image.width * 4
            pixels.append(contentsOf: image.pixels[start..<start + size.width * 4])
        }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }

    static func decode(_ bytes: [UInt8], role: String) throws(GoldenError) -> RGBAImage {
        do {
            return try PNGDecoder.decode(bytes)
        } catch {
            throw .unreadableImage(path: role, error)
        }
    }

    /// "0.11 %", with enough digits that one pixel in a large image does not read as 0.
    static func percent(_ part: Int, of total: Int) -> String {
        guard total > 0 else { return "0 %" }
        let value = Double(part) * 100 / Double(total)
        let digits = value >= 1 ? 1 : value >= 0.01 ? 2 : 4
        return String(format: "%.\(digits)f %%", value)
    }
}
