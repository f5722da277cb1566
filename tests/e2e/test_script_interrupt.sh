#!/usr/bin/env bash
# Ctrl-C (SIGINT) during `muster -` lets the line being run finish, then stops the script with
# exit 130 and says after which line; the roster holds exactly the lines that ran. SIGTERM the
# same, with exit 143, and it leaves no temporary file of a save.
# A second SIGINT would end muster at once (not tested: the default action).
#   test_script_interrupt.sh MUSTER
set -uo pipefail
muster=$(realpath "$1")
examples=$(realpath "$(dirname "$0")/../../examples")
dir=$(mktemp -d)
trap 'exec 3>&- 2>/dev/null; rm -rf "$dir"' EXIT
cd "$dir" || exit 1
failures=0
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
set -m # job control: a background job keeps SIGINT (without it, bash starts it ignored)
mkfifo lines
entries() { "$muster" -f r.roster --json log 2>/dev/null | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["result"]["entries"]))' 2>/dev/null || echo 0; }
# stop SIGNAL STATUS WORD: two lines saved, then SIGNAL: exit STATUS, "WORD: stopped after ...".
stop() {
    local signal=$1 expected=$2 word=$3
    rm -f r.roster*
    cp "$examples/isandlwana.roster" r.roster
    "$muster" -f r.roster - < lines > out 2> err &
    local pid=$!
    exec 3> lines
    printf 'kill 1/24th/A 1\nkill 1/24th/A 1\n' >&3
    # Wait (bounded) until both lines are saved: two entries past the roster's journal.
    for _ in $(seq 100); do
        [[ $(entries) -ge 2 ]] && break
        sleep 0.1
    done
    kill "-$signal" "$pid"
    wait "$pid"
    local status=$?
    exec 3>&-
    [[ $status == "$expected" ]] || problem "$signal: exit $status, expected $expected"
    grep -qF "$word: stopped after standard input line 2 (exit $expected)" err ||
        problem "$signal: stderr does not say where it stopped: $(cat err)"
    [[ $(wc -l < err) == 1 ]] || problem "$signal: more than one line on stderr: $(cat err)"
    local killed
    killed=$("$muster" -f r.roster --json show 1/24th/A | python3 -c 'import json,sys; print(json.load(sys.stdin)["result"]["units"][0]["killed"])')
    [[ $killed == 2 ]] || problem "$signal: 1/24th/A has $killed killed, expected the two lines' 2"
}
stop INT 130 interrupted
stop TERM 143 terminated

# SIGTERM while a script saves line after line: the line being saved finishes, so no temporary
# file of a save is left beside the roster (one was, until the next command cleared it).
for attempt in 1 2 3; do
    rm -f r.roster* .r.roster*
    cp "$examples/isandlwana.roster" r.roster
    yes $'kill 1/24th/A 1\nkill 1/24th/A -1' | head -n 4000 | "$muster" -f r.roster - > /dev/null 2> err &
    pid=$!
    sleep "0.$((attempt * 3))"
    kill -TERM "$pid"
    wait "$pid"
    status=$?
    [[ $status == 143 || $status == 0 ]] || problem "TERM mid-save $attempt: exit $status: $(cat err)"
    left=$(find . -maxdepth 1 -name '*tmp*' -printf '%f ')
    [[ -z $left ]] || problem "TERM mid-save $attempt: left beside the roster: $left"
done
echo "script interrupt: $failures failed"
[[ $failures == 0 ]]
