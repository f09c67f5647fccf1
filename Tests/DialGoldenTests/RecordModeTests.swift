import DialGolden
import Testing

@Suite struct RecordModeTests {
    @Test func missingOnADevelopersMachineNeverUnderCI() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
    }

    @Test func dialRecordWinsOverCI() throws {
        #expect(try RecordMode.fromEnvironment(["CI": "1", "DIAL_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["DIAL_RECORD": "ALL"]) == .all)
    }

    @Test func aTypoIsAnErrorNotSilence() {
        #expect(throws: GoldenError.invalidRecordMode(source: "DIAL_RECORD", value: "missin")) {
            try RecordMode.fromEnvironment(["DIAL_RECORD": "missin"])
        }
    }
}
