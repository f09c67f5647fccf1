import DialModel
import DialText

/// Stage 3's output: everything placed in pixels, text shaped into glyphs, colours not yet adjusted for the display.
public struct LayoutTree: Hashable, Sendable {
    /// Screen width in pixels.
    public var width: Int
    /// Screen height in pixels.
    public var height: Int
    /// The radius of the screen's rounded corners, in pixels.
    public var screenCornerRadius: Double
    /// Active or Always On: `Painter` dims the colours and drops the backgrounds for Always On.
    public var display: Display
    /// How Always On dims the colours; used only when `display` is Always On.
    package var alwaysOn: AlwaysOnAppearance
    /// `accented` greys every colour and tints the accentable ones with `tint` (docs/face-format.md, "Rendering modes").
    public var renderingMode: RenderingMode
    /// The wearer's colour in `accented`; its alpha is not used.
    public var tint: Color
    /// Back to front.
    package var nodes: [LayoutNode]
    /// Complications' texts not drawn as written (a shorter form, shortened with "…", or not at all), for `dial lint`
    /// and `dial explain`.
    public var shortened: [ShortenedText]
    /// The part of the face each node belongs to, in the order drawn; `dial lint` measures each part's ink from it.
    public var owners: [OwnedNodes]

    /// A layout of `nodes` on a screen of that size, for that display and rendering mode.
    package init(width: Int, height: Int, screenCornerRadius: Double, display: Display, alwaysOn: AlwaysOnAppearance,
                renderingMode: RenderingMode = .fullColor, tint: Color = .white, nodes: [LayoutNode], shortened: [ShortenedText] = [],
                owners: [OwnedNodes] = []) {
        self.width = width
        self.height = height
        self.screenCornerRadius = screenCornerRadius
        self.display = display
        self.alwaysOn = alwaysOn
        self.renderingMode = renderingMode
        self.tint = tint
        self.nodes = nodes
        self.shortened = shortened
        self.owners = owners
    }
}

/// The part of the face that drew some of a layout's nodes.
public enum NodeOwner: Hashable, Sendable, CustomStringConvertible {
    /// A complication, by id.
    case complication(String)
    /// One of the dial's 60 ticks, numbered clockwise from 12 o'clock.
    case tick(Int)
    /// The numeral of an hour, 0 for 12 o'clock.
    case numeral(Int)
    /// The analog dial's date window, or the date under digital digits.
    case date
    /// The digital time's digits.
    case time
    /// The hands and their hub: they pass over everything by design.
    case hands

    /// A clock mark or text that a complication must leave whole.
    public var isClockMark: Bool {
        switch self {
        case .tick, .numeral, .date, .time: true
        case .complication, .hands: false
        }
    }

    /// What a message calls the part: the complication's id, or "the hour tick at 3 o'clock", "the hands"...
    public var description: String {
        switch self {
        case .complication(let id): id
        case .tick(let index): index % 5 == 0 ? "the hour tick at \(index == 0 ? 12 : index / 5) o'clock" : "the minute tick at \(index)"
        case .numeral(let hour): "the numeral of \(hour == 0 ? 12 : hour) o'clock"
        case .date: "the date"
        case .time: "the time"
        case .hands: "the hands"
        }
    }
}

/// A run of a layout's nodes, and who drew them.
public struct OwnedNodes: Hashable, Sendable {
    /// The part of the face that drew them.
    public var owner: NodeOwner
    /// Their indices in the layout's `nodes`.
    public var nodes: Range<Int>

    /// The nodes at `nodes`, drawn by `owner`.
    public init(owner: NodeOwner, nodes: Range<Int>) {
        self.owner = owner
        self.nodes = nodes
    }
}

