#!/usr/bin/env bash
# The whole suite under AddressSanitizer and UndefinedBehaviorSanitizer (no recovery): the asan
# preset, the unit tests in one process (CTest would start the sanitized binary once per test
# case, about a second each), then the end-to-end tests. Run by hand before a change lands
# (CONTRIBUTING.md).
#
# Left out of the end-to-end tests: the browser test (Chromium's time, not muster's) and the
# dicelab comparison (dicelab's time); the dev suite runs both. The crash test's random trials
# are the slowest test under the sanitizers: 100 here (200 in dev).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --test
cmake --preset asan >/dev/null
cmake --build --preset asan
(cd build/asan/tests && ./muster_unit_tests)
CRASH_TRIALS=100 ctest --preset asan -R '^e2e\.' -E "e2e\.test_report_browser|e2e\.test_dice_dicelab" "$@"
