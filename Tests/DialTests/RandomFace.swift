import DialCore
import DialModel
import DialTestSupport

/// Random faces, contexts and secrets for the property tests: every style (custom slots too), device, family, template,
/// element, flag and rule of the face format, each only where the Resolver accepts it, so every face resolves.
/// As an `ElementEditor` it writes new random values into an element: the secrets of the non-interference test.
struct RandomFace {
    var generator: SeededGenerator
    /// When set, every text is a few words of `scriptWords`, whole words of many scripts side by side, instead of
    /// characters of one pool (which would put a Thai vowel on a Devanagari consonant, a cluster no font draws).
    var mixesScripts = false

    static let time = Timestamp(iso8601: "2026-11-22T10:09:30+01:00")!

    /// The pictures a `file` image may name, relative to `pictureFolder`: a small square, a larger square and a wide
    /// one, so a picture that leaked its size or shape would show.
    static let pictures = ["images/avatar.png", "images/sunset.png", "images/trail.png"]
    /// The folder that holds `pictures`, relative to Faces/.
    static let pictureFolder = "catalogue"

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

    /// Words of every script Dial pins a font for, conjuncts, vowel signs and numbers with units among them.
    static let scriptWords = [
        "नमस्ते", "क्षत्रिय", "ट्रेन", "বাংলা", "ক্ষমা", "ਪੰਜਾਬੀ", "ગુજરાતી", "ଓଡ଼ିଆ", "தமிழ்", "ஸ்ரீ", "తెలుగు", "ಕನ್ನಡ",
        "മലയാളം", "සිංහල", "สวัสดี", "ที่นี่", "ພາສາລາວ", "ខ្មែរ", "မြန်မာ", "ქართული", "Հայերեն", "አማርኛ", "שָׁלוֹם", "مرحبا",
        "بالعالم", "서울", "3분", "ひらがな", "カタカナ", "東京", "漢字", "Καλημέρα", "Привет", "Київ", "Tiếng", "Việt", "Łódź",
        "Größe", "140%", "1,284,930.55", "−3°", "23:02",
        // stranger8's scripts: Urdu, Yoruba's stacked tone marks, Inuktitut syllabics, Gujarati and Lao amounts,
        // Ethiopic numerals, Vietnamese.
        "نماز", "ẹ̀ka", "Ìbàdàn", "ᐅᓪᓗᒥ", "₹૩,૮૫,૦૦૦", "₭ 12.450.000", "፲፪", "Phở",
        // The scripts pinned since (session 13 and after): Mongolian, Syriac, Thaana, Tibetan's stacks, Cherokee,
        // Tifinagh, Adlam, N'Ko, Ol Chiki, Hanifi Rohingya; `LayoutPropertyTests` checks that every pinned script is here.
        "ᠮᠣᠩᠭᠣᠯ", "ܫܠܡܐ", "ދިވެހި", "བོད་སྐད", "ᏣᎳᎩ", "ⵜⴰⵎⴰⵣⵉⵖⵜ", "𞤀𞤣𞤤𞤢𞤥", "ߒߞߏ", "ᱥᱟᱱᱛᱟᱲᱤ", "𐴌𐴟𐴇𐴥𐴝𐴚𐴒𐴙𐴝",
        // The living scripts pinned in session 15: five letters of each (`NotoScriptTests.samples`).
        "\u{A984}\u{A985}\u{A986}\u{A987}\u{A988}", "\u{1B05}\u{1B06}\u{1B07}\u{1B08}\u{1B09}",
        "\u{1B83}\u{1B84}\u{1B85}\u{1B86}\u{1B87}", "\u{1BC0}\u{1BC1}\u{1BC2}\u{1BC3}\u{1BC4}",
        "\u{1A00}\u{1A01}\u{1A02}\u{1A03}\u{1A04}", "\u{A930}\u{A931}\u{A932}\u{A933}\u{A934}",
        "\u{AA00}\u{AA01}\u{AA02}\u{AA03}\u{AA04}", "\u{11103}\u{11104}\u{11105}\u{11106}\u{11107}",
        "\u{A90A}\u{A90B}\u{A90C}\u{A90D}\u{A90E}", "\u{1C00}\u{1C01}\u{1C02}\u{1C03}\u{1C04}",
        "\u{1901}\u{1902}\u{1903}\u{1904}\u{1905}", "\u{A4D0}\u{A4D1}\u{A4D2}\u{A4D3}\u{A4D4}",
        "\u{ABC0}\u{ABC1}\u{ABC2}\u{ABC3}\u{ABC4}", "\u{16F00}\u{16F01}\u{16F02}\u{16F03}\u{16F04}",
        "\u{1980}\u{1981}\u{1982}\u{1983}\u{1984}", "\u{104B0}\u{104B1}\u{104B2}\u{104B3}\u{104B4}",
        "\u{1950}\u{1951}\u{1952}\u{1953}\u{1954}", "\u{1A20}\u{1A21}\u{1A22}\u{1A23}\u{1A24}",
        "\u{AA80}\u{AA81}\u{AA82}\u{AA83}\u{AA84}", "\u{A500}\u{A501}\u{A502}\u{A503}\u{A504}",
        "\u{A000}\u{A001}\u{A002}\u{A003}\u{A004}", "\u{A6A0}\u{A6A1}\u{A6A2}\u{A6A3}\u{A6A4}",
        "\u{840}\u{841}\u{842}\u{843}\u{844}", "\u{11400}\u{11401}\u{11402}\u{11403}\u{11404}",
        "\u{A882}\u{A883}\u{A884}\u{A885}\u{A886}", "\u{A800}\u{A801}\u{A802}\u{A803}\u{A804}",
        "\u{1E2C0}\u{1E2C1}\u{1E2C2}\u{1E2C3}\u{1E2C4}", "\u{1703}\u{1704}\u{1705}\u{1706}\u{1707}",
        "\u{16AD0}\u{16AD1}\u{16AD2}\u{16AD3}\u{16AD4}", "\u{1E800}\u{1E801}\u{1E802}\u{1E803}\u{1E804}",
        "\u{16B00}\u{16B01}\u{16B02}\u{16B03}\u{16B04}", "\u{110D0}\u{110D1}\u{110D2}\u{110D3}\u{110D4}",
        "\u{16E40}\u{16E41}\u{16E42}\u{16E43}\u{16E44}", "\u{800}\u{801}\u{802}\u{803}\u{804}",
        "\u{10480}\u{10481}\u{10482}\u{10483}\u{10484}", "\u{11D60}\u{11D61}\u{11D62}\u{11D63}\u{11D64}",
        "\u{11D00}\u{11D01}\u{11D02}\u{11D03}\u{11D04}",
        // And the rest of fonts-noto-core's scripts (`NotoScriptTests.samples`).
        "\u{14400}\u{14401}\u{14402}\u{14403}\u{14404}", "\u{10B00}\u{10B01}\u{10B02}\u{10B03}\u{10B04}",
        "\u{11C00}\u{11C01}\u{11C02}\u{11C03}\u{11C04}", "\u{11003}\u{11004}\u{11005}\u{11006}\u{11007}",
        "\u{1740}\u{1741}\u{1742}\u{1743}\u{1744}", "\u{102A0}\u{102A1}\u{102A2}\u{102A3}\u{102A4}",
        "\u{10530}\u{10531}\u{10532}\u{10533}\u{10534}", "\u{3E2}\u{3E3}\u{3E4}\u{3E5}\u{3E6}",
        "\u{12000}\u{12001}\u{12002}\u{12003}\u{12004}", "\u{10800}\u{10801}\u{10802}\u{10803}\u{10804}",
        "\u{10400}\u{10401}\u{10402}\u{10403}\u{10404}", "\u{1BC00}\u{1BC01}\u{1BC02}\u{1BC03}\u{1BC04}",
        "\u{13000}\u{13001}\u{13002}\u{13003}\u{13004}", "\u{10500}\u{10501}\u{10502}\u{10503}\u{10504}",
        "\u{10FE0}\u{10FE1}\u{10FE2}\u{10FE3}\u{10FE4}", "\u{2C00}\u{2C01}\u{2C02}\u{2C03}\u{2C04}",
        "\u{10330}\u{10331}\u{10332}\u{10333}\u{10334}", "\u{11305}\u{11306}\u{11307}\u{11308}\u{11309}",
        "\u{1720}\u{1721}\u{1722}\u{1723}\u{1724}", "\u{108E0}\u{108E1}\u{108E2}\u{108E3}\u{108E4}",
        "\u{10840}\u{10841}\u{10842}\u{10843}\u{10844}", "\u{10B60}\u{10B61}\u{10B62}\u{10B63}\u{10B64}",
        "\u{10B40}\u{10B41}\u{10B42}\u{10B43}\u{10B44}", "\u{11083}\u{11084}\u{11085}\u{11086}\u{11087}",
        "\u{10A00}\u{10A10}\u{10A11}\u{10A12}\u{10A13}", "\u{11200}\u{11201}\u{11202}\u{11203}\u{11204}",
        "\u{112B0}\u{112B1}\u{112B2}\u{112B3}\u{112B4}", "\u{10600}\u{10601}\u{10602}\u{10603}\u{10604}",
        "\u{10000}\u{10001}\u{10002}\u{10003}\u{10004}", "\u{10280}\u{10281}\u{10282}\u{10283}\u{10284}",
        "\u{10920}\u{10921}\u{10922}\u{10923}\u{10924}", "\u{11150}\u{11151}\u{11152}\u{11153}\u{11154}",
        "\u{10AC0}\u{10AC1}\u{10AC2}\u{10AC3}\u{10AC4}", "\u{11C72}\u{11C73}\u{11C74}\u{11C75}\u{11C76}",
        "\u{10980}\u{10981}\u{10982}\u{10983}\u{10984}", "\u{11600}\u{11601}\u{11602}\u{11603}\u{11604}",
        "\u{16A40}\u{16A41}\u{16A42}\u{16A43}\u{16A44}", "\u{11280}\u{11281}\u{11282}\u{11283}\u{11284}",
        "\u{10880}\u{10881}\u{10882}\u{10883}\u{10884}", "\u{16FE1}\u{1B170}\u{1B171}\u{1B172}\u{1B173}",
        "\u{1681}\u{1682}\u{1683}\u{1684}\u{1685}", "\u{10C80}\u{10C81}\u{10C82}\u{10C83}\u{10C84}",
        "\u{10300}\u{10301}\u{10302}\u{10303}\u{10304}", "\u{10A80}\u{10A81}\u{10A82}\u{10A83}\u{10A84}",
        "\u{10350}\u{10351}\u{10352}\u{10353}\u{10354}", "\u{103A0}\u{103A1}\u{103A2}\u{103A3}\u{103A4}",
        "\u{10F00}\u{10F01}\u{10F02}\u{10F03}\u{10F04}", "\u{10A60}\u{10A61}\u{10A62}\u{10A63}\u{10A64}",
        "\u{10C00}\u{10C01}\u{10C02}\u{10C03}\u{10C04}", "\u{10860}\u{10861}\u{10862}\u{10863}\u{10864}",
        "\u{11AC0}\u{11AC1}\u{11AC2}\u{11AC3}\u{11AC4}", "\u{A840}\u{A841}\u{A842}\u{A843}\u{A844}",
        "\u{10900}\u{10901}\u{10902}\u{10903}\u{10904}", "\u{10B80}\u{10B81}\u{10B82}\u{10B83}\u{10B84}",
        "\u{16A0}\u{16A1}\u{16A2}\u{16A3}\u{16A4}", "\u{11183}\u{11184}\u{11185}\u{11186}\u{11187}",
        "\u{10450}\u{10451}\u{10452}\u{10453}\u{10454}", "\u{11580}\u{11581}\u{11582}\u{11583}\u{11584}",
        "\u{10F30}\u{10F31}\u{10F32}\u{10F33}\u{10F34}", "\u{11A50}\u{11A5C}\u{11A5D}\u{11A5E}\u{11A5F}",
        "\u{1760}\u{1761}\u{1762}\u{1763}\u{1764}", "\u{11680}\u{11681}\u{11682}\u{11683}\u{11684}",
        "\u{11480}\u{11481}\u{11482}\u{11483}\u{11484}", "\u{10380}\u{10381}\u{10382}\u{10383}\u{10384}",
        "\u{118A0}\u{118A1}\u{118A2}\u{118A3}\u{118A4}", "\u{11A00}\u{11A0B}\u{11A0C}\u{11A0D}\u{11A0E}",
        "\u{11700}\u{11701}\u{11702}\u{11703}\u{11704}", "\u{11800}\u{11801}\u{11802}\u{11803}\u{11804}",
        "\u{1E100}\u{1E101}\u{1E102}\u{1E103}\u{1E104}", "\u{10E80}\u{10E81}\u{10E82}\u{10E83}\u{10E84}",
    ]

