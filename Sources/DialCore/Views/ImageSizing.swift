/// How a view's image answers the size it is offered, and how it is drawn in its frame.
package enum ImageSizing: Hashable, Sendable {
    /// A symbol (SF or custom) that keeps its font's size whatever it is offered, as SwiftUI's `Image` does until it
    /// is `resizable`: padding or a frame smaller than it leaves it as large, overflowing. Drawn fitted in its frame.
    case fixed
    /// A `resizable` symbol: takes what it is offered, drawn fitted (its ratio kept) in it.
    case resizable
    /// (Dial) A file's picture: takes what it is offered, as `resizable().scaledToFill()` sizes it, drawn filling its
    /// frame. Its own size is not read before redaction decides it is shown, so it cannot size the layout.
    case picture

    /// Whether it takes the size it is offered.
    package var takesOffer: Bool { self != .fixed }
}
