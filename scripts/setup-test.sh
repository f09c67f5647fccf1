#!/usr/bin/env bash
# Installs what the test suite needs beyond scripts/setup.sh: Chromium (Debian package chromium), for the test that
# opens a golden failure report in a real browser. Only where missing; scripts/test.sh (and so CI) calls it.
# DIAL_BROWSER=none skips it: the browser test then reports itself skipped, never passed.
set -euo pipefail

if [ "${DIAL_BROWSER:-chromium}" = none ]; then
  exit 0
fi
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi

echo "setup-test: installing chromium (for the golden report's browser test; DIAL_BROWSER=none skips it)"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
