# Sourced by the script tests that hold a case some machines cannot run (no root, no mount, a
# tool missing): `skip_case WHY` says so and the rest runs; `finish FAILURES` ends the test with
# 1 when a case failed, else 77 when one was skipped (CTest reports the test as skipped,
# SKIP_RETURN_CODE 77 in tests/CMakeLists.txt), else 0. A skipped case never passes quietly.
skipped=0
skip_case() {
    echo "SKIP: $*"
    skipped=$((skipped + 1))
}
finish() {
    if (($1 > 0)); then
        exit 1
    fi
    if ((skipped > 0)); then
        echo "$skipped case(s) skipped here; everything else passed"
        exit 77
    fi
    exit 0
}
