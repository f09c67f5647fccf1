import DialModel
import DialText
import Foundation

extension LayoutEngine {
    /// Curved text (and a gauge's arc, or an image) along the dial's edge, centred on the diagonal to a screen corner.
    /// Nothing of it reaches into the areas `keepOut` (the middle of an inline slot's row): its text and arcs stop short.
    /// `arcAlongDial`: a gauge's arc in the text band, as a view's `widgetLabel` gauge takes the label's place.
    static func corner(_ content: RedactedContent, corner: ScreenCorner, frame: FaceFrame, clearOf keepOut: [Rect] = [],
                       arcAlongDial: Bool = false, on canvas: inout LayoutCanvas) {
        let cornerCap = canvas.capHeight(Typography.font(.body, family: .accessoryCorner, sizeClass: frame.sizeClass))
        let geometry = CornerBand(corner, frame: frame, capHeight: cornerCap, arcAlongDial: arcAlongDial)
        let (top, midAngle, band, arcWidth, arcBand) = (geometry.top, geometry.midAngle, geometry.text, geometry.arcWidth, geometry.arc)
        let unit = frame.unit
        let preferredSpan = geometry.preferredTextSpan

        /// The widest angle about the diagonal that keeps a ring of `outer` radius clear of the dark rim Always On
        /// keeps against burn-in (10 px from the sides, docs/always-on.md), and the band between the dial and `outer`
        /// clear of `keepOut` (to a tenth of a degree: the wider the span, the nearer its ends come to the top and
        /// bottom middles, so one search finds it).
        func span(outer: Double, preferred: Double) -> Double {
            let fromDiagonalToRim = abs(midAngle.remainder(dividingBy: .pi)) - acos(min(1, (frame.center.x - max(10 * unit, edgeMargin)) / outer))
            var span = min(preferred, 2 * max(0, fromDiagonalToRim))
            // Whether the band's edge at either end, from the dial out to `outer`, crosses an area to keep out of.
            func reachesIn(_ span: Double) -> Bool {
                [midAngle - span / 2, midAngle + span / 2].contains { angle in
                    let (from, to) = (frame.center.offset(radius: frame.dialRadius, angle: angle), frame.center.offset(radius: outer, angle: angle))
                    return keepOut.contains { Self.crosses(from: from, to: to, $0) }
                }
            }
            guard !keepOut.isEmpty, reachesIn(span) else { return span }
            var clear = 0.0
            while span - clear > .pi / 1800 {
                let middle = (clear + span) / 2
                if reachesIn(middle) { span = middle } else { clear = middle }
            }
            return clear
        }

        @discardableResult
        func curved(_ line: RedactedText, from radius: Double, insideOf arc: Double? = nil, canvas: inout LayoutCanvas) -> Double {
            var line = line
            // Bottom text has its tops inwards, so its baseline is the outer edge of the band. A line whose ink
            // reaches further in than the band allows (Burmese below its baseline on top, an accent above its capitals
            // at the bottom) moves out by that much, clear of a bezel's text and the ticks (`CornerBand.inkFloor`).
            var ink = canvas.extent(of: line)
            if let arc, case .text = line.content {
                // Between the floor and what a gauge draws beyond it (`arc`: its track and end labels), 2 units clear
                // of each, the line's ink must fit: marks far above and below the letters (Tibetan's stacks, "Ř"
                // over "Ů") that reach further are drawn smaller, as far as that makes them fit (stranger9 #7).
                let room = arc - 2 * unit - geometry.inkFloor
                let tall = ink.bottom - ink.top
                if tall > room, room > 0, line.font.size > 0 {
                    line.font.size = max(line.font.size * room / tall, line.font.size * 0.5)
                    line.font.size = (line.font.size * 4).rounded(.down) / 4
                    ink = canvas.extent(of: line)
                }
            }
            let (natural, cap) = (line.font.size, canvas.capHeight(line.font))
            // How far the ink reaches beyond the baseline on the screen's side, in ems: a top line's above it, a bottom
            // line's below it (its tops are inwards), of the text or any shorter form fitting may draw. A bottom
            // corner's Arabic descends well below its baseline (the tails of "ن", "ج", "ع"), and its band's span was
            // found for the baseline alone: the tails at the line's end near the screen's side inked 6.6 to 8.5 px from
            // the edge, inside the 10 px rim Always On keeps dark, which Latin capitals keep (C14, hausa-ajami-jumuah).
            // A bar reaches its capitals, whatever it hides.
            let reach = canvas.inkReach(of: line)
            let beyondBaseline = natural > 0 ? max(top ? -ink.top : ink.bottom, (top ? reach.rise : reach.depth) * natural) / natural : 0
            /// Where the line stands at `size` (ink and capitals scale with it): its baseline, and the widest span its
            /// band has there. A smaller size brings a top line's outer edge in, and a bottom line's baseline, which is
            /// its outer edge, towards the dial, where the screen's corner leaves the band more of its angle: the line
            /// is fitted to the room it has at each size, not only at its own (stranger14 #6: content curved beyond a
            /// gauge was drawn at 4.5 pt, fitted to the span its full size left it).
            func placement(_ size: Double) -> (baseline: Double, span: Double) {
                let scale = natural > 0 ? size / natural : 1
                let (inkTop, inkBottom, sizedCap) = (ink.top * scale, ink.bottom * scale, cap * scale)
                var baseline = top ? max(radius, geometry.inkFloor + inkBottom) : max(radius + sizedCap, geometry.inkFloor - inkTop)
                // Where a gauge's arc runs beyond the line (from `arc`), the ink that faces it stops 2 units short of it and
                // its end labels, the line moved in as far as the floor lets it: a bottom corner's descenders (Georgian
                // "რთველი", Latin "g", "y" ran into the track), a top corner's marks above its capitals (Czech "Ř" beside
                // a "0" read as "Q", Tibetan's naro across the fill).
                if let arc {
                    baseline = top ? max(geometry.inkFloor + inkBottom, min(baseline, arc - 2 * unit + inkTop))
                        : max(geometry.inkFloor - inkTop, min(baseline, arc - 2 * unit - inkBottom))
                }
                // The ring the line's outermost ink runs along keeps clear of the rim, not only its baseline.
                return (baseline, span(outer: baseline + max(top ? sizedCap : 0, beyondBaseline * size), preferred: preferredSpan))
            }
            guard case .text = line.content else {
                let at = placement(natural)
                return canvas.curvedText(line, center: frame.center, baselineRadius: at.baseline, midAngle: midAngle, clockwise: top,
                                         maxSpan: at.span)
            }
            // Fitting asks for the room at a size more than once.
            var placements: [Double: (baseline: Double, span: Double)] = [:]
            func at(_ size: Double) -> (baseline: Double, span: Double) {
                if let known = placements[size] { return known }
                let found = placement(size)
                placements[size] = found
                return found
            }
            // Never less on a larger screen (`Role.corner`).
            let fitted = canvas.fit(line, role: .corner) { size in at(size).span * at(size).baseline }
            let drawn = at(fitted.size)
            return canvas.curvedText(line, center: frame.center, baselineRadius: drawn.baseline, midAngle: midAngle, clockwise: top,
                                     maxSpan: drawn.span, fitted: fitted)
        }

        /// The corner's own circle, on the diagonal beyond the text band, as large as `diameter` and the screen allow.
        func cornerCircle(_ diameter: Double, from inner: Double) -> (center: Point, diameter: Double) {
            // The circle keeps the rim Always On keeps dark (and a pixel for its antialiased edge) from the screen's
            // rounded edge, measured where it comes nearest, not only along the diagonal. Apple's sizes keep it on 44,
            // 45 and 49 mm; on 40 and 41 mm, and on 42 and 46 mm, which carry 41 and 45 mm's sizes under rounder
            // corners, the screen bounds the circle instead: the largest that keeps the rim, found by halving.
            let gap = max(4 * unit, LayoutEngine.edgeMargin + 1)
            func fits(_ size: Double) -> Bool {
                frame.distanceToEdge(frame.center.offset(radius: inner + size / 2, angle: midAngle)) - size / 2 >= gap
            }
            var size = diameter
            if !fits(size) {
                var (low, high) = (0.0, diameter)
                for _ in 0..<24 {
                    let middle = (low + high) / 2
                    if fits(middle) { low = middle } else { high = middle }
                }
                size = low
            }
            return (frame.center.offset(radius: inner + size / 2, angle: midAngle), size)
        }

        // Text takes the band along the dial, where it has the most room; a gauge's arc runs outside it.
        switch content {
        case .view(let view) where view.widgetLabel == nil && view.root.cornerGauge != nil:
            // A gauge that is the corner's whole view follows the corner's own curved gauge, as watchOS curves it,
            // rather than drawn flat in the corner's circle.
            Self.corner(.gauge(view.root.cornerGauge!), corner: corner, frame: frame, clearOf: keepOut, on: &canvas)
        case .view(let view):
            // The view in the corner's circle; its `widgetLabel` curved along the dial, as watchOS curves it, and then
            // the circle is the smaller one beyond the text.
            var from = band
            var diameter = frame.cornerImageDiameter
            if let gauge = view.widgetLabel?.labelCornerGauge {
                // A gauge or progress bar as the label: the corner gauge's arc and end labels, the circle beyond it.
                Self.corner(.gauge(gauge), corner: corner, frame: frame, clearOf: keepOut, arcAlongDial: true, on: &canvas)
                from = band + arcWidth + 2 * unit
                diameter = frame.cornerTextImage
            } else if let label = view.widgetLabel?.labelText {
                let start = canvas.nodes.count
                curved(label, from: band, canvas: &canvas)
                canvas.noteBelowLegible(label, since: start, legible: LegibleSize.edge)
                from = top ? arcBand - 4 * unit : max(arcBand - 4 * unit, band + cornerCap + canvas.descender(label.font) + 2 * unit)
                diameter = frame.cornerTextImage
            }
            if view.curvesContent, let text = view.root.labelText {
                // `widgetCurvesContent`: the view's text curved along the dial in its own font, beyond the label where
                // there is one, as watchOS curves a corner's content (ClockKit's corner stack text: the label along
                // the bezel, the content's larger text inside it).
                let radius = Self.contentRadius(text, label: view.widgetLabel, geometry, frame: frame, canvas: canvas)
                let start = canvas.nodes.count
                curved(text, from: radius, canvas: &canvas)
                canvas.noteBelowLegible(text, since: start, legible: LegibleSize.edge)
                return
            }
            let circle = cornerCircle(diameter, from: from)
            let box = Rect(center: circle.center, width: circle.diameter, height: circle.diameter)
            ViewLayout.draw(view.root, family: .accessoryCorner, in: box, rightToLeft: view.isRightToLeft, on: &canvas)
        case .stack(let stack):
            // A corner's stack is one line; its icon sits where a corner's curved text puts its image.
            if let line = stack.lines.first { curved(line, from: band, canvas: &canvas) }
            if let icon = stack.icon, let line = stack.lines.first {
                let beyondText = top ? arcBand - 4 * unit : max(arcBand - 4 * unit, band + cornerCap + canvas.descender(line.font) + 2 * unit)
                let circle = cornerCircle(frame.cornerTextImage, from: beyondText)
                canvas.icon(icon, in: Rect(center: circle.center, width: circle.diameter, height: circle.diameter),
                             mask: .circle(center: circle.center, radius: circle.diameter / 2))
            }
        case .curvedText(let curvedText):
            // The text along the dial, its image in the corner's circle beyond. Bottom text turns its baseline to the
            // corner, so the circle also clears what descends below it.
            curved(curvedText.text, from: band, canvas: &canvas)
            if case .image(let template) = curvedText.inner {
                let beyondText = top ? arcBand - 4 * unit : max(arcBand - 4 * unit, band + cornerCap + canvas.descender(curvedText.text.font) + 2 * unit)
                let circle = cornerCircle(frame.cornerTextImage, from: beyondText)
                canvas.icon(template.image, in: Rect(center: circle.center, width: circle.diameter, height: circle.diameter),
                             mask: .circle(center: circle.center, radius: circle.diameter / 2))
            }
        case .image(let template):
            let circle = cornerCircle(frame.cornerImageDiameter, from: band)
            let box = Rect(center: circle.center, width: circle.diameter, height: circle.diameter)
            let mask = Shape.circle(center: circle.center, radius: circle.diameter / 2)
            if case .vector = template.image.content {
                canvas.fill(mask, .background(platter))
                canvas.image(template.image, in: box.insetBy(dx: circle.diameter * 0.2, dy: circle.diameter * 0.2), mask: mask)
            } else {
                canvas.image(template.image, in: box, mask: mask)
            }
        case .gauge(let gauge):
            let width = arcWidth
            let radius = arcBand + width / 2
            // Round caps reach half the width past each end.
            var span = span(outer: arcBand + width, preferred: 36.0 * .pi / 180) - width / radius
            var mid = midAngle
            // Top text reads clockwise, bottom text counter-clockwise; a right-to-left gauge reads the other way, as
            // SwiftUI mirrors it: it fills from the other end, and its leading label sits there.
            let forward = top != readsRightToLeft(gauge, on: canvas)
            let leadingSide = forward ? -1.0 : 1.0
            // Labels sit at the arc's ends, in reading order, and take what the track's least leaves of the arc
            // (`CornerBand.leastTrack`): "0" and "300 U" left the track an 8° stub of its 34° on 45 mm (stranger16 #2).
            let whole = span
            let room = whole * (1 - CornerBand.leastTrack)
            let ends = [(gauge.leading, leadingSide), (gauge.trailing, -leadingSide)]
            if ends.contains(where: { $0.0 != nil }) {
                func baseline(_ label: RedactedText) -> Double { labelBaseline(label, geometry, canvas: canvas) }
                func isShown(_ label: RedactedText) -> Bool { if case .text = label.content { true } else { false } }
                // The shown labels at one size, by the rule every pair of secondary labels keeps (`SecondaryLabels`):
                // the largest at which they take no more than the room together, a hidden one counted as a figure;
                // below the legible size, both are left out and reported (one end alone reads as the value: "٣٦٠°"
                // with "٠°" left out), and the track has their room.
                let largest = ends.compactMap { $0.0 }.filter(isShown).map(\.font.size).max()
                func sized(_ label: RedactedText, _ size: Double) -> RedactedText {
                    guard isShown(label), let largest else { return label }
                    var label = label
                    label.font.size = label.font.size * size / largest
                    label.minimumScale = 1
                    return label
                }
                func reaches(_ size: Double) -> [Double]? {
                    var reaches: [Double] = []
                    for (label, _) in ends {
                        guard let label else { reaches.append(0); continue }
                        guard let reach = labelReach(sized(label, size), geometry, frame: frame, canvas: canvas) else { return nil }
                        reaches.append(reach)
                    }
                    return reaches.reduce(0, +) <= room + 1e-9 ? reaches : nil
                }
                let chosen = largest.flatMap { SecondaryLabels(largest: $0).largest(reaches) }
                let drawn: [RedactedText?] = ends.map { label, _ in
                    guard let label else { return nil }
                    guard isShown(label) else { return label }
                    guard let chosen else {
                        canvas.dropped(label)
                        return nil
                    }
                    return sized(label, chosen.size)
                }
                var reach = chosen?.placed ?? reaches(0) ?? [0, 0]
                for index in ends.indices where drawn[index] == nil { reach[index] = 0 }
                // A hidden label's room cannot follow its text, so it takes the most any text could: all the shown ones
                // leave of the room. Always On, where the labels are hidden, then never draws more of the track than
                // active, whose labels, however long, leave it at least its least.
                let hidden = ends.indices.filter { drawn[$0].map { !isShown($0) } ?? false }
                let shownReach = ends.indices.filter { !hidden.contains($0) }.map { reach[$0] }.reduce(0, +)
                for index in hidden { reach[index] = max(0, room - shownReach) / Double(hidden.count) }
                span = max(0, whole - reach[0] - reach[1])
                mid = midAngle - (ends[0].1 * reach[0] + ends[1].1 * reach[1]) / 2
                for (index, (label, (_, side))) in zip(drawn, ends).enumerated() {
                    guard let label else { continue }
                    // Beside the track's end, 4 units clear of its cap; what the label leaves of its room stays at the
                    // arc's outer end.
                    let maxSpan = max(0, reach[index] - 8 * unit / baseline(label))
                    let labelWidth = canvas.width(of: label, maxWidth: maxSpan * baseline(label), role: .label)
                    let drawnSpan = min(labelWidth / baseline(label), maxSpan)
                    let angle = midAngle + side * (whole / 2 + width / radius / 2 - reach[index] + (4 * unit / baseline(label)) + drawnSpan / 2)
                    canvas.curvedText(label, center: frame.center, baselineRadius: baseline(label), midAngle: angle, clockwise: top,
                                      maxSpan: maxSpan + 0.01 / baseline(label), role: .label)
                }
            }
            let start = mid - span / 2
            if gauge.isDrawn && span > 0 {
                let ink = Ink.content(track(gauge.color), accentable: gauge.accentable)
                switch gauge.style {
                case .segmented:
                    // Lit from the reading start: clockwise along the top, counter-clockwise along the bottom.
                    segments(gauge.segments, lit: litSegments(gauge.value, of: gauge.segments), fromEnd: !forward, start: start, sweep: span,
                             center: frame.center, radius: radius, width: width, color: gauge.color, accentable: gauge.accentable,
                             outlined: gauge.outlined, on: &canvas)
                default:
                    if let gradient = gauge.gradient {
                        // A view's gradient tint along the arc (`LayoutEngine+GradientArc`).
                        gradientArc(gradient, gauge, start: start, span: span, forward: forward, center: frame.center, radius: radius,
                                    width: width, on: &canvas)
                        break
                    }
                    canvas.stroke(.arc(center: frame.center, radius: radius, start: start, end: start + span), width: width, cap: .round, ink)
                    if case .shown(let value) = gauge.value {
                        let reach = value.value * span
                        switch gauge.style {
                        case .closed where value > .zero:
                            fill(arcFrom: forward ? start : start + span - reach, to: forward ? start + reach : start + span,
                                 center: frame.center, radius: radius, width: width, color: gauge.color, outlined: gauge.outlined,
                                 accentable: gauge.accentable, on: &canvas)
                        case .open:
                            marker(at: frame.center.offset(radius: radius, angle: forward ? start + reach : start + span - reach),
                                   width: width, color: gauge.color, accentable: gauge.accentable, on: &canvas)
                        default:
                            break
                        }
                    }
                }
            }
            // The text keeps clear of the track and of the end labels' ink that faces it: a top corner's label's
            // descenders, a bottom corner's label's marks above its capitals ("Ż", "Ř"), which reach inside the track;
            // from a label, a space of the label's font, not only the 2 units kept from the track: "40" a pixel over
            // " 24°" reads as one block (stranger16 #3, a right-to-left corner gauge). A hidden label's bar is measured
            // by its font alone, as its ink is.
            let facing = [gauge.leading, gauge.trailing].compactMap { $0 }.map { label in
                let ink = canvas.extent(of: label)
                let space = max(0, canvas.spaceWidth(label.font) - 2 * unit)
                return (top ? labelBaseline(label, geometry, canvas: canvas) - ink.bottom : labelBaseline(label, geometry, canvas: canvas) + ink.top) - space
            }
            if let text = gauge.text { curved(text, from: band, insideOf: ([arcBand] + facing).min()!, canvas: &canvas) }
        case .systemPlaceholder:
            // An arc and a bar.
            let arc = span(outer: arcBand + arcWidth, preferred: 36.0 * .pi / 180) - arcWidth / (arcBand + arcWidth / 2)
            canvas.stroke(.arc(center: frame.center, radius: arcBand + arcWidth / 2, start: midAngle - arc / 2, end: midAngle + arc / 2),
                          width: arcWidth, cap: .round, .content(track(.white)))
            curved(placeholderBar(.accessoryCorner, frame.sizeClass), from: band, canvas: &canvas)
        case .rings, .chart:
            break  // Resolver allows neither in a corner
        }
    }

