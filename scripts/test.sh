#!/usr/bin/env bash
# Quick start, command 2, and CI (.ci/run): install what is missing, build the release
# configuration with its tests (warnings as errors, the link checks of ARCHITECTURE.md),
# clang-tidy on the C++ files the branch changes (scripts/tidy.sh), then the test pyramid
# (docs/testing.md) against the release binary, the program `cmake --install` installs:
#   scripts/test.sh          every label but the stress set: unit, e2e, browser, build
#   scripts/test.sh --full   the same with every JSON output of the e2e tests kept and
#                            validated against the schema (MUSTER_JSON_CAPTURE, tests/CMakeLists.txt),
#                            then the stress set, the whole suite under the address
#                            and undefined-behaviour sanitizers (scripts/sanitize.sh) and each
#                            libFuzzer harness for FUZZ_SECONDS seconds (default 60; fuzz/run.sh)
# --full must pass before a change to the store, the journal, remote play or a reader lands
# (CONTRIBUTING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
full=0
case "${1:-}" in
    --full) full=1 ;;
    "") ;;
    *)
        echo "usage: scripts/test.sh [--full]" >&2
        exit 2
        ;;
esac
scripts/deps.sh --test
configure() {
    cmake --preset release -DMUSTER_BUILD_TESTS=ON -DMUSTER_WARNINGS_AS_ERRORS=ON \
        -DMUSTER_JSON_CAPTURE="$1" > /dev/null
}
if ((full)); then
    configure ON
    trap 'configure OFF' EXIT # the release build's tests run the binary itself again
else
    configure OFF
fi
cmake --build --preset release
scripts/tidy.sh
# Which tests ran past a third of their timeout (docs/testing.md, "Margins"): printed whether
# the suite passed or not, never a failure of its own.
junit=("--output-junit" "$PWD/build/release/Testing/ctest-junit.xml")
margins() { python3 tests/support/margins.py ctest build/release || true; }
if ((full)); then
    ctest --preset full "${junit[@]}" || { margins; exit 1; }
    margins
    scripts/sanitize.sh
    fuzz/run.sh "${FUZZ_SECONDS:-60}"
    echo "test: --full passed"
else
    ctest --preset ci "${junit[@]}" || { margins; exit 1; }
    margins
fi
