# Item 5: a bezel whose curved text is unredacted and nothing marked: its hidden inner drawn in its template's shape.
inners = {
  "gauge": '{"template": "gauge", "value": 0.7, "text": {"text": "70"}}',
  "stack": '{"template": "stack", "lines": [{"text": "70"}]}',
  "rings": '{"template": "rings", "rings": [{"value": 0.7}], "text": {"text": "70"}}',
}
def face(inner):
    return '''{ "schemaVersion": 1, "name": "Bezel", "style": "infograph", "time": "2026-11-22T10:09:30+01:00",
  "complications": [
    { "id": "bezel", "slot": "subdialTop", "family": "graphicBezel", "dataProtection": "none",
      "content": {"template": "curvedText", "text": {"text": "HEART RATE"}, "unredacted": true, "inner": %s} } ],
  "settings": {"hideSensitiveComplications": true} }''' % inner
n = max(len(face(v)) for v in inners.values())
for k, v in inners.items():
    f = face(v); open("5-bezel-%s.json" % k, "w").write(f + " " * (n - len(f)))
# variant: the text line unredacted (not the template)
def face2(inner):
    return '''{ "schemaVersion": 1, "name": "Bezel", "style": "infograph", "time": "2026-11-22T10:09:30+01:00",
  "complications": [
    { "id": "bezel", "slot": "subdialTop", "family": "graphicBezel", "dataProtection": "none",
      "content": {"template": "curvedText", "text": {"text": "HEART RATE", "unredacted": true}, "inner": %s} } ],
  "settings": {"hideSensitiveComplications": true} }''' % inner
n = max(len(face2(v)) for v in inners.values())
for k, v in inners.items():
    f = face2(v); open("5-bezel-text-%s.json" % k, "w").write(f + " " * (n - len(f)))
