import DialModel

/// How far along (SwiftUI's `ProgressView(value:total:)`): `{"progress": {"value": 3, "total": 8}}`.
public struct ProgressView: PrimitiveView {
    let value: Double
    let total: Double

    /// `value` of `total` done.
    public init<Value: BinaryFloatingPoint>(value: Value, total: Value = 1) {
        self.value = Double(value)
        self.total = Double(total)
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.progress(value: value, total: total))]
    }
}
