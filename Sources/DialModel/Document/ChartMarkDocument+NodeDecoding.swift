extension ChartMarkDocument {
    /// The keys its `Codable` conformance reads: the five marks' in `MarkName`'s order, then the modifiers' in the
    /// order read (numbered, for `NodeObject.present`).
    enum Field: Int, CodingKey, CaseIterable {
        case lineMark, pointMark, barMark, areaMark, ruleMark, foregroundStyle, symbolSize, lineStyle, interpolationMethod
    }

    static let fieldNames = FieldNames(Field.self)

    private static let byKey = JSONCodingKey(stringValue: "by")

    /// The marks' fields, in `MarkName`'s order.
    private static let markFields: [(Field, MarkName)] = [
        (.lineMark, .lineMark), (.pointMark, .pointMark), (.barMark, .barMark), (.areaMark, .areaMark), (.ruleMark, .ruleMark),
    ]

    /// Reads a mark from a face file as `init(from:)` reads it through a keyed container, key by key in the same order,
    /// each fault in the same words at the same path, each key noted as asked about as a look-up notes it; but its keys
    /// found in one pass (`NodeObject.present`), its placement read by hand, and its style's two forms told apart by
    /// what the value is rather than by trying one and dropping the error: a chart holds up to a thousand marks, and a
    /// face reads every one, those a context hides too (docs/performance.md, "Session 26: a hidden chart's marks and a
    /// view's keys read by hand").
    init(reading decoder: NodeDecoder) throws(FaceError) {
        let object = try decoder.object()
        let keys = object.present(Self.fieldNames)
        var mark: (Field, MarkName)?
        var marks = 0
        // Each mark's key asked about, as the keyed reader asks.
        for (field, name) in Self.markFields where object.contains(field, in: keys) {
            if mark == nil { mark = (field, name) }
            marks += 1
        }
        guard marks == 1, let (field, name) = mark else {
            let names = Self.markFields.filter { keys.index(of: $0.0.rawValue) != nil }.map { "\"\($0.1.rawValue)\"" }
            throw decoder.invalid(
                expected: "a mark: exactly one of " + MarkName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                found: names.isEmpty ? "none of them" : names.joined(separator: " and "))
        }
        if name == .ruleMark {
            kind = .rule(try object.required(field, in: keys, of: ChartRuleDocument.self).decode(ChartRuleDocument.self))
        } else {
            let at = try ChartPlacementDocument(reading: try object.required(field, in: keys, of: ChartPlacementDocument.self))
            kind = switch name {
            case .lineMark: .line(x: at.x, y: at.y, series: at.series)
            case .pointMark: .point(x: at.x, y: at.y)
            case .barMark: .bar(x: at.x, y: at.y, yStart: at.yStart)
            case .areaMark, .ruleMark: .area(x: at.x, y: at.y, series: at.series)
            }
        }
        category = nil
        foregroundStyle = nil
        // `{"by": "Deep"}` is `foregroundStyle(by:)`, a category; anything else a style. An object is opened and asked
        // for `by`, as the keyed reader's try of a nested container opens it; anything else is not tried as one.
        if object.contains(Field.foregroundStyle, in: keys) {
            let style = try object.required(Field.foregroundStyle, in: keys)
            if style.kind == .object, case let by = try style.object(), by.contains(Self.byKey) {
                let name = try by.required(Self.byKey).decodeString()
                guard !name.isEmpty, name.count <= Self.maxCategoryLength else {
                    throw decoder.corrupted(at: style, key: "by",
                                            expected: "a category's name of 1 to \(Self.maxCategoryLength) characters")
                }
                category = name
            } else {
                foregroundStyle = try object.optional(Field.foregroundStyle, in: keys)?.decode(StyleDocument.self)
            }
        }
        symbolSize = nil
        if object.contains(Field.symbolSize, in: keys) {
            let size = try object.required(Field.symbolSize, in: keys).decodeFloatingPoint(Double.self)
            guard size.isFinite, size > 0, size <= 1_000 else {
                throw decoder.corrupted(at: decoder, key: "symbolSize", expected: "an area from 0 to 1000 square points, above 0")
            }
            guard case .point = kind else {
                throw decoder.corrupted(at: decoder, key: "symbolSize", expected: "no symbolSize but on a pointMark")
            }
            symbolSize = size
        }
        lineStyle = try object.optional(Field.lineStyle, in: keys)?.decode(ChartLineStyleDocument.self)
        interpolationMethod = nil
        if object.contains(Field.interpolationMethod, in: keys) {
            let method = try object.required(Field.interpolationMethod, in: keys, of: ChartInterpolationDocument.self)
                .decode(ChartInterpolationDocument.self)
            switch kind {
            case .line, .area: interpolationMethod = method
            case .point, .bar, .rule:
                throw decoder.corrupted(at: decoder, key: "interpolationMethod",
                                        expected: "no interpolationMethod but on a lineMark or an areaMark")
            }
        }
    }
}

extension ChartPlacementDocument {
    /// `CodingKeys`, numbered, for `NodeObject.present`.
    enum Field: Int, CodingKey, CaseIterable { case x, y, series, yStart }

    static let fieldNames = FieldNames(Field.self)

    /// Reads a placement from a face file as `init(from:)` reads it, key by key in the same order, each fault in the
    /// same words at the same path, without a keyed container: one per mark of a chart (`ChartMarkDocument`).
    init(reading decoder: NodeDecoder) throws(FaceError) {
        let object = try decoder.object()
        let keys = object.present(Self.fieldNames)
        func finite(_ value: Double, _ key: Field) throws(FaceError) -> Double {
            guard value.isFinite else { throw decoder.corrupted(at: decoder, key: key.stringValue, expected: "a finite number") }
            return value
        }
        x = try finite(try ChartValueDocument(reading: try object.required(Field.x, in: keys, of: ChartValueDocument.self)).value, .x)
        y = try finite(try object.required(Field.y, in: keys).decodeFloatingPoint(Double.self), .y)
        series = try object.optional(Field.series, in: keys)?.decodeString()
        if let start = object.optional(Field.yStart, in: keys) {
            yStart = try finite(try start.decodeFloatingPoint(Double.self), .yStart)
        } else {
            yStart = nil
        }
    }
}

extension ChartValueDocument {
    /// Reads a place from a face file as `init(from:)` reads it, its two forms told apart by the value's kind, not
    /// by trying a number and dropping the error where it is an instant.
    init(reading decoder: NodeDecoder) throws(FaceError) {
        if decoder.kind == .number, let number = try? decoder.decodeFloatingPoint(Double.self) {
            value = number
        } else if decoder.kind == .string, let instant = Timestamp(iso8601: try decoder.decodeString()) {
            value = Double(instant.secondsSinceEpoch)
        } else {
            throw decoder.invalid(expected: Self.expectation, found: "something else")
        }
    }
}
