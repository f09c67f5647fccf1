import Dial
import DialCore
import DialModel
import Foundation
import Testing

@Suite struct DeterminismTests {
    func face(_ name: String) throws -> Face {
        try Face.decode(Array(try Data(contentsOf: Repository.faces.appendingPathComponent("\(name).json"))), file: "\(name).json")
    }

    @Test(arguments: OutputFormat.allCases)
    func sameFaceGivesTheSameBytesTwice(format: OutputFormat) throws {
        let renderer = try Renderer()
        let first = try renderer.render(try face("default"), display: .active, formats: [format])
        let second = try renderer.render(try face("default"), display: .active, formats: [format])
        #expect(first[0].bytes == second[0].bytes)
        #expect(try Renderer().render(try face("default"), display: .active, formats: [format])[0].bytes == first[0].bytes)
    }

    /// Cairo numbers SVG surfaces with a process-wide counter; Dial renumbers them per document.
    @Test func svgDoesNotDependOnWhatWasRenderedBefore() throws {
        let modular = try face("modular")
        let alone = try Renderer().render(modular, display: .alwaysOn, formats: [.svg])[0].bytes
        let renderer = try Renderer()
        for display in Display.allCases {
            _ = try renderer.render(try face("default"), display: display, formats: [.svg, .png])
        }
        let after = try renderer.render(modular, display: .alwaysOn, formats: [.svg])[0].bytes
        #expect(after == alone)
        #expect(String(decoding: after, as: UTF8.self).contains("id=\"surface1\""))
    }

    @Test func svgIsInPixelUnits() throws {
        let svg = String(decoding: try Renderer().render(try face("default"), display: .active, formats: [.svg])[0].bytes, as: UTF8.self)
        #expect(svg.contains("width=\"396px\"") || svg.contains("width=\"396\""))
        #expect(!svg.contains("pt\""))
    }
}
