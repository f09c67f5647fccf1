/// SwiftUI's `@ViewBuilder`: the views of a closure, one after another, with `if`, `if`/`else`, `switch` and `for`.
/// Every part becomes a `Group`, so that branches of different types need no type erasure.
@resultBuilder
public enum ViewBuilder {
    /// One view of the closure.
    public static func buildExpression(_ view: some View) -> Group { Group(views: [view]) }
    /// The closure's views, in order.
    public static func buildBlock(_ parts: Group...) -> Group { Group(views: parts) }
    /// An `if` without `else`: its views, or none.
    public static func buildOptional(_ part: Group?) -> Group { part ?? Group(views: []) }
    /// The first branch of an `if`/`else` or `switch`, when taken.
    public static func buildEither(first part: Group) -> Group { part }
    /// The second branch of an `if`/`else` or `switch`, when taken.
    public static func buildEither(second part: Group) -> Group { part }
    /// A `for` loop's views, each pass's in order.
    public static func buildArray(_ parts: [Group]) -> Group { Group(views: parts) }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: Group) -> Group { part }
}
