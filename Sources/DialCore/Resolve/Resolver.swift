import DialModel
import DialText

/// Stage 1: `FaceDocument` → `ResolvedFace`. Applies the documented defaults and the caller's overrides,
/// binds the device, places every slot, floors the time for Always On and checks every reference (slots,
/// families, templates, ids, image files). Errors carry the JSON path of the offending value
/// (docs/design.md, "The pipeline").
package enum Resolver {
    /// The screen of a face that names none: 45mm.
    package static let defaultDevice = DeviceID.mm45
    /// The style of a face that names none.
    package static let defaultStyle = FaceStyle.infograph
    /// The time of a face that gives none: 10:09:30, the time watches are photographed at, on a fixed date so that
    /// the same file renders the same bytes every day.
    package static let defaultTime = Timestamp(iso8601: "2026-01-01T10:09:30Z")!
    /// The clock's accent when the face gives none: Apple's orange.
    package static let defaultAccent = Color(red: 0xFF, green: 0x9F, blue: 0x0A)
    /// The share of its light each colour keeps in Always On, unless the face says otherwise.
    package static let defaultDimming = Fraction(clamping: 0.4)
    /// (Dial) How far text may shrink before it is shortened, unless a line says otherwise.
    package static let defaultMinimumScale = 0.8
    /// (Dial) The same in circular and extra large complications, and in the middle of their rings.
    package static let defaultCircularMinimumScale = 0.65
    /// The same for text in the middle of rings and for a ring's end labels, which have the least room.
    package static let defaultCenterMinimumScale = 0.5
    /// (Dial) Complications a face may have: more than any style has slots for, few enough to bound the work.
    package static let maxComplications = 64
    /// (Dial) Timeline entries a complication may have.
    package static let maxTimelineEntries = 1_000

    /// Stage 1: the decoded document, in one display context, with every default, slot, colour and timeline entry
    /// settled, so that no later stage sees an optional or a name to look up.
    ///
    /// - Parameters:
    ///   - document: the face as decoded.
    ///   - name: how the face is named in what is drawn and reported.
    ///   - display: active or Always On.
    ///   - overrides: the context's settings over the face's own (device, time, privacy, rendering mode).
    ///   - images: the pictures of the face's `file` images, keyed by the file as written (the facade checks
    ///     them, and decodes one when the redact stage asks for it; this stage does no I/O).
    ///   - symbols: the outlines of the symbols views draw, read from the renderer's font files.
    package static func resolve(_ document: FaceDocument, name: String, display: Display,
                               overrides: RenderOverrides = RenderOverrides(),
                               images: [String: Picture] = [:], symbols: SymbolOutlines = .system) throws(FaceError) -> ResolvedFace {
        try resolve(document, name: name, display: display, overrides: overrides, images: images, timelines: nil, symbols: symbols)
    }

    /// `resolve(_:name:display:overrides:images:)` with the document's `timelines` worked out once beforehand, so that
    /// a render reads no timeline entry but the one in force; nil works each complication's out as it goes.
    package static func resolve(_ document: FaceDocument, name: String, display: Display, overrides: RenderOverrides,
                                images: [String: Picture], timelines: FaceTimelines?,
                                symbols: SymbolOutlines = .system) throws(FaceError) -> ResolvedFace {
        WorkProbe.note(.facesResolved, 1)
        let device = Device(overrides.device ?? document.device ?? defaultDevice)
        let frame = FaceFrame(device: device)
        let style = document.style ?? defaultStyle
        // A custom face's clock does not depend on its slots; its slots are checked against the clock on every screen.
        let base = style == .custom ? StyleLayout(.custom, on: frame) : try styleLayout(document, style: style, frame: frame, device: device.id)
        let accent = document.clock?.accent ?? defaultAccent
        let requested = timeShown(document, overrides: overrides)
        let texts = LocaleTexts(overrides.locale ?? document.locale ?? .default)
        let events = try FaceEvents(document)
        let legibility: LegibilityWeight = overrides.boldText ?? document.settings?.boldText ?? false ? .bold : .regular
        var clock = try resolveClock(document, layout: base, style: style, frame: frame, display: display, time: requested,
                                     accent: accent, texts: texts)
        clock.legibility = legibility
        let layout = style == .custom ? try customLayout(document, clock: clock, shownOn: device.id) : base

        let documents = document.complications ?? []
        let complicationsPath = JSONPath.root.appending(key: "complications")
        if documents.count > maxComplications {
            throw FaceError(kind: .invalidValue, path: complicationsPath,
                            expected: "at most \(maxComplications) complications", found: "\(documents.count)")
        }
        let settingsPath = JSONPath.root.appending(key: "settings").appending(key: "perComplication")
        let fileChoices = overrides.keepsFileChoices ? document.settings?.perComplication ?? [:] : [:]
        let privacy = PrivacySettings(
            hideSensitiveComplications: overrides.hideSensitiveComplications ?? document.settings?.hideSensitiveComplications ?? false,
            perComplication: fileChoices.merging(overrides.perComplication) { $1 },
            lock: overrides.lock ?? document.settings?.lock ?? .unlocked,
            allowAccessWhenLocked: overrides.allowAccessWhenLocked ?? document.settings?.allowAccessWhenLocked ?? true)
        var complications: [ResolvedComplication] = []
        var takenSlots: [SlotID: Int] = [:]
        var takenIDs: [String: Int] = [:]
        for (index, complication) in documents.enumerated() {
            let path = complicationsPath.appending(index: index)
            if complication.id.isEmpty {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "id"), expected: "a non-empty id", found: "\"\"")
            }
            if let first = takenIDs[complication.id] {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "id"), expected: "an id no other complication has",
                                found: "\"\(complication.id)\", already the id of complications[\(first)]")
            }
            takenIDs[complication.id] = index
            let placement = try place(complication, in: layout, style: style, at: path)
            if let first = takenSlots[complication.slot] {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "slot"), expected: "a free slot",
                                found: "\"\(complication.slot.rawValue)\", already taken by complications[\(first)] \"\(documents[first].id)\"")
            }
            takenSlots[complication.slot] = index
            if let entries = complication.timeline, entries.count > maxTimelineEntries {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "timeline"),
                                expected: "at most \(maxTimelineEntries) timeline entries", found: "\(entries.count)")
            }
            let context = ContentContext(family: complication.family, tint: complication.tint ?? accent,
                                         sizeClass: device.sizeClass, display: display, images: images,
                                         renderingMode: overrides.renderingMode ?? document.settings?.renderingMode ?? .fullColor,
                                         texts: texts, now: clock.time, legibility: legibility, symbols: symbols)
            func content(_ document: ContentDocument, at path: JSONPath) throws(FaceError) -> ResolvedContent {
                try resolve(document, in: context, at: path)
            }
            let known = timelines?.complications[index]
            var resolved = ResolvedComplication(
                id: complication.id,
                slot: complication.slot,
                family: complication.family,
                placement: placement,
                dataProtection: complication.dataProtection ?? .completeUntilFirstUserAuthentication,
                redactionStyle: complication.redactionStyle ?? .fixed,
                current: .withheld,
                privacyHidesEveryContent: known?.privacyHidesEveryContent ?? complication.privacyHidesEveryContent,
                placeholder: try complication.placeholder.map { (placeholder) throws(FaceError) in
                    .custom(try content(placeholder, at: path.appending(key: "placeholder")))
                } ?? .system,
                withoutLocation: complication.usesLocation == true && !events.givesLocation(at: clock.time.secondsSinceEpoch)
                    ? events.permission : nil)
            // What the context hides whole at every moment is not resolved for it: its placeholder is drawn whatever is
            // current. Every content was resolved once when the face was read (`checkContents`), so a fault in one is
            // found in every context alike.
            let rules = Redactor.rules(for: resolved, display: display, privacy: privacy)
            if !rules.contains(where: { $0.hidesWholeAtEveryMoment(resolved) }) {
                // What privacy hides of the current content is decided as it is resolved: a view region it hides is not
                // resolved inside (`ContentContext.hidesSensitive`).
                var current = context
                current.hidesSensitive = rules.contains { $0.reason == .privacy }
                let placeholder = rules.contains { $0.reason == .placeholder }
                resolved.current = try currentContent(of: complication, at: path, time: clock.time, index: known?.index) {
                    (document, entry) in
                    // Nor is the content in force where the context hides it whole at this moment: behind a placeholder
                    // (no location), or under privacy when it marks nothing (the flag read when the face was), so that
                    // the work of a frame does not grow with it (review of session 15: 4,096 hidden texts resolved for
                    // each of a filmstrip's frames took 37 times as long as 1).
                    placeholder || (current.hidesSensitive && (known?.privacyHidesWhole(entry: entry) ?? document().privacyHidesWhole))
                } resolve: { (document, path) throws(FaceError) in try resolve(document, in: current, at: path) }
            }
            complications.append(resolved)
        }
        if clock.date != .none, case .dial = clock.placement, style == .infograph, takenSlots[.subdialRight] != nil {
            throw FaceError(kind: .invalidValue, path: JSONPath.root.appending(key: "clock").appending(key: "date"),
                            expected: "\"none\" while subdialRight holds a complication (the date window sits there)",
                            found: "\"\(clock.date.rawValue)\"")
        }

        // The first unknown id in sorted order is the one refused, and the message lists the known ids: both are worked
        // out only when there is one. Sorting the ids and writing the list on every frame, for a message never shown,
        // was work in every render (docs/performance.md, session 16).
        func expected() -> String {
            let known = takenIDs.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            return known.isEmpty ? "the id of a complication (the face has none)" : "the id of a complication: one of \(known)"
        }
        if let id = (document.settings?.perComplication ?? [:]).keys.filter({ takenIDs[$0] == nil }).min() {
            throw FaceError(kind: .invalidValue, path: settingsPath.appending(key: id), expected: expected(), found: "\"\(id)\"")
        }
        if let id = overrides.perComplication.keys.filter({ takenIDs[$0] == nil }).min() {
            throw FaceError(kind: .invalidValue, path: settingsPath.appending(key: id), expected: expected(),
                            found: "\"\(id)\" (given in the render context)")
        }
        return ResolvedFace(
            name: name,
            device: device,
            style: style,
            display: display,
            clock: clock,
            complications: complications,
            privacy: privacy,
            alwaysOn: AlwaysOnAppearance(
                dimming: document.alwaysOn?.dimming.map { Fraction(clamping: $0.value) } ?? defaultDimming,
                monochrome: document.alwaysOn?.renderingMode == .monochrome),
            rendering: Rendering(mode: overrides.renderingMode ?? document.settings?.renderingMode ?? .fullColor,
                                 tint: overrides.tint ?? document.settings?.tint ?? accent),
            isRightToLeft: texts.name.isRightToLeft)
    }

    /// The latest timeline entry dated at or before `time`, else the static content, else nothing: the entries'
    /// order in the file does not matter, but two entries with the same date are ambiguous and refused. `index`, the
    /// entries already in date order, spares ordering them again.
    /// `withheld` says, of the content in force and its timeline entry (nil: the static content), whether the context
    /// hides it whole: then it is not resolved (`CurrentContent.withheld`). It is handed the content to build only if it
    /// needs it: an entry read by the grammar alone is built when asked for (`TimelineEntryDocument.content`).
    private static func currentContent(of complication: ComplicationDocument, at path: JSONPath, time: Timestamp, index: TimelineIndex?,
                                       withheld: (() -> ContentDocument, Int?) -> Bool,
                                       resolve: (ContentDocument, JSONPath) throws(FaceError) -> ResolvedContent) throws(FaceError) -> CurrentContent {
        let entries = complication.timeline ?? []
        let ordered: TimelineIndex
        if let index { ordered = index } else { ordered = try TimelineIndex(entries, at: path.appending(key: "timeline")) }
        if let current = ordered.current(at: time.secondsSinceEpoch) {
            if withheld({ entries[current].content }, current) { return .withheld }
            let source = path.appending(key: "timeline").appending(index: current).appending(key: "content")
            return .content(try resolve(entries[current].content, source), source: source)
        }
        if let content = complication.content {
            if withheld({ content }, nil) { return .withheld }
            let source = path.appending(key: "content")
            return .content(try resolve(content, source), source: source)
        }
        try requireContent(of: complication, at: path)
        return .nothingCurrent
    }

    /// Throws unless the complication has a static `content` or a timeline entry.
    static func requireContent(of complication: ComplicationDocument, at path: JSONPath) throws(FaceError) {
        if complication.content == nil && (complication.timeline ?? []).isEmpty {
            throw FaceError(kind: .missingKey, path: path.appending(key: "content"),
                            expected: "a value for \"content\" (or a \"timeline\" with entries)", found: "nothing")
        }
    }
}
