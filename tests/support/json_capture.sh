#!/usr/bin/env bash
# muster with its JSON kept (issue 39, docs/testing.md "Every JSON output"):
#
#   json_capture.sh REAL_MUSTER CAPTURE_DIR ARGS...
#
# runs REAL_MUSTER ARGS... with the same standard input, prints what it printed (its standard
# output, then its standard error) and ends with its exit status, and appends every line of
# either that starts with '{' to CAPTURE_DIR/PID.ndjson. The build made with
# -DMUSTER_JSON_CAPTURE=ON runs its end-to-end tests through it; e2e.json_capture then validates
# all the lines against the schema. Output is buffered whole, so a test that needs muster's own
# pid, a terminal or output as it comes runs the real binary there (tests/CMakeLists.txt).
real=$1
dir=$2
shift 2
out=$(mktemp)
err=$(mktemp)
"$real" "$@" > "$out" 2> "$err"
status=$?
cat "$out"
cat "$err" >&2
grep -h '^{' "$out" "$err" >> "$dir/$$.ndjson"
rm -f "$out" "$err"
exit "$status"
