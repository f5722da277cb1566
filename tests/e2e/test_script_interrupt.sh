#!/usr/bin/env bash
# Issue 27: Ctrl-C (SIGINT) during `muster -` lets the line being run finish, then stops the
# script with exit 130 and says after which line; the roster holds exactly the lines that ran.
# A second SIGINT would end muster at once (not tested: the default action).
#   test_script_interrupt.sh MUSTER
set -uo pipefail
muster=$(realpath "$1")
examples=$(realpath "$(dirname "$0")/../../examples")
dir=$(mktemp -d)
trap 'exec 3>&- 2>/dev/null; rm -rf "$dir"' EXIT
cd "$dir" || exit 1
cp "$examples/isandlwana.roster" r.roster
set -m # job control: a background job keeps SIGINT (without it, bash starts it ignored)
mkfifo lines
"$muster" -f r.roster - < lines > out 2> err &
pid=$!
exec 3> lines
printf 'kill 1/24th/A 1\nkill 1/24th/A 1\n' >&3
# Wait (bounded) until both lines are saved: two entries past the roster's journal.
entries() { "$muster" -f r.roster --json log 2>/dev/null | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["result"]["entries"]))' 2>/dev/null || echo 0; }
for _ in $(seq 100); do
    [[ $(entries) -ge 2 ]] && break
    sleep 0.1
done
kill -INT "$pid"
wait "$pid"
status=$?
exec 3>&-
failures=0
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
[[ $status == 130 ]] || problem "exit $status, expected 130"
grep -qF "interrupted: stopped after standard input line 2 (exit 130)" err ||
    problem "stderr does not say where it stopped: $(cat err)"
[[ $(wc -l < err) == 1 ]] || problem "more than one line on stderr: $(cat err)"
killed=$("$muster" -f r.roster --json show 1/24th/A | python3 -c 'import json,sys; print(json.load(sys.stdin)["result"]["units"][0]["killed"])')
[[ $killed == 2 ]] || problem "1/24th/A has $killed killed, expected the two lines' 2"
echo "script interrupt: $failures failed"
[[ $failures == 0 ]]
