# Item 1: the entry in force marks nothing (privacy hides it whole), another entry marks something.
import json
def alternatives(n):
    texts = ", ".join('{"text": "%d"}' % (i % 10) for i in range(n))
    cols = ", ".join(['{"vstack": [%s]}' % texts] * n)
    views = ", ".join(['{"hstack": [%s]}' % cols] * n)
    return '{"viewThatFits": [%s]}' % views
def face(n):
    return '''{ "schemaVersion": 1, "name": "Hidden", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
  "complications": [
    { "id": "hidden", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
      "timeline": [
        {"date": "2026-11-22T00:00:00+01:00", "content": { "view": { "vstack": [{ "text": "Glucose" }, %s] } } },
        {"date": "2026-11-23T00:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "Dose"}, {"text": "x", "privacySensitive": true}]}}
      ] },
    { "id": "weather", "slot": "bottomLeft", "family": "accessoryCircular", "dataProtection": "none",
      "content": { "template": "stack", "lines": [{ "text": "5°", "unredacted": true }] } } ],
  "settings": {"hideSensitiveComplications": true} }''' % alternatives(n)
few, many = face(1), face(16)
few += " " * (len(many) - len(few))
open("1-timing-few.json", "w").write(few)
open("1-timing-many.json", "w").write(many)
