import DialModel

extension ForEach {
    /// In a `Chart`: the marks `content` makes of each element of `data`, in order.
    public init<Data: RandomAccessCollection>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> some ChartContent) {
        views = []
        marks = data.flatMap { DialViews.marks(of: content($0)) }
    }

    /// In a `Chart`, with SwiftUI's `id`, which is not needed here.
    public init<Data: RandomAccessCollection, ID>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                  @ChartContentBuilder content: (Data.Element) -> some ChartContent) {
        self.init(data, content: content)
    }
}
