#if SnapshotTesting
import Dial
import DialCore
import DialGolden
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == Face, Format == RenderedFace {
    /// The face as Dial's PNG, active, on its own device and at its own time, compared as pixels with no pixel
    /// allowed to differ: `assertSnapshot(of: face, as: .png)`.
    public static var png: Self { png() }

    /// The face as Dial's PNG in a context, compared as pixels by Dial's pixelmatch-compatible comparator:
    /// `assertSnapshot(of: face, as: .png(device: .mm45, context: .alwaysOn(hideSensitive: true)))`.
    ///
    /// It is drawn through Dial's whole pipeline, redaction included, so what the context hides is not in the
    /// reference, the failure pictures nor the message. A mismatch leaves Expected | Diff | Actual on disk and names it.
    ///
    /// - Parameters:
    ///   - device: the screen; by default the face's `device`.
    ///   - context: wrist raised or lowered, lock and privacy settings over the face's own; by default `.active`.
    ///   - time: the instant or time of day shown (`.timeOfDay(hour: 10, minute: 9, second: 30)`); by default the
    ///     face's `time`.
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (default 0.1).
    ///   - maxDiffPixels: how many pixels may differ; with neither limit given, none may.
    ///   - maxDiffRatio: the share of all pixels, 0 to 1, that may differ.
    public static func png(device: DeviceID? = nil, context: RenderContext = .active, time: TimeOverride? = nil,
                           threshold: Double = 0.1, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) -> Self {
        let tolerance = ImageTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
        return SnapshotTesting.Snapshotting<Frame, RenderedFace>.drawn(as: .png, diffing: .dialPixels(tolerance)).pullback { face in
            Frame(face: face, context: context, device: device, time: time)
        }
    }

    /// The face as Dial's SVG, active, compared line by line: `assertSnapshot(of: face, as: .svg)`.
    public static var svg: Self { svg() }

    /// The face as Dial's SVG in a context (see ``png(device:context:time:threshold:maxDiffPixels:maxDiffRatio:)``),
    /// compared exactly, line endings aside; a mismatch shows a unified diff.
    public static func svg(device: DeviceID? = nil, context: RenderContext = .active, time: TimeOverride? = nil) -> Self {
        SnapshotTesting.Snapshotting<Frame, RenderedFace>.drawn(as: .svg, diffing: .dialLines(.svg)).pullback { face in
            Frame(face: face, context: context, device: device, time: time)
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == Face, Format == String {
    /// The face as Dial's text dump (one line a draw command), active: `assertSnapshot(of: face, as: .dump)`.
    ///
    /// Text, as swift-snapshot-testing's own `dump` is; for a face this one is chosen (it is the more specific), and it
    /// matters: the generic `dump` would write every value of the face's document, hidden ones included, into the
    /// reference, where this one writes only what Dial draws.
    public static var dump: Self { dump() }

    /// The face's text dump in a context (see ``png(device:context:time:threshold:maxDiffPixels:maxDiffRatio:)``),
    /// compared exactly; a mismatch shows the draw commands that changed, which a pull request can review as text.
    public static func dump(device: DeviceID? = nil, context: RenderContext = .active, time: TimeOverride? = nil) -> Self {
        SnapshotTesting.Snapshotting<Frame, String>(pathExtension: "txt", diffing: .dialDump) { frame in
            let rendered = frame.rendered(as: .txt)
            return rendered.failure == nil ? String(decoding: rendered.bytes, as: UTF8.self) : DumpFailure.text(rendered)
        }.pullback { face in
            Frame(face: face, context: context, device: device, time: time)
        }
    }
}

/// A face and what to draw it in: the value the three strategies share, before it is drawn.
struct Frame {
    var face: Face
    var context: RenderContext
    var device: DeviceID?
    var time: TimeOverride?
}

extension Frame {
    /// The frame drawn through Dial's pipeline (resolve, redact, layout, paint) and encoded as `format`, or why it could
    /// not be. A renderer per frame: renderers are not thread-safe, and tests run in parallel.
    func rendered(as format: OutputFormat) -> RenderedFace {
        var overrides = context.overrides
        overrides.device = device
        overrides.time = time
        do {
            let renderer = try Renderer()
            let list = try renderer.displayList(face, display: context.display, overrides: overrides)
            return RenderedFace(format: format, bytes: try renderer.encode(list, as: format))
        } catch {
            return RenderedFace(format: format, failure: "\(error)")
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == Frame, Format == RenderedFace {
    static func drawn(as format: OutputFormat, diffing: SnapshotTesting.Diffing<RenderedFace>) -> Self {
        Self(pathExtension: format.rawValue, diffing: diffing) { frame in frame.rendered(as: format) }
    }
}
#endif
