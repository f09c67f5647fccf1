/// What a shape view draws of its shape, beyond filling it: SwiftUI's `Circle().trim(from:to:).stroke(style)
/// .rotationEffect(angle)`, the custom arcs teams draw where no gauge style fills an open ring to a value. Written as
/// the shape view's own keys: `{"shape": "circle", "trim": {"from": 0, "to": 0.6}, "stroke": {"lineWidth": 5,
/// "lineCap": "round"}, "rotationEffect": 135}`.
package struct ShapeOutlineDocument: Sendable, Equatable {
    /// The part of the outline drawn, as fractions of its length from 3 o'clock clockwise, as SwiftUI's circle path
    /// runs; nil for the whole.
    package var trim: ShapeTrimDocument?
    /// The outline stroked, centred on it, instead of the shape filled; nil to fill.
    package var stroke: ShapeStrokeDocument?
    /// Degrees clockwise the shape is turned about its frame's centre (SwiftUI's `rotationEffect(.degrees(_:))`).
    package var rotation: Double?

    package init(trim: ShapeTrimDocument? = nil, stroke: ShapeStrokeDocument? = nil, rotation: Double? = nil) {
        self.trim = trim
        self.stroke = stroke
        self.rotation = rotation
    }

    /// A plain filled shape.
    package var isEmpty: Bool { trim == nil && stroke == nil && rotation == nil }

    static let rotationExpectation = "an angle from -360 to 360 degrees"
    static let trimKey = ViewKey(stringValue: "trim"), strokeKey = ViewKey(stringValue: "stroke"),
        rotationKey = ViewKey(stringValue: "rotationEffect")

    /// Reads the keys beside `shape`; each refused value is named by its own key. A trim, which draws part of the
    /// outline only, needs a stroke; Dial trims and turns circles only (the custom arcs of complications), whose
    /// length is their angle.
    init(shape: ShapeDocument, from container: KeyedDecodingContainer<ViewKey>) throws {
        trim = try container.decodeIfPresent(ShapeTrimDocument.self, forKey: Self.trimKey)
        stroke = try container.decodeIfPresent(ShapeStrokeDocument.self, forKey: Self.strokeKey)
        // On any other shape `rotationEffect` is the view's modifier, which turns the whole view.
        rotation = shape == .circle ? try container.decodeIfPresent(Double.self, forKey: Self.rotationKey) : nil
        if let rotation, !rotation.isFinite || abs(rotation) > 360 {
            throw DecodingError.dataCorruptedError(forKey: Self.rotationKey, in: container, debugDescription: Self.rotationExpectation)
        }
        if trim != nil, shape != .circle {
            throw DecodingError.dataCorruptedError(forKey: Self.trimKey, in: container,
                                                   debugDescription: "trim on a circle only (Dial trims circles: an arc is a circle's part)")
        }
        if trim != nil, stroke == nil {
            throw DecodingError.dataCorruptedError(forKey: Self.trimKey, in: container,
                                                   debugDescription: "trim with a stroke (a trimmed circle is drawn as its stroked arc)")
        }
    }

    func encode(into container: inout KeyedEncodingContainer<ViewKey>) throws {
        try container.encodeIfPresent(trim, forKey: Self.trimKey)
        try container.encodeIfPresent(stroke, forKey: Self.strokeKey)
        try container.encodeIfPresent(rotation, forKey: Self.rotationKey)
    }
}

/// `trim(from:to:)`: fractions from 0 to 1, `from` at most `to`.
package struct ShapeTrimDocument: Codable, Sendable, Equatable {
    package var from: Double
    package var to: Double

    package init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case from, to }
    static let expectation = "a trim {\"from\", \"to\"}: fractions from 0 to 1, from at most to"

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let from = try container.decodeIfPresent(Double.self, forKey: .from) ?? 0
        let to = try container.decodeIfPresent(Double.self, forKey: .to) ?? 1
        guard from.isFinite, to.isFinite, (0...1).contains(from), (0...1).contains(to), from <= to else {
            throw ValueError(expected: Self.expectation, found: "from \(from) to \(to)")
        }
        self.init(from: from, to: to)
    }
}

/// `stroke(lineWidth:)` or `stroke(style: StrokeStyle(lineWidth:lineCap:dash:))`: a width in points (`5`), or
/// `{"lineWidth": 5, "lineCap": "round", "dash": [4, 2]}`.
package struct ShapeStrokeDocument: Codable, Sendable, Equatable {
    package var lineWidth: Double
    package var lineCap: LineCapDocument?
    /// `StrokeStyle`'s `dash`: lengths in points, drawn and left by turns along the outline; nil for a solid line.
    package var dash: [Double]?

    package init(lineWidth: Double, lineCap: LineCapDocument? = nil, dash: [Double]? = nil) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.dash = dash
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case lineWidth, lineCap, dash }
    static let expectation = "a line width above 0, at most 20 points, or {\"lineWidth\", \"lineCap\": \"butt\" or \"round\", \"dash\": [lengths]}"
    static let dashExpectation = "1 to 8 dash lengths from 0 to 100 points, not all 0"

    package init(from decoder: any Decoder) throws {
        func checked(_ width: Double) throws -> Double {
            guard width.isFinite, width > 0, width <= 20 else {
                throw ValueError(expected: Self.expectation, found: "\(width)")
            }
            return width
        }
        if let width = try? decoder.singleValueContainer().decode(Double.self) {
            self.init(lineWidth: try checked(width))
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self, elseExpected: Self.expectation)
        let dash = try container.decodeIfPresent([Double].self, forKey: .dash)
        if let dash, !(1...8).contains(dash.count) || dash.contains(where: { !$0.isFinite || $0 < 0 || $0 > 100 }) || dash.allSatisfy({ $0 == 0 }) {
            throw DecodingError.dataCorruptedError(forKey: .dash, in: container, debugDescription: Self.dashExpectation)
        }
        self.init(lineWidth: try checked(try container.decodeIfPresent(Double.self, forKey: .lineWidth) ?? 1),
                  lineCap: try container.decodeIfPresent(LineCapDocument.self, forKey: .lineCap), dash: dash)
    }

    package func encode(to encoder: any Encoder) throws {
        guard lineCap != nil || dash != nil else {
            var container = encoder.singleValueContainer()
            try container.encode(lineWidth)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lineWidth, forKey: .lineWidth)
        try container.encodeIfPresent(lineCap, forKey: .lineCap)
        try container.encodeIfPresent(dash, forKey: .dash)
    }
}

/// How a stroke's ends are drawn: `butt` (SwiftUI's default) ends square at the end; `round` reaches half the width
/// past it. (`square` is not drawn by Dial's backends.)
package enum LineCapDocument: String, ClosedSet { case butt, round }

extension ShapeTrimDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension ShapeStrokeDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}
