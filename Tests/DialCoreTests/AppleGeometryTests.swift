import DialCore
import DialModel
import DialText
import Foundation
import Testing

/// Apple's published figures (docs/geometry.md), each measured from the layout tree of a face that draws it, on every
/// screen. The figures are written here as Apple publishes them, in points, by the column of Apple's tables a screen
/// reads from; nothing is taken from `FaceFrame`, so a constant that drifts from Apple's fails here.
struct AppleGeometryTests {
    /// Apple's four columns: 40mm, 41mm, 44mm, 45mm & 49mm. Series 10's 42mm and 46mm are in no table and carry 41mm's
    /// and 45mm's figures (Apple's auto-scale table puts them at those scales); the Ultra 3 carries the Ultra's.
    static func column(_ device: DeviceID) -> Int {
        switch device {
        case .mm40: 0
        case .mm41, .mm42: 1
        case .mm44: 2
        case .mm45, .mm46, .mm49, .ultra3: 3
        }
    }

    /// One published figure: where Apple gives it, its value in each column, and how to find it in a layout.
    enum Figure: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case extraLargeDiameter, extraLargeClosedGaugePicture, extraLargeOpenGaugePicture
        case extraLargeStackPictureWidth, extraLargeStackPictureHeight, extraLargeStackSquareIcon
        case circularClosedGaugePicture, circularOpenGaugePicture
        case circularStackPictureWidth, circularStackPictureHeight, circularStackSquareIcon
        case rectangularWidth, rectangularHeight, rectangularPictureUnderTitleWidth, rectangularPictureUnderTitleHeight
        case rectangularContentWidth, rectangularContentHeight

        var testDescription: String { rawValue }

        /// Where Apple publishes it.
        var source: String {
            switch self {
            case .extraLargeDiameter: "HIG Complications, Extra large: image 120 / 127 / 132 / 143 pt"
            case .extraLargeClosedGaugePicture: "ClockKit CLKComplicationTemplateGraphicExtraLargeCircularClosedGaugeImage: 154 / 163 / 174 / 183 px"
            case .extraLargeOpenGaugePicture: "ClockKit CLKComplicationTemplateGraphicExtraLargeCircularOpenGaugeImage: 62 / 66 / 66 / 74 px"
            case .extraLargeStackPictureWidth, .extraLargeStackPictureHeight, .extraLargeStackSquareIcon:
                "HIG Complications, Extra large: stack image 80 × 40 / 85 × 42 / 87 × 44 / 95 × 48 pt"
            case .circularClosedGaugePicture: "HIG Complications, Circular: closed gauge image 27 / 28.5 / 31 / 32 pt"
            case .circularOpenGaugePicture: "HIG Complications, Circular: open gauge image 11 / 11.5 / 12 / 13 pt"
            case .circularStackPictureWidth, .circularStackPictureHeight, .circularStackSquareIcon:
                "HIG Complications, Circular: stack image 28 × 14 / 29.5 × 15 / 31 × 16 / 33.5 × 16.5 pt"
            case .rectangularWidth, .rectangularHeight:
                "HIG Complications, Rectangular: large image, no title 162 × 69 / 171.5 × 73 / 184 × 78 / 193 × 82 pt"
            case .rectangularPictureUnderTitleWidth, .rectangularPictureUnderTitleHeight:
                "HIG Complications, Rectangular: large image with title 150 × 47 / 159 × 50 / 171 × 54 / 178.5 × 56 pt"
            case .rectangularContentWidth, .rectangularContentHeight:
                "ClockKit CLKComplicationTemplateGraphicRectangularFullView: safe area 150 × 57 / 158.5 × 60 / 171 × 65 / 179 × 68 pt"
            }
        }

        /// Apple's value in points, by column.
        var apple: [Double] {
            switch self {
            case .extraLargeDiameter: [120, 127, 132, 143]
            case .extraLargeClosedGaugePicture: [77, 81.5, 87, 91.5]
            case .extraLargeOpenGaugePicture: [31, 33, 33, 37]
            case .extraLargeStackPictureWidth: [80, 85, 87, 95]
            case .extraLargeStackPictureHeight, .extraLargeStackSquareIcon: [40, 42, 44, 48]
            case .circularClosedGaugePicture: [27, 28.5, 31, 32]
            case .circularOpenGaugePicture: [11, 11.5, 12, 13]
            case .circularStackPictureWidth: [28, 29.5, 31, 33.5]
            case .circularStackPictureHeight, .circularStackSquareIcon: [14, 15, 16, 16.5]
            case .rectangularWidth: [162, 171.5, 184, 193]
            case .rectangularHeight: [69, 73, 78, 82]
            case .rectangularPictureUnderTitleWidth: [150, 159, 171, 178.5]
            case .rectangularPictureUnderTitleHeight: [47, 50, 54, 56]
            case .rectangularContentWidth: [150, 158.5, 171, 179]
            case .rectangularContentHeight: [57, 60, 65, 68]
            }
        }

