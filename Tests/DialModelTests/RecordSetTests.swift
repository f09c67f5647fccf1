@testable import DialModel
import Testing

/// `RecordSet`, the bit a record the parser read by its shape carries: what is put in is in, nothing else is, at the
/// edges of its words and past the table's end.
@Suite struct RecordSetTests {
    @Test func holdsExactlyTheRecordsPutInIt() {
        let records: [UInt32] = [0, 3, 63, 64, 127, 128, 200]
        let set = RecordSet(records, count: 201)
        for index in 0..<260 {
            #expect(set.contains(index) == records.contains(UInt32(index)), "record \(index)")
        }
    }

    @Test func anEmptySetHoldsNothing() {
        for set in [RecordSet(), RecordSet([], count: 100)] {
            #expect(!(0..<130).contains { set.contains($0) })
        }
    }
}
