#!/usr/bin/env bash
# Renders every face in Faces/ on 40, 41, 44, 45 and 49 mm (active and Always On, PNG and TXT) and runs dial lint
# on each screen; prints one line per layout finding (waived ones as waived:RULE) (overlap, clockCovered, textCut,
# textBelowLegible, missingGlyph ...), and writes everything under OUT.
# Usage: notes16/audit.sh [DIAL] [OUT]
set -u
DIAL=${1:-.build/debug/dial}
OUT=${2:-/tmp/audit16}
DEVICES=${DEVICES:-"40mm 41mm 44mm 45mm 49mm"}
mkdir -p "$OUT"
: > "$OUT/findings.tsv"
find Faces -name '*.json' ! -name 'face.schema.json' | sort | while read -r face; do
  name=${face#Faces/}; name=${name%.json}; safe=${name//\//_}
  for device in $DEVICES; do
    dir="$OUT/$device/$safe"; mkdir -p "$dir"
    "$DIAL" render "$face" --device "$device" --mode both --format png,txt --out "$dir" > "$dir/render.log" 2>&1 \
      || echo -e "$name\t$device\trender-failed\t$(head -c 300 "$dir/render.log" | tr '\n\t' '  ')" >> "$OUT/findings.tsv"
    "$DIAL" lint "$face" --device "$device" --json > "$dir/lint.json" 2> "$dir/lint.err"
    python3 - "$name" "$device" "$dir/lint.json" >> "$OUT/findings.tsv" <<'PY'
import json, sys
name, device, path = sys.argv[1:4]
try:
    reports = json.load(open(path))
except Exception as error:
    print(f"{name}\t{device}\tlint-unreadable\t{error}"); sys.exit()
always_on_rules = {"litPixels", "luminance", "edgeMargin", "solidWhite", "memory", "burnIn"}
for entry in reports:
    for finding in entry["report"].get("findings", []):
        if finding["rule"] in always_on_rules:
            continue
        rule = ("waived:" if finding.get("waived") else "") + finding["rule"]
        print(f"{name}\t{device}\t{rule}\t{finding['message']}")
PY
  done
done
cut -f3 "$OUT/findings.tsv" | sort | uniq -c
