"""Writes notes16/thousand-entries.json, the face whose `dial validate` docs/performance.md counts ("Unknown keys from
the file's structure"): 1,000 timeline entries, each a stack of two lines, and a small view."""
import json
entries = [{"date": "2026-11-22T%02d:%02d:00Z" % (i // 60 % 24, i % 60),
            "content": {"template": "stack", "lines": [{"text": "Entry %d" % i, "color": "#FF9F0A"},
                                                       {"text": "Room 4", "privacySensitive": True}]}} for i in range(1000)]
face = {"schemaVersion": 1, "style": "modular", "complications": [
    {"id": "cal", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "timeline": entries},
    {"id": "v", "slot": "topLeft", "family": "accessoryCircular",
     "content": {"view": {"vstack": [{"text": "a", "font": {"size": 12}, "frame": {"width": 20}}, {"gauge": {"value": 0.5}}]}}}]}
open("notes16/thousand-entries.json", "w").write(json.dumps(face, indent=1))