    /// Where a view's curved content (`widgetCurvesContent`) starts: beyond what its `widgetLabel` draws (an arc, its
    /// end labels, or a line with its ink), then the gap, then the content's ink that faces the dial: what it descends
    /// at the top corners, where its tops are outwards; what rises above its capitals at the bottom ones. The text
    /// band where there is no label.
    static func contentRadius(_ text: RedactedText, label: ViewTree<RedactedViewLeaf>?, _ geometry: CornerBand, frame: FaceFrame,
                              canvas: LayoutCanvas) -> Double {
        guard let labelOuter = labelBandOuter(label, geometry, canvas: canvas) else { return geometry.text }
        let ink = inkExtent(text, canvas: canvas)
        return labelOuter + CornerBand.contentGap * frame.unit + (geometry.top ? ink.depth : max(0, ink.height - canvas.capHeight(text.font)))
    }

    /// How far out from the centre what a view's `widgetLabel` draws along the dial reaches: a gauge's arc (in the
    /// text band), its marker and its end labels, which are centred on the arc and may be wider than it, or a line of text with
    /// what it descends at the bottom corners, where its tops are inwards. Nil where the label draws nothing there.
    static func labelBandOuter(_ label: ViewTree<RedactedViewLeaf>?, _ geometry: CornerBand, canvas: LayoutCanvas) -> Double? {
        if let gauge = label?.labelCornerGauge {
            // The label's gauge runs in the text band (`arcAlongDial`), its end labels centred on it (`labelBaseline`).
            let arcRadius = geometry.text + geometry.arcWidth / 2
            let labels = [gauge.leading, gauge.trailing].compactMap { $0 }.map { end in
                let cap = canvas.capHeight(end.font)
                return arcRadius + cap / 2 + (geometry.top ? 0 : canvas.descender(end.font))
            }
            // An open gauge's marker is wider than the arc (`marker`): its coloured disc reaches past the arc's edge.
            let marker = gauge.style == .open ? arcRadius + geometry.arcWidth * 0.55 : 0
            return ([geometry.text + geometry.arcWidth, marker] + labels).max()!
        }
        guard let line = label?.labelText else { return nil }
        // A shown label's own ink: a "$", an "l" or an accent rises above the capitals, a "g" descends below the baseline.
        let ink = Self.inkExtent(line, canvas: canvas)
        let cap = canvas.capHeight(line.font)
        return geometry.top ? geometry.text + max(cap, ink.height) : geometry.text + cap + ink.depth
    }

