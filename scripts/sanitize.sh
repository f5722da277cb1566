#!/usr/bin/env bash
# The whole suite under AddressSanitizer and UndefinedBehaviorSanitizer (no recovery): the asan
# preset, the unit tests in one process (CTest would start the sanitized binary once per test
# case, about a second each), then the end-to-end tests. Run by hand before a change lands
# (CONTRIBUTING.md).
#
# The end-to-end tests are those labelled e2e (docs/testing.md), without the dicelab comparison
# (dicelab's time): the browser test (Chromium's time, not muster's) and the stress set are
# left to the release build's suite. The crash test runs its CI form (20 random kills).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --test
cmake --preset asan >/dev/null
cmake --build --preset asan
(cd build/asan/tests && ./muster_unit_tests)
ctest --preset asan -L '^e2e$' -E 'e2e\.test_dice_dicelab' "$@"
