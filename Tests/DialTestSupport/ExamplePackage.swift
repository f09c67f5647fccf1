import Foundation

/// A package of Examples/ copied to a temporary folder and pointed at this checkout, to be built as a user's package
/// would be: nothing it records lands in git's folders.
public enum ExamplePackage {
    /// The example's own manifest no longer takes Dial by path "../..", so the copy would build another Dial.
    public struct NotByPath: Error, CustomStringConvertible {
        public var description: String { "the example no longer takes Dial by path \"../..\"" }
    }

    /// Copies `items` of Examples/`name` into a folder of its own for this checkout (two checkouts on one machine must
    /// not share it; the same one on every run), leaving out `leftovers` (what an earlier run recorded), and makes its
    /// manifest take Dial from this checkout.
    public static func copy(_ name: String, items: [String], leaving leftovers: [String] = []) throws -> URL {
        let root = TestEnvironment.repositoryRoot
        let example = root.appendingPathComponent("Examples").appendingPathComponent(name)
        let checkout = root.path.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("dial-example-\(name)-\(String(checkout % 1_000_000_007, radix: 36))")
        try? FileManager.default.removeItem(at: copy)
        for item in items {
            let target = copy.appendingPathComponent(item)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: example.appendingPathComponent(item), to: target)
        }
        for leftover in leftovers {
            try? FileManager.default.removeItem(at: copy.appendingPathComponent(leftover))
        }
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let local = text.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(root.path)\"")
        guard local != text else { throw NotByPath() }
        try local.write(to: manifest, atomically: true, encoding: .utf8)
        return copy
    }
}
