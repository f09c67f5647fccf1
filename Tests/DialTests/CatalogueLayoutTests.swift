import Dial
import DialCore
import DialModel
import DialPNG
import DialTestSupport
import Foundation
import Testing

/// Every example face on every device: no complication's pixels overlap another's, and none runs into the screen's
/// edge, where the glass would cut it. A complication's footprint is what changes on screen when it alone is added
/// to the face, so the clock under it cancels out and nothing has to be measured by hand.
@Suite struct CatalogueLayoutTests {
    static let faces: [String] = {
        let folder = Repository.root.appendingPathComponent("Faces/catalogue")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "Faces/catalogue/" + $0 }
            + ["Faces/default.json", "Faces/modular.json"]
    }()

    /// Every other face in Faces/ (ports, views, privacy, timelines, the bench face): issue #23 asks that every face there
    /// holds on every screen, not only the catalogue's.
    static let otherFaces: [String] = {
        let folder = Repository.root.appendingPathComponent("Faces")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".json") && $0 != "face.schema.json" }.map { "Faces/" + $0 }
            .filter { !faces.contains($0) }.sorted()
    }()

    @Test func theCatalogueHasTenFacesAtLeast() {
        #expect(Self.faces.count >= 12)
    }

    /// Every face in Faces/, the catalogue's and the others (ports, views, privacy, timelines, the bench face).
    static let everyFace: [String] = faces + otherFaces

    /// Issues #17 and #23, "the same holds for every face in Faces/ on every device": `dial lint`'s layout rules (ink
    /// shared, clock marks covered, texts cut or left out) find nothing, active or Always On, unless the face waives
    /// them: a face that may not hold (a port that keeps its app's sizes, the bench face's stress texts) says so in a
    /// waiver with its reason.
    @Test(arguments: everyFace)
    func lintsLayoutFindsNothingOnAnyDevice(_ path: String) throws {
        let url = Repository.root.appendingPathComponent(path)
        let face = try FaceFile.load(url.path, name: path)
        let renderer = try Renderer()
        let waivers = try Linter.waivers(of: face)
        for device in DeviceID.allCases {
            let findings = try Linter.layoutFindings(face, renderer: renderer, context: RenderContext(device: device), waivers: waivers)
            #expect(findings.filter { $0.waived == nil }.isEmpty, "\(path) on \(device.rawValue): \(findings.map(\.message))")
        }
    }

    @Test(arguments: faces)
    func complicationsNeitherOverlapNorTouchTheEdge(_ path: String) throws {
        let url = Repository.root.appendingPathComponent(path)
        let face = try FaceFile.load(url.path, name: path)
        let renderer = try Renderer()
        let complications = face.document.complications ?? []
        for device in DeviceID.allCases {
            let overrides = RenderOverrides(device: device)
            func image(_ kept: [ComplicationDocument], backgrounds: Bool = true) throws -> RGBAImage {
                var document = face.document
                document.complications = kept
                // Choices about complications left out would name ids the face no longer has.
                document.settings?.perComplication = nil
                let alone = try Face(document, file: path, folder: url.deletingLastPathComponent())
                var tree = try renderer.layoutTree(alone, in: RenderContext(display: .active, overrides: overrides))
                if !backgrounds { tree.nodes.removeAll(where: \.isBackground) }
                return try renderer.rgba(Painter.paint(tree))
            }
            let bare = try image([])
            let footprints = try complications.map { try Footprint(of: try image([$0]), over: bare) }
            for (index, footprint) in footprints.enumerated() {
                let name = "\(path) on \(device.rawValue): \(complications[index].id)"
                #expect(!footprint.isEmpty, "\(name) draws nothing")
                // A container's background may reach the screen's straight sides, as Apple's rectangular does on 40 and
                // 44 mm, where its published width is the screen's (docs/geometry.md); what it holds may not.
                if footprint.pixelsNearEdge(of: Device(device)) > 0 {
                    let content = try Footprint(of: try image([complications[index]], backgrounds: false), over: try image([], backgrounds: false))
                    #expect(content.pixelsNearEdge(of: Device(device)) == 0, "\(name) runs into the screen's edge")
                }
                for other in footprints.indices where other > index {
                    let shared = footprint.shared(with: footprints[other])
                    #expect(shared == 0, "\(name) overlaps \(complications[other].id) by \(shared) pixels")
                }
            }
        }
    }

    /// A corner's text and its image beside it never touch, with the face's own text or with one full of descenders
    /// (bottom corners turn their baselines, and so their descenders, towards the image).
    @Test(arguments: faces)
    func cornerTextClearsItsImage(_ path: String) throws {
        let url = Repository.root.appendingPathComponent(path)
        let face = try FaceFile.load(url.path, name: path)
        let renderer = try Renderer()
        for complication in face.document.complications ?? [] {
            guard complication.family == .accessoryCorner, case .curvedText(let curved)? = complication.content, curved.inner != nil else {
                continue
            }
            for text in [curved.text.text, "9/10 gypsy jq"] {
                for device in DeviceID.allCases {
                    func image(_ content: CurvedTextDocument?) throws -> RGBAImage {
                        var changed = complication
                        changed.content = content.map { .curvedText($0) }
                        var document = face.document
                        document.complications = content == nil ? [] : [changed]
                        document.settings?.perComplication = nil
                        let alone = try Face(document, file: path, folder: url.deletingLastPathComponent())
                        return try renderer.rgba(try renderer.displayList(alone, in: RenderContext(device: device)))
                    }
                    var textOnly = curved
                    textOnly.text.text = text
                    textOnly.inner = nil
                    var imageOnly = curved
                    imageOnly.text.text = ""
                    let bare = try image(nil)
                    let words = try Footprint(of: try image(textOnly), over: bare)
                    let picture = try Footprint(of: try image(imageOnly), over: bare)
                    #expect(!words.isEmpty && !picture.isEmpty, "\(path) \(complication.id) on \(device.rawValue)")
                    let shared = words.shared(with: picture)
                    #expect(shared == 0, "\(path) \(complication.id) on \(device.rawValue): \"\(text)\" overlaps its image by \(shared) pixels")
                }
            }
        }
    }
}

