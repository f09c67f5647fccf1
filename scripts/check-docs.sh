#!/usr/bin/env bash
# Checks the documentation, as CI does after the tests (scripts/test.sh):
# 1. every relative link and anchor of README.md and docs/*.md leads somewhere (scripts/check-links.py);
# 2. every public symbol of the documented modules has a doc comment (scripts/check-doc-coverage.py);
# 3. `swift package generate-documentation` builds every target's documentation with no warning: a symbol link that
#    names nothing, an article no page reaches, a parameter documented under a name the function does not have, or
#    left out.
# Usage: scripts/check-docs.sh                     (all three; builds what is not built yet)
#        DIAL_DOCS=links scripts/check-docs.sh     (links only: a second, and no Swift needed)
set -euo pipefail
cd "$(dirname "$0")/.."

python3 scripts/check-links.py
[ "${DIAL_DOCS:-all}" = links ] && exit 0

log=$(mktemp)
trap 'rm -f "$log"' EXIT
fail() {
  cat "$log" >&2
  echo "check-docs: $1" >&2
  exit 1
}

# Modules whose every public symbol is documented, and must stay so. DialModel and DialCore are among them: their
# types surface through Dial's API (Display, TimeOverride, DisplayList, the face documents Dial re-exports).
documented=(Dial DialModel DialCore DialViews DialTesting DialGolden DialFiles DialSVG DialPNG DialText DialCairo DialBench)
swift package dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || fail "swift package dump-symbol-graph failed"
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
[ -d "$graphs" ] || fail "cannot find the symbol graphs swift package dump-symbol-graph wrote"
python3 scripts/check-doc-coverage.py "$graphs" "${documented[@]}"

# Every target, as `swift package generate-documentation` builds them with no target named (what a user runs):
# the products' catalogues (Dial, DialTesting, DialGolden, which DialTesting re-exports, and DialSnapshotTesting,
# whose catalogue builds even with its trait off), and every module's symbols.
status=0
swift package generate-documentation --warnings-as-errors >"$log" 2>&1 || status=$?
# --warnings-as-errors turns every docc warning into an error, which fails the run. The greps are a second line of
# defence, should a later plugin or docc report a diagnostic without failing: docc prints "warning: ..." or
# "error: ..." at the start of a line, followed by the file it is about.
[ "$status" -eq 0 ] || fail "the DocC documentation does not build without warnings (see above)"
if grep -qE '^(warning|error): ' "$log"; then
  fail "docc reported a diagnostic (see above)"
fi
echo "check-docs: the documentation of every target built with no warning"
