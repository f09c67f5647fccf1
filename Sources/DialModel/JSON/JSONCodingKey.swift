/// The coding keys the decoder makes up itself: array positions and `super`.
struct JSONCodingKey: CodingKey {
    private let name: String?
    let intValue: Int?

    init(stringValue: String) {
        name = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        name = String(intValue)
        self.intValue = intValue
    }

    /// An array position, spelled "Index 2" like Foundation's decoders so user code sees familiar paths.
    init(index: Int) {
        name = nil
        intValue = index
    }

    /// Array positions are spelled out only when asked: every element gets a key, few keys are ever printed.
    var stringValue: String {
        name ?? "Index \(intValue ?? 0)"
    }

    /// Set for array positions, so a `codingPath` can be turned back into a `JSONPath` without guessing.
    var isIndex: Bool { name == nil }

    static let superKey = JSONCodingKey(stringValue: "super")

    /// The path step `key` stands for; keys from other code count as array positions only if spelled like ours.
    static func pathComponent(for key: any CodingKey) -> JSONPathComponent {
        if let key = key as? JSONCodingKey, key.isIndex, let index = key.intValue {
            return .index(index)
        }
        if let index = key.intValue, key.stringValue == "Index \(index)" {
            return .index(index)
        }
        return .key(key.stringValue)
    }
}
