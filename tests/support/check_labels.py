#!/usr/bin/env python3
"""The test pyramid's own check (issue 38, docs/testing.md), run by CTest as
build.labels_and_timeouts:

    check_labels.py CTEST BUILD_DIR MUSTER_BINARY BUILD_TYPE [E2E_BINARY]

Reads `ctest --show-only=json-v1` of BUILD_DIR and fails when
- a test has no label or no timeout;
- a label is not one of the pyramid's;
- a stress test's script is run by no test outside the stress set (its fast form);
- in a Release build, an end-to-end test (e2e, browser, stress) does not run MUSTER_BINARY,
  the release program, or runs another build of muster (the toy rule set's program, which is
  its subject, excepted). E2E_BINARY, when it is not MUSTER_BINARY, is the JSON capture's
  wrapper of it (-DMUSTER_JSON_CAPTURE=ON): an end-to-end test may run either, and the
  capture's own tests (e2e.json_capture*) run neither.
Prints one line a fault and exits 1; exits 0 with a summary line.
"""
import json
import os
import subprocess
import sys

LABELS = {"unit", "e2e", "browser", "build", "stress"}
END_TO_END = {"e2e", "browser", "stress"}
# muster's programs: the release binary, the test build's one with the crash hook, the toy's.
PROGRAMS = {"muster", "muster_hooked", "muster_toy"}
# Tests whose program is not muster by design.
OTHER_PROGRAM = {"e2e.toy_rule_set"}


def properties(test):
    return {p["name"]: p["value"] for p in test.get("properties", [])}


def script_of(command):
    """The script a test runs (its first .sh or .t argument), or None."""
    for arg in command:
        if arg.endswith((".sh", ".t", ".py")):
            return arg
    return None


def main():
    if len(sys.argv) not in (5, 6):
        print("usage: check_labels.py CTEST BUILD_DIR MUSTER_BINARY BUILD_TYPE [E2E_BINARY]",
              file=sys.stderr)
        return 2
    ctest, build_dir, muster, build_type = sys.argv[1:5]
    muster = os.path.realpath(muster)
    wrapper = os.path.realpath(sys.argv[5]) if len(sys.argv) == 6 else muster
    listing = subprocess.run([ctest, "--show-only=json-v1"], cwd=build_dir, check=True,
                             capture_output=True, text=True).stdout
    tests = json.loads(listing)["tests"]
    faults = []
    by_label = {}
    fast_scripts = set()
    stress = []
    for test in tests:
        name = test["name"]
        props = properties(test)
        labels = props.get("LABELS", [])
        if not labels:
            faults.append(f"{name}: no label")
        for label in labels:
            if label not in LABELS:
                faults.append(f"{name}: label '{label}' is none of {sorted(LABELS)}")
            by_label[label] = by_label.get(label, 0) + 1
        if not props.get("TIMEOUT"):
            faults.append(f"{name}: no timeout")
        command = test.get("command", [])
        if "stress" in labels:
            stress.append((name, script_of(command)))
        elif script_of(command):
            fast_scripts.add(script_of(command))
        capture = wrapper != muster and name.startswith("e2e.json_capture")
        if (build_type == "Release" and END_TO_END & set(labels) and name not in OTHER_PROGRAM
                and not capture):
            programs = [os.path.realpath(a) for a in command
                        if os.path.isabs(a) and os.path.basename(a) in PROGRAMS]
            if muster not in programs and wrapper not in programs:
                faults.append(f"{name}: does not run the release binary {muster}")
            others = [p for p in programs if p not in (muster, wrapper)]
            if others:
                faults.append(f"{name}: runs another build of muster: {' '.join(others)}")
    for name, script in stress:
        if script is None or script not in fast_scripts:
            faults.append(f"{name}: a stress test with no fast form outside the stress set")
    for fault in faults:
        print(fault)
    if faults:
        return 1
    summary = ", ".join(f"{label} {count}" for label, count in sorted(by_label.items()))
    print(f"{len(tests)} tests, each with a label and a timeout ({summary})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
