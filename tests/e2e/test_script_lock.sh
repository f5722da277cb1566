#!/usr/bin/env bash
# Issue 27: a `muster -` script holds the roster's lock from the line that first reads or
# writes it to its end: another muster that writes meanwhile waits (MUSTER_LOCK_TIMEOUT, then
# exit 3), so nothing lands between two of the script's lines. And the script's `undo` takes
# back only the script's own entries: one saved before the script began is refused (exit 1,
# roster and journal byte-identical), in a real script and in a `--dry-run` one alike.
#   test_script_lock.sh MUSTER
set -uo pipefail
muster=$(realpath "$1")
examples=$(realpath "$(dirname "$0")/../../examples")
dir=$(mktemp -d)
script_pid=
writer_pid=
cleanup() {
    exec 3>&- 2>/dev/null
    [[ -n $script_pid ]] && kill "$script_pid" 2>/dev/null
    [[ -n $writer_pid ]] && kill "$writer_pid" 2>/dev/null
    rm -rf "$dir"
}
trap cleanup EXIT
cd "$dir" || exit 1
failures=0
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
commands() { "$muster" -f r.roster --json log | python3 -c '
import json, sys
print(" ".join(e["command"] + ":" + (e["request"] or {}).get("unit", "") if e.get("request") else e["command"] for e in json.load(sys.stdin)["result"]["entries"]))'; }
killed() { "$muster" -f r.roster --json show "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["result"]["units"][0]["killed"])'; }

# 1. A writer started while a script runs waits for the script's end.
cp "$examples/isandlwana.roster" r.roster
"$muster" -f r.roster kill uThulwana 1 > /dev/null || problem "the first kill failed"
mkfifo lines
"$muster" -f r.roster - < lines > out 2> err &
script_pid=$!
exec 3> lines
printf 'show 1/24th/A\n' >&3 # a reading line: the lock is the script's from here
for _ in $(seq 100); do
    [[ -s out ]] && break
    sleep 0.05
done
[[ -s out ]] || problem "the script's show printed nothing"
cp r.roster before.roster
cp r.roster.journal before.journal
MUSTER_LOCK_TIMEOUT=0.3 "$muster" -f r.roster kill uMbonambi 1 > /dev/null 2> impatient.err 3>&-
status=$?
[[ $status == 3 ]] || problem "a writer during the script exited $status, expected 3 (locked)"
grep -qF "locked by another muster" impatient.err ||
    problem "the impatient writer does not say the roster is locked: $(cat impatient.err)"
cmp -s r.roster before.roster && cmp -s r.roster.journal before.journal ||
    problem "the refused writer changed the roster or journal"
# (3>&-: the writer must not hold the script's fifo open, or the script never sees its end)
MUSTER_LOCK_TIMEOUT=20 "$muster" -f r.roster kill uMbonambi 2 > writer.out 2> writer.err 3>&- &
writer_pid=$!
sleep 0.5
kill -0 "$writer_pid" 2>/dev/null || problem "the patient writer did not wait for the script"
printf 'kill 1/24th/A 1\nundo\nkill 1/24th/C 1\n' >&3
exec 3>&-
wait "$script_pid"
status=$?
script_pid=
[[ $status == 0 ]] || problem "the script exited $status: $(cat err)"
wait "$writer_pid"
status=$?
writer_pid=
[[ $status == 0 ]] || problem "the patient writer exited $status: $(cat writer.err)"
order=$(commands)
expected="init kill:uThulwana kill:1/24th/A undo kill:1/24th/C kill:uMbonambi"
[[ $order == "$expected" ]] || problem "journal order '$order', expected '$expected'"

# 2. A script's undo takes back only its own entries.
rm -f r.roster.journal r.roster.lock
cp "$examples/isandlwana.roster" r.roster
"$muster" -f r.roster kill uMbonambi 1 > /dev/null || problem "the hand kill failed"
for mode in "" "--dry-run"; do
    cp r.roster before.roster
    cp r.roster.journal before.journal
    printf 'undo\n' | "$muster" $mode -f r.roster - > /dev/null 2> undo.err
    status=$?
    [[ $status == 1 ]] || problem "${mode:-real}: an undo of an entry before the script exited $status, expected 1"
    grep -qF "saved before this script began" undo.err ||
        problem "${mode:-real}: the refusal does not say why: $(cat undo.err)"
    grep -qF "stopped at standard input line 1 (exit 1)" undo.err ||
        problem "${mode:-real}: the script does not say where it stopped: $(cat undo.err)"
    cmp -s r.roster before.roster && cmp -s r.roster.journal before.journal ||
        problem "${mode:-real}: the refused undo changed the roster or journal"
done
printf 'kill 1/24th/A 1\nundo 2\n' | "$muster" -f r.roster - > undo2.out 2> undo2.err
status=$?
[[ $status == 0 ]] || problem "'undo 2' after one line of the script exited $status: $(cat undo2.err)"
[[ $(killed uMbonambi) == 1 ]] || problem "the script's 'undo 2' took back the hand kill of uMbonambi"
[[ $(killed 1/24th/A) == 0 ]] || problem "the script's 'undo 2' left its own kill of 1/24th/A"
printf 'kill 1/24th/A 1\nundo\nundo\n' | "$muster" -f r.roster - > /dev/null 2> undo3.err
status=$?
[[ $status == 1 ]] || problem "a second undo past the script's own line exited $status, expected 1"
grep -qF "stopped at standard input line 3 (exit 1)" undo3.err ||
    problem "the second undo is not where the script stopped: $(cat undo3.err)"
[[ $(killed uMbonambi) == 1 ]] || problem "the script's second undo took back the hand kill"
# Outside a script, undo reaches every entry as before.
"$muster" -f r.roster undo > /dev/null 2>&1 || problem "undo by hand after the scripts failed"

echo "script lock: $failures failed"
[[ $failures == 0 ]]