/// The pixels a complication changes, as a bit per pixel (64 to a word, so comparing two is cheap).
struct Footprint {
    let width: Int
    let height: Int
    let words: [UInt64]

    init(of image: RGBAImage, over bare: RGBAImage) throws {
        width = image.width
        height = image.height
        var words = [UInt64](repeating: 0, count: (image.width * image.height + 63) / 64)
        image.pixels.withUnsafeBufferPointer { drawn in
            bare.pixels.withUnsafeBufferPointer { under in
                for pixel in 0..<(image.width * image.height) {
                    let base = pixel * 4
                    // A faint antialiased fringe is no overlap a person would see; a difference of more than 24 levels is.
                    // A pixel gone back to the screen's black is the dial giving way (a tick or numeral left out where
                    // the complication sits), not something the complication draws.
                    let black = drawn[base] == 0 && drawn[base + 1] == 0 && drawn[base + 2] == 0
                    if !black && (abs(Int(drawn[base]) - Int(under[base])) > 24 || abs(Int(drawn[base + 1]) - Int(under[base + 1])) > 24
                        || abs(Int(drawn[base + 2]) - Int(under[base + 2])) > 24) {
                        words[pixel >> 6] |= 1 << UInt64(pixel & 63)
                    }
                }
            }
        }
        self.words = words
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    func isLit(_ x: Int, _ y: Int) -> Bool {
        let pixel = y * width + x
        return words[pixel >> 6] & (1 << UInt64(pixel & 63)) != 0
    }

    func shared(with other: Footprint) -> Int {
        zip(words, other.words).reduce(0) { $0 + ($1.0 & $1.1).nonzeroBitCount }
    }

    /// Lit pixels within 2 px of the screen's outline (its sides and its rounded corners).
    func pixelsNearEdge(of device: Device) -> Int {
        let radius = device.cornerRadiusPoints * Device.scale
        var count = 0
        for y in 0..<height {
            for x in 0..<width where isLit(x, y) {
                let px = Double(x) + 0.5
                let py = Double(y) + 0.5
                // Distance inside the rounded rectangle: to the nearest side, or to the corner's arc.
                let cx = min(max(px, radius), Double(width) - radius)
                let cy = min(max(py, radius), Double(height) - radius)
                let inCorner = (px < radius || px > Double(width) - radius) && (py < radius || py > Double(height) - radius)
                let inside = inCorner ? radius - ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                    : min(px, py, Double(width) - px, Double(height) - py)
                if inside < 2 { count += 1 }
            }
        }
        return count
    }
}
