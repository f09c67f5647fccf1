# Item 3: explain's notDrawn names the timeline entry in force.
# U+11EE0 (Makasar) has no pinned font.
def face(first_minute, extra):
    return '''{ "schemaVersion": 1, "name": "Undrawn", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
  "complications": [
    { "id": "note", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
      "timeline": [
        {"date": "2026-11-22T0%d:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "Note", "unredacted": true}, {"text": "\U00011ee0\U00011ee1 %s", "unredacted": true}, {"text": "secret", "privacySensitive": true}]}},
        {"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "Note", "unredacted": true}, {"text": "\U00011ee0\U00011ee1 %s", "unredacted": true}, {"text": "other", "privacySensitive": true}]}}
      ] } ],
  "settings": {"hideSensitiveComplications": true} }''' % (first_minute, extra, extra)
a, b = face(1, "x"), face(1, "x")
# b: the second entry is in force (its date before the time), a: the first (second entry in the future)
a = a.replace("2026-11-22T09:00:00", "2026-11-22T11:00:00")
open("3-partly-a.json", "w").write(a); open("3-partly-b.json", "w").write(b)
# whole: the complication marks nothing; hidden whole in Always On; Makasar text in the content.
def whole(date2):
    return '''{ "schemaVersion": 1, "name": "Undrawn", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
  "complications": [
    { "id": "note", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
      "placeholder": {"template": "stack", "lines": [{"text": "Note \U00011ee0"}]},
      "timeline": [
        {"date": "2026-11-22T01:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "Note"}, {"text": "\U00011ee0\U00011ee1"}]}},
        {"date": "%s", "content": {"template": "stack", "lines": [{"text": "Note"}, {"text": "\U00011ee0\U00011ee1"}]}}
      ] } ],
  "settings": {"hideSensitiveComplications": true} }''' % date2
open("3-whole-a.json", "w").write(whole("2026-11-22T09:00:00+01:00")); open("3-whole-b.json", "w").write(whole("2026-11-22T11:00:00+01:00"))