    /// How far a line's glyphs ink above and below its baseline, at its font's size (what fitting draws is no larger);
    /// a bar stands on its baseline as tall as the capitals. Only a shown text's ink is read: a hidden one's bar is
    /// measured, never its text.
    static func inkExtent(_ line: RedactedText, canvas: LayoutCanvas) -> (height: Double, depth: Double) {
        guard case .text(let text) = line.content else { return (canvas.capHeight(line.font), 0) }
        let shaped = canvas.shaper.shape(text, font: line.font.font, size: line.font.size)
        var (height, depth) = (0.0, 0.0)
        for run in shaped.runs {
            for glyph in run.glyphs {
                guard let ink = canvas.shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { continue }
                (height, depth) = (max(height, -ink.top), max(depth, ink.bottom))
            }
        }
        return (height, depth)
    }

    /// The baseline a corner gauge's end label is drawn on: each is measured on its own baseline, where it is drawn,
    /// so a redaction bar takes exactly the angle it was given.
    static func labelBaseline(_ label: RedactedText, _ geometry: CornerBand, canvas: LayoutCanvas) -> Double {
        let cap = canvas.capHeight(label.font)
        return geometry.top ? geometry.arcRadius - cap / 2 : geometry.arcRadius + cap / 2
    }

    /// The angle a corner gauge's end label takes at the arc's end, with the gap to the track's cap: its text's
    /// width, at least a figure of its font; nil where its text is wider than the most a label may take (0.3 radian). A
    /// bar asks for a figure, which does not depend on the hidden text (docs/privacy.md), until it is given its room.
    static func labelReach(_ label: RedactedText, _ geometry: CornerBand, frame: FaceFrame, canvas: LayoutCanvas) -> Double? {
        let baseline = labelBaseline(label, geometry, canvas: canvas)
        let most = baseline * 0.3
        let figure = min(most, canvas.width(of: RedactedText(font: label.font, color: label.color, content: .text("0")),
                                             maxWidth: .infinity, role: .label))
        guard case .text = label.content else { return (figure + 8 * frame.unit) / baseline }
        let text = canvas.width(of: label, maxWidth: .infinity, role: .label)
        guard text <= most else { return nil }
        return (max(figure, text) + 8 * frame.unit) / baseline
    }

