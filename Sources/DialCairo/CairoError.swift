import DialPNG

/// Every error of the Cairo backend.
public enum CairoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// FreeType could not open a pinned font file.
    case fontUnreadable(path: String, code: Int32)
    /// Cairo refused to create or finish a surface, or a drawing failed.
    case cairo(operation: String, status: String)
    /// libpng could not encode the frame.
    case png(PNGError)

    public var description: String {
        switch self {
        case .fontUnreadable(let path, let code): "cannot read font file \(path) (FreeType error \(code))"
        case .cairo(let operation, let status): "cairo \(operation) failed: \(status)"
        case .png(let error): "PNG encoding failed: \(error)"
        }
    }
}
