import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

@Suite struct DeterminismTests {
    func face(_ name: String) throws -> Face {
        try FaceFile.load(Repository.faces.appendingPathComponent("\(name).json").path, name: "\(name).json")
    }

    @Test(arguments: OutputFormat.allCases)
    func sameFaceGivesTheSameBytesTwice(format: OutputFormat) throws {
        let renderer = try Renderer()
        let first = try renderer.render(try face("default"), in: .active, formats: [format])
        let second = try renderer.render(try face("default"), in: .active, formats: [format])
        #expect(first[0].bytes == second[0].bytes)
        #expect(try Renderer().render(try face("default"), in: .active, formats: [format])[0].bytes == first[0].bytes)
    }

    /// SVG ids (glyphs, clip paths) are numbered per document, in order of first use.
    @Test func svgDoesNotDependOnWhatWasRenderedBefore() throws {
        let modular = try face("modular")
        let alone = try Renderer().render(modular, in: .alwaysOn, formats: [.svg])[0].bytes
        let renderer = try Renderer()
        for display in Display.allCases {
            _ = try renderer.render(try face("default"), in: RenderContext(display: display), formats: [.svg, .png])
        }
        let after = try renderer.render(modular, in: .alwaysOn, formats: [.svg])[0].bytes
        #expect(after == alone)
        let text = String(decoding: after, as: UTF8.self)
        #expect(text.contains("<clipPath id=\"c1\">") && text.contains("<path id=\"g1\" "))
    }

    // MARK: Every face in Faces/

    /// A face of Faces/ by name (`privacy/locked`), read as `dial` reads it: pictures from beside the file.
    static func load(_ name: String) throws -> Face {
        let url = Repository.faces.appendingPathComponent("\(name).json")
        return try FaceFile.load(url.path, name: "Faces/\(name).json")
    }

    /// Every variant of every face of `faces`, in that order, in every format: `FACE/VARIANT.EXT` → bytes.
    static func renderAll(_ faces: some Sequence<String>, with renderer: Renderer) throws -> [String: [UInt8]] {
        var outputs: [String: [UInt8]] = [:]
        for name in faces {
            let face = try load(name)
            for variant in face.variants {
                let rendered = try renderer.render(face, in: variant.context, formats: OutputFormat.allCases)
                for (format, bytes) in rendered {
                    outputs["\(name)/\(variant.name).\(format.rawValue)"] = bytes
                }
            }
        }
        return outputs
    }

    /// One renderer drawing everything forwards and then backwards, and a fresh one drawing backwards: each face
    /// comes after different faces each time (A then B, B then A), and after itself on the first renderer. Caches,
    /// Cairo's process-wide state and SVG ids must not show in any byte.
    @Test func everyFaceGivesTheSameBytesWhateverWasRenderedBefore() throws {
        let faces = Repository.exampleFaces
        #expect(faces.count >= 2)
        let renderer = try Renderer()
        let forwards = try Self.renderAll(faces, with: renderer)
        let again = try Self.renderAll(faces.reversed(), with: renderer)
        let fresh = try Self.renderAll(faces.reversed(), with: try Renderer())
        #expect(forwards.count >= faces.count * OutputFormat.allCases.count)
        #expect(again.keys.sorted() == forwards.keys.sorted() && fresh.keys.sorted() == forwards.keys.sorted())
        for (output, bytes) in forwards.sorted(by: { $0.key < $1.key }) {
            #expect(again[output] == bytes, "\(output) changed when rendered again, after every other face")
            #expect(fresh[output] == bytes, "\(output) differs on a fresh renderer, in the other order")
        }
    }

    @Test func svgIsInPixelUnits() throws {
        let svg = String(decoding: try Renderer().render(try face("default"), in: .active, formats: [.svg])[0].bytes, as: UTF8.self)
        #expect(svg.contains("width=\"396px\"") || svg.contains("width=\"396\""))
        #expect(!svg.contains("pt\""))
    }
}
