/// How far a line of text may shrink to fit before it is shortened: a number from 0.5 to 1.
///
/// The whole range is checked when the face is read. Were part of it checked later, when the face is resolved, a face
/// with a second fault elsewhere would be refused with one message or the other depending on which side of 0.5 a
/// hidden scale lies (docs/privacy.md, "What Dial cannot hide").
public typealias MinimumScale = BoundedNumber<MinimumScaleBounds>

/// A minimum scale's range: from 0.5 to 1.
public enum MinimumScaleBounds: NumberBounds {
    /// From half the size to the whole.
    public static let range = 0.5...1.0
    /// The words of a message about a minimum scale.
    public static let expected = "a number from 0.5 to 1"
}
