import DialModel
import Testing

@Suite struct JSONPathTests {
    @Test func rootPrintsAsRoot() {
        #expect(JSONPath.root.description == "(root)")
        #expect(JSONPath([]).description == "(root)")
    }

    @Test func keysAreJoinedWithDotsAndIndicesWithBrackets() {
        let path: JSONPath = [
            .key("complications"), .index(2), .key("content"), .key("lines"), .index(0), .key("color"),
        ]
        #expect(path.description == "complications[2].content.lines[0].color")
    }

    @Test func pathMayStartWithAnIndex() {
        let path: JSONPath = [.index(0), .key("a"), .index(1), .index(2)]
        #expect(path.description == "[0].a[1][2]")
    }

    @Test func keysThatAreNotPlainIdentifiersAreQuoted() {
        #expect(JSONPath([.key("perComplication"), .key("my id")]).description == #"perComplication["my id"]"#)
        #expect(JSONPath([.key("my id"), .key("x")]).description == #"["my id"].x"#)
        #expect(JSONPath([.key("2nd")]).description == #"["2nd"]"#)
        #expect(JSONPath([.key("")]).description == #"[""]"#)
        #expect(JSONPath([.key("a-b")]).description == #"["a-b"]"#)
        #expect(JSONPath([.key("café")]).description == #"["café"]"#)
        #expect(JSONPath([.key(#"say "hi"\"#)]).description == #"["say \"hi\"\\"]"#)
        #expect(JSONPath([.key("line\nbreak")]).description == #"["line\nbreak"]"#)
        #expect(JSONPath([.key("_snake_case2")]).description == "_snake_case2")
    }

    /// A path's steps below a prefix read as a path of those steps alone reads (a view's path below its content,
    /// `vstack[0]`), from every depth, whatever the steps; none below the whole path.
    @Test func stepsBelowAPrefixReadAsAPathOfThemAlone() {
        let steps: [JSONPathComponent] = [
            .key("complications"), .index(2), .key("content"), .index(0), .key("vstack"), .key("my id"), .key("café"),
            .index(11), .key("2nd"), .key("text"),
        ]
        for depth in 0...steps.count {
            let prefix = JSONPath(Array(steps.prefix(depth)))
            let path = steps.dropFirst(depth).reduce(prefix) { $0.appending($1) }
            let expected = depth == steps.count ? nil : JSONPath(Array(steps.dropFirst(depth))).description
            #expect(path.description(below: prefix) == expected, "below \(depth) steps")
        }
    }

    @Test func appendingLeavesTheOriginalAlone() {
        let base: JSONPath = [.key("a")]
        let extended = base.appending(index: 3).appending(key: "b").appending(.index(0))
        #expect(extended == [.key("a"), .index(3), .key("b"), .index(0)])
        #expect(extended.components.count == 4)
        #expect(base == JSONPath([.key("a")]))
        #expect(JSONPath.root.appending(key: "x") == [.key("x")])
    }

    @Test func pathsAreHashable() {
        let paths: Set<JSONPath> = [[.key("a")], [.key("a")], [.index(0)], .root]
        #expect(paths.count == 3)
    }
}
