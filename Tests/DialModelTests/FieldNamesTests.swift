@testable import DialModel
import DialTestSupport
import Testing

/// `FieldNames`, the table a reader's keys are found in by their bytes, held to the plain reading it stands for: a
/// key is the field whose name is the same bytes, or none. Names that share a length and first and last bytes share a
/// slot and are found in the slots after it; every other text is refused.
@Suite struct FieldNamesTests {
    /// A line's keys (`TextDocument`'s reader).
    private enum Line: Int, CodingKey, CaseIterable {
        case text, date, style, timeZone, shortText, font, color, privacySensitive, unredacted, accentable, minimumScale,
             maxLines, alwaysOn
    }

    /// Sixteen names, the most a reader has, in two groups of one slot each (a length, a first and a last byte).
    private enum Crowded: Int, CodingKey, CaseIterable {
        case k0z, k1z, k2z, k3z, k4z, k5z, k6z, k7z, k8z, k9z, k10z, k11z, k12z, k13z, k14z, k15z
    }

    /// One name, and an empty one: the shortest key a file can hold.
    private enum Few: Int, CodingKey, CaseIterable {
        case a
    }

    /// The plain reading: the first of `names` that is `text`'s bytes, by its number.
    private static func reference(_ text: [UInt8], in names: [String]) -> Int? {
        names.firstIndex { Array($0.utf8) == text }
    }

    private static func check<Field: CodingKey & CaseIterable & RawRepresentable<Int>>(
        _ type: Field.Type, seed: UInt64
    ) {
        check(FieldNames(Field.self), names: Field.allCases.map(\.stringValue), seed: seed)
    }

    private static func check(_ table: FieldNames, names: [String], seed: UInt64) {
        var texts: [[UInt8]] = [[]]
        for name in names.map({ Array($0.utf8) }) {
            texts.append(name)
            texts.append(Array(name.dropLast()))
            texts.append(Array(name.dropFirst()))
            texts.append(name + [UInt8(ascii: "s")])
            for place in name.indices {
                for byte: UInt8 in [0, 0x41, 0x61, 0x7A, 0xFF] {
                    var changed = name
                    changed[place] = name[place] == byte ? byte ^ 1 : byte
                    texts.append(changed)
                }
            }
        }
        var random = SeededGenerator(seed: seed)
        let alphabet = Array(names.joined().utf8)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...18, using: &random)
            texts.append((0..<length).map { _ in alphabet.randomElement(using: &random)! })
        }
        var found = 0
        for text in texts {
            let field = text.withUnsafeBufferPointer { table.field(named: $0) }
            #expect(field == reference(text, in: names), "\(String(decoding: text, as: UTF8.self))")
            if field != nil { found += 1 }
        }
        // Each name was looked for, and found.
        #expect(found >= names.count)
    }

    @Test func aLinesKeysAreFoundByTheirBytesAlone() {
        Self.check(Line.self, seed: 1)
    }

    @Test func namesThatShareASlotAreFoundInTheSlotsAfterIt() {
        Self.check(Crowded.self, seed: 2)
    }

    @Test func aShortTableRefusesTheEmptyKey() {
        Self.check(Few.self, seed: 3)
    }

    /// A list of names, more than sixteen (a view's kinds, modifiers and stack parameters, `ViewKeySet`), in a larger
    /// table: the view's own names, and 64, the most a list takes, in two groups of one slot each.
    @Test func aListOfUpToSixtyFourNamesIsFoundByTheirBytesAlone() {
        let view = ViewKindDocument.Kind.allCases.map(\.rawValue) + ViewModifierDocument.keyOrder.map(\.rawValue)
            + ["modifiers", "spacing", "alignment"]
        Self.check(FieldNames(names: view), names: view, seed: 4)
        let crowded = (0..<64).map { "k\($0)z" }
        Self.check(FieldNames(names: crowded), names: crowded, seed: 5)
    }

    /// A look-up copies no reference: the table is plain pointers, where arrays were retained and released for each
    /// object read (docs/performance.md, "Session 21: decoding").
    @Test func theTableIsCopiedWithoutACount() {
        #expect(_isPOD(FieldNames.self))
        #expect(_isPOD(PresentKeys.self))
    }
}
