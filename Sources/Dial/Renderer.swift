import DialCairo
import DialPNG
import DialCore
import DialModel
import DialSVG
import DialText
import DialTXT

/// Runs the whole pipeline: decoded face → resolve → redact → layout → paint → PNG, SVG or TXT
/// (docs/design.md, "The pipeline").
/// Holds fonts and shaping caches, so it is not thread-safe: make one per thread and reuse it.
public final class Renderer {
    private let shaper: TextShaper
    private let backend: CairoBackend
    private let svgWriter: SVGWriter
    /// The symbols' outlines, from the same font files as the text: one set of files serves a render.
    package let symbols: SymbolOutlines

    /// Opens the pinned font files; throws when one is missing, so that a renderer never draws with a stand-in font.
    public init(fonts: FontFiles = .system) throws(DialError) {
        do {
            shaper = try TextShaper(files: fonts)
        } catch {
            throw .text(error)
        }
        // One set of glyph outlines for both backends that draw text as paths.
        let outliner = GlyphOutliner(files: fonts)
        backend = CairoBackend(fonts: fonts, outliner: outliner)
        svgWriter = SVGWriter(fonts: fonts, outliner: outliner)
        // The system's files share one cache of outlines across renderers; other files get outlines of their own.
        symbols = fonts == .system ? .system : SymbolOutlines(files: fonts)
    }

    /// The face in one context as a list of draw commands.
    public func displayList(_ face: Face, in context: RenderContext = .active) throws(DialError) -> DisplayList {
        Painter.paint(try layoutTree(face, in: context))
    }

    /// The face in one context, placed: what `dial lint` measures (who drew what, which texts were shortened).
    public func layoutTree(_ face: Face, in context: RenderContext = .active) throws(DialError) -> LayoutTree {
        let shaper = self.shaper
        let redacted = try face.redacted(in: context, symbols: symbols) { text, font in
            shaper.shape(text, font: font.font, size: font.size).width
        }
        return LayoutEngine.layout(redacted, shaper: shaper)
    }

    /// The lines of each complication in `tree` whose ink touches (`TouchingLines`): only what the tree draws.
    package func touchingLines(in tree: LayoutTree) -> [TouchingLines] {
        TouchingLines.find(in: tree, shaper: shaper)
    }

    /// Two complications' curved lines nearer than two curved lines keep apart (`NearCurvedLines`).
    package func nearCurvedLines(in tree: LayoutTree) -> [NearCurvedLines] {
        NearCurvedLines.find(in: tree, shaper: shaper)
    }

    /// The texts the face shows in one context that have characters no pinned font draws (`UndrawnText`): only what
    /// the context shows is looked at.
    public func undrawnTexts(_ face: Face, in context: RenderContext = .active) throws(DialError) -> [UndrawnText] {
        UndrawnText.find(in: try face.resolved(in: context, symbols: symbols), shaper: shaper)
    }

    /// The texts the face shows in one context asked bold or semi-bold with characters of a script that has only a
    /// regular face (`TextDrawnRegular`): only what the context shows is looked at.
    public func textsDrawnRegular(_ face: Face, in context: RenderContext = .active) throws(DialError) -> [TextDrawnRegular] {
        TextDrawnRegular.find(in: try face.resolved(in: context, symbols: symbols), shaper: shaper)
    }

    /// What a context shows of each complication and which rule decided it, derived from what it shows: `dial explain`.
    /// Shortened and undrawn texts come from this context's own layout, which only shown text reaches.
    public func explain(_ face: Face, in context: RenderContext = .active) throws(DialError) -> Explanation {
        let resolved = try face.resolved(in: context, symbols: symbols)
        let decisions = Redactor.decisions(resolved).map(Self.withoutHiddenEntry)
        return Explanation(face: face, resolved: resolved, decisions: decisions,
                           cut: try layoutTree(face, in: context).shortened, undrawn: try undrawnTexts(face, in: context),
                           drawnRegular: TextDrawnRegular.find(in: resolved, shaper: shaper),
                           undecoded: Self.undecodedPictures(resolved, decisions))
    }

