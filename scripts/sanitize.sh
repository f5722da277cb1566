#!/usr/bin/env bash
# The whole suite under AddressSanitizer and UndefinedBehaviorSanitizer (no recovery): the asan
# preset, then every test but two. Run by hand before a change lands (CONTRIBUTING.md); about
# 10 minutes of build and 10 of tests on the 2-core machine.
#
# Left out: the browser test (Chromium's time, not muster's) and the dicelab comparison
# (dicelab's time); the dev suite runs both. The crash test's random trials are the slowest test
# under the sanitizers: 100 here (200 in dev).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --test
cmake --preset asan >/dev/null
cmake --build --preset asan
CRASH_TRIALS=100 ctest --preset asan -E "e2e\.test_report_browser|e2e\.test_dice_dicelab" "$@"