/// A complication's text that was not drawn as written, and what of it was drawn. Only shown text reaches layout: a
/// redacted one is a bar, never shortened, and its shorter forms never reach layout.
public struct ShortenedText: Hashable, Sendable {
    /// What became of the text.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// One of the face's shorter forms of it was drawn whole (`shortText`).
        case shortForm
        /// Shortened with "…", at least half of it and every number in it kept whole.
        case shortened
        /// Its words shortened with "…" before the number that ends it, the number kept whole: "რქაწითელი… 87%" for
        /// "რქაწითელი · დუღილი 87%". A number is the last thing a line gives up.
        case wordsShortened
        /// Shortened with "…" and a number of it dropped whole: "Stromverbrauch…" for "Stromverbrauch 3,2 kW".
        case numberDropped
        /// Cut through a number: "CHF 1,284,9…". The fitting policy never does this; kept so that a report would say it.
        case numberCut
        /// A number's digits drawn whole, the unit or word after it cut: "૧૨ ઓ…" for "૧૨ ઓર્ડર" (12 orders), "5 m…" for
        /// "5 min" (which reads as metres). Not "cut through a number": the number is there, what it counts is not.
        case unitCut
        /// Shortened to fewer than half of its characters: "Ener…" for "Energieautarkie".
        case lessThanHalf
        /// Shortened with "…" before a spaced arrow, where the text points dropped whole: "🚌 138 මහරගම…" for
        /// "🚌 138 මහරගම → කොළඹ කොටුව". For a bus or a transfer the destination is the reading (#23).
        case destinationDropped
        /// Not drawn at all: no room for even a legible part of it.
        case notDrawn
        /// Not drawn, as written: a circular gauge's label, which gives way to its minimum and maximum labels in the
        /// gap between the arc's ends, as watchOS draws it (drawn there only where they are not).
        case givesWay
        /// A view's text drawn whole, smaller than its font: `Detail.shrunk` says what let it shrink (a written
        /// `minimumScaleFactor`, the family's legible size, the number it keeps whole, the line it belongs to).
        case shrunk
        /// A view's text drawn, but part of its ink cut away by the family's mask: the circle watchOS cuts a round
        /// family's view to, or the edge of a rectangular's slot (`Detail.masked` says what).
        case masked
        /// Drawn below its family's legible size (`Detail.size` says how small), as steps 5 to 8 of the fitting
        /// policy allow rather than lose it.
        case belowLegible
        /// A view's picture laid out with no room (its frame empty: padding wider than the frame around it), so
        /// nothing of it drawn; `text` is empty. Recorded so that no report calls it shown (ports4's Ikachan gauge).
        case noRoom
    }

    /// What a report says beyond what was drawn.
    package enum Detail: Hashable, Sendable {
        /// Drawn at `size` px, below the legible `legible` px of its family; `setBy`: the text of the line above it
        /// whose size set its own (`RedactedText.sizeSetBy`), nil where it is its own.
        case size(Double, legible: Double, setBy: String? = nil)
        /// Cut by `edge`: the characters of which part, and of which all, is cut away.
        case masked(MaskEdge, sliced: [String], hidden: [String])
        /// A view's element that is not text (its `text` is empty), cut by `edge`: part of it, or all of it.
        case maskedElement(MaskEdge, ViewElement, hiddenWhole: Bool)
        /// A view's text drawn whole at `size` px, smaller than its font's `font` px, and what let it shrink.
        case shrunk(Shrink, size: Double, font: Double)
    }

    /// What let a view's text be drawn smaller than its font (`Kind.shrunk`): said as it is, so that no report sends
    /// the author looking for a `minimumScaleFactor` the face never wrote (stranger20 #6).
    package enum Shrink: Hashable, Sendable {
        /// Its `minimumScaleFactor`, which the face wrote, allows it.
        case minimumScaleFactor
        /// The fitting shrinks a view's text toward its family's legible size (`legible` px) before it cuts it, past
        /// its `minimumScaleFactor` where one is written (`written`).
        case legibleSize(Double, written: Bool)
        /// A gauge's ring's label, which Dial shrinks to half its size rather than cut, as the watch's gauge styles
        /// fit their labels to the ring.
        case ringLabel
        /// No cut of it that keeps its numbers fits: a number is never cut, so it is drawn whole, smaller.
        case keptWhole
        /// It is no larger than the line it belongs to, which shrank: a caption is never drawn larger than its line.
        case belowItsLine
    }

    /// A view's element other than text that a mask can cut, named in reports by what it is: quoted, "image" and
    /// "gauge" read as texts the face wrote (notes18/u6).
    package enum ViewElement: String, Hashable, Sendable {
        /// An SF Symbol or a custom symbol.
        case symbol
        /// A picture (`image` with a `path`).
        case picture
        /// A gauge's bar or ring.
        case gauge
        /// A chart's plot.
        case chart
    }

    /// What cuts a view's ink.
    package enum MaskEdge: Hashable, Sendable {
        /// The circle of a round family (circular, extra large, a bezel's middle), which watchOS masks the view to.
        case circle
        /// The edge of a rectangular's slot, which WidgetKit clips the view to.
        case slot
    }

    /// The id of the complication whose text it is.
    public var owner: String
    /// The text as written.
    public var text: String
    /// What was drawn: a shorter form, the text's start ending in "…", or nothing.
    public var shown: String
    /// What became of it.
    package var kind: Kind
    /// A view's text: its path in the complication's content (`view.vstack[0]`); nil for a template's.
    public var path: String?
    /// The size it was drawn at, or what a mask cut of it, where `kind` needs it said.
    package var detail: Detail?

    /// `text` of complication `owner`, drawn as `shown`; `kind` is what `shown` tells of it where not given.
    package init(owner: String, text: String, shown: String, kind: Kind? = nil, path: String? = nil, detail: Detail? = nil) {
        self.owner = owner
        self.text = text
        self.shown = shown
        self.kind = kind ?? Self.kind(of: text, shownAs: shown)
        self.path = path
        self.detail = detail
    }

    /// Cut so short or so wrongly that what is drawn does not say what the text says: nothing drawn, fewer than half of
    /// its characters kept, or a number dropped or cut ("$999,9…" for "$999,999,999" reads as a smaller value).
    public var isMisleading: Bool {
        switch kind {
        case .shortForm, .shortened, .wordsShortened, .shrunk, .belowLegible, .givesWay: false
        case .numberDropped, .numberCut, .unitCut, .lessThanHalf, .destinationDropped, .notDrawn, .masked, .noRoom: true
        }
    }

    /// Whether nothing of it is drawn.
    public var drawsNothing: Bool {
        switch kind {
        case .notDrawn, .noRoom, .givesWay: true
        default: false
        }
    }

    /// Cut with "…" inside its first word, no word of it kept whole ("mm…" for "mmHg", which reads as millimetres;
    /// stranger20 #6): what is drawn names another word, or none. A script written without spaces ends its words
    /// where its syllables or ideographs do (`TextCuts.endsAWord`).
    package var keepsNoWord: Bool {
        guard kind == .shortened, shown.hasSuffix("…") else { return false }
        let kept = shown.count - 1
        let cuts = TextCuts(text)
        return kept > 0 && !(1...kept).contains(where: cuts.endsAWord)
    }

    /// What was drawn, in words for a report: `drawn as "Stromverbrauch…" (its number dropped whole)`. Names only what
    /// was drawn, which is shown text; a cut drawn below its legible size too says how small (`detail`), as one record.
    public var drawnAs: String {
        guard kind != .belowLegible, case .size(let size, let legible, let setBy) = detail else { return what }
        return what + " at \(Self.points(size)), below its family's legible " + Self.points(legible) + Self.setting(setBy)
    }

    /// What was drawn, without the size a cut was drawn at.
    private var what: String {
        switch kind {
        case .shortForm: "drawn as its shorter form \"\(shown)\""
        case .shortened: "drawn shortened as \"\(shown)\"" + (keepsNoWord ? " (no word of it whole)" : "")
        case .wordsShortened: "drawn as \"\(shown)\" (its words shortened, its number whole)"
        case .numberDropped: "drawn as \"\(shown)\" (a number dropped whole)"
        case .numberCut: "drawn as \"\(shown)\" (cut through a number)"
        case .unitCut: "drawn as \"\(shown)\" (its number whole, the unit or word after the number cut)"
        case .lessThanHalf: "drawn as \"\(shown)\" (less than half of it)"
        case .destinationDropped: "drawn as \"\(shown)\" (where its arrow points dropped whole)"
        case .notDrawn: "not drawn (no room for it, even at its smallest legible size)"
        case .noRoom: "not drawn (laid out with no room: the padding or frame around it leaves none)"
        case .givesWay: "not drawn (a circular gauge's minimum and maximum labels take the gap, as watchOS draws them; "
            + "its label is drawn there only where they are not: a unit the reading needs belongs in its currentValueLabel)"
        case .shrunk:
            switch detail {
            case .shrunk(let shrink, let size, let font):
                "drawn whole at \(Self.points(size)), smaller than its \(Self.points(font)) font" + Self.why(shrink)
            default: "drawn whole, smaller than its font"
            }
        case .masked:
            switch detail {
            case .masked(let edge, let sliced, let hidden):
                Self.cut(by: edge) + ": " + [Self.quoted(sliced, "sliced"), Self.quoted(hidden, "hidden whole")].compactMap { $0 }.joined(separator: ", ")
            case .maskedElement(let edge, let element, let hiddenWhole):
                Self.cut(by: edge) + ": the \(element.rawValue) " + (hiddenWhole ? "hidden whole" : "sliced")
            default: "drawn cut by its family's mask"
            }
        case .belowLegible:
            switch detail {
            case .size(let size, let legible, let setBy):
                (shown == text ? "drawn whole" : "drawn as \"\(shown)\"") + " at \(Self.points(size)), below its family's legible "
                    + Self.points(legible) + Self.setting(setBy)
            default: "drawn below its family's legible size"
            }
        }
    }

    /// What set a size below the legible one, in words, after it: the line above, never drawn smaller than a line under
    /// it; nothing where the text's own length did.
    private static func setting(_ setBy: String?) -> String {
        setBy.map { " (no larger than the line above it, \"\($0)\", which is drawn that small)" } ?? ""
    }

    /// What let a text shrink, in words, after its size.
    private static func why(_ shrink: Shrink) -> String {
        switch shrink {
        case .minimumScaleFactor: ", as its minimumScaleFactor allows"
        case .legibleSize(let legible, let written):
            (written ? ", past its minimumScaleFactor" : "") + ": a view's text shrinks toward its family's legible "
                + "\(points(legible)) before it is cut"
        case .ringLabel: ": a gauge's ring shrinks its labels to fit, down to half their size"
        case .keptWhole: ": no cut of it that keeps its numbers fits, and a number is never cut"
        case .belowItsLine: ", no larger than the line it belongs to, which shrank"
        }
    }

    /// What a mask is, in words: "drawn cut by the circle watchOS masks the family's view to".
    private static func cut(by edge: MaskEdge) -> String {
        "drawn cut by " + (edge == .circle ? "the circle watchOS masks the family's view to" : "the edge of its slot, which clips the view")
    }

    /// What a report names it by: the text quoted, or a view's element that has none by what it is ("its gauge", "its
    /// picture").
    public var subject: String {
        switch (kind, detail) {
        case (.noRoom, _): "its picture"
        case (_, .maskedElement(_, let element, _)?): "its \(element.rawValue)"
        default: "\"\(text)\""
        }
    }

    /// `"N", "E" sliced`, the first six named and the rest counted; nil for none.
    private static func quoted(_ characters: [String], _ what: String) -> String? {
        guard !characters.isEmpty else { return nil }
        let named = characters.prefix(6).map { "\"\($0)\"" }.joined(separator: ", ")
        return named + (characters.count > 6 ? " and \(characters.count - 6) more" : "") + " " + what
    }

    /// Pixels as points, to a tenth: "4.9 pt", "6 pt".
    package static func points(_ pixels: Double) -> String {
        let tenths = (pixels / Device.scale * 10).rounded()
        return (tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)) + " pt"
    }

    /// What `shown` tells of `text`: nothing, a shorter form (no "…"), or its start cut at some point.
    static func kind(of text: String, shownAs shown: String) -> Kind {
        if shown.isEmpty { return .notDrawn }
        // "რქაწითელი… 87%": the text's start, "…", and the number that ends it.
        if !shown.hasSuffix("…"), shown.contains("…") {
            let cuts = TextCuts(text)
            if let tail = cuts.tail, shown.hasSuffix(String(cuts.characters[tail...])) {
                let start = shown.dropLast(cuts.characters.count - tail)
                // None of its words kept: the number alone says less than half of the text, and is reported.
                if start.hasSuffix("…"), text.hasPrefix(start.dropLast()) {
                    // A number between the words kept and the trailing one, dropped with the words, is a number dropped:
                    // "Stopp… 42" for "Stopp 17 von 42".
                    let kept = start.count - 1
                    if cuts.numbers.contains(where: { $0.lowerBound >= kept && $0.upperBound <= tail }) { return .numberDropped }
                    // More than half of it dropped before the number is reported too ("Dnes: Řídící… 14:30", 19
                    // characters of 51, stranger14 #5).
                    return start == "…" || (shown.count - 1) * 2 < cuts.characters.count ? .lessThanHalf : .wordsShortened
                }
            }
        }
        // "Ҳис… · ноябр 2026" for "Ҳисоби телефон · Tcell · ноябр 2026": the text's start, "…", and its trailing group
        // (`TextCuts.keepingTrailingGroup`), not only its number. A cut, never a shorter form the face wrote
        // (stranger20 #7), read as the trailing number's cut above.
        if !shown.hasSuffix("…"), let dots = shown.firstIndex(of: "…") {
            let (start, end) = (shown[..<dots], shown[shown.index(after: dots)...])
            let characters = Array(text)
            let tail = characters.count - end.count
            if !end.isEmpty, start.count < tail, characters.starts(with: start), characters[tail...].elementsEqual(end) {
                let cuts = TextCuts(text)
                if cuts.numbers.contains(where: { $0.upperBound > start.count && $0.lowerBound < tail }) { return .numberDropped }
                if start.isEmpty || (shown.count - 1) * 2 < characters.count { return .lessThanHalf }
                return cuts.numbers.contains { $0.lowerBound >= tail } ? .wordsShortened : .shortened
            }
        }
        guard shown.hasSuffix("…") else { return .shortForm }
        return kind(of: text, keeping: shown.dropLast().count)
    }

    /// What keeping the first `kept` characters of `text` (and "…") does to it.
    static func kind(of text: String, keeping kept: Int) -> Kind { kind(of: TextCuts(text), keeping: kept) }

    /// What keeping the first `kept` characters of a text whose cuts are `cuts` does to it.
    static func kind(of cuts: TextCuts, keeping kept: Int) -> Kind {
        if kept <= 0 { return .notDrawn }
        if let number = cuts.numbers.first(where: { $0.lowerBound < kept && kept < $0.upperBound }) {
            // Past its last digit, what is cut is the number's unit (or a word read as one), not the number.
            let lastDigit = number.last { cuts.characters[$0].isNumber }
            return lastDigit.map { kept > $0 } == true ? .unitCut : .numberCut
        }
        if cuts.numbers.contains(where: { $0.lowerBound >= kept }) { return .numberDropped }
        // The arrow is dropped with what it points at: a cut at or before it.
        if cuts.arrowCuts.contains(where: { kept <= $0 }) { return .destinationDropped }
        return kept * 2 < cuts.characters.count ? .lessThanHalf : .shortened
    }
}

