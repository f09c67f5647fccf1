/// The names of a reader's keys (its `Field`, numbered from 0, at most 16; or a list of names, at most 64, numbered in
/// its order), as UTF-8, in a table found by each name's length and first and last bytes: an object's members are
/// matched to them by their bytes (`NodeObject.present(_:)`, `NodeObject.fields(_:_:)`),
/// without making a string of each key, and without comparing it with each name in turn, for every object of every
/// timeline entry a face holds, hidden ones too (docs/performance.md, "Session 19: decoding" and "Session 21:
/// decoding"). Made once per reader, as a static property. Not generic over the field type, so that a debug build,
/// which specialises nothing, looks up no type's metadata per object read.
///
/// Its tables are memory of its own, not arrays: a value of plain pointers, copied without a count, where a look-up
/// through arrays retained and released each one per object read. Allocated once for a static property's life, the
/// program's, and never freed; never written after `init`, so it may be shared between threads.
struct FieldNames: @unchecked Sendable {
    /// `mask + 1` slots, each a field's raw value plus one, or 0 for none: a name's slot is `slot(length:first:last:)`,
    /// or the next free one after it (a name whose slot another holds is looked for in the slots that follow).
    private let slots: UnsafeMutablePointer<UInt8>
    /// Where each field's name starts in `text`, by raw value, and where the last one ends: `count + 1` offsets.
    private let starts: UnsafeMutablePointer<Int>
    /// The names' bytes, the first field's first.
    private let text: UnsafeMutablePointer<UInt8>
    /// The number of slots less one: a power of two, four times the names or more, so that a slot is seldom shared.
    private let mask: Int

    /// A reader's keys, numbered by raw value, for `NodeObject.present(_:)`, which keeps at most sixteen.
    init<Field: CodingKey & RawRepresentable<Int> & CaseIterable>(_ type: Field.Type) {
        for (number, field) in Field.allCases.enumerated() {
            precondition(field.rawValue == number && number < 16, "a reader's fields are numbered 0, 1, 2… up to 15")
        }
        self.init(names: Field.allCases.map(\.stringValue))
    }

    /// `names`, numbered in their order from 0, at most 64 (a view's kinds and modifiers): for `NodeObject.fields`.
    init(names: [String]) {
        precondition(names.count <= 64, "at most 64 names")
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for name in names {
            starts.append(bytes.count)
            bytes.append(contentsOf: name.utf8)
        }
        starts.append(bytes.count)
        text = .allocate(capacity: max(bytes.count, 1))
        text.initialize(from: bytes, count: bytes.count)
        self.starts = .allocate(capacity: starts.count)
        self.starts.initialize(from: starts, count: starts.count)
        let slotCount = names.count <= 16 ? 64 : 256
        mask = slotCount - 1
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        for number in 0..<starts.count - 1 {
            let (start, end) = (starts[number], starts[number + 1])
            var slot = Self.slot(length: end - start, first: start < end ? bytes[start] : 0,
                                 last: start < end ? bytes[end - 1] : 0) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt8(number + 1)
        }
    }

    /// Where a name of `length` bytes, `first` to `last`, is looked for first, before `mask` takes it into the table.
    private static func slot(length: Int, first: UInt8, last: UInt8) -> Int {
        length &* 7 &+ Int(first) &* 3 &+ Int(last)
    }

    /// The raw value of the field whose name is the bytes `name`, if any.
    func field(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        let length = name.count
        var slot = (length == 0 ? Self.slot(length: 0, first: 0, last: 0)
            : Self.slot(length: length, first: name[0], last: name[length - 1])) & mask
        // Each name is in its slot or one after it, before the first free slot: at most a quarter of the slots are held.
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            let start = starts[number]
            if starts[number + 1] - start == length {
                var offset = 0
                while offset < length, text[start + offset] == name[offset] { offset += 1 }
                if offset == length { return number }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
