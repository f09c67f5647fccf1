"""Pairs of faces that differ only in a hidden value, for the gaps (a)-(e) of docs/privacy.md (session 15's review).
Usage: python3 notes16/pairs.py DIAL  -- runs `DIAL validate` on each face and prints whether each set's messages agree."""
import subprocess, sys, tempfile, os

def probe(content, protection="none", pub='{ "template": "gauge", "value": 0.5, "text": "50%" }', third=""):
    return ('{ "schemaVersion": 1, "style": "modular", "complications": [{ "id": "secret", "slot": "center", "family": "accessoryRectangular",\n'
            '  "dataProtection": "%s", "content": %s },\n'
            '  { "id": "pub", "slot": "bottomRight", "family": "accessoryCircular", "dataProtection": "none", "content": %s }%s] }') % (protection, content, pub, third)

SETS = {
  # (a) past 8 refused private values, an unknown key after them
  "a": (lambda v: probe('{ "template": "stack", "lines": [' + ", ".join('{ "text": "x", "privacySensitive": true, "color": %s }' % v for _ in range(10)) + '], "extra": 1 }'),
        ['"#FF0000"', '"red"', '5']),
  # (b) a hidden live text's date and time zone, which no stand-in read
  "b-date": (lambda v: probe('{ "view": { "vstack": [{ "text": "T" }, { "text": { "date": %s, "style": "time", "extra": 1 }, "privacySensitive": true }] } }' % v),
        ['"2026-01-01T10:00:00Z"', '"noon"', '5']),
  "b-zone": (lambda v: probe('{ "template": "stack", "lines": [{ "text": "T" }, { "date": "now", "style": "time", "timeZone": %s, "privacySensitive": true }], "extra": 1 }' % v),
        ['"Europe/Paris"', '"Mars/Base"', '7']),
  # (c) a parser fault outside private data, unread (under an unknown key), after a private fault
  "c": (lambda v: probe('{ "template": "stack", "lines": [{ "text": "x", "privacySensitive": true, "color": %s }, { "text": "T", "extra": 072 }] }' % v),
        ['"#FF0000"', '"red"', '5']),
  # (d) a check spanning two hidden fields: a frame's minWidth against its maxWidth
  "d": (lambda v: probe('{ "view": { "vstack": [{ "text": "72", "frame": { "minWidth": %s, "maxWidth": 20, "extra": 1 }, "privacySensitive": true }, { "text": "T" }] } }' % v),
        ['10', '30', '"wide"']),
  # (e) a fault outside private data after the private one, an unknown key after both
  "e": (lambda v: probe('{ "template": "stack", "lines": [{ "text": "x", "privacySensitive": true, "color": %s }, { "text": "T", "color": 5 }] }' % v,
                        pub='{ "template": "gauge", "value": 0.5, "text": "50%", "extra": 1 }'),
        ['"#FF0000"', '"red"', '5']),
}

def run(dial, text):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "face.json")
        open(path, "w").write(text)
        done = subprocess.run([dial, "validate", path], capture_output=True, text=True)
        return done.returncode, done.stderr.replace(folder, "DIR")

if __name__ == "__main__":
    dial = sys.argv[1]
    for name, (make, values) in SETS.items():
        outs = [run(dial, make(v)) for v in values]
        same = all(o == outs[0] for o in outs)
        print(f"{name}: {'same' if same else 'DIFFERENT'}")
        if not same or "-v" in sys.argv:
            for v, o in zip(values, outs): print("   ", v, o[0], o[1].strip()[:200])
