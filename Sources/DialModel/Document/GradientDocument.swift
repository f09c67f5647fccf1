/// A gradient where a view takes a style: SwiftUI's `Gradient(colors:)` or `Gradient(stops:)`, and, for a
/// `LinearGradient`, its `startPoint` and `endPoint`. Written `{"gradient": ["red", "green"]}` (evenly spaced, leading to
/// trailing), `{"gradient": {"stops": [{"color": "red", "location": 0.2}, ...]}}`, and beside either `"startPoint":
/// "top", "endPoint": "bottom"` (a unit point's name, or `{"x": 0.5, "y": 0}`).
package struct GradientDocument: Sendable, Equatable {
    /// Its colours, in order.
    package var colors: [Color]
    /// Where each colour sits along the gradient, from 0 to 1, rising; nil where they are evenly spaced
    /// (`Gradient(colors:)`).
    package var locations: [Double]?
    /// Where the gradient starts and ends in the view's frame, as fractions of it (SwiftUI's `UnitPoint`).
    package var startPoint: UnitPointDocument
    package var endPoint: UnitPointDocument
    /// Where its colours run: along the line from `startPoint` to `endPoint`, or round a centre.
    package var geometry: Geometry = .linear

    /// A `LinearGradient`'s line (its points), or an `AngularGradient`'s turn: about `center` (a unit point of the
    /// frame), from `startAngle` to `endAngle`, in degrees clockwise from 3 o'clock, as SwiftUI's angles turn.
    package enum Geometry: Sendable, Equatable {
        case linear
        case angular(center: UnitPointDocument, startAngle: Double, endAngle: Double)
    }

    package init(colors: [Color], locations: [Double]? = nil, startPoint: UnitPointDocument = .leading,
                 endPoint: UnitPointDocument = .trailing) {
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// SwiftUI's `AngularGradient(colors:center:startAngle:endAngle:)`.
    package init(colors: [Color], locations: [Double]? = nil, center: UnitPointDocument, startAngle: Double, endAngle: Double) {
        self.init(colors: colors, locations: locations)
        geometry = .angular(center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// (Dial) At most this many colours: more than any complication's gradient has.
    static let colorCount = 2...8

    private enum CodingKeys: String, CodingKey, CaseIterable { case gradient, startPoint, endPoint }
    private enum AngularStyleKey: String, CodingKey { case angularGradient }
    private enum StopsKey: String, CodingKey, CaseIterable { case stops, colors }
    private enum StopKey: String, CodingKey, CaseIterable { case color, location }

    /// Reads the gradient from the style object that holds it (`{"gradient": ..., "startPoint": ...}`).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let colors = try? container.decode([ViewColorDocument].self, forKey: .gradient) {
            self.colors = colors.map(\.color)
            locations = nil
        } else {
            let gradient = try container.nestedContainer(keyedBy: StopsKey.self, forKey: .gradient)
            if gradient.contains(.colors) {
                colors = try gradient.decode([ViewColorDocument].self, forKey: .colors).map(\.color)
                locations = nil
            } else {
                var stops = try gradient.nestedUnkeyedContainer(forKey: .stops)
                let (read, at) = try Self.stops(&stops)
                (colors, locations) = (read, at)
            }
        }
        guard Self.colorCount.contains(colors.count) else {
            throw ValueError(expected: "2 to 8 colours", found: "\(colors.count)")
        }
        startPoint = try container.decodeIfPresent(UnitPointDocument.self, forKey: .startPoint) ?? .leading
        endPoint = try container.decodeIfPresent(UnitPointDocument.self, forKey: .endPoint) ?? .trailing
        if startPoint == endPoint {
            throw ValueError(expected: "a startPoint and an endPoint apart", found: "both at the same point")
        }
    }

    private enum LinearKey: String, CodingKey, CaseIterable { case colors, stops, startPoint, endPoint }

    /// Reads SwiftUI's `LinearGradient` as a view writes it, its arguments by their labels: `{"colors": [...],
    /// "startPoint": "top", "endPoint": "bottom"}` or `{"stops": [{"color": "red", "location": 0.2}, ...], ...}`. Its
    /// points are required, as `LinearGradient(colors:startPoint:endPoint:)` requires them.
    package init(linearGradientFrom decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: LinearKey.self)
        (colors, locations) = try Self.colors(in: container, colors: .colors, stops: .stops)
        startPoint = try container.decode(UnitPointDocument.self, forKey: .startPoint)
        endPoint = try container.decode(UnitPointDocument.self, forKey: .endPoint)
        if startPoint == endPoint {
            throw ValueError(expected: "a startPoint and an endPoint apart", found: "both at the same point")
        }
    }

    private enum AngularKey: String, CodingKey, CaseIterable { case colors, stops, center, startAngle, endAngle }

    /// Reads SwiftUI's `AngularGradient` as a view or a style writes it, with its labels: `{"colors": [...], "center":
    /// "center", "startAngle": -60, "endAngle": 300}` (angles in degrees clockwise from 3 o'clock; by default the
    /// centre, and a whole turn from 0), or `"stops"` for `"colors"`.
    package init(angularGradientFrom decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AngularKey.self)
        let (colors, locations) = try Self.colors(in: container, colors: .colors, stops: .stops)
        func angle(_ key: AngularKey) throws -> Double? {
            guard let degrees = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
            guard degrees.isFinite, abs(degrees) <= 720 else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "an angle from -720 to 720 degrees")
            }
            return degrees
        }
        let start = try angle(.startAngle) ?? 0
        // SwiftUI: an end at the start is a whole turn; more than a turn draws the last whole turn.
        var end = try angle(.endAngle) ?? start + 360
        if end == start { end = start + 360 }
        guard end > start else {
            throw DecodingError.dataCorruptedError(forKey: .endAngle, in: container, debugDescription: "an endAngle after the startAngle")
        }
        self.init(colors: colors, locations: locations, center: try container.decodeIfPresent(UnitPointDocument.self, forKey: .center) ?? .center,
                  startAngle: Swift.max(start, end - 360), endAngle: end)
    }

    /// Writes an angular gradient as `init(angularGradientFrom:)` reads it.
    package func encodeAngularGradient(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AngularKey.self)
        try encodeColors(into: &container, stops: .stops, colors: .colors)
        guard case .angular(let center, let start, let end) = geometry else { return }
        if center != .center { try container.encode(center, forKey: .center) }
        if start != 0 { try container.encode(start, forKey: .startAngle) }
        if end != start + 360 { try container.encode(end, forKey: .endAngle) }
    }

    /// Writes the gradient as `init(linearGradientFrom:)` reads it.
    package func encodeLinearGradient(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: LinearKey.self)
        try encodeColors(into: &container, stops: .stops, colors: .colors)
        try container.encode(startPoint, forKey: .startPoint)
        try container.encode(endPoint, forKey: .endPoint)
    }

    /// The colours as both gradients write them: `stops` where they have locations, else `colors`.
    private func encodeColors<Key: CodingKey>(into container: inout KeyedEncodingContainer<Key>, stops: Key, colors key: Key) throws {
        guard let locations else { return try container.encode(colors, forKey: key) }
        var stops = container.nestedUnkeyedContainer(forKey: stops)
        for (color, location) in zip(colors, locations) {
            var stop = stops.nestedContainer(keyedBy: StopKey.self)
            try stop.encode(color, forKey: .color)
            try stop.encode(location, forKey: .location)
        }
    }

    /// The colours both gradients read: `colors`, or `stops` with their locations, exactly one, 2 to 8 of them.
    private static func colors<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, colors colorsKey: Key,
                                               stops stopsKey: Key) throws -> ([Color], [Double]?) {
        let read: ([Color], [Double]?)
        switch (container.contains(colorsKey), container.contains(stopsKey)) {
        case (true, false):
            read = (try container.decode([ViewColorDocument].self, forKey: colorsKey).map(\.color), nil)
        case (false, true):
            var stops = try container.nestedUnkeyedContainer(forKey: stopsKey)
            let (colors, locations) = try Self.stops(&stops)
            read = (colors, locations)
        default:
            throw ValueError(expected: "exactly one of \"colors\" or \"stops\"", found: container.contains(colorsKey) ? "both" : "neither")
        }
        guard colorCount.contains(read.0.count) else {
            throw ValueError(expected: "2 to 8 colours", found: "\(read.0.count)")
        }
        return read
    }

    /// A list of stops: their colours, and their locations from 0 to 1, rising.
    private static func stops(_ stops: inout any UnkeyedDecodingContainer) throws -> ([Color], [Double]) {
        var colors: [Color] = [], locations: [Double] = []
        while !stops.isAtEnd {
            let stop = try stops.nestedContainer(keyedBy: StopKey.self)
            colors.append(try stop.decode(ViewColorDocument.self, forKey: .color).color)
            let location = try stop.decode(Double.self, forKey: .location)
            guard location.isFinite, (0...1).contains(location), location >= (locations.last ?? 0) else {
                throw ValueError(expected: "stops' locations from 0 to 1, each at least the one before", found: "\(location)")
            }
            locations.append(location)
        }
        return (colors, locations)
    }

    /// Colours evenly spaced as a list, stops with locations as `{"stops": [...]}`; points where they are not the
    /// default ones, so that a plain gradient is written as it was always written.
    package func encode(to encoder: any Encoder) throws {
        if case .angular = geometry {
            var container = encoder.container(keyedBy: AngularStyleKey.self)
            try container.encode(AngularGradientDocument(self), forKey: .angularGradient)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let locations {
            var gradient = container.nestedContainer(keyedBy: StopsKey.self, forKey: .gradient)
            var stops = gradient.nestedUnkeyedContainer(forKey: .stops)
            for (color, location) in zip(colors, locations) {
                var stop = stops.nestedContainer(keyedBy: StopKey.self)
                try stop.encode(color, forKey: .color)
                try stop.encode(location, forKey: .location)
            }
        } else {
            try container.encode(colors, forKey: .gradient)
        }
        if startPoint != .leading || endPoint != .trailing {
            try container.encode(startPoint, forKey: .startPoint)
            try container.encode(endPoint, forKey: .endPoint)
        }
    }
}