    // MARK: Values

    mutating func text(maxLength: Int = 200) -> String {
        if mixesScripts {
            let count = Int.random(in: 1...5, using: &generator)
            return (0..<count).map { _ in pick(Self.scriptWords) }.joined(separator: " ")
        }
        let pool = pick(Self.scripts)
        let length = Int.random(in: 0...maxLength, using: &generator)
        return String((0..<length).map { _ in pool.randomElement(using: &generator)! })
    }

    mutating func color() -> Color? {
        generator.chance(0.5) ? nil : Color(red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                                             blue: .random(in: 0...255, using: &generator), alpha: .random(in: 0...255, using: &generator))
    }

    mutating func flag(_ probability: Double) -> Bool? { generator.chance(probability) ? true : nil }

    mutating func pick<Element>(_ choices: [Element]) -> Element { choices.randomElement(using: &generator)! }

    mutating func number(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }

    mutating func maybe<Value>(_ probability: Double, _ make: (inout RandomFace) -> Value) -> Value? {
        generator.chance(probability) ? make(&self) : nil
    }

    // MARK: Elements

    mutating func line(maxLines: Int? = nil) -> TextDocument {
        var line = TextDocument(text: text(), font: pick([nil, .headline, .body, .caption]), color: color(),
                                privacySensitive: flag(0.35), unredacted: flag(0.12))
        line.accentable = pick([nil, true, false])
        line.minimumScale = maybe(0.2) { MinimumScale($0.number(in: 0.5...1))! }
        line.maxLines = maxLines
        line.alwaysOn = maybe(0.25) { random in
            ElementAlwaysOnDocument(hidden: random.flag(0.3), color: random.color(), text: random.maybe(0.5) { $0.text() })
        }
        // Some lines are live time texts: their date and zone are as secret as a text.
        if generator.chance(0.15) {
            line.text = nil
            line.style = pick(DateTextStyle.allCases)
            liveDate(&line)
        }
        return line
    }

