/// One of `count` disjoint parts of an export, numbered from 1: `--shard 2/4` is the second of four.
///
/// Jobs (a face in one context) are numbered in a fixed order, and shard `i` takes every job whose number is
/// `i - 1` modulo `count`: every job is in exactly one shard, and each shard gets a mix of faces and contexts.
public struct ExportShard: Hashable, Sendable, CustomStringConvertible {
    /// Which part this is, from 1.
    public let index: Int
    /// How many parts the export is split into.
    public let count: Int

    /// The whole export, unsharded.
    public static let whole = ExportShard(checkedIndex: 1, count: 1)

    /// nil unless `1 <= index <= count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.init(checkedIndex: index, count: count)
    }

    /// Reads `i/n`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    private init(checkedIndex: Int, count: Int) {
        self.index = checkedIndex
        self.count = count
    }

    /// What ``init(_:)`` reads, for error messages.
    package static let expectation = "i/n with 1 <= i <= n, e.g. 2/4"

    /// True for the whole export (`1/1`), whose files carry no shard in their names.
    public var isWhole: Bool { count == 1 }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the job numbered `number` (from 0) is in this shard.
    public func owns(_ number: Int) -> Bool { number % count == index - 1 }

    /// Whether any job numbered in `numbers` is in this shard.
    func ownsAny(of numbers: Range<Int>) -> Bool {
        guard let first = numbers.first else { return false }
        return numbers.count >= count || numbers.contains(first + (index - 1 - first % count + count) % count)
    }
}
