/// The wearer's answer to the app's location request, which decides whether its widgets get a location (the seed
/// "Principles of great widgets", "Widget location permission").
public enum LocationPermission: String, ClosedSet {
    /// Never: no location.
    case never
    /// Ask Next Time ("Allow Once"): no location for widgets.
    case askNextTime
    /// While Using the App: only while the app is in the foreground or in a session (Navigation, say).
    case whileUsingApp
    /// While Using the App or Widgets: as `whileUsingApp`, and up to 15 minutes after the wearer last viewed the widget.
    case whileUsingAppOrWidgets
    /// Always.
    case always

    /// How long after a view `whileUsingAppOrWidgets` still gives a location: 15 minutes, the last moment excluded.
    public static let afterViewSeconds: Int64 = 15 * 60
}