    /// A live text's date, from an instant around the face's time to years away, and its zone.
    mutating func liveDate(_ line: inout TextDocument) {
        let seconds = Int64.random(in: -400_000_000...400_000_000, using: &generator)
        line.date = generator.chance(0.2) ? .now
            : .instant(Timestamp(secondsSinceEpoch: Self.time.secondsSinceEpoch + seconds, utcOffsetSeconds: 3600 * Int.random(in: -12...14, using: &generator)))
        line.timeZone = maybe(0.5) { TimeZoneName($0.pick(["America/New_York", "Asia/Tokyo", "Europe/Berlin", "Australia/Lord_Howe", "UTC"]))! }
    }

    /// A built-in icon, one of `pictures`, or random path data in a random box.
    mutating func picture() -> ImageDocument {
        var image: ImageDocument
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
            image = ImageDocument(source: .icon(pick(IconName.allCases)), color: color())
        case 1:
            image = ImageDocument(source: .file(pick(Self.pictures)))
        default:
            let box = generator.chance(0.5) ? ViewBox.standard : ViewBox(width: number(in: 1...400), height: number(in: 1...400))
            image = ImageDocument(source: .path(PathText(drawing(in: box)), viewBox: box), color: color())
        }
        image.privacySensitive = flag(0.35)
        image.unredacted = flag(0.12)
        image.accentable = pick([nil, true, false])
        return image
    }

    /// One to three subpaths of lines and curves, some closed, some reaching out of the box.
    mutating func drawing(in box: ViewBox) -> PathData {
        var elements: [PathData.Element] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            func point(_ random: inout RandomFace) -> (x: Double, y: Double) {
                (random.number(in: -0.1...1.1) * box.width, random.number(in: -0.1...1.1) * box.height)
            }
            let start = point(&self)
            elements.append(.move(x: start.x, y: start.y))
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let (c1, c2, end) = (point(&self), point(&self), point(&self))
                elements.append(generator.chance(0.5) ? .line(x: end.x, y: end.y)
                                                      : .cubic(x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: end.x, y: end.y))
            }
            if generator.chance(0.7) { elements.append(.close) }
        }
        return PathData(elements: elements)
    }

    /// `gauge`'s value, and its scale half the time: anything the Resolver accepts (min < max, the value anywhere).
    mutating func scale(_ gauge: inout GaugeDocument) {
        gauge.min = maybe(0.5) { $0.number(in: -100...100) }
        gauge.max = maybe(0.5) { random in (gauge.min ?? 0) + random.number(in: 0.5...200) }
        if gauge.max == nil, let lower = gauge.min, lower >= 1 { gauge.max = lower + number(in: 0.5...200) }
        let (lower, upper) = (gauge.min ?? 0, gauge.max ?? 1)
        gauge.value = number(in: (lower - (upper - lower) * 0.1)...(upper + (upper - lower) * 0.1))
    }

    /// A ring's value and goal: below, at and well past one turn.
    mutating func ring(_ ring: inout RingDocument) {
        ring.max = maybe(0.5) { $0.number(in: 0.01...5000) }
        ring.value = generator.chance(0.1) ? 0 : number(in: 0...3) * (ring.max ?? 1)
    }

    /// A chart's values (2 to 48, at magnitudes its range writes as `7`, `1.2k` or `3.4M`) and a scale the Resolver
    /// accepts: none, only a bottom below the highest value, only a top above it, or both.
    mutating func values(_ chart: inout ChartDocument) {
        let magnitude = pick([1.0, 100, 25_000, 7_000_000])
        let positive = generator.chance(0.4)
        chart.values = (0..<Int.random(in: 2...48, using: &generator)).map { _ in
            number(in: (positive ? 0 : -magnitude)...magnitude)
        }
        let (lowest, highest) = (chart.values.min()!, chart.values.max()!)
        (chart.min, chart.max) = (nil, nil)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: break
        case 1: chart.min = lowest - number(in: 0.01...1) * magnitude
        case 2: chart.max = highest + number(in: 0.01...1) * magnitude
        default:
            let bottom = number(in: -magnitude...magnitude)
            (chart.min, chart.max) = (bottom, bottom + number(in: 0.01...2) * magnitude)
        }
    }

    // MARK: Templates

    mutating func content(_ family: Family) -> ContentDocument {
        switch pick(family.templates) {
        case .stack: .stack(stack(family))
        case .gauge: .gauge(gauge(family))
        case .rings: .rings(rings())
        case .curvedText: .curvedText(curvedText(family))
        case .chart: .chart(chart())
        case .image: .image(imageTemplate(family))
        }
    }

    mutating func stack(_ family: Family) -> StackDocument {
        let count = Int.random(in: 1...family.maxLines, using: &generator)
        // Only the last line of a rectangular stack wraps, onto the lines the others leave.
        let wraps = family == .accessoryRectangular ? maybe(0.3) { $0.pick(Array(1...(family.maxLines - count + 1))) } : nil
        var lines = (0..<count).map { _ in line() }
        lines[count - 1].maxLines = wraps
        // The template's own flags, which cover its lines and icon (docs/privacy.md, "Containment").
        return StackDocument(lines: lines, icon: maybe(0.35) { $0.picture() }, privacySensitive: flag(0.2), unredacted: flag(0.06))
    }

    mutating func gauge(_ family: Family) -> GaugeDocument {
        let circular = family == .accessoryCircular || family == .graphicExtraLarge
        let style: GaugeStyle? = pick([nil, .open, .closed, .segmented])
        var gauge = GaugeDocument(style: style, value: 0, color: color(), privacySensitive: flag(0.35), unredacted: flag(0.12))
        scale(&gauge)
        if style == .segmented { gauge.segments = maybe(0.6) { $0.pick([2, 3, 8, 12, 60]) } }
        gauge.accentable = pick([nil, true, false])
        // Where each part fits (Resolver): an icon instead of text only in a circle, labels at an open arc's or a
        // bar's ends, a title only above a rectangular bar.
        if circular && generator.chance(0.3) {
            gauge.icon = picture()
        } else {
            gauge.text = maybe(0.7) { $0.line() }
        }
        if !circular || (style ?? .closed) != .closed {
            gauge.leading = maybe(0.5) { $0.line() }
            gauge.trailing = maybe(0.5) { $0.line() }
        }
        if family == .accessoryRectangular { gauge.title = maybe(0.5) { $0.line() } }
        gauge.alwaysOn = maybe(0.25) { random in
            ElementAlwaysOnDocument(hidden: random.flag(0.3), color: random.color(), stroke: random.flag(0.5))
        }
        return gauge
    }

    mutating func rings() -> RingsDocument {
        var rings = RingsDocument(rings: (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            RingDocument(value: 0, color: color())
        }, text: maybe(0.6) { $0.line() })
        for index in rings.rings.indices { ring(&rings.rings[index]) }
        rings.privacySensitive = flag(0.35)
        rings.unredacted = flag(0.12)
        rings.accentable = pick([nil, true, false])
        return rings
    }

    /// A bezel's text goes round any circular content (a gauge more often: it has the most elements); a corner's
    /// beside an image without a title.
    mutating func curvedText(_ family: Family) -> CurvedTextDocument {
        CurvedTextDocument(text: line(), inner: maybe(0.85) { random in
            guard family == .graphicBezel else { return .image(ImageTemplateDocument(image: random.picture())) }
            return random.generator.chance(0.4) ? .gauge(random.gauge(.accessoryCircular)) : random.content(.accessoryCircular)
        }, privacySensitive: flag(0.2), unredacted: flag(0.06))
    }

    mutating func chart() -> ChartDocument {
        var chart = ChartDocument(style: pick([nil, .bars, .line]), values: [], title: maybe(0.5) { $0.line() })
        values(&chart)
        chart.color = color()
        chart.showsRange = pick([nil, true, false])
        chart.privacySensitive = flag(0.35)
        chart.unredacted = flag(0.12)
        chart.accentable = pick([nil, true, false])
        return chart
    }

    mutating func imageTemplate(_ family: Family) -> ImageTemplateDocument {
        ImageTemplateDocument(image: picture(), title: family == .accessoryRectangular ? maybe(0.5) { $0.line() } : nil,
                              privacySensitive: flag(0.2), unredacted: flag(0.06))
    }

    // MARK: Faces and contexts

    /// A random face; of `style` and on `device` when they are given.
    mutating func face(style chosenStyle: FaceStyle? = nil, device chosenDevice: DeviceID? = nil) -> FaceDocument {
        // Infograph and custom twice as often: only they have bezels, the only content with inner elements.
        let style = chosenStyle ?? pick(FaceStyle.allCases + [.infograph, .custom])
        let device = chosenDevice ?? pick(DeviceID.allCases)
        let custom = style == .custom ? customSlots(on: device) : nil
        let slots = custom.map { $0.map { ($0.name, $0.family) } }
            ?? StyleLayout(style, on: FaceFrame(device: Device(device))).slots.map { ($0.name, pick($0.families)) }
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
                dataProtection: pick(DataProtection.allCases),
                tint: color(),
                content: timeline == nil || generator.chance(0.5) ? content(slot.1) : nil,
                placeholder: maybe(0.4) { $0.content(slot.1) },
                timeline: timeline,
                // `apple` bars are as long as the hidden text, knowingly: the property holds for `fixed` only.
                redactionStyle: pick([nil, .fixed])))
        }
        var face = FaceDocument(device: device, style: style, time: Self.time, complications: complications)
        face.slots = custom
        face.alwaysOn = maybe(0.3) { random in
            AlwaysOnDocument(dimming: UnitInterval(random.number(in: 0...1))!, renderingMode: random.pick([nil, .fullColor, .monochrome]))
        }
        return face
    }

    /// Framed slots in the cells of a 2 × 2 grid (so no two overlap), of any size from the 10 pt the Resolver allows to
    /// the whole cell, and corners. The grid covers the screen, or, where the face has corners, the square inside the
    /// dial, since the Resolver keeps frames out of the corners' way.
    mutating func customSlots(on device: DeviceID) -> [CustomSlotDocument] {
        let frame = FaceFrame(device: Device(device))
        let corners = ScreenCorner.allCases.filter { _ in generator.chance(0.3) }
        // Whole points, so a frame that reaches the screen's edge lies exactly on it.
        let screen = (width: Int(frame.width / Device.scale), height: Int(frame.height / Device.scale))
        let side = Int(frame.dialRadius * 2.0.squareRoot() / Device.scale) - 2
        let area = corners.isEmpty ? (x: 0, y: 0, width: screen.width, height: screen.height)
            : (x: (screen.width - side) / 2, y: (screen.height - side) / 2, width: side, height: side)
        let cell = (width: area.width / 2, height: area.height / 2)
        var slots: [CustomSlotDocument] = []
        for row in 0..<2 {
            for column in 0..<2 where generator.chance(0.6) {
                let width = Int.random(in: 10...cell.width, using: &generator)
                let height = Int.random(in: 10...cell.height, using: &generator)
                let x = area.x + column * cell.width + Int.random(in: 0...(cell.width - width), using: &generator)
                let y = area.y + row * cell.height + Int.random(in: 0...(cell.height - height), using: &generator)
                let family = pick([Family.accessoryCircular, .accessoryRectangular, .accessoryInline, .graphicExtraLarge, .graphicBezel])
                slots.append(CustomSlotDocument(name: SlotID("cell\(row)\(column)"), family: family,
                                                frame: FrameDocument(x: Double(x), y: Double(y), width: Double(width), height: Double(height))))
            }
        }
        for corner in corners.isEmpty && slots.isEmpty ? [ScreenCorner.topLeft] : corners {
            slots.append(CustomSlotDocument(name: SlotID(corner.rawValue), family: .accessoryCorner, corner: corner))
        }
        return slots
    }

    mutating func context(for face: FaceDocument) -> (Display, RenderOverrides) {
        var choices: [String: PrivacyChoice] = [:]
        for complication in face.complications ?? [] where generator.chance(0.3) {
            choices[complication.id] = pick(PrivacyChoice.allCases)
        }
        let lock: LockState = generator.chance(0.5) ? .unlocked : pick([.locked, .beforeFirstUnlock])
        return (pick(Display.allCases),
                RenderOverrides(hideSensitiveComplications: generator.chance(0.6), perComplication: choices, lock: lock,
                                allowAccessWhenLocked: generator.chance(0.6), renderingMode: pick([nil, .fullColor, .accented]),
                                tint: color()))
    }
}