    /// The least of its band's angle a corner needs for its reading, at each radius it draws out to: its text's
    /// shortest form whole at the legible size (`leastWidth`), a view's curved content likewise at its own radius, and a
    /// gauge's arc (a view that is a gauge, or its `widgetLabel` gauge, too) the whole of its preferred 36°, end labels
    /// and all, as Apple's faces draw a corner gauge beside the inline. The top corners keep this much
    /// whatever the inline slot between them holds: the inline shortens first (docs/geometry.md, "infograph top inline").
    /// It reads only the redacted content, so a hidden text's bar, never the text, decides it.
    ///
    /// Each radius comes with the most its least can be (`most`, known without shaping) and the least itself, measured
    /// only when asked (`least`): where even the most leaves the inline all it wants, nothing is shaped.
    static func leastSpans(_ content: RedactedContent, corner: ScreenCorner, frame: FaceFrame, arcAlongDial: Bool = false,
                           canvas: LayoutCanvas) -> [(outer: Double, most: Double, least: () -> Double, kept: () -> Double?)] {
        let cap = canvas.capHeight(Typography.font(.body, family: .accessoryCorner, sizeClass: frame.sizeClass))
        let geometry = CornerBand(corner, frame: frame, capHeight: cap, arcAlongDial: arcAlongDial)
        // A corner's text yields to an inline's least (it is cut first) all but the room for its numbers
        // (`numberWidth`); a gauge's arc does not yield.
        func text(_ line: RedactedText, at radius: Double? = nil) -> (outer: Double, most: Double, least: () -> Double, kept: () -> Double?) {
            let radius = radius ?? geometry.text
            return (radius + canvas.capHeight(line.font), geometry.preferredTextSpan,
                    { min(geometry.preferredTextSpan, leastWidth(line, canvas: canvas) / radius) },
                    { numberWidth(line, canvas: canvas).map { min(geometry.preferredTextSpan, $0 / radius) } })
        }
        let capWidth = geometry.arcWidth / geometry.arcRadius
        switch content {
        case .stack(let stack): return stack.lines.first.map { [text($0)] } ?? []
        case .curvedText(let curved): return [text(curved.text)]
        case .gauge(let gauge):
            // A gauge's arc, its end labels on it, keeps the whole span Apple's faces give a corner gauge: the inline,
            // which is shortened anyway, gives way, so the wrist raised never shows less of it than Always On, where
            // the inline may be a shorter bar (stranger14 #7: a gauge squeezed to a stub beside a long inline).
            let arc = CornerBand.preferredArcSpan + capWidth
            return [(geometry.arc + geometry.arcWidth, arc, { arc }, { arc })] + (gauge.text.map { [text($0)] } ?? [])
        case .systemPlaceholder:
            let arc = CornerBand.preferredArcSpan / 4 + capWidth
            return [(geometry.arc + geometry.arcWidth, arc, { arc }, { arc })]
        case .view(let view):
            // A view that is a gauge is the corner's own gauge (`corner`), and needs what it does.
            if view.widgetLabel == nil, let gauge = view.root.cornerGauge {
                return leastSpans(.gauge(gauge), corner: corner, frame: frame, canvas: canvas)
            }
            var spans: [(outer: Double, most: Double, least: () -> Double, kept: () -> Double?)]
            if let gauge = view.widgetLabel?.labelCornerGauge {
                spans = leastSpans(.gauge(gauge), corner: corner, frame: frame, arcAlongDial: true, canvas: canvas)
            } else {
                spans = view.widgetLabel?.labelText.map { [text($0)] } ?? []
            }
            // Curved content beyond the label reaches further out, where the inline's row comes nearer: its band
            // keeps its least there too.
            if view.curvesContent, let content = view.root.labelText {
                spans.append(text(content, at: contentRadius(content, label: view.widgetLabel, geometry, frame: frame, canvas: canvas)))
            }
            return spans
        case .image, .rings, .chart:
            return []
        }
    }