/// One thing a layout draws, in pixels, in its colour before the display's appearance (Always On, accented) is applied.
package enum LayoutNode: Hashable, Sendable {
    /// A shape filled with an ink.
    case fill(Shape, Ink)
    /// A shape's outline, stroked with an ink.
    case stroke(Shape, Stroke, Ink)
    /// Shaped text, filled with an ink.
    case glyphs(GlyphRun, Ink)
    /// A picture: its own colours, changed only by the display's appearance (Always On, accented).
    case image(PlacedImage)
    /// The nodes, drawn only inside the shape (a view's `clipShape`, a circular view masked to its circle).
    indirect case clip(Shape, [LayoutNode])
    /// The first nodes, drawn only where the second ones (a view's `mask`) have ink, as much as their alpha: only the
    /// mask's alpha counts, never its colours.
    indirect case mask([LayoutNode], by: [LayoutNode])

    /// A container's background: Always On leaves it out (the Painter), so it covers nothing there (`dial lint`).
    /// A clip or a mask is not one: the Painter looks inside it.
    public var isBackground: Bool {
        switch self {
        case .fill(_, let ink), .stroke(_, _, let ink), .glyphs(_, let ink): ink.role == .background
        case .image, .clip, .mask: false
        }
    }
}

/// A picture placed on the screen: scaled to fill `frame` (aspect fill, centred, the overflow cut off) and clipped
/// to `mask`.
public struct PlacedImage: Hashable, Sendable {
    /// The picture's pixels.
    package var bitmap: Bitmap
    /// The rectangle the picture fills, in pixels.
    package var frame: Rect
    /// `.circle` or `.roundedRect`, in pixels, normally within `frame`.
    package var mask: Shape
    /// In the accent group of the accented rendering mode: tinted rather than kept grey.
    public var accentable: Bool

