#if SnapshotTesting
import Dial
import DialGolden
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == Face, Format == RenderedFace {
    /// The face as Dial's PNG, active, on its own device and at its own time, compared as pixels with no pixel
    /// allowed to differ: `assertSnapshot(of: face, as: .png)`.
    public static var png: Self { png() }

    /// The face as Dial's PNG in a context, compared as pixels by Dial's pixelmatch-compatible comparator:
    /// `assertSnapshot(of: face, as: .png(.alwaysOn(hideSensitive: true).on(.mm45)))`. The same shape as DialTesting's
    /// `.png(_:tolerance:)`.
    ///
    /// It is drawn through Dial's whole pipeline, redaction included, so what the context hides is not in the
    /// reference, the failure pictures nor the message. A mismatch leaves Expected | Diff | Actual on disk and names it.
    ///
    /// - Parameters:
    ///   - context: wrist raised or lowered, device, time, lock and privacy settings over the face's own; by default
    ///     `.active`, on the face's own device at its own time.
    ///   - tolerance: pixelmatch's colour threshold and how many pixels may differ; by default none.
    public static func png(_ context: RenderContext = .active, tolerance: ImageTolerance = ImageTolerance()) -> Self {
        SnapshotTesting.Snapshotting<Frame, RenderedFace>.drawn(as: .png, diffing: .dialPixels(tolerance)).pullback { face in
            Frame(face: face, context: context)
        }
    }

    /// The face as Dial's SVG, active, compared line by line: `assertSnapshot(of: face, as: .svg)`.
    public static var svg: Self { svg() }

    /// The face as Dial's SVG in a context (see ``png(_:tolerance:)``), compared exactly, line endings aside; a
    /// mismatch shows a unified diff.
    public static func svg(_ context: RenderContext = .active) -> Self {
        SnapshotTesting.Snapshotting<Frame, RenderedFace>.drawn(as: .svg, diffing: .dialLines(.svg)).pullback { face in
            Frame(face: face, context: context)
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

    /// The face's text dump in a context (see ``png(_:tolerance:)``), compared exactly; a mismatch shows the draw
    /// commands that changed, which a pull request can review as text.
    public static func dump(_ context: RenderContext = .active) -> Self {
        SnapshotTesting.Snapshotting<Frame, String>(pathExtension: "txt", diffing: .dialDump) { frame in
            let rendered = frame.rendered(as: .txt)
            return rendered.failure == nil ? String(decoding: rendered.bytes, as: UTF8.self) : DumpFailure.text(rendered)
        }.pullback { face in
            Frame(face: face, context: context)
        }
    }
}

/// A face and what to draw it in: the value the three strategies share, before it is drawn.
struct Frame {
    var face: Face
    var context: RenderContext
}

extension Frame {
    /// The frame drawn through Dial's pipeline (resolve, redact, layout, paint) and encoded as `format`, or why it could
    /// not be. Drawn by the shared pool's renderers: a renderer is not thread-safe, tests run in parallel, and one made
    /// per frame would open the fonts and warm its caches each time.
    func rendered(as format: OutputFormat) -> RenderedFace {
        let pool: RendererPool
        do {
            pool = try RendererPool.checks.get()
        } catch {
            return RenderedFace(format: format, failure: "\(error)")
        }
        let (face, context) = (face, context)
        return pool.perform { renderer in
            do {
                let list = try renderer.displayList(face, in: context)
                return RenderedFace(format: format, bytes: try renderer.encode(list, as: format))
            } catch {
                return RenderedFace(format: format, failure: "\(error)")
            }
        }!
    }
}

extension SnapshotTesting.Snapshotting where Value == Frame, Format == RenderedFace {
    static func drawn(as format: OutputFormat, diffing: SnapshotTesting.Diffing<RenderedFace>) -> Self {
        Self(pathExtension: format.rawValue, diffing: diffing) { frame in frame.rendered(as: format) }
    }
}
#endif
