import Dial
import DialSnapshotTesting
// Imported beside SnapshotTesting on purpose: its strategy types are named apart (GoldenStrategy, GoldenFormat), so
// `Snapshotting` below needs no qualification. This file compiling is the check.
import DialTesting
import SnapshotTesting
import Testing
import WatchFaces

/// The face checked with swift-snapshot-testing: references in __Snapshots__/MorningSnapshotTests/ beside this file,
/// compared by Dial's pixel diff, on Linux as on macOS.
@Suite struct MorningSnapshotTests {
    @Test func active() throws {
        let face = try MorningFace.make()
        assertSnapshot(of: face, as: .png)
        assertSnapshot(of: face, as: .dump)
    }

    @Test func alwaysOnWithSensitiveComplicationsHidden() throws {
        let face = try MorningFace.make()
        assertSnapshot(of: face, as: .png(.alwaysOn(hideSensitive: true).on(.mm41)))
        assertSnapshot(of: face, as: .dump(.alwaysOn(hideSensitive: true).on(.mm41)))
    }

    @Test func lockedAtNineInTheEvening() throws {
        assertSnapshot(of: try MorningFace.make(),
                       as: .svg(.active.locked().at(.timeOfDay(hour: 21, minute: 0, second: 0))))
    }

    /// What Always On hides is nowhere in what is drawn: another room and heart rate give the very same dump.
    @Test func hiddenValuesDoNotChangeTheDrawing() throws {
        let strategy = Snapshotting<Face, String>.dump(.alwaysOn(hideSensitive: true))
        let one = try render(MorningFace.make(), as: strategy)
        let other = try render(MorningFace.make(room: "23:45 Dr. Who's office", heartRate: 181), as: strategy)
        #expect(one == other)
        #expect(!one.contains("Room 4") && !one.contains("\"72\""))
        #expect(one.contains("Team standup"))
    }

    private func render(_ face: Face, as strategy: Snapshotting<Face, String>) -> String {
        var text = ""
        strategy.snapshot(face).run { text = $0 }
        return text
    }
}
