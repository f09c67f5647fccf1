/// The bounds `FaceDecoder` holds a document to while it reads it. Faces are read with `.face`, the JSON-level
/// values of `FaceLimits`; other values exist so that the decoder's own number handling can be tested past them.
package struct JSONLimits: Sendable, Equatable {
    /// Bytes in the whole document.
    package var maxBytes: Int
    /// Arrays and objects nested in one another. Kept finite in every instance: it is what bounds recursion.
    package var maxDepth: Int
    /// Unicode scalars in one string or key.
    package var maxStringLength: Int
    /// The magnitude of a number once read as a `Double`, so `1e400`, which reads as infinity, is beyond any finite
    /// limit. `.infinity` turns the check off.
    package var maxNumberMagnitude: Double
    /// Characters in one number literal.
    package var maxNumberLength: Int

    /// Limits of your own; faces are always read with `.face`.
    package init(maxBytes: Int, maxDepth: Int, maxStringLength: Int, maxNumberMagnitude: Double, maxNumberLength: Int) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxStringLength = maxStringLength
        self.maxNumberMagnitude = maxNumberMagnitude
        self.maxNumberLength = maxNumberLength
    }

    /// What a face file may hold: `FaceLimits`.
    package static let face = JSONLimits(
        maxBytes: FaceLimits.maxFileBytes, maxDepth: FaceLimits.maxDepth, maxStringLength: FaceLimits.maxStringLength,
        maxNumberMagnitude: FaceLimits.maxNumberMagnitude, maxNumberLength: FaceLimits.maxNumberLength)
}
