/// Which kind keys and modifier keys one view object holds, and whether it holds a `"modifiers"` list: what
/// `ViewDocument.init(from:)` asks of every view before it reads any of it, some fifty names.
///
/// From a face file, found in one pass over the object's keys, each matched by its bytes (`FieldNames`,
/// `NodeObject.fields`), as a timeline entry's keys are: asking each name in turn through a keyed container walked the
/// object's members some fifty times per view and spelled each name out, for every view a face holds, hidden ones too,
/// so that a hidden view's texts cost reading tens of thousands of instructions each (docs/performance.md, "Session 26:
/// a hidden chart's marks and a view's keys read by hand"). Each key found is noted as asked about, as a look-up notes it. A session that keeps
/// the names asked about (an unknown key's message lists them), and any decoder but a face file's, are asked name by
/// name, as before, so that every name is noted. A stack's parameters are found in the same pass, but noted only as a
/// stack reads them: a text's `spacing` is still an unknown key.
struct ViewKeySet {
    /// By `ViewKindDocument.Kind.allCases`' order.
    private var kinds: UInt32 = 0
    /// By `ViewModifierDocument.keyOrder`, the order the keys apply in.
    private var modifiers: UInt64 = 0
    /// Whether the view holds a `"modifiers"` list.
    private(set) var hasModifierList = false
    /// By `Parameter`'s raw value: the stacks' parameters the view may hold, which their reader asks for only then.
    private var parameters: UInt8 = 0

    /// The parameters of the stacks, the views a face holds most of after texts, which every stack was asked for by
    /// name (most hold neither).
    enum Parameter: Int, CaseIterable { case spacing, alignment }

    /// The kinds' names, then the modifiers' in `keyOrder`, then `"modifiers"`, then the parameters: 56 names,
    /// numbered in that order.
    private static let names = FieldNames(names: ViewKindDocument.Kind.allCases.map(\.rawValue)
        + ViewModifierDocument.keyOrder.map(\.rawValue) + [ViewKey.modifiers.stringValue]
        + Parameter.allCases.map { "\($0)" })
    /// Made once: `allCases` makes its array at each call.
    private static let allKinds = ViewKindDocument.Kind.allCases
    private static let kindCount = allKinds.count
    private static let modifierCount = ViewModifierDocument.keyOrder.count

    /// The keys of the view `container` reads, which `decoder` opened.
    init(_ container: KeyedDecodingContainer<ViewKey>, of decoder: any Decoder) {
        if let node = decoder as? NodeDecoder, !node.session.recordsNames {
            let session = node.session
            NodeObject(decoder: node).fields(Self.names) { field, key in
                if field < Self.kindCount {
                    kinds |= 1 << field
                } else if field < Self.kindCount + Self.modifierCount {
                    modifiers |= 1 << (field - Self.kindCount)
                } else if field == Self.kindCount + Self.modifierCount {
                    hasModifierList = true
                } else {
                    // Asked about only by a stack's reader, which reads it: on any other view it is unknown.
                    parameters |= 1 << (field - Self.kindCount - Self.modifierCount - 1)
                    return
                }
                session.noteAsked(at: key)
            }
            return
        }
        // Asked as their reader asks, each by name.
        parameters = .max
        for (number, kind) in Self.allKinds.enumerated()
        where container.contains(ViewKey(stringValue: kind.rawValue)) {
            kinds |= 1 << number
        }
        for (rank, name) in ViewModifierDocument.keyOrder.enumerated()
        where container.contains(ViewKey(stringValue: name.rawValue)) {
            modifiers |= 1 << rank
        }
        hasModifierList = container.contains(.modifiers)
    }

    /// Whether the view may hold `parameter`: it does, or its keys were not found in one pass, and its reader asks.
    func mayHold(_ parameter: Parameter) -> Bool {
        parameters & 1 << parameter.rawValue != 0
    }

    /// The kinds whose keys the view holds, in `allCases`' order.
    var kindsPresent: [ViewKindDocument.Kind] {
        var found: [ViewKindDocument.Kind] = []
        var bits = kinds
        while bits != 0 {
            found.append(Self.allKinds[bits.trailingZeroBitCount])
            bits &= bits - 1
        }
        return found
    }

    /// The modifiers whose keys the view holds, in `keyOrder`, each told to `body`.
    func forEachModifier(_ body: (ViewModifierDocument.Name) throws -> Void) rethrows {
        var bits = modifiers
        while bits != 0 {
            try body(ViewModifierDocument.keyOrder[bits.trailingZeroBitCount])
            bits &= bits - 1
        }
    }
}
