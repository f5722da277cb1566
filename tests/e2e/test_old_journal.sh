#!/usr/bin/env bash
# Issue 11: a roster and journal written before the game record (no `source`, `roll`, `skipped`
# fields, no `done`/`due` marks, no write-ahead hashes) still read: `log` in every format, and
# `undo` back to the starting roster, byte for byte.
fixtures=$(realpath "$(dirname "$0")/fixtures")
support=$(realpath "$(dirname "$0")/../support")
source "$(dirname "$0")/scratch.sh" "$1"

cp "$fixtures/pre-record.roster" muster.roster
cp "$fixtures/pre-record.roster.journal" muster.roster.journal
expected='t1 kill uThulwana 40: killed 0 -> 40
t1 set uThulwana fired=short
t1 morale uThulwana failed (2) [dice 2]
t2 turn 2: 1 due'
[[ "$("$muster" log)" == "$expected" ]] || fail "log: $("$muster" log)"
markdown=$("$muster" log --format markdown)
grep -qF '| 1 | morale uThulwana failed (2) | D6 2 |' <<< "$markdown" ||
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

# Issue 27: a version-3 journal written before the roll's chance of passing was named `p_pass`
# (it was `chance`, against the `p_` rule) still reads: `log --json` gives `p_pass`, `replay`
# proves it. The old journal is made from a new one: the roll's rename, then each line made
# version 3 as that muster wrote it (tests/support/old_format.py: no `prev`, `file`, `began`;
# FNV-1a 64 roster hashes and seal).
rm -f muster.roster.journal
rm -f muster.roster
"$muster" init > /dev/null
"$muster" add uThulwana zulu-spears --side zulu > /dev/null
"$muster" morale uThulwana --range short --dice 2 > /dev/null
grep -q '"p_pass":' muster.roster.journal || fail "a new roll is not written with p_pass"
python3 - muster.roster.journal <<'PY'
import json, sys
path = sys.argv[1]
out = []
for line in open(path, encoding="utf-8").read().splitlines():
    entry = json.loads(line)
    if isinstance(entry.get("roll"), dict) and "p_pass" in entry["roll"]:
        entry["roll"]["chance"] = entry["roll"].pop("p_pass")
    out.append(json.dumps(entry, separators=(",", ":"), sort_keys=True, ensure_ascii=False))
open(path, "w", encoding="utf-8").write("\n".join(out) + "\n")
PY
# as format 3 wrote it: its roster hashes FNV-1a 64, each entry sealed with FNV-1a 64
python3 "$support/old_format.py" muster.roster.journal
grep -q '"chance":' muster.roster.journal || fail "the old journal was not made"
json=$("$muster" log --json)
grep -q '"p_pass":' <<< "$json" || fail "log --json of an old roll: $json"
grep -q '"chance"' <<< "$json" && fail "log --json still says chance: $json"
"$muster" replay > /dev/null || fail "replay of an old roll's journal: $("$muster" replay 2>&1)"
# Issue 40: a game begun by a muster that wrote format 4 (the roster's hashes `from` and `to` in
# FNV-1a 64, 16 digits; fixtures written by d928398's release build) goes on: its last save is
# judged committed, a new change is written in format 5 (SHA-256, 64 digits), and the mixed
# journal replays and undoes. A format-4 save cut short (its journal lines written, the roster
# not replaced) is still told apart by the FNV-1a hash and dropped.
rm -f muster.roster muster.roster.journal
cp "$fixtures/format4.roster" muster.roster
cp "$fixtures/format4.roster.journal" muster.roster.journal
[[ $("$muster" log | tail -1) == "t1 kill uNokhenke 1: killed 2 -> 3" ]] || fail "format 4: log: $("$muster" log)"
"$muster" kill uNokhenke 1 > /dev/null || fail "format 4: a change"
[[ $(wc -l < muster.roster.journal) -eq 6 ]] || fail "format 4: the old entries were not kept"
python3 - muster.roster.journal "$fixtures/format4.roster" <<'PY' || fail "format 4: the new entry's hashes"
import hashlib, json, sys
last = json.loads(open(sys.argv[1], encoding="utf-8").read().splitlines()[-1])
before = hashlib.sha256(open(sys.argv[2], "rb").read()).hexdigest()
after = hashlib.sha256(open("muster.roster", "rb").read()).hexdigest()
assert last["v"] == 5, last["v"]
assert last["from"] == before and last["to"] == after, (last["from"], last["to"])
PY
"$muster" replay > /dev/null || fail "format 4 then 5: replay: $("$muster" replay 2>&1)"
"$muster" undo > /dev/null || fail "format 4 then 5: undo of the new change"
cmp -s muster.roster "$fixtures/format4.roster" || fail "format 4 then 5: undo did not restore"
"$muster" undo > /dev/null || fail "format 4 then 5: undo of the format-4 change"
grep -q 'killed=2' muster.roster || fail "format 4: undo of its own change: $(cat muster.roster)"

