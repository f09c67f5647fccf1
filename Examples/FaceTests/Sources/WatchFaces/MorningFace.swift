import Dial

/// The faces this package ships, built in Swift. Each is checked as a face file is when it is made, so a mistake
/// here (a slot that does not take the family, four lines in a circle) throws with the path of the value.
public enum MorningFace {
    /// A modular face: the next meeting (its room private), the heart rate (private) and the day's activity.
    /// `room` and `heartRate` are the wearer's data; a test may change them to prove they never show when hidden.
    public static func make(meeting: String = "Team standup", room: String = "10:30 Room 4",
                            heartRate: Double = 72) throws -> Face {
        try Face(FaceDocument(
            name: "Morning",
            style: .modular,
            clock: ClockDocument(accent: .cyan),
            complications: [
                ComplicationDocument(
                    id: "calendar", slot: .center, family: .accessoryRectangular,
                    content: .stack(lines: [TextDocument(meeting, font: .headline), TextDocument(room).privacySensitive(),
                                            "Next: lunch"])),
                ComplicationDocument(
                    id: "heart", slot: .bottomLeft, family: .accessoryCircular,
                    content: .gauge(value: heartRate, min: 40, max: 200, color: .red, text: TextDocument("\(Int(heartRate))"),
                                    privacySensitive: true)),
                ComplicationDocument(
                    id: "activity", slot: .bottomRight, family: .accessoryCircular,
                    content: .rings([RingDocument(value: 0.8, color: .pink), RingDocument(value: 0.5, color: .green)])),
            ],
            settings: SettingsDocument(hideSensitiveComplications: true, perComplication: ["activity": .show])))
    }
}
