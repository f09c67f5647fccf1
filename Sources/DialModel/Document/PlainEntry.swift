/// A timeline entry read by the grammar alone: an entry whose content is a stack of lines that are texts, with no key
/// but the readers' own and no value but a string, a `true`, a `false` or a `null` where the readers take one. That is
/// most entries a face holds by the thousand (a reading and its label), and what the readers accept of it is simple
/// enough to say without them: what `PlainEntry(in:at:)` accepts, `TimelineEntryDocument(reading:)` accepts too, and
/// the marks, the date and the number of lines read here are the ones it would build (a test holds the two to it over
/// mutated entries).
///
/// It says yes or "ask the readers", never no: anything it does not know (another template, an icon, an escaped key,
/// a line's font or `maxLines`, a relevance, a fault) is left to the readers, which build the entry and say what is
/// wrong in their own words, so that no message is written twice. As `PathGrammar` checks a hidden path, it reads the
/// parsed table alone, each record once, and builds nothing: no document, no string, no decoder (docs/privacy.md,
/// "Timing": a face reads every entry of every timeline, those a context hides too).
package struct PlainEntry: Sendable, Equatable {
    /// The entry's `date`.
    package var date: Timestamp
    /// How many lines its stack has.
    package var lines: Int
    /// `ContentDocument.privacyHidesWhole` of its content: no element marked, none `unredacted`.
    package var privacyHidesWhole: Bool { marks.privacyHidesWhole }
    /// `ContentDocument.marksSensitive` of its content.
    package var marksSensitive: Bool { marks.marksSensitive }
    /// `ContentDocument.marks.privacyShowsNothing` of its content.
    package var privacyShowsNothing: Bool { marks.privacyShowsNothing }
    /// What privacy leaves of its content (`ContentMarks`).
    private var marks: ContentMarks
    /// Its content's record in the file's table.
    var contentRecord: Int
    /// Whether the parser read it by its shape (`JSONTree.readByShape`), so that its keys are told by their first byte.
    var shaped: Bool

    /// The entry whose object is record `index` of `tree`, where the grammar knows it; nil where the readers must say.
    init?(in tree: JSONTree, at index: Int) {
        var found: PlainEntry?
        let shaped = tree.readByShape.contains(index)
        tree.records.withUnsafeBufferPointer { records in
            tree.bytes.withUnsafeBufferPointer { bytes in
                found = Self.entry(records, bytes, at: index, shaped: shaped)
            }
        }
        guard let found else { return nil }
        self = found
    }

    private init(date: Timestamp, lines: Int, marks: ContentMarks, contentRecord: Int, shaped: Bool) {
        self.date = date
        self.lines = lines
        self.marks = marks
        self.contentRecord = contentRecord
        self.shaped = shaped
    }

    /// A plain entry's content, left in its file: built when asked for, which a context that hides it never does. Its
    /// file is kept with it (a face's source map keeps it too).
    struct Content: Sendable {
        let tree: JSONTree
        let entry: PlainEntry

        /// The content, made from the records the grammar accepted: a stack of texts and their marks, which is all it
        /// accepts, made as its readers make it (`PlainEntryTests` hold the two equal). Made here, not by the readers,
        /// so that it cannot fail: the entry was accepted when the face was read, and a content asked for later has no
        /// error to give, nor may Dial trap on input.
        func content() -> ContentDocument {
            WorkProbe.note(.entryContentsBuilt, 1)
            return stack(publicOnly: false)
        }

        /// `content().privacyPublicPart`, made the same way, the texts privacy hides left out: `dial timeline` compares
        /// every entry's public part, twice (its schedule and its moments), and neither builds the content for it
        /// (docs/performance.md, "Session 22").
        func publicPart() -> ContentDocument {
            stack(publicOnly: true)
        }

        private func stack(publicOnly: Bool) -> ContentDocument {
            tree.records.withUnsafeBufferPointer { records in
                tree.bytes.withUnsafeBufferPointer { bytes in
                    PlainEntry.stack(records, bytes, tree: tree, at: entry.contentRecord, publicOnly: publicOnly,
                                     shaped: entry.shaped)
                }
            }
        }
    }

    /// The stack the grammar accepted at record `index` (`stack(_:_:at:)`): its marks, and each line's marks and text,
    /// left out where `publicOnly` and privacy hides it (as `ContentDocument.privacyPublicPart` blanks it).
    private static func stack(_ records: Records, _ bytes: Bytes, tree: JSONTree, at index: Int,
                              publicOnly: Bool, shaped: Bool) -> ContentDocument {
        typealias Field = StackDocument.Field
        var marks = Marks()
        var linesRecord = 0
        var key = index + 1
        while key < Int(records[index].end) {
            let value = key + 1
            switch field(records, bytes, key: key, in: StackDocument.fieldNames, shaped: shaped ? .stack : nil) {
            case Field.lines.rawValue?: linesRecord = value
            // The grammar accepted the entry: every mark is a flag.
            case Field.privacySensitive.rawValue?: _ = marks.read(.privacySensitive, records[value])
            case Field.unredacted.rawValue?: _ = marks.read(.unredacted, records[value])
            default: break  // `template`, which is `stack`
            }
            key = Int(records[value].end)
        }
        let template = marks.sensitivity.within(.ordinary)
        let count = Int(records[linesRecord].size)
        var lines: [TextDocument] = []
        lines.reserveCapacity(count)
        var line = linesRecord + 1
        for _ in 0..<count {
            // A line is its string, or an object of a string `text` and its marks.
            var text = line, own = Marks()
            if records[line].kind == .object {
                var key = line + 1
                while key < Int(records[line].end) {
                    let value = key + 1
                    switch field(records, bytes, key: key, in: TextDocument.fieldNames, shaped: shaped ? .line : nil) {
                    case TextDocument.Field.text.rawValue?: text = value
                    case TextDocument.Field.privacySensitive.rawValue?: _ = own.read(.privacySensitive, records[value])
                    case TextDocument.Field.unredacted.rawValue?: _ = own.read(.unredacted, records[value])
                    default: break
                    }
                    key = Int(records[value].end)
                }
            }
            let hidden = publicOnly && own.sensitivity.within(template) == .privacySensitive
            lines.append(TextDocument(text: hidden ? nil : tree.string(at: text), privacySensitive: own.privacySensitive,
                                      unredacted: own.unredacted))
            line = Int(records[line].end)
        }
        return .stack(StackDocument(lines: lines, privacySensitive: marks.privacySensitive, unredacted: marks.unredacted))
    }

    private typealias Records = UnsafeBufferPointer<JSONTree.Record>
    private typealias Bytes = UnsafeBufferPointer<UInt8>

    /// `TimelineEntryDocument`'s object: `date` and `content`, a `relevance` only as null.
    private static func entry(_ records: Records, _ bytes: Bytes, at index: Int, shaped: Bool) -> PlainEntry? {
        typealias Field = TimelineEntryDocument.Field
        guard records[index].kind == .object else { return nil }
        var date: Timestamp?
        var content: (lines: Int, marks: ContentMarks)?
        var contentRecord = 0
        var key = index + 1
        let end = Int(records[index].end)
        while key < end {
            let value = key + 1
            switch field(records, bytes, key: key, in: TimelineEntryDocument.fieldNames, shaped: shaped ? .entry : nil) {
            case Field.date.rawValue?:
                let record = records[value]
                guard record.kind == .string, !record.escaped else { return nil }
                let start = Int(record.start)
                date = Timestamp.parse(iso8601: Bytes(rebasing: bytes[start..<start + Int(record.size)]))
                guard date != nil else { return nil }
            case Field.content.rawValue?:
                content = stack(records, bytes, at: value, shaped: shaped)
                contentRecord = value
                guard content != nil else { return nil }
            case Field.relevance.rawValue?:
                guard records[value].kind == .null else { return nil }
            default:
                return nil
            }
            key = Int(records[value].end)
        }
        guard let date, let content else { return nil }
        return PlainEntry(date: date, lines: content.lines, marks: content.marks, contentRecord: contentRecord, shaped: shaped)
    }

    /// `ContentDocument`'s object naming the template `stack`, with `StackDocument`'s keys but `icon`.
    private static func stack(_ records: Records, _ bytes: Bytes, at index: Int,
                              shaped: Bool) -> (lines: Int, marks: ContentMarks)? {
        guard records[index].kind == .object else { return nil }
        var isStack = false
        var lines: Int?
        var marks = Marks()
        // The lines' marks are read within the stack's, which may come after them: their records, read once it is.
        var firstLine = 0
        var key = index + 1
        let end = Int(records[index].end)
        while key < end {
            let value = key + 1
            if let field = field(records, bytes, key: key, in: ContentDocument.fieldNames, shaped: shaped ? .content : nil) {
                // `view` beside a template is a key no reader asks about.
                guard field == ContentDocument.Field.template.rawValue else { return nil }
                let record = records[value]
                guard record.kind == .string, !record.escaped else { return nil }
                let start = Int(record.start)
                isStack = bytes[start..<start + Int(record.size)].elementsEqual(ContentDocument.stackName)
                guard isStack else { return nil }
            } else {
                typealias Field = StackDocument.Field
                switch field(records, bytes, key: key, in: StackDocument.fieldNames, shaped: shaped ? .stack : nil) {
                case Field.lines.rawValue?:
                    guard records[value].kind == .array else { return nil }
                    lines = Int(records[value].size)
                    firstLine = value
                case Field.privacySensitive.rawValue?:
                    guard marks.read(.privacySensitive, records[value]) else { return nil }
                case Field.unredacted.rawValue?:
                    guard marks.read(.unredacted, records[value]) else { return nil }
                default:
                    return nil
                }
            }
            key = Int(records[value].end)
        }
        guard isStack, let lines else { return nil }
        // A stack is no element of its own: its marks reach the screen through its lines (`ContentDocument.marks`).
        var elements = ContentMarks()
        let template = marks.sensitivity.within(.ordinary)
        var line = firstLine + 1
        for _ in 0..<lines {
            guard let own = self.line(records, bytes, at: line, shaped: shaped) else { return nil }
            elements.note(own.within(template))
            line = Int(records[line].end)
        }
        return (lines, elements)
    }

    /// `TextDocument`: a string, or an object of a string `text` and its two marks; the line's own sensitivity.
    private static func line(_ records: Records, _ bytes: Bytes, at index: Int, shaped: Bool) -> Sensitivity? {
        switch records[index].kind {
        case .string:
            return .ordinary
        case .object:
            typealias Field = TextDocument.Field
            var text = false
            var marks = Marks()
            var key = index + 1
            let end = Int(records[index].end)
            while key < end {
                let value = key + 1
                switch field(records, bytes, key: key, in: TextDocument.fieldNames, shaped: shaped ? .line : nil) {
                case Field.text.rawValue?:
                    // A null text reads as none, which the line refuses.
                    guard records[value].kind == .string else { return nil }
                    text = true
                case Field.privacySensitive.rawValue?:
                    guard marks.read(.privacySensitive, records[value]) else { return nil }
                case Field.unredacted.rawValue?:
                    guard marks.read(.unredacted, records[value]) else { return nil }
                default:
                    return nil
                }
                key = Int(records[value].end)
            }
            guard text else { return nil }
            return marks.sensitivity
        default:
            return nil
        }
    }

    /// The two marks a stack and each of its lines may carry, `privacySensitive` and `unredacted`, read from their
    /// members by one reader for both (the grammar's and the content's).
    private struct Marks {
        /// Which of the two a member is.
        enum Mark { case privacySensitive, unredacted }

        var privacySensitive: Bool?
        var unredacted: Bool?

        /// The element's own sensitivity, as its reader makes it.
        var sensitivity: Sensitivity { Sensitivity(privacySensitive: privacySensitive, unredacted: unredacted) }

        /// Reads `record` as `mark`, as an optional Boolean reads it: `true`, `false`, or absent for `null`. Any other
        /// value is left for the readers to refuse: false, and nothing read.
        mutating func read(_ mark: Mark, _ record: JSONTree.Record) -> Bool {
            let value: Bool?
            switch record.kind {
            case .true: value = true
            case .false: value = false
            case .null: value = nil
            default: return false
            }
            switch mark {
            case .privacySensitive: privacySensitive = value
            case .unredacted: unredacted = value
            }
            return true
        }
    }

    /// The objects of an entry the parser read by its shape, as `JSONParser.plainKey` tells their keys: the entry's,
    /// its content's (`ContentDocument`'s `template`, `StackDocument`'s other keys), a line's.
    private enum ShapedObject { case entry, content, stack, line }

    /// The field of `names` whose name is the key at record `key`. In an entry the parser read by its shape
    /// (`shaped`), every key is one of the names its object takes, matched byte for byte and once, and its first
    /// byte tells which (a name's look-up cost a hidden entry 0.6 thousand instructions of its 5.4: docs/performance.md,
    /// "Session 24"); otherwise it is matched as `NodeObject.present` matches it, nil for an escaped key, which the
    /// readers match by its text.
    private static func field(_ records: Records, _ bytes: Bytes, key: Int, in names: FieldNames,
                              shaped object: ShapedObject?) -> Int? {
        let record = records[key]
        let start = Int(record.start)
        if let object {
            switch (object, bytes[start]) {
            case (.entry, UInt8(ascii: "d")): return TimelineEntryDocument.Field.date.rawValue
            case (.entry, UInt8(ascii: "c")): return TimelineEntryDocument.Field.content.rawValue
            case (.entry, UInt8(ascii: "r")): return TimelineEntryDocument.Field.relevance.rawValue
            case (.content, UInt8(ascii: "t")): return ContentDocument.Field.template.rawValue
            case (.stack, UInt8(ascii: "l")): return StackDocument.Field.lines.rawValue
            case (.stack, UInt8(ascii: "p")): return StackDocument.Field.privacySensitive.rawValue
            case (.stack, UInt8(ascii: "u")): return StackDocument.Field.unredacted.rawValue
            case (.line, UInt8(ascii: "t")): return TextDocument.Field.text.rawValue
            case (.line, UInt8(ascii: "p")): return TextDocument.Field.privacySensitive.rawValue
            case (.line, UInt8(ascii: "u")): return TextDocument.Field.unredacted.rawValue
            default: return nil
            }
        }
        guard !record.escaped else { return nil }
        return names.field(named: Bytes(rebasing: bytes[start..<start + Int(record.size)]))
    }
}
