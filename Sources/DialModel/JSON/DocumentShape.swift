/// What an object of the face format may hold, key by key, as the model's readers take it: what `FaceDecoder` walks,
/// reading no value, to find the keys no reader takes, where reading a face stopped at a fault or left a key unasked,
/// and tells first (docs/privacy.md, "Errors, explanations, structure and timing").
///
/// Unknown keys are the file's structure, and found from it alone: were they found as values are read, reading would
/// stop at a hidden value's fault first, and "unknown key" or "expected …" would tell whether the hidden value is valid.
/// Each reader's shape is made from the keys it reads (`DocumentShaped`), so the two cannot drift apart.
indirect enum DocumentShape: Sendable {
    /// A value no key is looked for in: a string, a number, `true`, `false`, `null`. Whatever else is found there is the
    /// reader's to refuse, as a value.
    case value
    /// An object holding these keys and no other.
    case object(Keys)
    /// An array, each element of this shape.
    case array(DocumentShape)
    /// An object whose keys are data (complication ids, a chart's categories), each value of this shape.
    case map(DocumentShape)
    /// A reader's shape, looked up as it is walked, so that a shape may hold itself (a view in a view).
    case reader(any DocumentShaped.Type)
    /// An object whose keys depend on which keys it holds (a view's kind) or on a name that is structure (a content's
    /// `template`): the shape `choose` gives for it.
    case chosen(@Sendable (JSONNode.Object) -> DocumentShape)

    /// The keys of an object and each one's shape.
    struct Keys: Sendable {
        /// Every key and its shape.
        let all: [String: DocumentShape]
        /// The keys' names as UTF-8, one after another, and where each is with its shape: a key of the file is looked
        /// up by its bytes, compared where the lengths agree, without making a string of it and hashing that for every
        /// key of every object a face holds, nor retaining an array per name compared (docs/performance.md, "Unknown
        /// keys from the file's structure").
        private let text: [UInt8]
        private let names: [Name]

        /// Where one key's name is in `text`, and its shape.
        private struct Name: Sendable {
            let start: Int
            let count: Int
            let shape: DocumentShape
        }

        /// `Key`'s keys, every one, each with the shape `shape` gives it: a reader's keys are its `CodingKey`s.
        init<Key: CodingKey & CaseIterable>(_ keys: Key.Type, _ shape: (Key) -> DocumentShape) {
            self.init(Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0.stringValue, shape($0)) }))
        }

        /// These keys and shapes.
        init(_ shapes: [String: DocumentShape]) {
            all = shapes
            var text: [UInt8] = []
            var names: [Name] = []
            for (key, shape) in shapes.sorted(by: { $0.key < $1.key }) {
                names.append(Name(start: text.count, count: key.utf8.count, shape: shape))
                text.append(contentsOf: key.utf8)
            }
            self.text = text
            self.names = names
        }

        /// The keys' names.
        var keyNames: Dictionary<String, DocumentShape>.Keys {
            all.keys
        }

        /// The first key of `object` (read by `walk`), in document order, whose value is an object that takes `name`:
        /// where a key written beside them belongs ("style" beside "progress"). Nil for none.
        func sibling(taking name: String, in object: JSONNode.Object, _ walk: Walk) -> String? {
            for member in object.members {
                guard let shape = shape(ofKeyAt: member.index, in: walk), shape.takes(name, at: member.index + 1, in: walk) else { continue }
                return member.key
            }
            return nil
        }

        /// These keys and `other`'s; a key in both keeps this one's shape.
        func adding(_ other: Keys) -> Keys {
            Keys(all.merging(other.all) { mine, _ in mine })
        }

        /// The shape of the value of the key whose record is `index` in the table `walk` reads, if it is one of these
        /// keys.
        func shape(ofKeyAt index: Int, in walk: Walk) -> DocumentShape? {
            let record = walk.records[index]
            if record.escaped { return all[walk.tree.string(at: index)] }
            let start = Int(record.start), size = Int(record.size)
            return text.withUnsafeBufferPointer { text in
                names.withUnsafeBufferPointer { names in
                    var position = 0
                    while position < names.count {
                        if names[position].count == size {
                            let at = names[position].start
                            var offset = 0
                            while offset < size, walk.bytes[start + offset] == text[at + offset] { offset += 1 }
                            if offset == size { return names[position].shape }
                        }
                        position += 1
                    }
                    return nil
                }
            }
        }
    }

    /// An object of `Key`'s keys, each the shape `shape` gives it.
    static func object<Key: CodingKey & CaseIterable>(_ keys: Key.Type, _ shape: (Key) -> DocumentShape) -> DocumentShape {
        .object(Keys(keys, shape))
    }

    /// An object of `Key`'s keys, each holding a value.
    static func values<Key: CodingKey & CaseIterable>(_ keys: Key.Type) -> DocumentShape {
        .object(Keys(keys) { _ in .value })
    }

    /// This object's shape with `keys` besides its own (an object's shape only: a chosen shape adds them as it is walked).
    func adding(_ keys: Keys) -> DocumentShape {
        switch self {
        case .object(let own): .object(own.adding(keys))
        case .chosen(let choose): .chosen { choose($0).adding(keys) }
        case .reader(let type): .chosen { _ in type.shape.adding(keys) }
        case .value, .array, .map: self
        }
    }

    /// An array of `T`'s.
    static func array(of type: any DocumentShaped.Type) -> DocumentShape {
        .array(.reader(type))
    }
}

/// A reader of an object of the face format that says, before reading anything, which keys it takes: its
/// `DocumentShape`, made from the `CodingKey`s it reads them by. Its metatype is sendable because a shape holds it
/// (`DocumentShape.reader`) and shapes are shared across the threads that read faces.
protocol DocumentShaped: SendableMetatype {
    /// The keys a value of this type may be written with, and what each holds.
    static var shape: DocumentShape { get }
}
