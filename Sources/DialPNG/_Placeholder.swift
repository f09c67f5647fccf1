// TEMPORARY stand-in until the real DialPNG lands. Delete then.
public struct RGBAImage: Sendable, Equatable { public var width: Int; public var height: Int; public var pixels: [UInt8]
    public init(width: Int, height: Int, pixels: [UInt8]) { self.width = width; self.height = height; self.pixels = pixels } }
public enum PNGError: Error, Sendable, Equatable { case encodingFailed(message: String) }
public enum PNGEncoder {
    public static func encode(premultipliedARGB32 data: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) throws(PNGError) -> [UInt8] { Array(data) }
}
