#!/usr/bin/env bash
# Installs what the test suite needs beyond scripts/setup.sh, each only where missing; scripts/test.sh (and so CI)
# calls it, and a second run installs nothing.
# - check-jsonschema (PyPI), the independent validator SchemaTests checks Faces/face.schema.json with.
# - rsvg-convert (Debian package librsvg2-bin), an independent SVG renderer: every SVG golden must show its PNG.
# - Chromium (Debian package chromium), for the tests that open a golden failure report and dial preview in a real browser.
#   DIAL_BROWSER=none skips it: the browser tests then report themselves skipped, never passed (under CI they fail).
# - strace (Debian package strace), to see which files dial preview opens while it answers requests.
set -euo pipefail

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
apt_updated=false
apt_install() {
  if [ "$apt_updated" = false ]; then
    $sudo apt-get update -qq
    apt_updated=true
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if ! command -v check-jsonschema >/dev/null 2>&1; then
  echo "setup-test: installing check-jsonschema (PyPI), for the schema tests"
  if ! python3 -m pip --version >/dev/null 2>&1; then
    apt_install python3-pip
  fi
  pip_install=(python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location)
  export PIP_ROOT_USER_ACTION=ignore
  # A Debian-managed Python refuses plain installs (PEP 668); this machine's own Python for tests is fine there.
  "${pip_install[@]}" check-jsonschema 2>/dev/null || "${pip_install[@]}" --break-system-packages check-jsonschema
  hash -r
  if ! command -v check-jsonschema >/dev/null 2>&1; then
    echo "setup-test: check-jsonschema was installed but is not on PATH (add pip's script folder to PATH)" >&2
    exit 1
  fi
fi

if ! command -v rsvg-convert >/dev/null 2>&1; then
  echo "setup-test: installing rsvg-convert (librsvg2-bin), for the SVG agreement test"
  apt_install librsvg2-bin
fi

if [ "${DIAL_BROWSER:-chromium}" != none ] && ! command -v chromium >/dev/null 2>&1; then
  echo "setup-test: installing chromium (for the golden report's browser test; DIAL_BROWSER=none skips it)"
  apt_install chromium
fi

if ! command -v strace >/dev/null 2>&1; then
  echo "setup-test: installing strace, for the test that no request makes dial preview open a file outside the face's folder"
  apt_install strace
fi