    /// `bitmap` filling `frame`, clipped to `mask`.
    package init(bitmap: Bitmap, frame: Rect, mask: Shape, accentable: Bool = false) {
        self.bitmap = bitmap
        self.frame = frame
        self.mask = mask
        self.accentable = accentable
    }
}

/// A stroke's width in pixels and its ends.
public struct Stroke: Hashable, Sendable {
    /// The line's width in pixels.
    public var width: Double
    /// How an open shape's ends are drawn.
    package var cap: LineCap

    /// A stroke `width` pixels wide with ends `cap`.
    package init(width: Double, cap: LineCap) {
        self.width = width
        self.cap = cap
    }
}

/// A colour and what it paints, so that `Painter` can treat backgrounds differently in Always On.
public struct Ink: Hashable, Sendable {
    /// What an ink paints.
    public enum Role: String, Hashable, Sendable {
        /// Anything but a container's background: dimmed in Always On, never removed.
        case content
        /// A filled container background: removed in Always On (docs/always-on.md).
        case background
    }

    /// The colour as written, before the display's appearance is applied.
    public var color: Color
    /// What it paints: content, or a background that Always On removes.
    public var role: Role
    /// In the accent group of the accented rendering mode: tinted with the wearer's colour rather than kept grey.
    /// Backgrounds are never tinted.
    public var accentable: Bool