    /// The least width a line needs to be read: its shortest form whole, at the smallest size fitting allows it
    /// (`TextFitter`); a text without shorter forms, shortened where a cut keeps half of it and every number whole, as
    /// fitting may draw it; a bar's own width, which never follows hidden text.
    static func leastWidth(_ line: RedactedText, canvas: LayoutCanvas) -> Double {
        guard case .text(let text) = line.content else { return canvas.width(of: line, maxWidth: .infinity) }
        let form = line.shortForms.last ?? text
        let scale = min(max(line.minimumScale.isNaN ? 1 : line.minimumScale, 0), 1)
        let smallest = line.legibleSize > 0 ? min(line.font.size, line.legibleSize) : line.font.size * scale
        let size = (smallest * 4 - 1e-9).rounded(.up) / 4
        let whole = canvas.shaper.shape(form, font: line.font.font, size: size).width
        guard line.shortForms.isEmpty else { return whole }
        let cuts = canvas.fitter.cuts(of: form)
        guard let kept = cuts.cuts.first(where: { ShortenedText.kind(of: cuts, keeping: $0) == .shortened }) else { return whole }
        return min(whole, canvas.shaper.shortened(form, keeping: kept, font: line.font.font, size: size).width)
    }

    /// The room a corner's line keeps for its numbers beside the inline, whose own least it otherwise gives way to:
    /// its shortest form whole at ¾ of its legible size (the size fitting shrinks a line to rather than keep less than
    /// half of it without its number, `TextFitter.lastQuarter`), or, a text without shorter forms, shortened there
    /// keeping half of it and every number; nil for a line with no number, and for a bar, which give way whole.
    static func numberWidth(_ line: RedactedText, canvas: LayoutCanvas) -> Double? {
        guard case .text(let text) = line.content else { return nil }
        let form = line.shortForms.last ?? text
        let cuts = canvas.fitter.cuts(of: form)
        guard !cuts.numbers.isEmpty else { return nil }
        let legible = line.legibleSize > 0 ? min(line.font.size, line.legibleSize) : line.font.size
        let size = (legible * TextFitter.lastQuarter * 4 - 1e-9).rounded(.up) / 4
        let whole = canvas.shaper.shape(form, font: line.font.font, size: size).width
        guard line.shortForms.isEmpty,
              let kept = cuts.cuts.first(where: { ShortenedText.kind(of: cuts, keeping: $0) == .shortened }) else { return whole }
        return min(whole, canvas.shaper.shortened(form, keeping: kept, font: line.font.font, size: size).width)
    }

    /// Whether the segment from `from` to `to` passes through `rect` (Liang and Barsky's clipping).
    static func crosses(from: Point, to: Point, _ rect: Rect) -> Bool {
        var (enter, leave) = (0.0, 1.0)
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        for (p, q) in [(-dx, from.x - rect.x), (dx, rect.maxX - from.x), (-dy, from.y - rect.y), (dy, rect.maxY - from.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else if p < 0 {
                enter = max(enter, q / p)
            } else {
                leave = min(leave, q / p)
            }
        }
        return enter <= leave
    }
}
