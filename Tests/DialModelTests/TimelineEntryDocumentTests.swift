import DialModel
import DialTestSupport
import Foundation
import Testing

/// `TimelineEntryDocument` and the content it holds, read by hand from a face file (`init(reading:)`, their one reader):
/// every field read back from the JSON the document writes, and, for every kind of fault, the same message, word for word, as when
/// Codable read them (the messages below are those of `dial` before the decoder was written by hand), in a timeline
/// no context hides and in one a lock can hide. (A fault only the resolve stage finds, such as a line with neither text
/// nor date, is not the decoder's and is not here.) One message is new: a `maxLines` where no line wraps is refused
/// where it is read, for that, as the resolve stage refused an integer there, whatever it holds (`LineRoom`).
@Suite struct TimelineEntryDocumentTests {
    /// A face whose one complication has a good entry, then `entry` on line 7, with `protection`.
    /// A public line in the static content keeps the complication hidden in part (every element marked, privacy would
    /// hide it whole, its timeline with it).
    static func face(entry: String, protection: String) -> [UInt8] {
        Array("""
        { "schemaVersion": 1, "name": "Case", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
          "complications": [
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "\(protection)",
              "content": { "template": "stack", "lines": [{ "text": "Static", "privacySensitive": true }, "Now"] },
              "timeline": [
                {"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "First", "privacySensitive": true}]}},
                \(entry) ] } ] }

        """.utf8)
    }

