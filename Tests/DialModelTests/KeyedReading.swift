@testable import DialModel

/// A decoder that is not a face file's, over one that is: a type read through it takes the reading any other decoder
/// gets, through the face file's own containers, so that a reader by hand and the keyed reading it stands for meet the
/// same document and tell their faults in the same way (`ChartMarkDocumentTests`, `ViewKeySetTests`).
struct KeyedReading: Decoder {
    let base: any Decoder
    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try base.container(keyedBy: type)
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try base.unkeyedContainer() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { try base.singleValueContainer() }
}
