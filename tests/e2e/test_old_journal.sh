#!/usr/bin/env bash
# Issue 11: a roster and journal written before the game record (no `source`, `roll`, `skipped`
# fields, no `done`/`due` marks, no write-ahead hashes) still read: `log` in every format, and
# `undo` back to the starting roster, byte for byte.
fixtures=$(realpath "$(dirname "$0")/fixtures")
source "$(dirname "$0")/scratch.sh" "$1"

cp "$fixtures/pre-record.roster" muster.roster
cp "$fixtures/pre-record.roster.journal" muster.roster.journal
expected='t1 kill uThulwana 40: killed 0 -> 40
t1 set uThulwana fired=short
t1 morale uThulwana failed (2) [dice 2]
t2 turn 2: 1 due'
[[ "$("$muster" log)" == "$expected" ]] || fail "log: $("$muster" log)"
"$muster" log --format markdown | grep -q '| 1 | morale uThulwana failed (2) | D6 2 |' ||
    fail "log --format markdown"
json=$("$muster" log --json)
grep -q '"damaged":0' <<< "$json" || fail "log --json: $json"
grep -q '"roll"\|"source"' <<< "$json" && fail "log --json invented record fields: $json"
"$muster" status > /dev/null || fail "status"
for _ in 1 2 3 4; do
    "$muster" undo > /dev/null || fail "undo"
done
cmp -s muster.roster "$examples/isandlwana.roster" || fail "undo did not restore the roster"
"$muster" undo 2> err.txt && fail "a fifth undo"
grep -q "nothing to undo" err.txt || fail "fifth undo: $(cat err.txt)"
echo "old journal: ok"
