import DialModel

/// A piece of a complication, written as SwiftUI writes it: a type with a `body` made of other views, down to the
/// primitives this module provides (`Text`, `VStack`, `Gauge`...). `ViewTree` turns one into the view tree a face file
/// holds (`{"vstack": [...]}`), so that a complication's SwiftUI body can be pasted here with few edits.
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View
    /// The view's content, made of other views.
    @ViewBuilder var body: Body { get }
}

/// A primitive's body type: there is no value of it, so no body is ever made.
extension Never: View {
    /// A primitive's body type. Named, not inferred: inferring it from the constrained `body` below depends on the order
    /// the module's files are compiled in.
    public typealias Body = Never
}

extension View where Body == Never {
    /// A primitive's body, never asked for: `ViewTree` reads a primitive's document instead, as SwiftUI draws its
    /// primitives itself.
    public var body: Never { preconditionFailure("\(Self.self) is a primitive view: its document is read, never its body") }
}

/// A view this module turns into documents itself: one for a view, one for each view of a group, none for
/// `EmptyView`. Made when the whole tree is, so that a mistake (an unknown symbol) is thrown from `ViewTree`.
protocol PrimitiveView: View where Body == Never {
    func documents() throws(FaceError) -> [ViewDocument]
}

/// The documents of any view: a primitive's own, or its body's.
func documents(of view: some View) throws(FaceError) -> [ViewDocument] {
    if let primitive = view as? any PrimitiveView { return try primitive.documents() }
    return try documents(of: view.body)
}

/// Where one view is expected (a gauge's label, a background, the whole tree), several are stacked vertically as
/// SwiftUI stacks a widget body's views, and none is nil.
func singleDocument(of view: some View) throws(FaceError) -> ViewDocument? {
    let views = try documents(of: view)
    switch views.count {
    case 0: return nil
    case 1: return views[0]
    default: return ViewDocument(.vstack(views, spacing: nil, alignment: nil))
    }
}
