import DialTestSupport
import Foundation
import Testing

/// `dial timeline` as a user runs it (the filmstrip's golden is TimelineRendererTests').
@Suite struct TimelineCommandTests {
    static let face = "Faces/timeline/monday.json"

    @Test func aWholeDayOfFourComplicationsGivesFramesAFilmstripAndTheSchedule() throws {
        let out = try Repository.temporaryDirectory()
        let result = try Repository.run(["timeline", Self.face, "--frames", "--json", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let moments = try #require(report["moments"] as? [[String: Any]])
        #expect(moments.count == 23)
        #expect(moments.first?["time"] as? String == "2026-11-23T00:00:00+01:00")
        #expect(moments.first?["changed"] as? [String] == ["weather", "calendar", "activity", "stocks"])
        let evening = try #require(moments.first { $0["time"] as? String == "2026-11-23T20:00:00+01:00" })
        #expect(evening["changed"] as? [String] == ["activity"])
        #expect(evening["stale"] as? [String] == ["stocks"])
        #expect((moments[5]["frames"] as? [String: String])?["always-on"] == "frames/monday-20261123-090000+0100-always-on.png")

        let schedule = try #require(report["schedule"] as? [String: Any])
        #expect(schedule["from"] as? String == "2026-11-23T00:00:00+01:00")
        #expect(schedule["to"] as? String == "2026-11-24T00:00:00+01:00")
        #expect(schedule["zone"] as? String == "Europe/Paris")
        let complications = try #require(schedule["complications"] as? [[String: Any]])
        #expect(complications.map { $0["id"] as? String } == ["weather", "calendar", "activity", "stocks"])
        #expect(complications.map { $0["policy"] as? String } == ["after 1h", "atEnd", "never", "after 15m"])
        let stocks = complications[3]
        let stale = try #require(stocks["stale"] as? [[String: Any]])
        #expect(stale.count == 1)
        #expect(stale.first?["from"] as? String == "2026-11-23T19:00:00+01:00")
        #expect(stale.first?["to"] as? String == "2026-11-24T00:00:00+01:00")
        #expect(stale.first?["shows"] as? String == "timeline[3]")
        let days = try #require(stocks["days"] as? [[String: Any]])
        #expect(days.first?["used"] as? Int == 75 && days.first?["withheld"] as? Int == 1)
        let reloads = try #require(stocks["reloads"] as? [[String: Any]])
        #expect(reloads.count == 76)
        #expect(reloads.last?["withheld"] as? Bool == true)
        #expect(reloads.last?["granted"] as? String == "2026-11-24T00:00:00+01:00")
        let calendar = complications[1]
        #expect((calendar["reloads"] as? [[String: Any]])?.map { $0["due"] as? String } == ["2026-11-23T17:00:00+01:00"])
        #expect((calendar["shows"] as? [[String: Any]])?.first?["shows"] as? String == "content")
        let hours = try #require(schedule["relevance"] as? [[String: Any]])
        #expect(hours.count == 24)
        #expect((hours[9]["ranking"] as? [[String: Any]])?.first?["id"] as? String == "calendar")
        #expect((hours[15]["ranking"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["calendar", "weather"])

        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["frames", "monday-schedule.json", "monday-schedule.txt", "monday-timeline.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("frames").path).count == 46)
        let png = try Data(contentsOf: out.appendingPathComponent("monday-timeline.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let text = try String(contentsOf: out.appendingPathComponent("monday-schedule.txt"), encoding: .utf8)
        #expect(text.hasPrefix("Monday morning: 2026-11-23 00:00 → 24:00 (Europe/Paris)\n"))
        #expect(text.contains("  stale    19:00–00:00  timeline[3]: 75 of 75 reloads used on 2026-11-23; the budget renews at local midnight"))
        #expect(text.contains("  20:00  activity  [stale: stocks]"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("monday-schedule.json"))) as? [String: Any]
        #expect(json?["files"] as? [String] == report["files"] as? [String])
    }

    @Test func theTextScheduleGoesToStandardOutput() throws {
        let out = try Repository.temporaryDirectory()
        let result = try Repository.run(["timeline", Self.face, "--from", "09:00", "--to", "10:00", "--mode", "always-on", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Monday morning: 2026-11-23 09:00 → 10:00 (Europe/Paris)\n"))
        #expect(result.stdout.contains("Frames (changes, always-on): 4 moments"), "\(result.stdout)")
        #expect(result.stdout.contains("  09:45  calendar\n"))
        // The entries of 10:00 are within the range, its end included. In Always On the wearer hides the activity
        // ring's value: its new entry draws the same bars, so only the weather changes.
        #expect(result.stdout.contains("  10:00  weather\n"), "\(result.stdout)")
    }

    @Test func stepsDrawEveryMomentAndTheFrameCapRefusesBeforeDrawing() throws {
        let out = try Repository.temporaryDirectory()
        let stepped = try Repository.run(["timeline", Self.face, "--from", "09:00", "--to", "09:30", "--every", "10m", "--mode", "active",
                                          "--json", "--out", out.path])
        #expect(stepped.status == 0, "\(stepped.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(stepped.stdout.utf8)) as? [String: Any]
        let moments = report?["moments"] as? [[String: Any]]
        #expect(moments?.compactMap { $0["time"] as? String } == ["09:00", "09:10", "09:20", "09:30"].map { "2026-11-23T\($0):00+01:00" })
        #expect(moments?.compactMap { ($0["changed"] as? [String])?.count } == [4, 0, 1, 0])
        #expect(report?["stepping"] as? String == "every 10m")

        let capped = out.appendingPathComponent("capped")
        let refused = try Repository.run(["timeline", Self.face, "--every", "1m", "--max-frames", "1000", "--out", capped.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("makes 2882 frames, more than --max-frames 1000"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: capped.path))
    }

    @Test(arguments: [
        (["--every", "fast"], "--every: expected a step of at least a second like 30s, 1m, 15m or 1h, found \"fast\""),
        (["--every", "1m", "--changes"], "--every and --changes: expected one of them, found both"),
        (["--from", "9am"], "--from: expected an ISO 8601 instant"),
        (["--from", "10:00", "--to", "09:00"], "--to: expected a time after --from (2026-11-23T10:00:00+01:00), found 2026-11-23T09:00:00+01:00"),
        (["--time", "10:00"], "--time: expected --from and --to for a timeline"),
        (["--max-frames", "0"], "--max-frames: expected at least 1, found 0"),
        (["--reloads-per-day=-1"], "--reloads-per-day: expected a whole number from 0 to 86400, found -1"),
        (["--from", "2026-11-01T00:00:00Z", "--to", "2026-12-31T00:00:00Z"], "expected a range of at most 31 days"),
    ])
    func badFlagsExitTwoAndWriteNothing(flags: [String], message: String) throws {
        let out = try Repository.temporaryDirectory().appendingPathComponent("out")
        let result = try Repository.run(["timeline", Self.face, "--out", out.path] + flags)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func badFacesExitTwoNamingFileAndPath() throws {
        let folder = try Repository.temporaryDirectory()
        let zone = folder.appendingPathComponent("zone.json")
        try Data(#"{"schemaVersion": 1, "timeZone": "Europe/Pariss"}"#.utf8).write(to: zone)
        let result = try Repository.run(["timeline", zone.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("zone.json: timeZone: expected an IANA time zone name"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean \"Europe/Paris\"?"))

        // A complication some context shows (one line of two marked, not a lock's to hide, nor every element): a hidden
        // one's policy is private, one message at `reloadPolicy` (PrivateErrorMessageTests).
        let policy = folder.appendingPathComponent("policy.json")
        try Data("""
            {"schemaVersion": 1, "complications": [{"id": "c", "slot": "subdialTop", "family": "accessoryCircular", "dataProtection": "none",
              "reloadPolicy": {"after": "soon"}, "content": {"template": "stack", "lines": [{"text": "a", "privacySensitive": true}, "b"]}}]}
            """.utf8).write(to: policy)
        let bad = try Repository.run(["timeline", policy.path, "--out", folder.appendingPathComponent("out").path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("policy.json: complications[0].reloadPolicy.after: expected an ISO 8601 date-time"), "\(bad.stderr)")
        #expect(bad.stderr.contains("found \"soon\" (line 2, column"), "\(bad.stderr)")

        let missing = try Repository.run(["timeline", "no/such/face.json"])
        #expect(missing.status == 2 && missing.stderr.contains("no/such/face.json"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
