#!/usr/bin/env bash
# Installs what Dial needs from Debian's packages, only where missing, then builds.
# Usage: scripts/setup.sh            (build the dial tool optimised, as `swift run -c release dial` runs it)
#        DIAL_BUILD=none scripts/setup.sh   (install only)
set -euo pipefail
cd "$(dirname "$0")/.."

# fonts-material-design-icons-iconfont: Material Icons (Apache-2.0), the shapes Dial draws for SF Symbols names, which
# may not be redistributed (docs/views.md, "Symbols").
# fonts-quicksand: Quicksand (SIL OFL, 390 KB), the faces of `design: rounded` (docs/views.md, "Dial's choices");
# fonts-dejavu-core also gives `serif` and `monospaced` theirs.
# fonts-noto-extra: Noto's medium and semi-bold faces of 36 scripts (and its symbols), so that a medium or semi-bold
# line's Devanagari, Thai or Arabic is drawn at its own weight, not regular or bold (72 MB to fetch, 334 MB on disk, of
# which Dial pins 8.7 MB; docs/face-format.md, "How text fits").
# tzdata: the system's time-zone files. Foundation on Linux reads a face's named timeZone from the ICU data of the
# Swift toolchain, not from these; they keep the machine's own zone (TimeZone.current, date) right.
packages=(pkg-config libcairo2-dev libharfbuzz-dev libfreetype-dev libfribidi-dev libpng-dev libdeflate-dev fonts-inter fonts-dejavu-core fonts-quicksand fonts-noto-core fonts-noto-extra fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont tzdata)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no 'swift' on PATH; Dial needs Swift 6 (https://www.swift.org/install/linux/)" >&2
  exit 1
fi

# The tool is built optimised: a debug build renders several times slower, and what a user times is the tool they run
# (docs/performance.md). The tests build for debugging on their own (scripts/test.sh).
if [ "${DIAL_BUILD:-release}" != none ]; then
  swift build -c release --product dial
fi