rm -f muster.roster muster.roster.journal
cp "$fixtures/format4.roster" muster.roster
cp "$fixtures/format4-torn.roster.journal" muster.roster.journal
[[ $("$muster" log | tail -1) == "t1 kill uNokhenke 1: killed 2 -> 3" ]] ||
    fail "format 4 cut short: log shows the save that never happened: $("$muster" log | tail -1)"
"$muster" kill 24th/B 1 > /dev/null || fail "format 4 cut short: a change"
grep -q '"brief":"kill uNokhenke 3' muster.roster.journal &&
    fail "format 4 cut short: the torn save's entry was kept"
[[ $(wc -l < muster.roster.journal) -eq 6 ]] || fail "format 4 cut short: $(wc -l < muster.roster.journal) lines"
"$muster" replay > /dev/null || fail "format 4 cut short: replay: $("$muster" replay 2>&1)"
# Issue 39: a game saved by the release before JSON schema 3 (tests/e2e/fixtures/schema2.*,
# written by that release: `option combat-power men`, a UE melee, a rally) keeps schema 2's words
# in its results, a melee side's `die` and the option's `combat-power`; replay reads them as
# recorded and proves the game, and `log --json` gives the entries.
rm -f muster.roster muster.roster.journal
cp "$fixtures/schema2.roster" muster.roster
cp "$fixtures/schema2.roster.journal" muster.roster.journal
grep -q '"sides":{"a":{[^}]*"die":3' muster.roster.journal &&
    grep -q '"option":"combat-power"' muster.roster.journal ||
    fail "schema 2: the fixture lost its old words"
"$muster" replay > out.txt 2>&1 || fail "schema 2: replay: $(cat out.txt)"
grep -q "4 changes replayed" out.txt || fail "schema 2: replay: $(cat out.txt)"
"$muster" --json replay | python3 -c 'import json,sys; sys.exit(0 if json.load(sys.stdin)["result"]["proven"] else 1)' ||
    fail "schema 2: replay --json is not proven"
# A fight that goes on is owed with its units by side, `melee` in schema 2 and `sides` in 3: in a
# turn's `due` and an entry's `skipped` (tests/e2e/fixtures/schema2-melee.*, by that release).
rm -f muster.roster muster.roster.journal
cp "$fixtures/schema2-melee.roster" muster.roster
cp "$fixtures/schema2-melee.roster.journal" muster.roster.journal
[[ $(grep -c '"melee":{"a":\["1/24th/A",' muster.roster.journal) -eq 2 ]] ||
    fail "schema 2: the melee fixture lost its old words"
"$muster" replay > out.txt 2>&1 || fail "schema 2, a fight owed: replay: $(cat out.txt)"
"$muster" turn --skip-owed > /dev/null || fail "schema 3 after 2: turn"
grep -q '"sides":{"a":\["1/24th/A",' muster.roster.journal || fail "schema 3: the owed fight is not in its words"
"$muster" replay > /dev/null || fail "schema 3 after 2: replay: $("$muster" replay 2>&1)"
# and the same game saved now has schema 3's words, which replay proves as well
cp "$examples/isandlwana-turn3.roster" now.roster
"$muster" -f now.roster option combat-power men > /dev/null
"$muster" -f now.roster --dice 3,1 melee 1/24th/F --vs uDloko > /dev/null
grep -q '"sides":{"a":{[^}]*"values":\[3\]' now.roster.journal && grep -q '"option":"combat_power"' now.roster.journal ||
    fail "schema 3: a new entry is not in schema 3's words"
"$muster" -f now.roster replay > /dev/null || fail "schema 3: replay: $("$muster" -f now.roster replay 2>&1)"
echo "old journal: ok"