        /// The one complication of a face that draws the figure.
        var complication: String {
            switch self {
            case .extraLargeDiameter: Self.extraLarge(#"{ "template": "image", "image": { "file": "square.png" } }"#)
            case .extraLargeClosedGaugePicture: Self.extraLarge(#"{ "template": "gauge", "value": 0.5, "icon": { "file": "square.png" } }"#)
            case .extraLargeOpenGaugePicture:
                Self.extraLarge(#"{ "template": "gauge", "style": "open", "value": 0.5, "text": { "text": "72" }, "icon": { "file": "square.png" } }"#)
            case .extraLargeStackPictureWidth, .extraLargeStackPictureHeight:
                Self.extraLarge(#"{ "template": "stack", "icon": { "file": "wide.png" }, "lines": [ { "text": "12" } ] }"#)
            case .extraLargeStackSquareIcon: Self.extraLarge(#"{ "template": "stack", "icon": { "file": "square.png" }, "lines": [ { "text": "12" } ] }"#)
            case .circularClosedGaugePicture: Self.circular(#"{ "template": "gauge", "value": 0.5, "icon": { "file": "square.png" } }"#)
            case .circularOpenGaugePicture:
                Self.circular(#"{ "template": "gauge", "style": "open", "value": 0.5, "text": { "text": "72" }, "icon": { "file": "square.png" } }"#)
            case .circularStackPictureWidth, .circularStackPictureHeight:
                Self.circular(#"{ "template": "stack", "icon": { "file": "wide.png" }, "lines": [ { "text": "12" } ] }"#)
            case .circularStackSquareIcon: Self.circular(#"{ "template": "stack", "icon": { "file": "square.png" }, "lines": [ { "text": "12" } ] }"#)
            case .rectangularWidth, .rectangularHeight: Self.rectangular(#"{ "template": "image", "image": { "file": "wide.png" } }"#)
            case .rectangularPictureUnderTitleWidth, .rectangularPictureUnderTitleHeight:
                Self.rectangular(#"{ "template": "image", "title": { "text": "SUNSET TRAIL" }, "image": { "file": "wide.png" } }"#)
            case .rectangularContentWidth:
                // A drawing far wider than high is fitted to the content area's width, one far higher to its height.
                Self.rectangular(#"{ "template": "image", "image": { "path": "M0 0h1000v1H0z", "viewBox": { "width": 1000, "height": 1 } } }"#)
            case .rectangularContentHeight:
                Self.rectangular(#"{ "template": "image", "image": { "path": "M0 0h1v1000H0z", "viewBox": { "width": 1, "height": 1000 } } }"#)
            }
        }

        /// The figure in pixels, read from the nodes the layout drew.
        func measure(_ tree: LayoutTree) -> Double? {
            let pictures = tree.nodes.compactMap { if case .image(let placed) = $0 { placed.frame } else { nil } }
            let drawing = tree.nodes.lazy.compactMap { node -> Rect? in
                if case .fill(.path(let path), let ink) = node, ink.role == .content { path.bounds } else { nil }
            }.first
            switch self {
            case .extraLargeDiameter, .extraLargeClosedGaugePicture, .extraLargeOpenGaugePicture, .circularClosedGaugePicture,
                 .circularOpenGaugePicture, .extraLargeStackPictureWidth, .circularStackPictureWidth, .rectangularWidth,
                 .rectangularPictureUnderTitleWidth:
                return pictures.first?.width
            case .extraLargeStackPictureHeight, .extraLargeStackSquareIcon, .circularStackPictureHeight, .circularStackSquareIcon,
                 .rectangularHeight, .rectangularPictureUnderTitleHeight:
                return pictures.first?.height
            case .rectangularContentWidth: return drawing?.width
            case .rectangularContentHeight: return drawing?.height
            }
        }

        static func extraLarge(_ content: String) -> String {
            face("extraLarge", #"{ "id": "it", "slot": "center", "family": "graphicExtraLarge", "content": \#(content) }"#)
        }

        static func circular(_ content: String) -> String {
            face("modular", #"{ "id": "it", "slot": "bottomLeft", "family": "accessoryCircular", "content": \#(content) }"#)
        }

        static func rectangular(_ content: String) -> String {
            face("modular", #"{ "id": "it", "slot": "center", "family": "accessoryRectangular", "content": \#(content) }"#)
        }
    }

    static func face(_ style: String, _ complications: String...) -> String {
        #"{ "schemaVersion": 1, "style": "\#(style)", "time": "2026-11-22T10:09:30+01:00", "complications": [\#(complications.joined(separator: ","))] }"#
    }

    /// A square photo and one twice as wide as high.
    static let pictures = [
        "square.png": Picture(file: "square.png", bitmap: Bitmap(width: 8, height: 8, straightRGBA: [UInt8](repeating: 200, count: 8 * 8 * 4))),
        "wide.png": Picture(file: "wide.png", bitmap: Bitmap(width: 16, height: 8, straightRGBA: [UInt8](repeating: 200, count: 16 * 8 * 4))),
    ]

    static func layout(_ json: String, on device: DeviceID, shaper: TextShaper) throws -> LayoutTree {
        var document = try FaceDocument.decode(Array(json.utf8)).document
        document.device = device
        let resolved = try Resolver.resolve(document, name: "test", display: .active, images: pictures)
        let redacted = try Redactor.redact(resolved) { text, font in shaper.shape(text, font: font.font, size: font.size).width }
        return LayoutEngine.layout(redacted, shaper: shaper)
    }

    @Test(arguments: Figure.allCases, DeviceID.allCases)
    func everyPublishedFigureIsDrawnAtApplesSize(_ figure: Figure, on device: DeviceID) throws {
        let measured = try #require(figure.measure(try Self.layout(figure.complication, on: device, shaper: TextShaper())),
                                    "no node drew \(figure)")
        let expected = figure.apple[Self.column(device)] * 2
        #expect(abs(measured - expected) < 0.01, "\(device.rawValue): \(measured / 2) pt drawn; \(figure.source)")
    }

    /// HIG Complications, Visual design: "generally use line widths of two points or greater" — a chart's line.
    @Test(arguments: DeviceID.allCases)
    func chartLinesAreTwoPointsWideAtLeast(on device: DeviceID) throws {
        let json = Self.face("modular", #"{ "id": "it", "slot": "center", "family": "accessoryRectangular", "content": { "template": "chart", "style": "line", "title": { "text": "HEART" }, "values": [60, 72, 65, 80] } }"#)
        let tree = try Self.layout(json, on: device, shaper: TextShaper())
        let widths = tree.nodes.compactMap { if case .stroke(.path, let stroke, _) = $0 { stroke.width } else { nil } }
        #expect(!widths.isEmpty)
        #expect(widths.allSatisfy { $0 >= 2 * 2 }, "\(device.rawValue): \(widths) px")
    }

    /// ClockKit masks a rectangular's pictures and views to "a rounded rectangle with a 8-pixel corner radius" (the HIG's
    /// 4 pt): the platter and a picture filling the slot both take it.
    @Test(arguments: DeviceID.allCases)
    func rectangularCornersAreFourPoints(on device: DeviceID) throws {
        let shaper = try TextShaper()
        let text = try Self.layout(Figure.rectangular(#"{ "template": "stack", "lines": [ { "text": "Standup" } ] }"#), on: device, shaper: shaper)
        let platters = text.nodes.compactMap { node -> Double? in
            if case .fill(.roundedRect(_, let radius), let ink) = node, ink.role == .background { radius } else { nil }
        }
        #expect(platters == [8], "\(device.rawValue)")
        let photo = try Self.layout(Figure.rectangularWidth.complication, on: device, shaper: shaper)
        let masks = photo.nodes.compactMap { if case .image(let placed) = $0, case .roundedRect(_, let radius) = placed.mask { radius } else { nil } }
        #expect(masks == [8], "\(device.rawValue)")
    }

    /// An open gauge's picture is small and sits in the gap at the bottom of its ring, between the ring's ends, where
    /// WidgetKit's Gauge draws its label; the text stays in the middle, above it.
    @Test(arguments: [Figure.circularOpenGaugePicture, .extraLargeOpenGaugePicture], DeviceID.allCases)
    func anOpenGaugesPictureSitsInTheGapAtTheBottom(_ figure: Figure, on device: DeviceID) throws {
        let shaper = try TextShaper()
        let tree = try Self.layout(figure.complication, on: device, shaper: shaper)
        let ring = try #require(tree.nodes.lazy.compactMap { node -> (Point, Double, Double, Double)? in
            if case .stroke(.arc(let center, let radius, let start, let end), let stroke, _) = node { (center, radius, end - start, stroke.width) } else { nil }
        }.first)
        let (center, radius, sweep, width) = ring
        #expect(abs(sweep - 1.5 * .pi) < 1e-9, "an open ring, its gap at the bottom")
        let picture = try #require(tree.nodes.lazy.compactMap { if case .image(let placed) = $0 { placed.frame } else { nil } }.first)
        // Between the ring's ends, which stand at 45° either side of straight down.
        let ends = radius * 2.0.squareRoot() / 2
        #expect(abs(picture.center.x - center.x) < 0.01)
        #expect(abs(picture.center.y - (center.y + ends)) < 0.01, "level with the ring's ends")
        #expect(picture.width / 2 < ends - width / 2, "clear of the ring's ends")
        let text = try #require(tree.nodes.lazy.compactMap { if case .glyphs(let run, _) = $0 { run } else { nil } }.first)
        let lowest = text.glyphs.compactMap { glyph in shaper.inkBox(of: glyph.id, font: text.font, size: text.size).map { glyph.origin.y + $0.bottom } }.max() ?? 0
        #expect(lowest < picture.y, "the text above the picture")
    }

    /// Where Apple leaves room, Dial does: the infograph's top inline takes the width its row leaves between what the
    /// corners draw, half of the row at the least, long texts in both top corners notwithstanding (labelled arcs keep
    /// what their arcs and labels need, a little more); and no glyph of it comes near what the corners draw.
    @Test(arguments: DeviceID.allCases, [
        #"{ "template": "stack", "lines": [ { "text": "SUNNY 72° FEELS LIKE 75°" } ] }"#,
        #"{ "template": "gauge", "value": 0.5, "leading": { "text": "0" }, "trailing": { "text": "100" }, "text": { "text": "50%" } }"#,
        #"{ "template": "curvedText", "text": { "text": "PARTLY CLOUDY TODAY" }, "inner": { "template": "image", "image": { "icon": "cloud" } } }"#,
    ])
    func theTopInlineTakesHalfItsRowAtLeastAndClearsTheCorners(on device: DeviceID, corners content: String) throws {
        let shaper = try TextShaper()
        let json = Self.face("infograph",
                             // Prose of short words, so that the line shortened ends about where its room does (a number's group
                             // would go whole, and a cut keeping less than half ends after a whole word, short of it).
                             #"{ "id": "inline", "slot": "top", "family": "accessoryInline", "content": { "template": "stack", "lines": [ { "text": "ON AT TO BY IN UP SO AS IF NO GO WE DO IT ON MY OX AN UP TO ME AT NO GO SO WE DO ON AT TO BY IN UP" } ] } }"#,
                             #"{ "id": "left", "slot": "topLeft", "family": "accessoryCorner", "content": \#(content) }"#,
                             #"{ "id": "right", "slot": "topRight", "family": "accessoryCorner", "content": \#(content) }"#)
        let tree = try Self.layout(json, on: device, shaper: shaper)
        func ink(of id: String) -> [Rect] {
            tree.owners.filter { $0.owner == .complication(id) }.flatMap { tree.nodes[$0.nodes] }.flatMap { node -> [Rect] in
                switch node {
                case .glyphs(let run, _):
                    return run.glyphs.compactMap { glyph in
                        shaper.inkBox(of: glyph.id, font: run.font, size: run.size).map { box in
                            // The glyph's box turned with it, and the rectangle round that.
                            let (c, s) = (cos(glyph.rotation), sin(glyph.rotation))
                            let xs = [box.left, box.right].flatMap { a in [box.top, box.bottom].map { d in glyph.origin.x + a * c - d * s } }
                            let ys = [box.left, box.right].flatMap { a in [box.top, box.bottom].map { d in glyph.origin.y + a * s + d * c } }
                            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                        }
                    }
                case .stroke(.arc(let center, let radius, let start, let end), let stroke, _):
                    // An arc's ends, wide as the stroke (round caps included), and its points in between.
                    return stride(from: start, through: end, by: (end - start) / 16).map { angle in
                        Rect(center: center.offset(radius: radius, angle: angle), width: stroke.width, height: stroke.width)
                    }
                case .image(let placed): return [placed.frame]
                default: return []
                }
            }
        }
        let line = ink(of: "inline")
        let (left, right) = (try #require(line.map(\.x).min()), try #require(line.map(\.maxX).max()))
        let (top, bottom) = (line.map(\.y).min()!, line.map(\.maxY).max()!)
        // The screen's row at the line's height: its width inside the rounded corners.
        let radius = tree.screenCornerRadius
        let middle = (top + bottom) / 2
        let inset = middle < radius ? radius - (radius * radius - (radius - middle) * (radius - middle)).squareRoot() : 0
        let row = Double(tree.width) - 2 * inset
        // A corner gauge keeps its whole 36° arc and its end labels, the inline shortening first (#23, a new user's
        // Telugu face; stranger14 #7, a gauge squeezed to a stub in active and whole in Always On): beside two, the
        // inline has a little more than a third of its row.
        let least = content.contains("gauge") ? 0.35 : 0.5
        #expect(right - left >= row * least, "\(device.rawValue): \(right - left) px of a \(row) px row")
        for corner in ink(of: "left") + ink(of: "right") {
            for glyph in line {
                let apart = max(corner.x - glyph.maxX, glyph.x - corner.maxX, corner.y - glyph.maxY, glyph.y - corner.maxY)
                #expect(apart > 0, "\(device.rawValue): the inline's ink meets a corner's")
            }
        }
    }
}
