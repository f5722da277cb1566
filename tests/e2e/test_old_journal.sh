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

# Issue 27: a version-3 journal written before the roll's chance of passing was named `p_pass`
# (it was `chance`, against the `p_` rule) still reads: `log --json` gives `p_pass`, `replay`
# proves it. The old journal is made from a new one: each line made version 3 (no `prev`,
# `file`, `began`), the roll's rename, and a fresh seal (a version-3 seal is FNV-1a over the
# sorted line, as examples/reseal.py computes it).
rm -f muster.roster.journal
rm -f muster.roster
"$muster" init > /dev/null
"$muster" add uThulwana zulu-spears --side zulu > /dev/null
"$muster" morale uThulwana --range short --dice 2 > /dev/null
grep -q '"p_pass":' muster.roster.journal || fail "a new roll is not written with p_pass"
python3 - muster.roster.journal <<'PY'
import json, sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").read().splitlines()
out = []
for line in lines:
    entry = json.loads(line)
    if isinstance(entry.get("roll"), dict) and "p_pass" in entry["roll"]:
        entry["roll"]["chance"] = entry["roll"].pop("p_pass")
    for key in ("sum", "prev", "file", "began"):
        entry.pop(key, None)
    entry["v"] = 3
    digest = 0xCBF29CE484222325
    for byte in json.dumps(entry, separators=(",", ":"), sort_keys=True,
                           ensure_ascii=False).encode("utf-8"):
        digest = ((digest ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    entry["sum"] = f"{digest:016x}"
    line = json.dumps(entry, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    out.append(line)
open(path, "w", encoding="utf-8").write("\n".join(out) + "\n")
PY
grep -q '"chance":' muster.roster.journal || fail "the old journal was not made"
json=$("$muster" log --json)
grep -q '"p_pass":' <<< "$json" || fail "log --json of an old roll: $json"
grep -q '"chance"' <<< "$json" && fail "log --json still says chance: $json"
"$muster" replay > /dev/null || fail "replay of an old roll's journal: $("$muster" replay 2>&1)"
echo "old journal: ok"
