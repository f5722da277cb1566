#!/usr/bin/env bash
# Issue 43, scripts at the table: a closed pipe ends muster quietly with its own status, never
# 141 (`set -o pipefail` scripts go on); a writer waiting for the roster's lock says once, after
# a second, who holds it (pid, command, since when), and that a `muster -` holder reads a
# terminal; `--dry-run -` rehearses `turn --auto` as the real run plays it (it advances).
#   test_table_scripts.sh MUSTER
set -uo pipefail
muster=$(realpath "$1")
examples=$(realpath "$(dirname "$0")/../../examples")
dir=$(mktemp -d)
holder_pid=
cleanup() {
    exec 3>&- 2>/dev/null
    [[ -n $holder_pid ]] && kill "$holder_pid" 2>/dev/null
    rm -rf "$dir"
}
trap cleanup EXIT
cd "$dir" || exit 1
failures=0
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# 1. A reader that closed the pipe before muster writes: exit 0, nothing on stderr.
cp "$examples/isandlwana.roster" r.roster
{ sleep 0.3; "$muster" -f r.roster show 2> pipe.err; echo "$?" > pipe.status; } | true
[[ $(cat pipe.status) == 0 ]] || problem "show into a closed pipe exits $(cat pipe.status), not 0"
[[ -s pipe.err ]] && problem "show into a closed pipe wrote to stderr: $(cat pipe.err)"

# 2. A script holding the lock while it waits for its input: a second writer says who it waits
#    for after a second, and gives up (exit 3) when its wait is over.
mkfifo lines
"$muster" -f r.roster - < lines > script.out 2> script.err &
holder_pid=$!
exec 3> lines
printf 'show 1/24th/A\n' >&3 # a reading line: the lock is the script's from here
for _ in $(seq 100); do
    [[ -s script.out ]] && break
    sleep 0.05
done
MUSTER_LOCK_TIMEOUT=2 "$muster" -f r.roster kill uThulwana 1 > /dev/null 2> wait.err
status=$?
[[ $status == 3 ]] || problem "the waiting writer exits $status, not 3"
grep -qF "muster: waiting for the lock of r.roster: held by pid $holder_pid since " wait.err ||
    problem "no line naming the holder's pid: $(cat wait.err)"
grep -qF "(\`muster -f r.roster -\`)" wait.err || problem "no holder's command: $(cat wait.err)"
[[ $(grep -c 'waiting for the lock' wait.err) == 1 ]] || problem "not one waiting line"
grep -q 'giving up after 2 s' wait.err || problem "the wait's bound is not said"
exec 3>&-
wait "$holder_pid"
holder_pid=

# A holder that is a script reading a terminal says so (script(1) gives it one).
if command -v script > /dev/null; then
    script -qec "'$muster' -f r.roster -" /dev/null < <(
        printf 'show 1/24th/A\n'
        sleep 3
    ) > /dev/null 2>&1 &
    holder_pid=$!
    sleep 1
    MUSTER_LOCK_TIMEOUT=1.5 "$muster" -f r.roster kill uThulwana 1 > /dev/null 2> tty.err
    grep -qF "a script reading its terminal: it keeps the lock until its input ends" tty.err ||
        problem "a terminal script holder is not said: $(cat tty.err)"
    kill "$holder_pid" 2> /dev/null
    wait "$holder_pid" 2> /dev/null
    holder_pid=
fi

# The turn of the script's last JSON line (status), "" when there is none.
last_turn() { python3 -c '
import json, sys
turns = []
for line in open(sys.argv[1]):
    try:
        turns.append(json.loads(line)["turn"])
    except (ValueError, KeyError):
        pass
print(turns[-1] if turns else "")' "$1"; }
# 3. `--dry-run -` rehearses turn --auto: the rehearsal's turn is the real run's.
cp "$examples/isandlwana.roster" r.roster
rm -f r.roster.journal r.roster.lock
printf '%s\n' 'fire 1/24th/A 1/24th/C --at uKhandempemvu --range medium' \
    'turn --auto --seed 3' 'status' > turn.muster
"$muster" -f r.roster --dry-run --json - < turn.muster > dry.json 2> dry.err ||
    problem "the rehearsal failed: $(cat dry.err)"
dry_turn=$(last_turn dry.json)
"$muster" -f r.roster --json - < turn.muster > real.json 2> real.err ||
    problem "the real run failed: $(cat real.err)"
real_turn=$(last_turn real.json)
[[ $dry_turn == 2 && $real_turn == 2 ]] ||
    problem "the rehearsal ends at turn $dry_turn, the real run at turn $real_turn (both 2)"

if ((failures > 0)); then
    echo "$failures failure(s)" >&2
    exit 1
fi
echo "ok"
