import DialCore
import DialModel
import DialPNG

/// How long each pixel of the Always On display stays lit over hours of per-minute frames: where a panel wears.
public struct BurnInReport: Sendable {
    /// How many per-minute frames the run averaged.
    public var frames: Int
    /// Share of the screen lit in more than `litFraction` of the frames.
    public var hotShare: Double
    /// Share of the frames a pixel must be lit in to count as hot.
    public var litFraction: Double
    /// The 20 × 20 px square with the highest mean luminance over the run, and that mean (0...1).
    public var hottest: (x: Int, y: Int, size: Int, luminance: Double)
    /// Mean luminance per pixel as a heat map: black (never lit) through red and yellow to white (always white).
    public var heatMap: RGBAImage
}

/// `dial lint --burn-in`: how a face's Always On display would wear a panel over hours.
public enum BurnIn {
    /// Side, in pixels, of the square the hottest region is reported as.
    package static let regionSize = 20

    /// Renders the Always On frame of every minute from the face's time for `minutes`, and averages what each pixel shows.
    public static func run(_ face: Face, renderer: Renderer, minutes: Int, litFraction: Double,
                           context: RenderContext = .alwaysOn) throws(DialError) -> BurnInReport {
        let start = try face.resolved(in: context.with(.alwaysOn)).clock.time
        var sum: [Float] = []
        var litCount: [UInt16] = []
        var size = (width: 0, height: 0)
        var previous: (list: DisplayList, luminance: [Float])?
        for minute in 0..<minutes {
            let moment = context.with(.alwaysOn).at(.instant(Timestamp(secondsSinceEpoch: start.secondsSinceEpoch + Int64(minute) * 60,
                                                                      utcOffsetSeconds: start.utcOffsetSeconds)))
            let list = try renderer.displayList(face, in: moment)
            // Most minutes only move the hands; a frame equal to the last one need not be drawn again.
            let luminance: [Float]
            if let previous, previous.list == list {
                luminance = previous.luminance
            } else {
                let image = try renderer.composite(list)
                luminance = Self.luminance(image)
                size = (image.width, image.height)
            }
            previous = (list, luminance)
            if sum.isEmpty {
                sum = [Float](repeating: 0, count: luminance.count)
                litCount = [UInt16](repeating: 0, count: luminance.count)
            }
            for index in luminance.indices where luminance[index] > 0 {
                sum[index] += luminance[index]
                litCount[index] += 1
            }
        }
        let frames = max(minutes, 1)
        let mean = sum.map { $0 / Float(frames) }
        let hot = litCount.filter { Double($0) > litFraction * Double(frames) }.count
        return BurnInReport(frames: minutes, hotShare: mean.isEmpty ? 0 : Double(hot) / Double(mean.count), litFraction: litFraction,
                            hottest: hottest(mean, width: size.width, height: size.height),
                            heatMap: heatMap(mean, width: size.width, height: size.height))
    }

    /// Relative luminance per pixel, 0 for pixels too dark to count as lit.
    static func luminance(_ image: RGBAImage) -> [Float] {
        var out = [Float](repeating: 0, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for index in out.indices {
                let (r, g, b) = (pixels[index * 4], pixels[index * 4 + 1], pixels[index * 4 + 2])
                guard max(r, g, b) > FrameMetrics.litLevel else { continue }
                out[index] = Float(Luminance.table[Int(r)] * 0.2126 + Luminance.table[Int(g)] * 0.7152 + Luminance.table[Int(b)] * 0.0722)
            }
        }
        return out
    }

    static func hottest(_ mean: [Float], width: Int, height: Int) -> (x: Int, y: Int, size: Int, luminance: Double) {
        var best = (x: 0, y: 0, size: regionSize, luminance: 0.0)
        guard width >= regionSize, height >= regionSize else { return best }
        for y in stride(from: 0, through: height - regionSize, by: regionSize / 2) {
            for x in stride(from: 0, through: width - regionSize, by: regionSize / 2) {
                var total: Float = 0
                for row in y..<y + regionSize {
                    for column in x..<x + regionSize { total += mean[row * width + column] }
                }
                let value = Double(total) / Double(regionSize * regionSize)
                if value > best.luminance { best = (x, y, regionSize, value) }
            }
        }
        return best
    }

    /// Black → red → yellow → white as the mean luminance goes 0 → 1/3 → 2/3 → 1.
    static func heatMap(_ mean: [Float], width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in mean.indices {
            let t = Double(min(1, max(0, mean[index]))) * 3
            let r = min(1, t), g = min(1, max(0, t - 1)), b = min(1, max(0, t - 2))
            pixels[index * 4] = UInt8((r * 255).rounded())
            pixels[index * 4 + 1] = UInt8((g * 255).rounded())
            pixels[index * 4 + 2] = UInt8((b * 255).rounded())
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
