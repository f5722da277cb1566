#!/usr/bin/env python3
"""Which tests ran close to their timeouts (docs/testing.md, "Margins"):

    margins.py CTEST BUILD_DIR [--fraction F] [--strict]

Reads the last run's times from BUILD_DIR/Testing/ctest-junit.xml (the JUnit report that
`ctest --output-junit` wrote: scripts/test.sh asks for it; ctest's own LastTest.log is written
again by any later ctest, such as the suite's own `ctest --show-only`) and each test's TIMEOUT
from `ctest --show-only=json-v1`, and prints one line for every
test that took more than F of its timeout (default 1/3), slowest share first, then a summary
line. A test that ran alone on an idle machine at a third of its timeout still passes with a
second CI run beside it; past that, a loaded machine can time it out.

Exits 0, or 1 with --strict when a test is listed (a developer's check; CI only prints the list,
since its machine's load is not the change's doing). Exits 2 when there is no last run to read.
"""
import json
from xml.etree import ElementTree
import subprocess
import sys

JUNIT = "Testing/ctest-junit.xml"


def last_times(path):
    """{test name: seconds} of the tests the last ctest run finished (its JUnit report)."""
    times = {}
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        if case.get("status") == "run" and case.get("time") is not None:
            times[case.get("name")] = float(case.get("time"))
    return times


def timeouts(ctest, build_dir):
    """{test name: timeout in seconds} of the tests that have one."""
    listing = subprocess.run([ctest, "--show-only=json-v1"], cwd=build_dir, check=True,
                             capture_output=True, text=True).stdout
    found = {}
    for test in json.loads(listing)["tests"]:
        for prop in test.get("properties", []):
            if prop["name"] == "TIMEOUT":
                found[test["name"]] = float(prop["value"])
    return found


USAGE = "usage: margins.py CTEST BUILD_DIR [--fraction F] [--strict]"


def parse(argv):
    """(ctest, build_dir, fraction, strict) from the command line; None when it is off."""
    args, fraction, strict = [], 1 / 3, False
    words = iter(argv[1:])
    for word in words:
        if word == "--strict":
            strict = True
        elif word == "--fraction":
            try:
                fraction = float(next(words))
            except (StopIteration, ValueError):
                return None
        elif word.startswith("-"):
            return None
        else:
            args.append(word)
    if len(args) != 2 or not 0 < fraction <= 1:
        return None
    return args[0], args[1], fraction, strict


def main(argv):
    parsed = parse(argv)
    if parsed is None:
        print(USAGE, file=sys.stderr)
        return 2
    ctest, build_dir, fraction, strict = parsed
    log_path = f"{build_dir}/{JUNIT}"
    try:
        times = last_times(log_path)
    except (OSError, ElementTree.ParseError) as error:
        print(f"margins: no last run to read ({error}: {log_path})", file=sys.stderr)
        return 2
    limits = timeouts(ctest, build_dir)
    over = []
    for name, seconds in times.items():
        limit = limits.get(name)
        if limit and seconds > limit * fraction:
            over.append((seconds / limit, name, seconds, limit))
    over.sort(reverse=True)
    for share, name, seconds, limit in over:
        print(f"margins: {name} took {seconds:.1f} s of its {limit:.0f} s timeout "
              f"({share:.0%}, over {fraction:.0%})")
    slowest = max(((s / limits[n], n) for n, s in times.items() if limits.get(n)), default=None)
    summary = f"margins: {len(over)} of {len(times)} tests past {fraction:.0%} of their timeout"
    if slowest:
        summary += f"; the closest, {slowest[1]}, at {slowest[0]:.0%}"
    print(summary)
    return 1 if strict and over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
