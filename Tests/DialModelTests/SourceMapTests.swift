import DialModel
import Testing

/// `SourceMap` finds a file's private regions only when a message asks: a face read without fault, however many
/// partly hidden entries it holds, never walks their marks, and a fault inside a region is still told in the
/// region's words. Work is counted (`WorkProbe`), never timed.
@Suite struct SourceMapTests {
    /// A face whose complication has `entries` timeline entries, each with a `privacySensitive` line, and `fault`
    /// written in the last entry's sensitive line.
    static func face(entries: Int, fault: String = "") -> String {
        let lines = (0..<entries).map { index in
            """
            {"date": "2026-11-22T09:\(String(format: "%02d", index % 60)):\(String(format: "%02d", index / 60))+01:00",
             "content": {"template": "stack", "lines": [{"text": "T", "unredacted": true},
               {"text": "v\(index)", "privacySensitive": true\(index == entries - 1 ? fault : "")}]}}
            """
        }
        return """
        {"schemaVersion": 1, "style": "modular", "complications": [{"id": "c", "slot": "center",
          "family": "accessoryRectangular", "dataProtection": "none",
          "content": {"template": "stack", "lines": [{"text": "T", "unredacted": true}, {"text": "s", "privacySensitive": true}]},
          "timeline": [\(lines.joined(separator: ",\n"))]}]}
        """
    }

    /// The message reading `json` gives, or "read without fault" with its entries' count.
    static func reading(_ json: String) -> String {
        do {
            let read = try FaceDocument.decode(Array(json.utf8), file: "face.json")
            return "read without fault, \(read.document.complications?.first?.timeline?.count ?? 0) entries"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [1, 40])
    func aFaceReadWithoutFaultFindsNoRegions(entries: Int) {
        let probe = WorkProbe()
        let reading = WorkProbe.$current.withValue(probe) { Self.reading(Self.face(entries: entries)) }
        #expect(reading == "read without fault, \(entries) entries")
        #expect(probe.count(.privateRegionsFound) == 0)
    }

    @Test func aFaultInsideARegionIsStillToldInItsWords() {
        let probe = WorkProbe()
        let message = WorkProbe.$current.withValue(probe) {
            Self.reading(Self.face(entries: 3, fault: #", "color": "grene""#))
        }
        #expect(probe.count(.privateRegionsFound) == 1)
        #expect(message.contains("a value not repeated here"), "\(message)")
        #expect(!message.contains("grene"), "\(message)")
    }
}
