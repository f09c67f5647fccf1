import DialTestSupport
import Foundation
import Testing

/// What the page gets for a redacting view comes from Dial's redacted render: a hidden value reaches no response for
/// it (nor the page's lists, details and event stream), and changing it changes none of those bytes.
@Suite(.serialized) struct PreviewPrivacyTests {
    static let source = TestEnvironment.repositoryRoot
        .appendingPathComponent("Faces/privacy/hide-sensitive.json")

    /// Everything the page fetches for the "hide sensitive" view, with the secret in place of the appointment.
    static func responses(secret: String, in folder: URL) throws -> [String: [UInt8]] {
        let face = try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "10:30 Room 4", with: secret)
        let file = folder.appendingPathComponent("face.json")
        try face.write(to: file, atomically: true, encoding: .utf8)
        let server = try PreviewProcess([file.path])
        defer { server.stop() }
        var answers: [String: [UInt8]] = [:]
        for path in ["/api/faces", "/api/faces/0",
                     "/api/faces/0/view.png?view=hidden",
                     "/api/faces/0/view.png?view=hidden&device=41mm&lock=locked&mode=accented",
                     "/api/faces/0/view.png?view=always-on&hideSensitive=true"] {
            let answer = try get(path, port: server.port)
            #expect(answer.status == 200, "\(path): \(answer.text)")
            answers[path] = answer.body
        }
        let events = try RawConnection(port: server.port, timeout: 5)
        events.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let stream = events.readAll(upTo: 2000)
        answers["/api/events"] = Array(stream[(stream.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound ?? 0)...])
        return answers
    }

    @Test func hiddenValuesReachNoResponseForTheRedactedView() throws {
        // One folder for both, so that the file's name, which the page is told, is the same.
        let folder = try temporaryFolder()
        let first = try Self.responses(secret: "Dr Who 9:45 Ward 7", in: folder)
        let second = try Self.responses(secret: "Mx Q 11:00 Oncology, room 12 — much longer than the other", in: folder)
        #expect(first.count == 6 && second.count == 6)
        for (path, bytes) in first {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains("Dr Who") && !text.contains("Ward 7"), "\(path) holds the hidden value")
            let same = bytes == second[path]
            #expect(same, "\(path) changed with the hidden value")
        }
        // The active view is the author's own file, drawn whole: it must differ, or the test proves nothing.
        let active = try Self.active(secret: "Dr Who 9:45 Ward 7")
        let differs = active != (try Self.active(secret: "Mx Q 11:00 Oncology, room 12 — much longer than the other"))
        #expect(differs, "the active view did not change with the value")
    }

    static func active(secret: String) throws -> [UInt8] {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("face.json")
        try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "10:30 Room 4", with: secret)
            .write(to: file, atomically: true, encoding: .utf8)
        let server = try PreviewProcess([file.path])
        defer { server.stop() }
        return try get("/api/faces/0/view.png?view=active", port: server.port).body
    }
}