    /// The shown elements of each complication whose picture's bytes do not decode (a damaged or truncated PNG), drawn
    /// as its stand-in (`Picture.drawnBitmap`). Only elements the context shows are asked: a picture it hides is never
    /// opened, so neither whether it decodes nor the time that takes is told there (docs/privacy.md).
    private static func undecodedPictures(_ face: ResolvedFace, _ decisions: [RedactionDecision]) -> [String: [ElementID]] {
        var found: [String: [ElementID]] = [:]
        for (complication, decision) in zip(face.complications, decisions) {
            guard decision.drawn == .content, case .content(let content, _) = complication.current else { continue }
            for element in decision.elements where element.shown {
                guard let picture = content.picture(of: element.element) else { continue }
                // A file gone since the face was read fails the render itself; here only what does not decode counts.
                let decodes = try? picture.drawnBitmap() != nil
                if decodes == false {
                    found[complication.id, default: []].append(element.element)
                }
            }
        }
        return found
    }

    /// The decision without the timeline entry it came from, where the context hides part of that entry: entries the
    /// context draws alike (only hidden parts differ) would otherwise be told apart by their names, and naming the entry
    /// in force would tell when a hidden part changed (adversary8 leak 5; docs/privacy.md, "Timelines seen from a
    /// context"). Decided from this decision alone: looking back along the entries for the first one drawn alike took
    /// time that grew with their number (review of session 14: 1.95× for 1,000 alike entries against 1).
    private static func withoutHiddenEntry(_ decision: RedactionDecision) -> RedactionDecision {
        guard decision.drawn == .content, decision.elements.contains(where: { !$0.shown }), entryIndex(decision.source) != nil
        else { return decision }
        var withheld = decision
        withheld.source = nil
        return withheld
    }

    /// `k` of a content at `complications[i].timeline[k].content`.
    private static func entryIndex(_ source: JSONPath?) -> Int? {
        guard let steps = source?.components, steps.count >= 4, case .key("timeline") = steps[2], case .index(let entry) = steps[3] else { return nil }
        return entry
    }

    /// The face in one context, in each of `formats`, in the order given.
    public func render(_ face: Face, in context: RenderContext = .active,
                       formats: [OutputFormat]) throws(DialError) -> [(format: OutputFormat, bytes: [UInt8])] {
        let list = try displayList(face, in: context)
        var outputs: [(format: OutputFormat, bytes: [UInt8])] = []
        for format in formats {
            outputs.append((format, try encode(list, as: format)))
        }
        return outputs
    }

    /// One display list's pixels as the screen shows them (over black), for measuring.
    public func composite(_ list: DisplayList) throws(DialError) -> RGBAImage {
        do {
            return try backend.composite(list)
        } catch {
            throw .backend(error)
        }
    }

    /// One display list's pixels with straight alpha: what decoding its PNG gives, without the compression.
    public func rgba(_ list: DisplayList) throws(DialError) -> RGBAImage {
        do {
            return try backend.rgba(list)
        } catch {
            throw .backend(error)
        }
    }

    /// The C libraries this renderer draws with, each asked by the module that wraps it (cairo and pixman by DialCairo,
    /// FreeType of this renderer's own instance and HarfBuzz by DialText, libpng by DialPNG): for golden records.
    package func libraryVersions() -> [String: String] {
        shaper.libraryVersions().merging(CairoBackend.libraryVersions) { $1 }.merging(["libpng": PNGEncoder.libraryVersion]) { $1 }
    }

    /// Each installed pinned font's file name, SHA-256 and own revision: what, besides Dial, decides a golden's pixels.
    package func fontFingerprints() -> [(file: String, sha256: String, revision: String?)] {
        let revisions = shaper.fontRevisions()
        return shaper.fontHashes().sorted { $0.key.fileName < $1.key.fileName }.map { font, hash in
            (font.fileName, hash, revisions[font])
        }
    }

    /// One display list as bytes of one format.
    public func encode(_ list: DisplayList, as format: OutputFormat) throws(DialError) -> [UInt8] {
        switch format {
        case .png:
            do {
                return try backend.png(list)
            } catch {
                throw .backend(error)
            }
        case .svg:
            do {
                return try svgWriter.svg(list)
            } catch {
                switch error {
                case .font(let error): throw .text(error)
                case .png(let error): throw .backend(.png(error))
                }
            }
        case .txt:
            return Array(TextDump.render(list).utf8)
        }
    }
}
