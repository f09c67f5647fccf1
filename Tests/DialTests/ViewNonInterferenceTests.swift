import Dial
import DialCore
@testable import DialModel
import DialTestSupport
import Foundation
import Testing

/// docs/privacy.md, "Non-interference", for views (issue #27): random view trees (stacks, branches, layers, gauges with
/// labels, symbols, shapes, progress bars, charts, widget labels; marks anywhere, containment through every container) in every
/// family, in random contexts (display, lock, Hide Sensitive, rendering mode). Every element redacted in a context gets
/// two different values (a text of another length, another gauge value, colour or symbol), and the PNG, SVG and TXT of
/// that context stay byte-identical, with no 4-character piece of a hidden text in the SVG or TXT.
/// `DIAL_PROPERTY_CASES=2000 DIAL_PROPERTY_SEED=7 swift test --filter ViewNonInterference` runs more.
@Suite struct ViewNonInterferenceTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["DIAL_PROPERTY_CASES"].flatMap(Int.init) ?? 150
    static let seed = environment["DIAL_PROPERTY_SEED"].flatMap(UInt64.init) ?? 20_261_125

    /// Random views, and their hidden values rewritten.
    struct RandomView {
        var generator: SeededGenerator
        /// How many hidden charts were given new marks.
        var hiddenCharts = 0
        static let words = ["Glucose", "Steps", "Kitchen", "Ελλάδα", "Nächste", "rising", "Standup", "東京", "mg/dL", "Room"]
        static let symbols: [SymbolName] = ["heart.fill", "bolt.fill", "drop", "flame.fill", "figure.walk", "arrow.right", "lock.fill"].map { SymbolName(rawValue: $0)! }
        static let gaugeStyles = GaugeViewStyleDocument.allCases

        mutating func text() -> String {
            let count = Int(generator.next(below: 3)) + 1
            return (0..<count).map { _ in
                generator.chance(0.4) ? String(generator.next(below: 100_000)) : generator.element(of: Self.words)
            }.joined(separator: " ")
        }

        mutating func color() -> Color {
            Color(red: UInt8(generator.next(below: 256)), green: UInt8(generator.next(below: 256)), blue: UInt8(generator.next(below: 256)))
        }

        /// A chart of any number of marks of every kind, in random colours, styles, domains and axes: all of it is
        /// the chart's data, so a hidden chart may differ in any of it.
        mutating func chart() -> ChartViewDocument {
            let count = Int(generator.next(below: 80)) + 1
            let marks = (0..<count).map { index -> ChartMarkDocument in
                let x = Double(index), y = Double(generator.next(below: 300)) - 20
                let kind: ChartMarkDocument.Kind = switch generator.next(below: 5) {
                case 0: .line(x: x, y: y, series: generator.chance(0.3) ? "b" : nil)
                case 1: .point(x: x, y: y)
                case 2: .bar(x: x, y: y, yStart: generator.chance(0.2) ? 10 : nil)
                case 3: .area(x: x, y: y, series: nil)
                default: generator.chance(0.5) ? .rule(.y(y)) : .rule(.x(x))
                }
                let isPoint = if case .point = kind { true } else { false }
                let joins = switch kind { case .line, .area: true; default: false }
                return ChartMarkDocument(kind, foregroundStyle: generator.chance(0.5) ? .color(color()) : nil,
                                         symbolSize: isPoint && generator.chance(0.5) ? Double(generator.next(below: 60) + 4) : nil,
                                         lineStyle: generator.chance(0.3) ? ChartLineStyleDocument(lineWidth: 1, dash: [Double(generator.next(below: 4) + 1), 2]) : nil,
                                         interpolationMethod: joins && generator.chance(0.4) ? generator.element(of: ChartInterpolationDocument.allCases) : nil,
                                         // `foregroundStyle(by:)` series (#27): their number and names are the chart's data too.
                                         category: generator.chance(0.3) ? generator.element(of: Self.words) : nil)
            }
            // Axes with value labels, listed values and sides: what their labels say is the chart's data.
            let labelled = ChartAxisDocument.marks(ChartAxisMarksDocument(
                values: generator.chance(0.5) ? .list([Double(generator.next(below: 100)), Double(generator.next(below: 300))]) : .automatic,
                gridLine: generator.chance(0.5), valueLabel: true,
                position: generator.element(of: [nil, .leading, .trailing, .top, .bottom] as [ChartAxisPositionDocument?])))
            let axes: [ChartAxisDocument] = [.automatic, .hidden, .stride(Double(generator.next(below: 50) + 5)), labelled]
            return ChartViewDocument(marks: marks,
                                     xDomain: generator.chance(0.3) ? ChartDomainDocument(lower: -5, upper: Double(count + Int(generator.next(below: 20)))) : nil,
                                     yDomain: generator.chance(0.3) ? ChartDomainDocument(lower: 0, upper: Double(generator.next(below: 400) + 1)) : nil,
                                     xAxis: generator.chance(0.7) ? generator.element(of: axes) : nil,
                                     yAxis: generator.chance(0.7) ? generator.element(of: axes) : nil,
                                     foregroundStyleScale: generator.chance(0.3) ? [generator.element(of: Self.words): .color(color())] : nil)
        }

        /// A timer's interval about the faces' moment (2026-11-22T10:09:30+01:00), counting down or up.
        mutating func timerProgress() -> ProgressValueDocument {
            let now: Int64 = 1_795_338_570
            let from = now - Int64(generator.next(below: 7_200)), to = now + Int64(generator.next(below: 7_200)) + 1
            return .timerInterval(from: Timestamp(secondsSinceEpoch: from, utcOffsetSeconds: 3_600),
                                  to: Timestamp(secondsSinceEpoch: to, utcOffsetSeconds: 3_600), countsDown: generator.chance(0.5))
        }

        mutating func leaf() -> ViewDocument {
            switch generator.next(below: 7) {
            case 5: return ViewDocument(.chart(chart()))
            case 0, 1: return ViewDocument(.text(text()))
            case 2: return ViewDocument(.image(.systemName(generator.element(of: Self.symbols)), renderingMode: nil))
            case 3: return ViewDocument(.shape(generator.element(of: [.circle, .capsule, .rectangle, .roundedRectangle(cornerRadius: 3)])),
                                        modifiers: [.foregroundStyle(.color(color())), .frame(try! Self.frame(width: 8, height: 8))])
            case 4:
                // A timer's progress (#27) too: its interval is its data; a bar or a ring.
                guard generator.chance(0.7) else { return ViewDocument(.progress(timerProgress())) }
                return ViewDocument(.progress(.value(Double(generator.next(below: 100)), total: 100), style: generator.chance(0.3) ? .circular : nil))
            default:
                let labels = generator.chance(0.7)
                return ViewDocument(.gauge(GaugeViewDocument(
                    value: Double(generator.next(below: 1000)) / 10, range: [0, 100], style: generator.element(of: Self.gaugeStyles),
                    label: labels && generator.chance(0.5) ? ViewDocument(.text(text())) : nil,
                    currentValueLabel: labels ? generator.chance(0.5) ? ViewDocument(.text(text()))
                        : ViewDocument(.hstack([ViewDocument(.image(.systemName(SymbolName(rawValue: "bolt.fill")!), renderingMode: nil)), ViewDocument(.text(text()))],
                                               spacing: 1, alignment: nil)) : nil,
                    minimumValueLabel: labels && generator.chance(0.5) ? ViewDocument(.text(text())) : nil,
                    maximumValueLabel: labels && generator.chance(0.5) ? ViewDocument(.text(text())) : nil)))
            }
        }

        /// A shape of any kind, filled or stroked in any width, cap and dash, a circle trimmed to any arc: all of it is
        /// what apps draw data with (a ring's stroke by a level, a dashed outline for "estimated"), so a hidden shape
        /// may differ in any of it (adversary12 #1).
        mutating func shape() -> ViewKindDocument {
            let kind = generator.element(of: [ShapeDocument.circle, .capsule, .rectangle, .roundedRectangle(cornerRadius: Double(generator.next(below: 10)))])
            guard generator.chance(0.6) else { return .shape(kind) }
            let stroke = ShapeStrokeDocument(lineWidth: Double(generator.next(below: 8) + 1),
                                             lineCap: generator.chance(0.5) ? generator.element(of: LineCapDocument.allCases) : nil,
                                             dash: generator.chance(0.3) ? [Double(generator.next(below: 4) + 1), 2] : nil)
            let trim = kind == .circle && generator.chance(0.5) ? ShapeTrimDocument(from: 0, to: Double(generator.next(below: 10) + 1) / 10) : nil
            return .shape(kind, outline: ShapeOutlineDocument(trim: trim, stroke: stroke))
        }

        /// A `LinearGradient` view in random colours, fading out from top to bottom.
        mutating func gradient() -> ViewDocument {
            var faded = color()
            faded.alpha = 0
            return ViewDocument(.linearGradient(GradientDocument(colors: [color(), faded], startPoint: .top, endPoint: .bottom)))
        }

        static func frame(width: Double, height: Double) throws -> ViewFrameDocument {
            try FaceDecoder.decode(ViewFrameDocument.self, from: Array(#"{"width": \#(width), "height": \#(height)}"#.utf8)).value
        }

        mutating func view(depth: Int) -> ViewDocument {
            var result: ViewDocument
            if depth >= 3 || generator.chance(0.35) {
                result = leaf()
            } else {
                let children = (0...generator.next(below: 3)).map { _ in view(depth: depth + 1) }
                switch generator.next(below: 6) {
                case 0: result = ViewDocument(.vstack(children, spacing: nil, alignment: generator.element(of: HorizontalAlignmentDocument.allCases)))
                case 5:
                    // A grid (#27): its children in rows of cells, spanning columns, or a row across it.
                    let rows = children.map { view -> GridRowDocument in
                        generator.chance(0.25) ? .across(view)
                            : .row([GridCellDocument(view, columns: generator.chance(0.3) ? 2 : nil), GridCellDocument(leaf())],
                                   alignment: generator.element(of: VerticalAlignmentDocument.allCases))
                    }
                    result = ViewDocument(.grid(GridViewDocument(rows: rows, alignment: generator.element(of: AlignmentDocument.allCases),
                                                                 horizontalSpacing: generator.chance(0.5) ? nil : 3, verticalSpacing: nil)))
                case 1: result = ViewDocument(.hstack(children + (generator.chance(0.5) ? [ViewDocument(.spacer(minLength: nil))] : []),
                                                    spacing: 2, alignment: nil))
                case 2: result = ViewDocument(.zstack(children, alignment: nil))
                case 3: result = ViewDocument(.branch(EnvironmentConditionDocument(isLuminanceReduced: generator.chance(0.5)),
                                                    then: children[0], else: children.count > 1 ? children[1] : nil))
                default: result = ViewDocument(.zstack([ViewDocument(.accessoryWidgetBackground), children[0]], alignment: nil))
                }
            }
            if generator.chance(0.3) { result.modifiers.append(.font(FontDocument(size: Double(8 + generator.next(below: 14))))) }
            if generator.chance(0.2) { result.modifiers.append(.padding(ViewEdgesDocument(top: 2, leading: 2, bottom: 2, trailing: 2))) }
            if generator.chance(0.2) { result.modifiers.append(.minimumScaleFactor(0.5)) }
            if generator.chance(0.15) { result.modifiers.append(.background(.view(leaf()))) }
            // The view fidelity modifiers (#27): a gradient over texts and symbols, turns, tabular figures, designs.
            if generator.chance(0.15) {
                result.modifiers.append(.foregroundStyle(.gradient(GradientDocument(colors: [color(), color()], locations: nil,
                                                                                     startPoint: .top, endPoint: .bottomTrailing))))
            }
            if generator.chance(0.1) { result.modifiers.append(.rotationEffect(Double(generator.next(below: 360)) - 180)) }
            // One gradient over a whole view, kept where a mask has ink, and a scale (#27, R1 and R4): a mask is a view
            // like any, its hidden parts their stand-ins, and it must let nothing of a hidden part through.
            if generator.chance(0.12) { result.modifiers.append(.overlay(.view(gradient()))) }
            if generator.chance(0.15) { result.modifiers.append(.mask(generator.chance(0.5) ? leaf() : gradient())) }
            if generator.chance(0.1) { result.modifiers.append(.scaleEffect(ScaleEffectDocument(x: 0.5, y: generator.chance(0.5) ? 0.5 : 1.5, anchor: .top))) }
            if generator.chance(0.1) { result.modifiers.append(.monospacedDigit) }
            if generator.chance(0.1) { result.modifiers.append(.fontDesign(.rounded)) }
            if generator.chance(0.3) { result.modifiers.append(.privacySensitive) }
            if generator.chance(0.08) { result.modifiers.append(.unredacted) }
            return result
        }

        /// `view` with a new value in each element whose path (as `dial explain` names it) is in `hidden`.
        mutating func rewriting(_ view: ViewDocument, at path: String, hidden: Set<String>) -> ViewDocument {
            var view = view
            func child(_ view: ViewDocument, _ step: String) -> ViewDocument { rewriting(view, at: path + "." + step, hidden: hidden) }
            switch view.kind {
            case .vstack(let views, let spacing, let alignment):
                view.kind = .vstack(views.enumerated().map { child($0.element, "vstack[\($0.offset)]") }, spacing: spacing, alignment: alignment)
            case .hstack(let views, let spacing, let alignment):
                view.kind = .hstack(views.enumerated().map { child($0.element, "hstack[\($0.offset)]") }, spacing: spacing, alignment: alignment)
            case .zstack(let views, let alignment):
                view.kind = .zstack(views.enumerated().map { child($0.element, "zstack[\($0.offset)]") }, alignment: alignment)
            case .branch(let condition, let then, let otherwise):
                view.kind = .branch(condition, then: child(then, "then"), else: otherwise.map { child($0, "else") })
            case .grid(var grid):
                grid.rows = grid.rows.enumerated().map { index, row in
                    switch row {
                    case .row(let cells, let alignment):
                        .row(cells.enumerated().map { GridCellDocument(child($0.element.view, "grid[\(index)].gridRow[\($0.offset)]"), columns: $0.element.columns) },
                             alignment: alignment)
                    case .across(let view): .across(child(view, "grid[\(index)]"))
                    }
                }
                view.kind = .grid(grid)
            case .gauge(var gauge):
                if hidden.contains(path) { gauge.value = Double(generator.next(below: 1000)) / 10 }
                gauge.label = gauge.label.map { child($0, "gauge.label") }
                gauge.currentValueLabel = gauge.currentValueLabel.map { child($0, "gauge.currentValueLabel") }
                gauge.minimumValueLabel = gauge.minimumValueLabel.map { child($0, "gauge.minimumValueLabel") }
                gauge.maximumValueLabel = gauge.maximumValueLabel.map { child($0, "gauge.maximumValueLabel") }
                view.kind = .gauge(gauge)
            case .text where hidden.contains(path):
                view.kind = .text(text())
            case .image(_, let mode) where hidden.contains(path):
                view.kind = .image(.systemName(generator.element(of: Self.symbols)), renderingMode: mode)
            case .progress(let value, let label, let current, let style) where hidden.contains(path):
                let rewritten: ProgressValueDocument = if case .value(_, let total) = value { .value(Double(generator.next(below: 100)), total: total) }
                    else { timerProgress() }
                view.kind = .progress(rewritten, label: label, currentValueLabel: current, style: style)
            case .chart where hidden.contains(path):
                view.kind = .chart(chart())
                hiddenCharts += 1
            case .shape where hidden.contains(path):
                view.modifiers = view.modifiers.map { if case .foregroundStyle = $0 { .foregroundStyle(.color(color())) } else { $0 } }
                view.kind = shape()
            case .linearGradient where hidden.contains(path):
                view.kind = gradient().kind
            default:
                break
            }
            view.modifiers = view.modifiers.map { modifier in
                switch modifier {
                case .background(.view(let layer)): .background(.view(child(layer, "background")))
                case .overlay(.view(let layer)): .overlay(.view(child(layer, "overlay")))
                case .mask(let mask): .mask(child(mask, "mask"))
                case .widgetLabel(let label): .widgetLabel(child(label, "widgetLabel"))
                default: modifier
                }
            }
            return view
        }
    }

    static let slots: [(style: String, slot: String, family: String)] = [
        ("modular", "topLeft", "accessoryCircular"), ("modular", "center", "accessoryRectangular"),
        ("modular", "bottomRight", "accessoryCircular"), ("infograph", "topLeft", "accessoryCorner"),
        ("infograph", "top", "accessoryInline"), ("infograph", "subdialTop", "graphicBezel"),
        ("infograph", "subdialLeft", "accessoryCircular"), ("infograph", "bottomRight", "accessoryCorner"),
    ]

    static func face(style: String, _ complications: [(slot: String, family: String, view: ViewDocument)]) throws -> FaceDocument {
        let encoder = JSONEncoder()
        let list = try complications.enumerated().map { index, complication in
            let view = String(decoding: try encoder.encode(complication.view), as: UTF8.self)
            return ##"{"id": "c\##(index)", "slot": "\##(complication.slot)", "family": "\##(complication.family)", "content": {"view": \##(view)}}"##
        }
        let json = ##"{"schemaVersion": 1, "style": "\##(style)", "time": "2026-11-22T10:09:30+01:00", "complications": [\##(list.joined(separator: ","))]}"##
        return try FaceDocument.decode(Array(json.utf8)).document
    }

    @Test func redactedViewValuesNeverReachAnOutput() throws {
        let pipeline = try NonInterferenceTests.Pipeline()
        var random = RandomView(generator: SeededGenerator(seed: Self.seed))
        var varied = 0
        for index in 0..<Self.cases {
            let style = random.generator.chance(0.5) ? "modular" : "infograph"
            let slots = Self.slots.filter { $0.style == style }.filter { _ in random.generator.chance(0.6) }
            guard !slots.isEmpty else { continue }
            var views = slots.map { _ in random.view(depth: 0) }
            for index in views.indices where random.generator.chance(0.3) {
                views[index].modifiers.append(.widgetLabel(ViewDocument(.text(random.text()), modifiers: random.generator.chance(0.5) ? [.privacySensitive] : [])))
            }
            let display: Display = random.generator.chance(0.5) ? .active : .alwaysOn
            let overrides = RenderOverrides(
                hideSensitiveComplications: random.generator.chance(0.6), lock: random.generator.element(of: LockState.allCases),
                allowAccessWhenLocked: random.generator.chance(0.5), renderingMode: random.generator.chance(0.3) ? .accented : .fullColor)
            let context = "case \(index) (seed \(Self.seed)): \(style) \(display.rawValue) \(overrides)"
            let document = try Self.face(style: style, zip(slots, views).map { ($0.slot, $0.family, $1) })
            let face = try pipeline.resolve(document, display, overrides)
            var hidden: [String: Set<String>] = [:]
            for decision in Redactor.decisions(face) {
                hidden[decision.id] = Set(decision.elements.filter { !$0.shown }.map(\.element.description))
            }
            func variant() throws -> (FaceDocument, [String]) {
                var secrets: [String] = []
                let rewritten = zip(slots, views).enumerated().map { index, pair in
                    let view = random.rewriting(pair.1, at: "view", hidden: hidden["c\(index)"] ?? [])
                    secrets += Self.hiddenTexts(view, at: "view", hidden: hidden["c\(index)"] ?? [])
                    return (pair.0.slot, pair.0.family, view)
                }
                return (try Self.face(style: style, rewritten), secrets)
            }
            let (first, secrets) = try variant()
            let (second, _) = try variant()
            varied += hidden.values.map(\.count).reduce(0, +)
            let one = try pipeline.outputs(try pipeline.resolve(first, display, overrides))
            let two = try pipeline.outputs(try pipeline.resolve(second, display, overrides))
            let same = (txt: one.txt == two.txt, svg: one.svg == two.svg, png: one.png == two.png)
            #expect(same.txt, "TXT differs, \(context): \(NonInterferenceTests.firstDifference(one.txt, two.txt))")
            #expect(same.svg, "SVG differs, \(context)")
            #expect(same.png, "PNG differs, \(context)")
            let shownTexts = NonInterferenceTests.cString(Array(views.flatMap(\.texts).joined(separator: "\n").utf8))
            let (txt, svg) = (NonInterferenceTests.cString(one.txt), NonInterferenceTests.cString(one.svg))
            // A piece the other render, which holds other secrets, shows too is the output's own ("10:09 r...").
            let (otherTXT, otherSVG) = (NonInterferenceTests.cString(two.txt), NonInterferenceTests.cString(two.svg))
            for secret in secrets {
                for piece in NonInterferenceTests.telltalePieces(of: secret) where strstr(shownTexts, piece) == nil {
                    #expect(strstr(txt, piece) == nil || strstr(otherTXT, piece) != nil, "TXT shows \"\(piece)\" of a hidden text, \(context)")
                    #expect(strstr(svg, piece) == nil || strstr(otherSVG, piece) != nil, "SVG shows \"\(piece)\" of a hidden text, \(context)")
                }
            }
        }
        // The property means nothing if nothing is ever hidden.
        #expect(varied > Self.cases)
        #expect(random.hiddenCharts > 0)
    }

    /// The texts of the elements in `hidden`.
    static func hiddenTexts(_ view: ViewDocument, at path: String, hidden: Set<String>) -> [String] {
        var found: [String] = []
        if case .text(let text) = view.kind, hidden.contains(path) { found.append(text) }
        for (subview, relative) in view.subviews {
            found += hiddenTexts(subview, at: path + "." + relative.description, hidden: hidden)
        }
        return found
    }
}
