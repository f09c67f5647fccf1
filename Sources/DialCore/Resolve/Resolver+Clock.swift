import DialModel

extension Resolver {
    static func resolveClock(_ document: FaceDocument, layout: StyleLayout, style: FaceStyle, frame: FaceFrame, display: Display,
                             time requested: Timestamp, accent: Color, texts: LocaleTexts) throws(FaceError) -> ResolvedClock {
        let written = document.clock
        let clockPath = JSONPath.root.appending(key: "clock")
        var kind = layout.clockKind
        var placement = layout.clock
        if let chosen = written?.kind {
            let wanted: ResolvedClock.Kind = chosen == .analog ? .analog : .digital
            if style == .custom {
                kind = wanted
                if wanted == .digital {
                    // Top right, as on the modular faces, scaled with the face's frames.
                    placement = customDigitalClock(designed: designedFrame(document), shown: frame)
                }
            } else if wanted != kind {
                throw FaceError(kind: .invalidValue, path: clockPath.appending(key: "kind"),
                                expected: "\"\(kind.rawValue)\", the \(style.rawValue) style's clock (only a custom face chooses)",
                                found: "\"\(chosen.rawValue)\"")
            }
        }
        if kind == .digital {
            for (key, given) in [("numerals", written?.numerals != nil), ("ticks", written?.ticks != nil), ("handColor", written?.handColor != nil)] where given {
                throw FaceError(kind: .invalidValue, path: clockPath.appending(key: key),
                                expected: "no \"\(key)\" on a digital clock", found: "a value")
            }
        }
        let date = written?.date ?? DateStyle.none
        // A digits-only clock on a custom face is the modular faces' time row: no room there either.
        if date != .none, style == .modular || style == .modularCompact || style == .extraLarge || (style == .custom && kind == .digital) {
            let face = style == .custom ? "a custom face with a digital clock" : "\(Wording.article(style.rawValue)) face"
            throw FaceError(kind: .invalidValue, path: clockPath.appending(key: "date"),
                            expected: "\"none\" on \(face) (its clock has no room; show the date with a complication)",
                            found: "\"\(date.rawValue)\"")
        }
        let alwaysOnSeconds = document.alwaysOn?.seconds ?? false
        // Always On shows whole minutes, unless the face keeps its seconds there.
        let time = display == .alwaysOn && !alwaysOnSeconds ? requested.flooredToMinute : requested
        let showsSeconds = display == .active ? written?.seconds ?? (kind == .analog) : alwaysOnSeconds
        return ResolvedClock(
            kind: kind,
            time: time,
            showsSeconds: showsSeconds,
            // Only digits are written: hands need no text.
            timeText: kind == .analog ? "" : texts.clockTime(time, twentyFourHour: written?.twentyFourHour ?? texts.prefersTwentyFourHour,
                                                              seconds: showsSeconds),
            accent: accent,
            placement: placement,
            numerals: written?.numerals ?? .none,
            ticks: written?.ticks ?? .minutes,
            handColor: written?.handColor ?? .white,
            date: date,
            dateText: texts.clockDate(date, at: time),
            dateParts: texts.clockDateParts(date),
            shorterDates: texts.shorterClockDates(date, at: time))
    }
}
