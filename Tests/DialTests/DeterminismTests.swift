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

    /// Every file below `folder`, by path relative to it.
    static func files(below folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
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

    /// The built `dial`, run twice for every face, writes what this process renders: the bytes depend on neither
    /// the process nor the run.
    @Test func everyFaceGivesTheSameBytesInOtherProcesses() throws {
        let faces = Repository.exampleFaces
        let expected = try Self.renderAll(faces, with: try Renderer())
        var runs: [[String: Data]] = []
        for _ in 0..<2 {
            let out = try Repository.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            for name in faces {
                let result = try Repository.run(["render", "Faces/\(name).json", "--variants", "--format", "png,svg,txt",
                                                 "--out", out.appendingPathComponent(name).path])
                #expect(result.status == 0, "\(name): \(result.stderr)")
            }
            runs.append(try Self.files(below: out))
        }
        #expect(runs[0].count == expected.count)
        #expect(runs[0].keys.sorted() == runs[1].keys.sorted())
        for (file, bytes) in runs[0].sorted(by: { $0.key < $1.key }) {
            #expect(runs[1][file] == bytes, "\(file) differs between two runs of dial")
        }
        for (output, bytes) in expected.sorted(by: { $0.key < $1.key }) {
            // dial names a file SLUG-VARIANT.EXT, in the folder given for the face.
            let name = String(output[..<output.lastIndex(of: "/")!])
            let slug = String(name.split(separator: "/").last!)
            let file = "\(name)/\(slug)-\(output[output.index(after: output.lastIndex(of: "/")!)...])"
            #expect(runs[0][file] == Data(bytes), "\(file) from dial differs from the library's \(output)")
        }
    }

    /// `dial export` on one worker and on two writes the same files, manifest and contact sheet included.
    @Test func exportGivesTheSameBytesOnOneWorkerAndOnTwo() throws {
        // An export refuses two faces whose outputs would share a folder (same file name in two folders): keep
        // the first of each name.
        var seen: Set<String> = []
        let faces = Repository.exampleFaces.filter { seen.insert(String($0.split(separator: "/").last!)).inserted }
        var exports: [[String: Data]] = []
        for jobs in ["1", "2"] {
            let out = try Repository.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try Repository.run(["export"] + faces.map { "Faces/\($0).json" }
                                            + ["--out", out.path, "--format", "png,svg,txt", "--jobs", jobs, "--quiet"])
            #expect(result.status == 0, "--jobs \(jobs): \(result.stderr)")
            exports.append(try Self.files(below: out))
        }
        #expect(exports[0].keys.contains("manifest.json") && exports[0].keys.contains("index.html"))
        #expect(exports[0].count >= faces.count * OutputFormat.allCases.count)
        #expect(exports[0].keys.sorted() == exports[1].keys.sorted())
        for (file, bytes) in exports[0].sorted(by: { $0.key < $1.key }) {
            #expect(exports[1][file] == bytes, "\(file) differs between --jobs 1 and --jobs 2")
        }
    }

    @Test func svgIsInPixelUnits() throws {
        let svg = String(decoding: try Renderer().render(try face("default"), in: .active, formats: [.svg])[0].bytes, as: UTF8.self)
        #expect(svg.contains("width=\"396px\"") || svg.contains("width=\"396\""))
        #expect(!svg.contains("pt\""))
    }
}
