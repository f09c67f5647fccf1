/// The names of a reader's keys (its `Field`, numbered from 0, at most 16), as UTF-8, one after another: an object's
/// members are matched to them by their bytes (`NodeObject.present(_:)`), without making a string of each key and
/// comparing it with each name in turn, for every object of every timeline entry a face holds, hidden ones too
/// (docs/performance.md, "Session 19: decoding"). Made once per reader, as a static property. Not generic over the
/// field type, so that a debug build, which specialises nothing, looks up no type's metadata per object read.
struct FieldNames: Sendable {
    /// The names' bytes, the first field's first.
    private let text: [UInt8]
    /// Where each field's name ends in `text`, by raw value; the first starts at 0.
    private let ends: [Int]

    init<Field: CodingKey & RawRepresentable<Int> & CaseIterable>(_ type: Field.Type) {
        var text: [UInt8] = []
        var ends: [Int] = []
        for (number, field) in Field.allCases.enumerated() {
            precondition(field.rawValue == number && number < 16, "a reader's fields are numbered 0, 1, 2… up to 15")
            text.append(contentsOf: field.stringValue.utf8)
            ends.append(text.count)
        }
        self.text = text
        self.ends = ends
    }

    /// The raw value of the field whose name is the bytes `name`, if any.
    func field(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        text.withUnsafeBufferPointer { text in
            ends.withUnsafeBufferPointer { ends in
                var (number, start) = (0, 0)
                while number < ends.count {
                    let end = ends[number]
                    if end - start == name.count {
                        var offset = 0
                        while offset < name.count, text[start + offset] == name[offset] { offset += 1 }
                        if offset == name.count { return number }
                    }
                    (number, start) = (number + 1, end)
                }
                return nil
            }
        }
    }
}
