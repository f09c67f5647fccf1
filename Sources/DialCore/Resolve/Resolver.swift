import DialModel

/// Stage 1: `FaceDocument` → `ResolvedFace`. Applies the documented defaults and the caller's overrides,
/// binds the device, floors the time for Always On and checks every reference (slots, families, ids).
/// Errors carry the JSON path of the offending value.
public enum Resolver {
    public static let defaultDevice = DeviceID.mm45
    public static let defaultStyle = FaceStyle.infograph
    public static let defaultTime = Timestamp(iso8601: "2026-01-01T10:09:30Z")!
    public static let defaultAccent = Color(red: 0xFF, green: 0x9F, blue: 0x0A)
    public static let defaultDimming = Fraction(clamping: 0.4)

    public static func resolve(_ document: FaceDocument, name: String, display: Display,
                               overrides: RenderOverrides = RenderOverrides()) throws(FaceError) -> ResolvedFace {
        let device = Device(overrides.device ?? document.device ?? defaultDevice)
        let style = document.style ?? defaultStyle
        let accent = document.clock?.accent ?? defaultAccent
        let requested = timeShown(document, overrides: overrides)
        let kind = style.clockKind
        let alwaysOnSeconds = document.alwaysOn?.seconds ?? false
        let clock = ResolvedClock(
            kind: kind,
            // Always On shows whole minutes, unless the face keeps its seconds there.
            time: display == .alwaysOn && !alwaysOnSeconds ? requested.flooredToMinute : requested,
            showsSeconds: display == .active ? document.clock?.seconds ?? (kind == .analog) : alwaysOnSeconds,
            twentyFourHour: document.clock?.twentyFourHour ?? false,
            accent: accent)

        let documents = document.complications ?? []
        var complications: [ResolvedComplication] = []
        var takenSlots: [SlotID: Int] = [:]
        var takenIDs: [String: Int] = [:]
        for (index, complication) in documents.enumerated() {
            let path = JSONPath.root.appending(key: "complications").appending(index: index)
            if complication.id.isEmpty {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "id"), expected: "a non-empty id", found: "\"\"")
            }
            if let first = takenIDs[complication.id] {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "id"), expected: "an id no other complication has",
                                found: "\"\(complication.id)\", already the id of complications[\(first)]")
            }
            takenIDs[complication.id] = index
            try checkSlot(of: complication, in: style, at: path)
            if let first = takenSlots[complication.slot] {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "slot"), expected: "a free slot",
                                found: "\"\(complication.slot.rawValue)\", already taken by complications[\(first)] \"\(documents[first].id)\"")
            }
            takenSlots[complication.slot] = index
            let tint = complication.tint ?? accent
            func content(_ document: ContentDocument, at path: JSONPath) throws(FaceError) -> ResolvedContent {
                try resolve(document, family: complication.family, tint: tint, device: device, display: display, at: path)
            }
            let current = try currentContent(of: complication, at: path, time: clock.time, resolve: content)
            complications.append(ResolvedComplication(
                id: complication.id,
                slot: complication.slot,
                family: complication.family,
                dataProtection: complication.dataProtection ?? .completeUntilFirstUserAuthentication,
                redactionStyle: complication.redactionStyle ?? .fixed,
                current: current,
                placeholder: try complication.placeholder.map { (placeholder) throws(FaceError) in
                    .custom(try content(placeholder, at: path.appending(key: "placeholder")))
                } ?? .system))
        }

        let settingsPath = JSONPath.root.appending(key: "settings").appending(key: "perComplication")
        let known = takenIDs.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let expected = known.isEmpty ? "the id of a complication (the face has none)" : "the id of a complication: one of \(known)"
        for id in (document.settings?.perComplication ?? [:]).keys.sorted() where takenIDs[id] == nil {
            throw FaceError(kind: .invalidValue, path: settingsPath.appending(key: id), expected: expected, found: "\"\(id)\"")
        }
        for id in overrides.perComplication.keys.sorted() where takenIDs[id] == nil {
            throw FaceError(kind: .invalidValue, path: settingsPath.appending(key: id), expected: expected,
                            found: "\"\(id)\" (given on the command line)")
        }
        let perComplication = (document.settings?.perComplication ?? [:]).merging(overrides.perComplication) { $1 }

        return ResolvedFace(
            name: name,
            device: device,
            style: style,
            display: display,
            clock: clock,
            complications: complications,
            privacy: PrivacySettings(
                hideSensitiveComplications: overrides.hideSensitiveComplications
                    ?? document.settings?.hideSensitiveComplications ?? false,
                perComplication: perComplication,
                lock: overrides.lock ?? document.settings?.lock ?? .unlocked,
                allowAccessWhenLocked: overrides.allowAccessWhenLocked ?? document.settings?.allowAccessWhenLocked ?? true),
            alwaysOn: AlwaysOnAppearance(
                dimming: document.alwaysOn?.dimming.map { Fraction(clamping: $0.value) } ?? defaultDimming,
                monochrome: document.alwaysOn?.renderingMode == .monochrome))
    }

    /// The latest timeline entry dated at or before `time`, else the static content, else nothing: the entries'
    /// order in the file does not matter, but two entries with the same date are ambiguous and refused.
    private static func currentContent(of complication: ComplicationDocument, at path: JSONPath, time: Timestamp,
                                       resolve: (ContentDocument, JSONPath) throws(FaceError) -> ResolvedContent) throws(FaceError) -> CurrentContent {
        let entries = complication.timeline ?? []
        if let current = try TimelineIndex(entries, at: path.appending(key: "timeline")).current(at: time.secondsSinceEpoch) {
            let source = path.appending(key: "timeline").appending(index: current).appending(key: "content")
            return .content(try resolve(entries[current].content, source), source: source)
        }
        if let content = complication.content {
            let source = path.appending(key: "content")
            return .content(try resolve(content, source), source: source)
        }
        if entries.isEmpty {
            throw FaceError(kind: .missingKey, path: path.appending(key: "content"),
                            expected: "a value for \"content\" (or a \"timeline\" with entries)", found: "nothing")
        }
        return .nothingCurrent
    }

    private static func checkSlot(of complication: ComplicationDocument, in style: FaceStyle, at path: JSONPath) throws(FaceError) {
        let slots = style.slots
        if slots.contains(where: { $0.slot == complication.slot && $0.family == complication.family }) { return }
        let slotsForFamily = slots.filter { $0.family == complication.family }.map { "\"\($0.slot.rawValue)\"" }
        if slotsForFamily.isEmpty {
            let families = Set(slots.map(\.family.rawValue)).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw FaceError(kind: .invalidValue, path: path.appending(key: "family"),
                            expected: "a family the \(style.rawValue) style has slots for: one of \(families)",
                            found: "\"\(complication.family.rawValue)\"")
        }
        throw FaceError(kind: .invalidValue, path: path.appending(key: "slot"),
                        expected: "a slot of \(style.rawValue) that takes \(complication.family.rawValue): one of \(slotsForFamily.joined(separator: ", "))",
                        found: "\"\(complication.slot.rawValue)\"")
    }

    private static func resolve(_ content: ContentDocument, family: Family, tint: Color, device: Device, display: Display,
                                at path: JSONPath) throws(FaceError) -> ResolvedContent {
        switch content {
        case .stack(let stack):
            let limit = Typography.maxLines(family)
            guard (1...limit).contains(stack.lines.count) else {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "lines"),
                                expected: "1 to \(limit) line\(limit == 1 ? "" : "s") in an \(family.rawValue)",
                                found: "\(stack.lines.count) lines")
            }
            return .stack(stack.lines.enumerated().map { index, line in
                let isHeader = family == .accessoryRectangular && index == 0 && stack.lines.count > 1
                return resolve(line, defaultStyle: isHeader ? .headline : .body, family: family, tint: tint, device: device, display: display)
            })
        case .gauge(let gauge):
            guard family == .accessoryCircular || family == .accessoryCorner else {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "template"),
                                expected: "\"stack\" (an \(family.rawValue) has no gauge)", found: "\"gauge\"")
            }
            let lower = gauge.min ?? 0
            let upper = gauge.max ?? 1
            for (key, number) in [("value", gauge.value), ("min", lower), ("max", upper)] where !number.isFinite {
                throw FaceError(kind: .invalidValue, path: path.appending(key: key), expected: "a finite number", found: "\(number)")
            }
            guard lower < upper else {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "max"),
                                expected: "a number greater than min (\(lower))", found: "\(upper)")
            }
            let alwaysOn = display == .alwaysOn ? gauge.alwaysOn : nil
            return .gauge(ResolvedGauge(
                style: gauge.style ?? .closed,
                value: Fraction(gauge.value, between: lower, and: upper),
                color: alwaysOn?.color ?? gauge.color ?? tint,
                sensitivity: sensitivity(privacySensitive: gauge.privacySensitive, unredacted: gauge.unredacted),
                text: gauge.text.map { resolve($0, defaultStyle: .body, family: family, tint: tint, device: device, display: display) },
                isDrawn: alwaysOn?.hidden != true,
                outlined: alwaysOn?.stroke == true))
        }
    }

    /// A line, with its Always On variant applied when the display is Always On: from here on, the other text
    /// is simply the element's text, and redaction treats it as such.
    private static func resolve(_ text: TextDocument, defaultStyle: TextStyle, family: Family, tint: Color,
                                device: Device, display: Display) -> ResolvedText {
        let style = text.font ?? defaultStyle
        let alwaysOn = display == .alwaysOn ? text.alwaysOn : nil
        return ResolvedText(
            text: alwaysOn?.text ?? text.text,
            font: Typography.font(style, family: family, sizeClass: device.sizeClass),
            color: alwaysOn?.color ?? text.color ?? (style == .headline ? tint : .white),
            sensitivity: sensitivity(privacySensitive: text.privacySensitive, unredacted: text.unredacted),
            isDrawn: alwaysOn?.hidden != true)
    }

    /// `unredacted` wins over `privacySensitive`: it removes every reason (spec/redaction.md).
    private static func sensitivity(privacySensitive: Bool?, unredacted: Bool?) -> Sensitivity {
        if unredacted == true { return .unredacted }
        return privacySensitive == true ? .privacySensitive : .ordinary
    }
}
