extension ImageDocument {
    /// One of Dial's vector icons, as `{"icon": "heart"}`: `.icon(.heart, color: .red)`.
    public static func icon(_ name: IconName, color: Color? = nil) -> ImageDocument {
        ImageDocument(source: .icon(name), color: color)
    }

    /// A PNG beside the face file, relative to its folder, as `{"file": "images/photo.png"}`. A face built in Swift
    /// reads it from the folder given when it is checked (`Face(_:file:folder:)` in Dial).
    public static func file(_ path: String) -> ImageDocument {
        ImageDocument(source: .file(path))
    }

    /// SVG path data of your own in a box of `viewBox` (default 24 × 24), as `{"path": ..., "viewBox": ...}`.
    public static func path(_ data: PathData, viewBox: ViewBox = .standard, color: Color? = nil) -> ImageDocument {
        ImageDocument(source: .path(PathText(data), viewBox: viewBox), color: color)
    }
}