/// SwiftUI's `LinearGradient` written with its labels (`{"colors": [...], "startPoint": "top", "endPoint": "bottom"}`),
/// as a view (`{"linearGradient": ...}`) or a style holds it.
package struct LinearGradientDocument: Codable, Sendable, Equatable {
    package var gradient: GradientDocument

    package init(_ gradient: GradientDocument) { self.gradient = gradient }
    package init(from decoder: any Decoder) throws { gradient = try GradientDocument(linearGradientFrom: decoder) }
    package func encode(to encoder: any Encoder) throws { try gradient.encodeLinearGradient(to: encoder) }
}

/// SwiftUI's `AngularGradient` written with its labels (`{"colors": [...], "center": "center", "startAngle": -60}`), as a
/// view (`{"angularGradient": ...}`) or a style holds it.
package struct AngularGradientDocument: Codable, Sendable, Equatable {
    package var gradient: GradientDocument

    package init(_ gradient: GradientDocument) { self.gradient = gradient }
    package init(from decoder: any Decoder) throws { gradient = try GradientDocument(angularGradientFrom: decoder) }
    package func encode(to encoder: any Encoder) throws { try gradient.encodeAngularGradient(to: encoder) }
}

/// SwiftUI's `UnitPoint`: a point of a view's frame as fractions of its width and height, (0, 0) its top leading
/// corner. Written by name (`"top"`, `"bottomTrailing"`) or as `{"x": 0.5, "y": 0}`.
package struct UnitPointDocument: Codable, Sendable, Equatable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let topLeading = UnitPointDocument(x: 0, y: 0), top = UnitPointDocument(x: 0.5, y: 0),
        topTrailing = UnitPointDocument(x: 1, y: 0), leading = UnitPointDocument(x: 0, y: 0.5),
        center = UnitPointDocument(x: 0.5, y: 0.5), trailing = UnitPointDocument(x: 1, y: 0.5),
        bottomLeading = UnitPointDocument(x: 0, y: 1), bottom = UnitPointDocument(x: 0.5, y: 1),
        bottomTrailing = UnitPointDocument(x: 1, y: 1)

    /// SwiftUI's names, as a file writes them.
    package static let named: [(String, UnitPointDocument)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing), ("leading", .leading), ("center", .center),
        ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    static let expectation = "a unit point: \"top\", \"bottom\", \"leading\", \"trailing\", \"topLeading\", ..., \"center\", "
        + "or {\"x\", \"y\"} from -1 to 2"

    private enum CodingKeys: String, CodingKey, CaseIterable { case x, y }

    package init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let point = Self.named.first(where: { $0.0 == name })?.1 else {
                throw ValueError(expected: Self.expectation, found: "\"\(name)\"")
            }
            self = point
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let x = try container.decode(Double.self, forKey: .x), y = try container.decode(Double.self, forKey: .y)
        // A point may lie outside the frame (SwiftUI's do), a little: a gradient that starts far off it shows one colour.
        guard x.isFinite, y.isFinite, (-1...2).contains(x), (-1...2).contains(y) else {
            throw ValueError(expected: Self.expectation, found: "{\"x\": \(x), \"y\": \(y)}")
        }
        self.init(x: x, y: y)
    }

    package func encode(to encoder: any Encoder) throws {
        if let name = Self.named.first(where: { $0.1 == self })?.0 {
            var container = encoder.singleValueContainer()
            try container.encode(name)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
    }
}

