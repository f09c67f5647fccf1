import DialModel
import Foundation
import Testing

/// The one JSON configuration: both layouts sort keys and keep slashes; only `.document` breaks lines.
@Suite struct JSONLayoutTests {
    struct Sample: Encodable {
        var zebra = "a/b"
        var apple = ["line\nbreak"]
    }

    @Test func documentIsIndentedSortedAndKeepsSlashes() throws {
        let text = String(decoding: try JSONEncoder.dial(.document).encode(Sample()), as: UTF8.self)
        #expect(text == "{\n  \"apple\" : [\n    \"line\\nbreak\"\n  ],\n  \"zebra\" : \"a/b\"\n}")
    }

    @Test func lineIsOneLineSortedAndKeepsSlashes() throws {
        let text = String(decoding: try JSONEncoder.dial(.line).encode(Sample()), as: UTF8.self)
        #expect(text == "{\"apple\":[\"line\\nbreak\"],\"zebra\":\"a/b\"}")
        #expect(!text.contains("\n"))
    }
}
