import Dial
import DialTesting
import Testing
import WatchFaces

/// The face checked with DialTesting: goldens in __Goldens__/MorningGoldenTests/ beside this file.
/// `.goldens(record: .missing)`: a new golden is written (and its check fails, to be looked at) even under CI;
/// `DIAL_RECORD` set for a run still decides over it.
@Suite(.goldens(record: .missing)) struct MorningGoldenTests {
    @Test func activeAndAlwaysOn() throws {
        let face = try MorningFace.make()
        assertGolden(of: face, as: .png(.active), named: "morning/active")
        assertGolden(of: face, as: .png(.alwaysOn), named: "morning/always-on")
        assertGolden(of: face, as: .text(.alwaysOn), named: "morning/always-on")
    }
}