extension RandomFace: ElementEditor {
    /// New text and colour (a reading drawn red when high: the colour is data too), and new Always On text and colour
    /// where the line has its own.
    mutating func edit(text line: inout TextDocument) {
        if line.date != nil { liveDate(&line) } else { line.text = text() }
        line.color = color()
        if line.alwaysOn != nil {
            line.alwaysOn!.text = maybe(0.5) { $0.text() }
            line.alwaysOn!.color = color()
        }
    }

    /// A new scale and value, the value often far outside the scale (it is drawn clamped, never refused), and colour.
    mutating func edit(gauge: inout GaugeDocument) {
        scale(&gauge)
        if generator.chance(0.3) { gauge.value = pick([-1, 1]) * number(in: 1e3...1e9) }
        gauge.color = color()
        if gauge.alwaysOn != nil { gauge.alwaysOn!.color = color() }
    }

    /// New values (some below 0, drawn as 0), goals and colours.
    mutating func edit(rings: inout RingsDocument) {
        for index in rings.rings.indices {
            ring(&rings.rings[index])
            if generator.chance(0.2) { rings.rings[index].value = -number(in: 0...1e6) }
            rings.rings[index].color = color()
        }
    }

    /// New values and scale, values often outside a fixed scale (drawn at its nearer end), and colour.
    mutating func edit(chart: inout ChartDocument) {
        values(&chart)
        if generator.chance(0.3), let upper = chart.max { chart.values[0] = upper + number(in: 1...1e6) }
        if generator.chance(0.3), let lower = chart.min { chart.values[chart.values.count - 1] = lower - number(in: 1...1e6) }
        chart.color = color()
    }

    /// Another picture of any kind and colour; the flags, which say how to redact it and are no secret, stay.
    mutating func edit(image: inout ImageDocument) {
        let flags = (image.privacySensitive, image.unredacted, image.accentable)
        image = picture()
        (image.privacySensitive, image.unredacted, image.accentable) = flags
    }
}
