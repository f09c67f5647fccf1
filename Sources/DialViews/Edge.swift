/// An edge of a view, and sets of them for `.padding(_:_:)`: `.horizontal`, `.top`, `[.leading, .bottom]`.
public enum Edge: Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// Some of the four edges.
    public struct Set: OptionSet, Sendable {
        /// The edges, one bit each.
        public let rawValue: Int
        /// The edges of `rawValue`'s bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.horizontal, .vertical]
    }
}