extension GradientDocument {
    /// A style's `{"gradient": …, "startPoint": …, "endPoint": …}`: its colours, or `{"colors"}` or `{"stops"}`.
    static let styleShape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        // Each key its own shape: `adding` keeps a key's first shape, which left `stops` a plain value and let a
        // stop's unknown key be found only after reading, behind a hidden value's fault (review16 #1).
        case .gradient: .object(StopsKey.self) { $0 == .stops ? stopsShape : .value }
        case .startPoint, .endPoint: .reader(UnitPointDocument.self)
        }
    }

    /// `[{"color", "location"}, …]`.
    private static let stopsShape = DocumentShape.array(.values(StopKey.self))

    /// `LinearGradient`'s keys.
    static let linearShape = DocumentShape.object(LinearKey.self) { key in
        switch key {
        case .colors: .value
        case .stops: stopsShape
        case .startPoint, .endPoint: .reader(UnitPointDocument.self)
        }
    }

    /// `AngularGradient`'s keys.
    static let angularShape = DocumentShape.object(AngularKey.self) { key in
        switch key {
        case .colors, .startAngle, .endAngle: .value
        case .stops: stopsShape
        case .center: .reader(UnitPointDocument.self)
        }
    }
}

extension UnitPointDocument: DocumentShaped {
    /// A name, or `{"x", "y"}`.
    static let shape = DocumentShape.values(CodingKeys.self)
}
