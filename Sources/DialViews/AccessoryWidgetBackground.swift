import DialModel

/// The family's standard backdrop (WidgetKit's `AccessoryWidgetBackground`): `{"accessoryWidgetBackground": {}}`.
/// A view tree draws no platter unless it holds one.
public struct AccessoryWidgetBackground: PrimitiveView {
    /// The family's backdrop.
    public init() {}

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.accessoryWidgetBackground)]
    }
}
