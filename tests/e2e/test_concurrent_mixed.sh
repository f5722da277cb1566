#!/usr/bin/env bash
# Issue 6, concurrency: 100 resolutions of mixed kinds (kill, fire, rally with --dice, undo)
# started at once on one roster. Afterwards every command that succeeded has exactly one journal
# entry (no lost update), and replaying the journal's commands one by one, in the journal's order,
# on a copy of the starting roster gives byte-for-byte the same roster.
source "$(dirname "$0")/scratch.sh" "$1"
export MUSTER_LOCK_TIMEOUT=120

{
    echo "# muster roster v1"
    echo "rules   unbalanced-equality"
    echo "turn    1"
    echo "unit Z  zulu-spears  side=zulu  stands=6  killed=0"
    for t in 1 2 3; do echo "unit Y$t  zulu-spears  side=zulu  stands=6  killed=0"; done
    for i in $(seq 30); do echo "unit A$i  brit-infantry  side=british  stands=3  killed=0"; done
    for i in $(seq 15); do echo "unit F$i  zulu-spears  side=zulu  stands=6  killed=0  falling-back"; done
} > muster.roster
printf '{"v":1,"time":"t","command":"init","brief":"init muster.roster","dice":[],"edits":[]}\n' \
    > muster.roster.journal
mkdir start
cp muster.roster muster.roster.journal start/

# argv of each command, by the first words of its brief line
declare -A argv
commands=()
for k in $(seq 40); do commands+=("kill Z $k"); done
for i in $(seq 30); do commands+=("fire A$i --at Y$((i % 3 + 1)) --range short"); done
for i in $(seq 15); do commands+=("rally F$i --dice 6"); done
for _ in $(seq 15); do commands+=("undo"); done
[[ ${#commands[@]} == 100 ]] || fail "not 100 commands"

pids=()
for c in "${commands[@]}"; do
    # shellcheck disable=SC2086 # the command's words
    "$muster" $c --brief > /dev/null 2>> errors &
    pids+=($!)
done
ok=0
for pid in "${pids[@]}"; do
    wait "$pid" && ok=$((ok + 1))
done
# The only refusal possible: an undo that ran before any change (nothing to undo, exit 1). A
# writer that waited over a second for the lock says who it waits for: a note, not an error.
grep -v '^muster: waiting for the lock of ' errors > refusals || true
mv refusals errors
refused=$(grep -c . errors || true)
[[ $((ok + refused)) == 100 ]] || { cat errors; fail "$ok succeeded + $refused refused is not 100"; }
if grep -v "nothing to undo" errors; then fail "a refusal other than nothing-to-undo"; fi

# The journal's order, as data: each entry's command line rebuilt from its recorded request
# (`log --format json`), never from the brief line written for people.
read -r -d '' rebuild <<'PY' || true
import json, sys
for e in json.load(sys.stdin)["result"]["entries"]:
    r = e.get("request") or {}
    kind = r.get("kind", e["command"])
    if kind == "kill":
        print("kill", r["unit"], r["count"])
    elif kind == "fire":
        print("fire", " ".join(r["units"]), "--at", r["unit_options"]["--at"][0], "--range",
              r["options"]["--range"])
    elif kind == "rally":
        print("rally", " ".join(r["units"]), "--dice", ",".join(str(d["value"]) for d in e["dice"]))
    else:
        print(kind)
PY
mapfile -t log < <("$muster" log --format json | python3 -c "$rebuild")
entries=$((${#log[@]} - 1)) # after `init`
[[ $entries == "$ok" ]] || fail "$ok commands succeeded but the journal has $entries entries"
[[ ${log[0]} == init ]] || fail "the journal does not begin with init: ${log[0]}"

# Replay in the journal's order on a copy of the start.
cd start || fail "no start"
for c in "${log[@]:1}"; do
    [[ $c =~ ^(kill|fire|rally|undo) ]] || fail "unexpected journal entry: $c"
    # shellcheck disable=SC2086
    "$muster" $c > /dev/null || fail "replay of \`$c\` failed"
done
cmp muster.roster ../muster.roster || {
    diff muster.roster ../muster.roster
    fail "the roster is not the state the journal's order implies"
}
cd ..
echo "concurrent mixed: ok ($ok applied, $refused refused)"