    /// An ink of `color` painting `role`.
    public init(color: Color, role: Role, accentable: Bool = false) {
        self.color = color
        self.role = role
        self.accentable = accentable
    }

    /// `color` painting content, accentable or not.
    public static func content(_ color: Color, accentable: Bool = false) -> Ink {
        Ink(color: color, role: .content, accentable: accentable)
    }

    /// `color` painting a container's background, which Always On removes; never accentable.
    public static func background(_ color: Color) -> Ink { Ink(color: color, role: .background) }
}

/// Glyphs of one font at one size, each placed (and turned, for text along the bezel) on its own.
public struct GlyphRun: Hashable, Sendable {
    /// The font the glyphs are drawn from.
    public var font: PinnedFont
    /// The font size in pixels.
    public var size: Double
    /// The characters the glyphs show, for the text dump and for people; never a redacted value.
    public var text: String
    /// Each glyph and where it sits.
    public var glyphs: [PlacedGlyph]
}

/// A glyph's origin on the baseline, and its rotation in radians (clockwise on screen) about that origin.
public struct PlacedGlyph: Hashable, Sendable {
    /// The glyph's index in the run's font.
    public var id: UInt32
    /// Where the glyph's origin sits on its baseline, in pixels.
    package var origin: Point
    /// Radians clockwise about `origin`: 0 for straight text, the angle along the bezel for curved text.
    public var rotation: Double
}
