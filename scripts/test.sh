#!/usr/bin/env bash
# Sets up the machine (scripts/setup.sh), checks that every target imports only its declared dependencies
# (scripts/check-imports.py), checks the documentation (scripts/check-docs.sh: README and docs/ links,
# doc comments, the DocC catalogues built without warnings) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
DIAL_BUILD=none scripts/setup.sh
scripts/setup-test.sh
python3 scripts/check-imports.py
swift build --build-tests
# Before the tests, not after: it reuses the build just made, and the test runner's summary stays the run's last
# lines, which is what CI reads.
scripts/check-docs.sh
swift test --skip-build
