import DialModel

/// SwiftUI's `GeometryReader`: `{"geometryReader": <view>}`. It takes all the room it is offered and offers it to its
/// view, set at its top leading corner. Its proxy's size is not a number here (the tree is written before any layout):
/// `proxy.size.width * 0.62` is a `ContainerLength`, written in the face as `{"fraction": 0.62}` and measured when
/// the face is drawn, so `.frame(width: proxy.size.width * 0.62)` and `.position(x: proxy.size.width * 0.5)` paste
/// as they are.
public struct GeometryReader: PrimitiveView {
    let content: any View

    /// The views `content` builds from the reader's proxy; several are set one on another, as SwiftUI sets them.
    public init(@ViewBuilder content: (GeometryProxy) -> some View) {
        self.content = content(GeometryProxy())
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        let views = try DialViews.documents(of: content)
        let view = switch views.count {
        // Nothing inside: the reader still takes its room, as SwiftUI's does.
        case 0: ViewDocument(.spacer(minLength: nil))
        case 1: views[0]
        default: ViewDocument(.zstack(views, alignment: .topLeading))
        }
        return [ViewDocument(.geometryReader(view))]
    }
}

/// What a `GeometryReader` hands its content: its size, as lengths relative to it.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size = ContainerSize()
}

/// A `GeometryReader`'s width and height, each the whole of that dimension.
public struct ContainerSize: Sendable {
    /// The reader's width: `width * 0.5` is half of it.
    public var width: ContainerLength { ContainerLength(fraction: 1, dimension: .width) }
    /// The reader's height.
    public var height: ContainerLength { ContainerLength(fraction: 1, dimension: .height) }
}

/// A length that is a fraction of a `GeometryReader`'s width or height (of the complication's own outside any reader).
public struct ContainerLength: Sendable, Equatable {
    let fraction: Double
    let dimension: ViewDimensionDocument

    /// `factor` times the length: `proxy.size.width * 0.62` is 62 % of the reader's width.
    public static func * (length: ContainerLength, factor: Double) -> ContainerLength {
        ContainerLength(fraction: length.fraction * factor, dimension: length.dimension)
    }

    /// `factor` times the length, written the other way round: `0.62 * proxy.size.width`.
    public static func * (factor: Double, length: ContainerLength) -> ContainerLength { length * factor }

    /// The length divided by `divisor`: `proxy.size.height / 2` is half the reader's height.
    public static func / (length: ContainerLength, divisor: Double) -> ContainerLength {
        ContainerLength(fraction: length.fraction / divisor, dimension: length.dimension)
    }

    /// The length as a face writes it where `along` is the dimension it sizes: the dimension named only where it is
    /// the other one.
    func document(along: ViewDimensionDocument) -> ViewLengthDocument {
        .fraction(fraction, of: dimension == along ? nil : dimension)
    }
}

extension View {
    /// `"frame": {"width": {"fraction": 0.62}}`: `.frame(width: proxy.size.width * 0.62)` in a `GeometryReader`.
    public func frame(width: ContainerLength, height: Double? = nil, alignment: Alignment? = nil) -> some View {
        modified(.frame(ViewFrameDocument(height: height, alignment: alignment?.document, relativeWidth: width.document(along: .width))))
    }

    /// `"frame": {"height": {"fraction": 0.5}}`.
    public func frame(width: Double? = nil, height: ContainerLength, alignment: Alignment? = nil) -> some View {
        modified(.frame(ViewFrameDocument(width: width, alignment: alignment?.document, relativeHeight: height.document(along: .height))))
    }

    /// `"frame": {"width": {"fraction": 1}, "height": {"fraction": 0.5}}`.
    public func frame(width: ContainerLength, height: ContainerLength, alignment: Alignment? = nil) -> some View {
        modified(.frame(ViewFrameDocument(alignment: alignment?.document, relativeWidth: width.document(along: .width),
                                          relativeHeight: height.document(along: .height))))
    }

    /// `"position": {"x": 20, "y": 11}`: the view's centre at that point of the room it is offered, which it takes.
    public func position(x: Double = 0, y: Double = 0) -> some View {
        modified(.position(x: .points(x), y: .points(y)))
    }

    /// `"position": {"x": {"fraction": 0.62}, "y": 11}`: `.position(x: proxy.size.width * 0.62, y: 11)`.
    public func position(x: ContainerLength, y: Double = 0) -> some View {
        modified(.position(x: x.document(along: .width), y: .points(y)))
    }

    /// `"position": {"x": 20, "y": {"fraction": 0.5}}`.
    public func position(x: Double = 0, y: ContainerLength) -> some View {
        modified(.position(x: .points(x), y: y.document(along: .height)))
    }

    /// `"position": {"x": {"fraction": 0.5}, "y": {"fraction": 0.5}}`.
    public func position(x: ContainerLength, y: ContainerLength) -> some View {
        modified(.position(x: x.document(along: .width), y: y.document(along: .height)))
    }
}
