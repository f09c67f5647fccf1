/// A position in a JSON path: an object key or an array index.
public enum JSONPathComponent: Hashable, Sendable {
    /// The member of an object with this key.
    case key(String)
    /// The element of an array at this zero-based index.
    case index(Int)
}
