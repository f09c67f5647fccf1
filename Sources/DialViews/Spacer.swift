import DialModel

/// Room that grows along the stack it is in (SwiftUI's `Spacer`): `{"spacer": {"minLength": 4}}`.
public struct Spacer: PrimitiveView {
    let minLength: Double?

    /// Room at least `minLength` long (the system's spacing where nil).
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.spacer(minLength: minLength))]
    }
}
