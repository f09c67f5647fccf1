import DialCore
import DialModel

/// Random faces, contexts and secrets for the property tests: every style, family, template, flag and rule.
struct RandomFace {
    var generator: SeededGenerator

    static let time = Timestamp(iso8601: "2026-11-22T10:09:30+01:00")!

    /// Character pools of the scripts a secret may be written in.
    static let scripts: [[Character]] = [
        Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ  "),
        Array("äöüÄÖÜßẞéèêçñáíóúÉ Straße Grüße"),
        Array("会議予定秘密東京大阪病院歯医者電話番号"),
        ["😀", "🫀", "👩‍👩‍👧‍👦", "🏳️‍🌈", "❤️", "🧑🏽‍⚕️", " "],
        Array("مرحبا بالعالم موعد الطبيب"),
        Array("שלום עולם רופא שיניים"),
        Array("0123456789:.,-+% "),
    ]

    mutating func text(maxLength: Int = 200) -> String {
        let pool = Self.scripts.randomElement(using: &generator)!
        let length = Int.random(in: 0...maxLength, using: &generator)
        return String((0..<length).map { _ in pool.randomElement(using: &generator)! })
    }

    mutating func color() -> Color? {
        generator.chance(0.5) ? nil : Color(red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                                             blue: .random(in: 0...255, using: &generator), alpha: .random(in: 0...255, using: &generator))
    }

    mutating func flag(_ probability: Double) -> Bool? { generator.chance(probability) ? true : nil }

    mutating func line() -> TextDocument {
        TextDocument(text: text(), font: [nil, .headline, .body, .caption].randomElement(using: &generator)!, color: color(),
                     privacySensitive: flag(0.35), unredacted: flag(0.12))
    }

    mutating func content(_ family: Family) -> ContentDocument {
        if family == .graphicBezel {
            return .curvedText(CurvedTextDocument(text: line(), inner: generator.chance(0.7) ? content(.accessoryCircular) : nil))
        }
        let gauge = family.templates.contains(.gauge) && generator.chance(0.5)
        if gauge {
            let lower = Double.random(in: -100...100, using: &generator)
            let upper = lower + Double.random(in: 0.5...200, using: &generator)
            return .gauge(GaugeDocument(style: [nil, .open, .closed].randomElement(using: &generator)!,
                                        value: Double.random(in: (lower - 10)...(upper + 10), using: &generator), min: lower, max: upper,
                                        color: color(), privacySensitive: flag(0.35), unredacted: flag(0.12),
                                        text: generator.chance(0.7) ? line() : nil))
        }
        let most = family.maxLines
        return .stack(StackDocument(lines: (0..<Int.random(in: 1...min(most, family.maxLines), using: &generator)).map { _ in line() }))
    }

    mutating func face() -> FaceDocument {
        let style = FaceStyle.allCases.filter { $0 != .custom }.randomElement(using: &generator)!
        let device = DeviceID.allCases.randomElement(using: &generator)!
        let slots = StyleLayout(style, on: FaceFrame(device: Device(device))).slots.map { ($0.name, $0.families.randomElement(using: &generator)!) }
        var complications: [ComplicationDocument] = []
        for (index, slot) in slots.enumerated() where generator.chance(0.7) {
            var timeline: [TimelineEntryDocument]?
            if generator.chance(0.3) {
                // Entries an hour apart around the face's time: some past, some future.
                let start = Int64.random(in: -3...2, using: &generator)
                timeline = (0..<Int.random(in: 1...3, using: &generator)).map { step in
                    TimelineEntryDocument(date: Timestamp(secondsSinceEpoch: Self.time.secondsSinceEpoch + (start + Int64(step)) * 3600,
                                                          utcOffsetSeconds: 3600),
                                          content: content(slot.1))
                }
            }
            complications.append(ComplicationDocument(
                id: "c\(index)", slot: slot.0, family: slot.1,
                dataProtection: DataProtection.allCases.randomElement(using: &generator)!,
                tint: color(),
                content: timeline == nil || generator.chance(0.5) ? content(slot.1) : nil,
                placeholder: generator.chance(0.4) ? content(slot.1) : nil,
                timeline: timeline))
        }
        return FaceDocument(device: device, style: style, time: Self.time,
                            complications: complications)
    }

    mutating func context(for face: FaceDocument) -> (Display, RenderOverrides) {
        var choices: [String: PrivacyChoice] = [:]
        for complication in face.complications ?? [] where generator.chance(0.3) {
            choices[complication.id] = PrivacyChoice.allCases.randomElement(using: &generator)!
        }
        let lock: LockState = generator.chance(0.5) ? .unlocked : [.locked, .beforeFirstUnlock].randomElement(using: &generator)!
        return (Display.allCases.randomElement(using: &generator)!,
                RenderOverrides(hideSensitiveComplications: generator.chance(0.6), perComplication: choices, lock: lock,
                                allowAccessWhenLocked: generator.chance(0.6)))
    }
}

extension FaceDocument {
    /// The document with the element at `source` (a complication's `content` or `timeline[k].content`) changed.
    func replacing(_ element: ElementID, at source: JSONPath, with change: (inout TextDocument) -> Void,
                   value: (Double, Double, Double) -> Double) -> FaceDocument {
        var copy = self
        guard case .index(let index) = source.components[1] else { return copy }
        var complication = copy.complications![index]
        func edit(_ content: inout ContentDocument) {
            switch (content, element) {
            case (.stack(var stack), .line(let line)):
                change(&stack.lines[line])
                content = .stack(stack)
            case (.gauge(var gauge), .gaugeValue):
                gauge.value = value(gauge.value, gauge.min ?? 0, gauge.max ?? 1)
                content = .gauge(gauge)
            case (.gauge(var gauge), .text):
                change(&gauge.text!)
                content = .gauge(gauge)
            default:
                break
            }
        }
        if source.components.count == 3 {
            edit(&complication.content!)
        } else if case .index(let entry) = source.components[3] {
            edit(&complication.timeline![entry].content)
        }
        copy.complications![index] = complication
        return copy
    }
}

extension FaceDocument {
    /// Every text written anywhere in the face.
    var allTexts: [String] {
        func texts(_ content: ContentDocument?) -> [String] {
            switch content {
            case .stack(let stack): stack.lines.map(\.text)
            case .gauge(let gauge): [gauge.text, gauge.leading, gauge.trailing, gauge.title].compactMap { $0?.text }
            case .rings(let rings): rings.text.map { [$0.text] } ?? []
            case .curvedText(let curved): [curved.text.text] + texts(curved.inner)
            case .chart(let chart): chart.title.map { [$0.text] } ?? []
            case .image(let image): image.title.map { [$0.text] } ?? []
            case nil: []
            }
        }
        return (complications ?? []).flatMap { complication in
            texts(complication.content) + texts(complication.placeholder) + (complication.timeline ?? []).flatMap { texts($0.content) }
        }
    }
}