    /// An entry, the message with `dataProtection: none`, and with `complete` (its whole timeline private).
    static let faults: [(entry: String, open: String, locked: String)] = [
        (##"{"content": {"template": "stack", "lines": [{"text": "A", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].date: expected a value for required key "date": an ISO 8601 date-time with offset, like "2026-11-22T10:09:30+01:00" or "2026-11-22T09:09:30Z", found nothing (line 7, column 9)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": 5, "content": {"template": "stack", "lines": [{"text": "A", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].date: expected a string, found a number (5) (line 7, column 18)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "tomorrow", "content": {"template": "stack", "lines": [{"text": "A", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].date: expected an ISO 8601 date-time with offset, like "2026-11-22T10:09:30+01:00" or "2026-11-22T09:09:30Z", found "tomorrow" (line 7, column 18)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00"}"##,
         ##"complications[0].timeline[1].content: expected a value for required key "content", found nothing (line 7, column 9)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": "stack"}"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"lines": [{"text": "A", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.template: expected a value for required key "template": one of "stack", "gauge", "rings", "curvedText", "chart", "image", found nothing (line 7, column 58)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stak", "lines": [{"text": "A", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.template: expected one of "stack", "gauge", "rings", "curvedText", "chart", "image", found "stak" (line 7, column 71)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": 3, "lines": [{"text": "A", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.template: expected a string, found a number (3) (line 7, column 71)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "view": {"text": "A"}, "lines": [{"text": "A", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.view: expected one of "icon", "lines", "privacySensitive", "template", "unredacted", found unknown key "view" (line 7, column 80)"##,
         ##"complications[0].timeline[…].content.view: expected one of "icon", "lines", "privacySensitive", "template", "unredacted", found unknown key "view" (line 7)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "privacySensitive": true}}"##,
         ##"complications[0].timeline[1].content: expected a content: an object with "view", or "template" and what that template needs (a stack its "lines", a gauge its "value", rings their "rings", a chart its "values", an image its "image", curved text its "text"), found a value not repeated here (a complication's data may be private) (line 7)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": {"text": "A"}, "privacySensitive": true}}"##,
         ##"complications[0].timeline[1].content.lines: expected a valid "lines" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 7)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [7], "privacySensitive": true}}"##,
         ##"complications[0].timeline[1].content.lines: expected a valid "lines" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 7)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": 72, "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].text: expected a string, or where a template takes a label, a text object {"text": a string, or a live time text's "date" and "style" (and "timeZone"), and optionally "font", "color", "privacySensitive", "unredacted", "accentable", "minimumScale", "maxLines", "alwaysOn"}; a written "text" or a live time text's "date", not both, found a value not repeated here (a complication's data may be private) (line 7)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "privacySensitive": true, "colour": "#FF0000"}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].colour: expected one of "accentable", "alwaysOn", "color", "date", "font", "maxLines", "minimumScale", "privacySensitive", "shortText", "style", "text", "timeZone", "unredacted", found unknown key "colour" (did you mean "color"?) (line 7)"##,
         ##"complications[0].timeline[…].content.lines[…].colour: expected one of "accentable", "alwaysOn", "color", "date", "font", "maxLines", "minimumScale", "privacySensitive", "shortText", "style", "text", "timeZone", "unredacted", found unknown key "colour" (did you mean "color"?) (line 7)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "privacySensitive": true}], "tint": "#FF0000"}}"##,
         ##"complications[0].timeline[1].content.tint: expected one of "icon", "lines", "privacySensitive", "template", "unredacted", found unknown key "tint" (line 7)"##,
         ##"complications[0].timeline[…].content.tint: expected one of "icon", "lines", "privacySensitive", "template", "unredacted", found unknown key "tint" (line 7)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "relevanse": 1, "content": {"template": "stack", "lines": [{"text": "A", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].relevanse: expected one of "content", "date", "relevance", found unknown key "relevanse" (did you mean "relevance"?) (line 7, column 47)"##,
         ##"complications[0].timeline[…].relevanse: expected one of "content", "date", "relevance", found unknown key "relevanse" (did you mean "relevance"?) (line 7)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "color": "red", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].color: expected "#RRGGBB" or "#RRGGBBAA", found a value not repeated here (a complication's data may be private) (line 7)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "maxLines": 1.5, "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].maxLines: expected 1 to 3 lines (only the last line of a rectangular stack wraps, onto at most 3), found a value not repeated here (a complication's data may be private) (line 7)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "font": "title", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].font: expected one of "headline", "body", "caption", found a value not repeated here (a complication's data may be private) (line 7)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "privacySensitive": "yes"}]}}"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "icon": {"icon": "heart", "file": "x.png"}, "lines": [{"text": "A", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.icon: expected exactly one of "icon", "file" or "path", found "icon" and "file" (line 7, column 88)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "relevance": 5, "content": {"template": "stack", "lines": [{"text": "A", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].relevance: expected an object, found a number (5) (line 7, column 60)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "gauge", "privacySensitive": true}}"##,
         ##"complications[0].timeline[1].content: expected a content: an object with "view", or "template" and what that template needs (a stack its "lines", a gauge its "value", rings their "rings", a chart its "values", an image its "image", curved text its "text"), found a value not repeated here (a complication's data may be private) (line 7)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"7"##,
         ##"complications[0].timeline[1]: expected an object, found a number (7) (line 7, column 9)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "shortText": 5, "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].shortText: expected a valid "shortText" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 7)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "alwaysOn": {"hiden": true}, "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].alwaysOn.hiden: expected one of "color", "hidden", "stroke", "text", found unknown key "hiden" (did you mean "hidden"?) (line 7)"##,
         ##"complications[0].timeline[…].content.lines[…].alwaysOn.hiden: expected one of "color", "hidden", "stroke", "text", found unknown key "hiden" (did you mean "hidden"?) (line 7)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": 72}, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].text: expected a string, found a number (72) (line 7, column 99)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "color": "red"}, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].color: expected "#RRGGBB" or "#RRGGBBAA", found "red" (line 7, column 113)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "colr": "#FF0000"}, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].colr: expected one of "accentable", "alwaysOn", "color", "date", "font", "maxLines", "minimumScale", "privacySensitive", "shortText", "style", "text", "timeZone", "unredacted", found unknown key "colr" (did you mean "color"?) (line 7, column 104)"##,
         ##"complications[0].timeline[…].content.lines[…].colr: expected one of "accentable", "alwaysOn", "color", "date", "font", "maxLines", "minimumScale", "privacySensitive", "shortText", "style", "text", "timeZone", "unredacted", found unknown key "colr" (did you mean "color"?) (line 7)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "maxLines": 1.5}, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].maxLines: expected no "maxLines" here (only the last line of a rectangular stack wraps), found 1.5 (line 7, column 116)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "font": "title"}, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].font: expected one of "headline", "body", "caption", found "title" (line 7, column 112)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "accentable": 1}, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].accentable: expected true or false, found a number (1) (line 7, column 118)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [["A"], {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0]: expected an object, found an array (line 7, column 90)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"date": 5, "style": "time"}, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].date: expected a string, found a number (5) (line 7, column 99)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"date": "now", "style": "clock"}, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].style: expected one of "time", "date", "relative", "offset", "timer", found "clock" (line 7, column 115)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "minimumScale": "big"}, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].minimumScale: expected a number, found a string ("big") (line 7, column 120)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [null, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0]: expected an object, found null (line 7, column 90)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "A", "shortText": []}, {"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.lines[0].shortText: expected a shorter form of the text, or an array of 1 to 4 of them, longest first, found 0 forms (line 7, column 117)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "icon": {"icon": "hart"}, "lines": [{"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.icon.icon: expected one of "heart", "flame", "drop", "sun", "moon", "cloud", "rain", "snow", "bolt", "wind", "calendar", "clock", "bell", "lock", "key", "mail", "message", "phone", "location", "walking", "battery", "timer", "stopwatch", "music", found "hart" (line 7, column 97)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "unredacted": "no", "lines": [{"text": "S", "privacySensitive": true}]}}"##,
         ##"complications[0].timeline[1].content.unredacted: expected true or false, found a string ("no") (line 7, column 94)"##,
         ##"complications[0].timeline: expected a valid "timeline" (docs/face-format.md), found a value not repeated here (a complication's data may be private; `dial validate entry.json` names the fault) (line 5)"##),
        (##"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lnes": [{"text": "S", "privacySensitive": true}]}}"##,
         // An unknown key comes first, found from the file's keys before any value is read: the misspelt key is named.
         ##"complications[0].timeline[1].content.lnes: expected one of "icon", "lines", "privacySensitive", "template", "unredacted", found unknown key "lnes" (did you mean "lines"?) (line 7, column 80)"##,
         ##"complications[0].timeline[…].content.lnes: expected one of "icon", "lines", "privacySensitive", "template", "unredacted", found unknown key "lnes" (did you mean "lines"?) (line 7)"##),
    ]

    @Test(arguments: faults.indices)
    func faultReadsAsCodableReadIt(index: Int) throws {
        let fault = Self.faults[index]
        for (protection, message) in [("none", fault.open), ("complete", fault.locked)] {
            let error = #expect(throws: FaceError.self) {
                _ = try FaceDocument.decode(Self.face(entry: fault.entry, protection: protection), file: "entry.json")
            }
            #expect(error?.description == "entry.json: " + message, "\(protection): \(fault.entry)")
        }
    }

    /// An entry the parser reads by its shape (`JSONTree.readByShape`) and the grammar declines, another template's, is
    /// read by the readers, which find its unknown key; and an entry the grammar reads whole, noted on its first record
    /// alone (`DecodingSession.noteRead`), leaves the keys after it checked.
    @Test func entriesReadByTheirShapeLeaveUnknownKeysFound() throws {
        let declined = Self.face(entry: #"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "gauge", "lines": ["A"]}}"#,
                                 protection: "none")
        let inEntry = #expect(throws: FaceError.self) { _ = try FaceDocument.decode(declined, file: "entry.json") }
        #expect(inEntry?.kind == .unknownKey)
        #expect(inEntry?.path == [.key("complications"), .index(0), .key("timeline"), .index(1), .key("content"), .key("lines")])
        let plain = #"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": ["A"]}}"#
        var after = Self.face(entry: plain, protection: "none")
        // `] } ] }` closes the timeline, the complication, the list and the face: a key after the timeline's.
        let close = Array("] } ] }".utf8)
        let at = try #require(after.indices.last { after[$0...].starts(with: close) })
        after.replaceSubrange(at..<at + close.count, with: Array(#"], "timelin": [] } ] }"#.utf8))
        let afterEntries = #expect(throws: FaceError.self) { _ = try FaceDocument.decode(after, file: "entry.json") }
        #expect(afterEntries?.kind == .unknownKey)
        #expect(afterEntries?.path == [.key("complications"), .index(0), .key("timelin")])
        // Both entries are read by their shape and the grammar, then nothing is left unknown.
        #expect(throws: Never.self) { _ = try FaceDocument.decode(Self.face(entry: plain, protection: "none"), file: "entry.json") }
    }

    /// Every face of Faces/ reads back, by hand, to the document it was read to, from the JSON that document writes:
    /// a field the hand-written readers set wrongly would differ.
    @Test(arguments: Repository.exampleFaces)
    func readsEveryFaceBackFromItsJSON(face: String) throws {
        let bytes = try Data(contentsOf: Repository.faceFile(face))
        let byHand = try FaceDocument.decode(Array(bytes), file: face + ".json").document
        #expect(byHand == (try FaceDocument.decode(try byHand.json(), file: face + ".json").document))
    }

    /// A complication with every field set, a timeline entry and its stack's lines too: each field is read (none is
    /// left nil, which a reader that forgot a field added to its type would leave), and the document reads back from
    /// the JSON it writes. Foundation's encoder knows every field from the types' `Codable` conformances.
    @Test func readsEveryFieldBackFromItsJSON() throws {
        let complication = #"""
        { "schemaVersion": 1, "name": "Case", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
          "complications": [
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "tint": "#FF9F0A",
              "content": {"template": "stack", "lines": ["Static"]}, "placeholder": {"template": "stack", "lines": ["Meds"]},
              "redactionStyle": "apple", "reloadPolicy": {"after": "15m"}, "usesLocation": true,
              "reloadBudget": {"reloadsPerDay": 40, "minimumInterval": "10m", "entrySpacing": "5m"},
              "timeline": [
                {"date": "2026-11-22T11:00:00+01:00", "relevance": {"score": 2, "duration": 600},
                 "content": {"template": "stack", "privacySensitive": false, "unredacted": false, "icon": {"icon": "heart", "color": "#FF0000"},
                  "lines": [{"text": "A", "shortText": ["a"], "font": "caption", "color": "#00FF00", "privacySensitive": true,
                             "unredacted": false, "accentable": true, "minimumScale": 0.6, "alwaysOn": {"hidden": true}},
                            {"date": "now", "style": "time", "timeZone": "Europe/Paris", "maxLines": 2}]}} ] } ] }
        """#
        let byHand = try FaceDocument.decode(Array(complication.utf8), file: "every.json").document
        let read = try #require(byHand.complications?.first)
        let entry = try #require(read.timeline?.first)
        guard case .stack(let stack) = entry.content else { Issue.record("not a stack: \(entry.content)"); return }
        #expect(Self.unset(in: read) == [])
        #expect(Self.unset(in: entry) == [])
        #expect(Self.unset(in: stack) == [])
        // A line holds a written text or a live one: between them the two lines set every field.
        #expect(Set(Self.unset(in: stack.lines[0])).intersection(Self.unset(in: stack.lines[1])) == [])
        #expect(byHand == (try FaceDocument.decode(try byHand.json(), file: "every.json").document))
    }

    /// The names of `value`'s optional stored properties that are nil.
    private static func unset(in value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap { child in
            let field = Mirror(reflecting: child.value)
            return field.displayStyle == .optional && field.children.isEmpty ? child.label : nil
        }
    }

    /// An entry's date is read from the file's bytes where it holds no escape, without a string made of it: it must
    /// read, or be refused with its message, exactly as the parser reads the text as a string (`Timestamp(iso8601:)`),
    /// for every form: valid ones, each byte of them changed, cut short or run on, and each also written with an escape
    /// (which is read as a string). 2,000 or so dates, made the same way each run.
    @Test func datesReadAsTheirTextParses() throws {
        let bases = ["2026-11-22T09:30:15+01:00", "2024-02-29T23:59:59Z", "1900-02-28t00:00:00z", "0000-01-01T00:00:00-18:00",
                     "9999-12-31T12:00:00+17:59"]
        let replacements = ["0", "9", "3", "-", ":", "T", "Z", "+", "é", "x", " "]
        var texts = Set(bases)
        for base in bases {
            let characters = Array(base)
            for position in characters.indices {
                texts.insert(String(characters[..<position]))
                for replacement in replacements {
                    var changed = characters
                    changed.replaceSubrange(position...position, with: replacement)
                    texts.insert(String(changed))
                }
            }
            for tail in ["Z", "0", " ", ":00"] { texts.insert(base + tail) }
        }
        let expected = "an ISO 8601 date-time with offset, like \"2026-11-22T10:09:30+01:00\" or \"2026-11-22T09:09:30Z\""
        var accepted = 0
        for text in texts.sorted() {
            // As written, and with its first character escaped: `\u0032026-…` is the same text.
            let escaped = text.unicodeScalars.first.map { String(format: "\\u%04X", $0.value) + String(text.unicodeScalars.dropFirst()) }
            for written in [text] + (escaped.map { [$0] } ?? []) {
                let entry = #"{"date": "\#(written)", "content": {"template": "stack", "lines": [{"text": "A", "privacySensitive": true}]}}"#
                let face = Self.face(entry: entry, protection: "none")
                if let instant = Timestamp(iso8601: text) {
                    let document = try FaceDocument.decode(face, file: "entry.json").document
                    #expect(document.complications?.first?.timeline?.last?.date == instant, "\(written)")
                    accepted += 1
                } else {
                    let error = #expect(throws: FaceError.self, "\(written)") {
                        _ = try FaceDocument.decode(face, file: "entry.json")
                    }
                    #expect(error?.description == #"entry.json: complications[0].timeline[1].date: expected \#(expected), found "\#(text)" (line 7, column 18)"#)
                }
            }
        }
        // Both ways are tried: some dates are read, most are refused.
        #expect(accepted > 40 && accepted < texts.count)
    }

    /// A complication and a timeline entry have one reader, the face file's: another decoder is refused, with the
    /// reader to use, rather than read them by rules of its own.
    @Test func refusesAnotherDecoder() throws {
        let entry = Data(#"{"date": "2026-11-22T11:00:00+01:00", "content": {"template": "stack", "lines": ["A"]}}"#.utf8)
        let complication = Data(#"{"id": "c", "slot": "center", "family": "accessoryRectangular", "content": {"template": "stack", "lines": ["A"]}}"#.utf8)
        for attempt in [{ _ = try JSONDecoder().decode(TimelineEntryDocument.self, from: entry) },
                        { _ = try JSONDecoder().decode(ComplicationDocument.self, from: complication) }] {
            let error = #expect(throws: DecodingError.self) { try attempt() }
            #expect("\(String(describing: error))".contains("FaceDocument.decode"))
        }
        // The same bytes read from a face file.
        #expect(try FaceDecoder.decode(ComplicationDocument.self, from: Array(complication)).value.id == "c")
    }
}
