#!/usr/bin/env bash
# Sets up the machine (scripts/setup.sh) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
DIAL_BUILD=none scripts/setup.sh
scripts/setup-test.sh
swift build --build-tests
swift test --skip-build
