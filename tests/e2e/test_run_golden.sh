#!/usr/bin/env bash
# The golden runner itself (issue 22): UPDATE keeps every comment line where it was (it dropped
# the comments in the middle of a file and garbled ue_melee.t's and ue_rally.t's headers), a
# '#' line of output stays output, and a wrong output fails. Runs against a stub "binary".
#
#   test_run_golden.sh [MUSTER_BINARY]    (the binary is not used)
set -uo pipefail

runner="$(dirname "$(realpath "$0")")/run_golden.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
problem() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# The stub prints its arguments, a '#' line when asked, and exits 3 on "bad".
cat > "$work/stub" <<'STUB'
#!/usr/bin/env bash
[[ "$1" == bad ]] && { echo "stub: error: bad"; exit 3; }
[[ "$1" == hash ]] && { echo "# a line of output"; echo after; exit 0; }
echo "stub $*"
STUB
chmod +x "$work/stub"

cat > "$work/golden.t" <<'T'
# The header, two lines
# of comment.
$ muster one
stale output
# a comment in the middle, before a command
$ muster hash
# a line of output
after
# two comments
# in a row
$ muster bad
[3]
$ muster two
stub two
T
cat > "$work/want.t" <<'T'
# The header, two lines
# of comment.
$ muster one
stub one
# a comment in the middle, before a command
$ muster hash
# a line of output
after
# two comments
# in a row
$ muster bad
stub: error: bad
[3]
$ muster two
stub two
T

if bash "$runner" "$work/stub" "$work/golden.t" > "$work/out" 2>&1; then
    problem "a wrong output passed"
fi
grep -q '^+stub one$' "$work/out" || problem "the diff does not show the actual output: $(cat "$work/out")"

UPDATE=1 bash "$runner" "$work/stub" "$work/golden.t" > /dev/null ||
    problem "UPDATE failed"
diff -u "$work/want.t" "$work/golden.t" || problem "UPDATE did not keep the comments in place"

bash "$runner" "$work/stub" "$work/golden.t" || problem "the updated file does not pass"
UPDATE=1 bash "$runner" "$work/stub" "$work/golden.t" > /dev/null
diff -q "$work/want.t" "$work/golden.t" > /dev/null || problem "a second UPDATE changed the file"

if ((failures > 0)); then
    echo "$failures failure(s)" >&2
    exit 1
fi
echo "run_golden.sh: UPDATE keeps comments; mismatches fail"
