import DialModel
import Testing

/// `LineRoom`: how many lines a stack's line may take, and that a face file's `maxLines` is held to it where it is read,
/// whatever is wrong with it, so that a fault read later in the face is never the one reported instead.
@Suite struct LineRoomTests {
    @Test(arguments: [
        (Family.accessoryRectangular, 0, 1, LineRoom.lines(3)), (.accessoryRectangular, 1, 2, .lines(2)),
        (.accessoryRectangular, 2, 3, .lines(1)), (.accessoryRectangular, 3, 4, .lines(0)),
        (.accessoryRectangular, 0, 2, LineRoom.none), (.accessoryCircular, 1, 2, .none), (.accessoryCircular, 0, 1, .none),
        (.accessoryInline, 0, 1, .none), (.graphicExtraLarge, 1, 2, .none),
    ])
    func onlyTheLastLineOfARectangularStackWraps(family: Family, index: Int, count: Int, room: LineRoom) {
        #expect(LineRoom(line: index, of: count, in: family) == room)
    }

    /// A face whose calendar stack's last line holds `maxLines`, and then a fault read after the content. The lines are
    /// public: no lock hides the content, and its icon is what is marked sensitive.
    static func face(_ maxLines: String, lines: Int = 2, family: String = "accessoryRectangular") -> [UInt8] {
        let before = Array(repeating: #"{ "text": "Calendar" }, "#, count: lines - 1).joined()
        return Array("""
            { "schemaVersion": 1, "style": "modular",
              "complications": [{ "id": "cal", "slot": "\(family == "accessoryRectangular" ? "center" : "topLeft")", "family": "\(family)",
                "dataProtection": "none",
                "content": { "template": "stack", "icon": { "icon": "calendar", "privacySensitive": true },
                             "lines": [\(before){ "text": "Dr Okafor", "maxLines": \(maxLines) }] },
                "redactionStyle": "wide" }] }
            """.utf8)
    }

    static func message(_ face: [UInt8]) -> String? {
        do {
            _ = try FaceDocument.decode(face, file: "face.json")
            return nil
        } catch {
            return error.description
        }
    }

    /// Each invalid `maxLines` is what is reported, not the `redactionStyle` read after it; a valid one reads.
    @Test(arguments: [
        ("2", 2, "accessoryRectangular", nil), ("1", 1, "accessoryRectangular", nil), ("3", 1, "accessoryRectangular", nil),
        ("3", 2, "accessoryRectangular", "expected 1 to 2 lines (a rectangular stack's 3 less the 1 before it; only its last line wraps)"),
        ("0", 1, "accessoryRectangular", "expected 1 to 3 lines (only the last line of a rectangular stack wraps, onto at most 3)"),
        // The limit named (stranger8 #15): the third line of three may take one line.
        ("2", 3, "accessoryRectangular", "expected 1 line (a rectangular stack's 3 less the 2 before it; only its last line wraps)"),
        (#""x""#, 2, "accessoryRectangular", "expected an integer"), ("1.5", 1, "accessoryRectangular", "expected an integer"),
        ("1", 4, "accessoryRectangular", #"expected no "maxLines" here (the 3 lines before it fill a rectangular stack)"#),
        ("1", 1, "accessoryCircular", #"expected no "maxLines" here"#), (#""x""#, 1, "accessoryCircular", #"expected no "maxLines" here"#),
    ])
    func maxLinesIsHeldToItsRoomWhereItIsRead(maxLines: String, lines: Int, family: String, expected: String?) throws {
        let message = Self.message(Self.face(maxLines, lines: lines, family: family)) ?? ""
        if let expected {
            #expect(message.contains("lines[\(lines - 1)].maxLines: \(expected)"), "\(message)")
        } else {
            #expect(message.contains("redactionStyle"), "read, then refused for what follows: \(message)")
        }
    }
}
