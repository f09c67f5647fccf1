# Item 2: a privacySensitive spacer's fraction frame / minLength moves the hidden bar after it.
def face(spacer):
    return '''{ "schemaVersion": 1, "name": "Spacer", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
  "complications": [
    { "id": "glucose", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
      "content": { "view": { "vstack": [{ "text": "Glucose" },
         { "hstack": [%s, { "text": "142", "privacySensitive": true }, { "spacer": {} }] }] } } } ],
  "settings": {"hideSensitiveComplications": true} }''' % spacer
pairs = {
  "2-fraction": ('{"spacer": {}, "privacySensitive": true, "frame": {"width": {"fraction": 0.1}}}',
                 '{"spacer": {}, "privacySensitive": true, "frame": {"width": {"fraction": 0.5}}}'),
  "2-minlength": ('{"spacer": {"minLength": 0}, "privacySensitive": true}',
                  '{"spacer": {"minLength": 60}, "privacySensitive": true}'),
  "2-container": ('{"hstack": [{"spacer": {"minLength": 0}}], "privacySensitive": true, "frame": {"width": {"fraction": 0.1}}}',
                  '{"hstack": [{"spacer": {"minLength": 0}}], "privacySensitive": true, "frame": {"width": {"fraction": 0.5}}}'),
}
for name, (a, b) in pairs.items():
    fa, fb = face(a), face(b)
    n = max(len(fa), len(fb))
    open(name + "-a.json", "w").write(fa + " " * (n - len(fa)))
    open(name + "-b.json", "w").write(fb + " " * (n - len(fb)))
