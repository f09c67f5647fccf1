import CCairo
import DialCore
import DialPNG

extension CairoBackend {
    /// The frame as the screen shows it: composited over black, every pixel opaque. Cairo's premultiplied
    /// channels are exactly that composite, so they are copied as they are. For measuring lit pixels.
    package func composite(_ list: DisplayList) throws(CairoError) -> RGBAImage {
        try pixels(of: list) { data, stride in
            var pixels = [UInt8](repeating: 255, count: list.width * list.height * 4)
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<list.height {
                    for x in 0..<list.width {
                        let word = data.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                        let index = (y * list.width + x) * 4
                        out[index] = UInt8(truncatingIfNeeded: word >> 16)
                        out[index + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        out[index + 2] = UInt8(truncatingIfNeeded: word)
                    }
                }
            }
            return RGBAImage(width: list.width, height: list.height, pixels: pixels)
        }
    }

    /// The frame's pixels with straight alpha, exactly as decoding its PNG would give them, without compressing:
    /// for comparing a render against a golden.
    package func rgba(_ list: DisplayList) throws(CairoError) -> RGBAImage {
        try pixels(of: list) { data, stride in
            RGBAImage(premultipliedARGB32: data, width: list.width, height: list.height, bytesPerRow: stride)
        }
    }
}
