import DialModel

/// One view per element (SwiftUI's `ForEach`), over a range or any collection; each becomes its own child of the
/// stack that holds them. An `id` is taken, as SwiftUI's is, and not needed: a complication is drawn once.
public struct ForEach: PrimitiveView, MarkContent {
    let views: [any View]
    /// In a `Chart`: the marks made of each element (ForEach+Chart.swift).
    var marks: [ChartMarkDocument] = []

    /// The views `content` makes of each element of `data`, in order.
    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder content: (Data.Element) -> some View) {
        views = data.map { content($0) }
    }

    /// The views `content` makes of each element of `data`, in order; `id` is SwiftUI's, and not needed here.
    public init<Data: RandomAccessCollection, ID>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                  @ViewBuilder content: (Data.Element) -> some View) {
        self.init(data, content: content)
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        try Group(views: views).documents()
    }
}
