import Dial
import Foundation

extension Benchmark {
    /// Whether the work for a context grows with what that context hides: a time that does is a measure of the
    /// secret (docs/performance.md). Each row times a face whose hidden part is small against one whose hidden part
    /// is large, the two files padded to the same length, decoded and drawn (PNG) in a context that hides that part.
    /// The frames of a pair must be the same bytes, or the context did not hide what the row says.
    func hiddenData() throws {
        let rows = [
            try hiddenRow("timeline entries behind the lock's placeholder", small: 1, large: 1000,
                          face: Self.lockedTimelineFace, context: .active.locked()),
            try hiddenRow("path commands of 5 sensitive pictures, Always On hiding them", small: 1, large: 780,
                          face: Self.sensitivePathsFace, context: .alwaysOn(hideSensitive: true)),
        ]
        print("### Hidden data: work in a context that hides it\n")
        print(Self.table(["hidden", "count", "decode", "decode ratio", "frame (PNG)", "frame ratio"], rows))
        print("Decode checks the whole file whatever a context hides (its time may grow with the file); the frame is "
              + "drawn for the context, and its ratio should read 1.00× within noise. Milliseconds, median of \(iterations) runs, "
              + "wall (thread CPU); ratios of thread CPU time.\n")
    }

    /// The figures of one pair of faces, as two table rows' cells collapsed into one row: small vs large.
    private func hiddenRow(_ what: String, small: Int, large: Int, face: (Int) -> String,
                           context: RenderContext) throws -> [String] {
        var texts = [face(small), face(large)]
        let length = texts.map(\.utf8.count).max()!
        // Whitespace after the JSON: both files are the same size, so only what they hold differs.
        texts = texts.map { $0 + String(repeating: " ", count: length - $0.utf8.count) }
        let renderer = try Renderer()
        var decodes: [Sample] = [], frames: [Sample] = [], bytes: [[UInt8]] = []
        for text in texts {
            let file = Array(text.utf8)
            let decoded = try Face.decode(file, file: "hidden.json")
            decodes.append(try measure { try Face.decode(file, file: "hidden.json").document.complications?.count ?? 0 })
            frames.append(try measure { try renderer.render(decoded, in: context, formats: [.png])[0].bytes.count })
            bytes.append(try renderer.render(decoded, in: context, formats: [.png])[0].bytes)
        }
        guard bytes[0] == bytes[1] else {
            throw BenchError("the bench's \(what): the frames of \(small) and \(large) differ, so the context does not hide them")
        }
        let ratio = { (samples: [Sample]) in samples[0].cpu > 0 ? String(format: "%.2f×", samples[1].cpu / samples[0].cpu) : "–" }
        return [what, "\(small) vs \(large)", "\(decodes[0]) vs \(decodes[1])", ratio(decodes),
                "\(frames[0]) vs \(frames[1])", ratio(frames)]
    }

    /// A modular face whose centre complication keeps complete-protection data, with `entries` timeline entries: a
    /// locked watch shows its placeholder.
    static func lockedTimelineFace(entries: Int) -> String {
        let timeline = (0..<entries).map { index in
            // One a minute, the latest at 10:00, before the face's 10:09:30.
            let minutes = 10 * 60 - index
            let date = String(format: "2026-11-%02dT%02d:%02d:00+01:00", 22 - (index > 600 ? 1 : 0),
                              (minutes + 1440) % 1440 / 60, (minutes + 1440) % 60)
            return #"{"date": "\#(date)", "content": {"template": "stack", "lines": [{"text": "Entry \#(index)"}, {"text": "Room \#(index % 9)"}]}}"#
        }
        return """
            {"schemaVersion": 1, "name": "Hidden entries", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
             "complications": [{"id": "calendar", "slot": "center", "family": "accessoryRectangular", "dataProtection": "complete",
                                "timeline": [\(timeline.joined(separator: ",\n"))]}]}
            """
    }

    /// A modular face with five privacy-sensitive path pictures of `commands` commands each.
    static func sensitivePathsFace(commands: Int) -> String {
        // Single digits: 780 commands stay within the format's 4,096 characters a string.
        let path = "M2 2" + (1..<commands).map { index in " L\(index % 9 + 1) \(index / 9 % 9 + 1)" }.joined()
        let slots = [("topLeft", "accessoryCircular"), ("center", "accessoryRectangular"), ("bottomLeft", "accessoryCircular"),
                     ("bottomCenter", "accessoryCircular"), ("bottomRight", "accessoryCircular")]
        let complications = slots.enumerated().map { index, slot in
            #"{"id": "picture\#(index)", "slot": "\#(slot.0)", "family": "\#(slot.1)", "content": {"template": "image", "#
                + #""image": {"path": "\#(path)", "viewBox": {"width": 24, "height": 24}, "privacySensitive": true}}}"#
        }
        return """
            {"schemaVersion": 1, "name": "Hidden paths", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
             "complications": [\(complications.joined(separator: ",\n"))]}
            """
    }
}
