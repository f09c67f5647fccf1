/// The page, its script and its style, compiled into the binary (Resources/): the preview works without a network
/// and without any file beside `dial`.
enum PreviewAssets {
    static let html = PackageResources.index_html
    static let script = PackageResources.app_js
    static let style = PackageResources.app_css
}
