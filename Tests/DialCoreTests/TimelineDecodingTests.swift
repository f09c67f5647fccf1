import DialCore
import DialModel
import Testing

/// The face format's timeline fields as written: reload policies, relevance, budgets, durations; and what is refused.
@Suite struct TimelineDecodingTests {
    /// `line` is the entry's line: as written, unmarked with the default data protection, the timeline and its policy
    /// are private (`PrivateRegions`).
    static func decode(complication fields: String, face: String = "", line: String = #"{"text": "a"}"#) throws(FaceError) -> FaceDocument {
        let json = """
            {"schemaVersion": 1, "style": "modular"\(face.isEmpty ? "" : ", " + face), "complications": [
              {"id": "c", "slot": "center", "family": "accessoryRectangular", \(fields)
               "timeline": [{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [\(line)]}}]}]}
            """
        return try FaceDocument.decode(Array(json.utf8), file: "t.json").document
    }

    @Test func policiesInEachForm() throws {
        #expect(try Self.decode(complication: #""reloadPolicy": "atEnd","#).complications?[0].reloadPolicy == .atEnd)
        #expect(try Self.decode(complication: #""reloadPolicy": "never","#).complications?[0].reloadPolicy == .never)
        #expect(try Self.decode(complication: #""reloadPolicy": {"after": "2026-11-22T12:00:00+01:00"},"#).complications?[0].reloadPolicy
                == .afterDate(Timestamp(iso8601: "2026-11-22T12:00:00+01:00")!))
        #expect(try Self.decode(complication: #""reloadPolicy": {"after": "1h30m"},"#).complications?[0].reloadPolicy
                == .afterInterval(TimeSpan(seconds: 5400)))
        #expect(try Self.decode(complication: "").complications?[0].reloadPolicy == nil)
    }

    @Test(arguments: [
        (#""reloadPolicy": "atend","#, "complications[0].reloadPolicy", "\"atend\""),
        (#""reloadPolicy": 15,"#, "complications[0].reloadPolicy", "a number (15)"),
        (#""reloadPolicy": {"after": "soon"},"#, "complications[0].reloadPolicy.after", "\"soon\""),
        (#""reloadPolicy": {"after": "0m"},"#, "complications[0].reloadPolicy.after", "\"0m\""),
        // A misspelt key is named, found from the file's structure before any value is read (session 16).
        (#""reloadPolicy": {"afterr": "15m"},"#, "complications[0].reloadPolicy.afterr", "unknown key \"afterr\""),
        (#""reloadBudget": {"reloadsPerDay": 7.5},"#, "complications[0].reloadBudget.reloadsPerDay", "7.5"),
        (#""reloadBudget": {"minimumInterval": "5 minutes"},"#, "complications[0].reloadBudget.minimumInterval", "\"5 minutes\""),
        (#""reloadBudget": {"entrySpacing": -300},"#, "complications[0].reloadBudget.entrySpacing", "-300"),
    ])
    func badValuesNameTheirPath(fields: String, path: String, found: String) {
        // A timeline some context shows (one line of two marked, not a lock's to hide, nor every element): a hidden
        // one's policy is private, one message at `reloadPolicy` (PrivateErrorMessageTests).
        let error = #expect(throws: FaceError.self) {
            try Self.decode(complication: #""dataProtection": "none", "# + fields, line: #"{"text": "a", "privacySensitive": true}, "b""#)
        }
        #expect(error?.path.description == path, "\(String(describing: error))")
        if !found.isEmpty { #expect(error?.found.hasPrefix(found) == true, "\(String(describing: error))") }
        #expect(error?.location != nil)
    }

    @Test func relevanceAndBudgetsDecode() throws {
        let json = """
            {"schemaVersion": 1, "timeZone": "Europe/Paris", "reloadBudget": {"reloadsPerDay": 40, "minimumInterval": 600},
             "complications": [{"id": "c", "slot": "subdialTop", "family": "accessoryCircular",
               "reloadBudget": {"entrySpacing": "10m"},
               "timeline": [{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "a"}]},
                             "relevance": {"score": 2.5, "duration": "45m"}}]}]}
            """
        let document = try FaceDocument.decode(Array(json.utf8)).document
        #expect(document.timeZone?.identifier == "Europe/Paris")
        #expect(document.reloadBudget == ReloadBudgetDocument(reloadsPerDay: 40, minimumInterval: TimeSpan(seconds: 600)))
        #expect(document.complications?[0].timeline?[0].relevance == RelevanceDocument(score: 2.5, duration: .minutes(45)))
        let budget = try TimelinePlanner.plan(document, name: "t").complications[0].budget
        #expect(budget == ReloadBudget(reloadsPerDay: 40, minimumInterval: 600, entrySpacing: 600))
    }

    @Test func aRelevanceNeedsAScore() {
        let json = """
            {"schemaVersion": 1, "complications": [{"id": "c", "slot": "subdialTop", "family": "accessoryCircular", PROTECTION
               "timeline": [{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "a", "privacySensitive": true}, "b"]},
                             "relevance": {"duration": "45m"}}]}]}
            """
        let public_ = #expect(throws: FaceError.self) {
            try FaceDocument.decode(Array(json.replacingOccurrences(of: "PROTECTION", with: #""dataProtection": "none","#).utf8))
        }
        #expect(public_?.kind == .missingKey)
        #expect(public_?.path.description == "complications[0].timeline[0].relevance.score")
        // Where a lock can hide the timeline, its faults are one message at the timeline, whatever the entry or field
        // (docs/privacy.md: a hidden list's count, and so an element's place, is hidden; session 17).
        let hidden = #expect(throws: FaceError.self) {
            try FaceDocument.decode(Array(json.replacingOccurrences(of: "PROTECTION", with: "").utf8))
        }
        #expect(hidden?.kind == .invalidValue)
        #expect(hidden?.path.description == "complications[0].timeline")
    }

    @Test func durationsWithUnits() {
        #expect(TimeSpan("90s")?.seconds == 90)
        #expect(TimeSpan("15m")?.seconds == 900)
        #expect(TimeSpan("1h30m")?.seconds == 5400)
        #expect(TimeSpan("2h5m10s")?.seconds == 7510)
        for bad in ["", "15", "m", "1m1h", "1h1h", "-5m", "1.5h", "15 m", "１m"] {
            #expect(TimeSpan(bad) == nil, "\(bad)")
        }
        #expect(TimeSpan(seconds: 5400).description == "1h30m")
        #expect(TimeSpan(seconds: 0).description == "0s")
    }

    @Test func duplicateDatesAreStillRefusedNamingBoth() {
        let json = """
            {"schemaVersion": 1, "complications": [{"id": "c", "slot": "subdialTop", "family": "accessoryCircular",
               "timeline": [{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "a"}]}},
                            {"date": "2026-11-22T08:00:00Z", "content": {"template": "stack", "lines": [{"text": "b"}]}}]}]}
            """
        let document = try? FaceDocument.decode(Array(json.utf8)).document
        let error = #expect(throws: FaceError.self) { try TimelinePlanner.plan(document!, name: "t") }
        #expect(error?.path.description == "complications[0].timeline[1].date")
        #expect(error?.found.contains("timeline[0]") == true)
    }
}
