#!/usr/bin/env bash
# Every --json output validates against schema/muster.schema.json (issue 27): each command of
# both rule sets, resolved and with --odds, a one-off with no roster, the readers (show, status,
# log, types, replay), a `muster --json -` script (NDJSON, each object with its line), and every
# JSON line of the golden files. The validator is python3-jsonschema (scripts/deps.sh --test).
set -uo pipefail
muster=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
out=$dir/outputs.ndjson
failures=0
# The validator is Debian's python3-jsonschema (scripts/deps.sh --test), which Debian's own python3
# sees; another python3 first on PATH may not.
python=python3
[[ -x /usr/bin/python3 ]] && python=/usr/bin/python3
# j WORDS...: runs `muster --json WORDS...`; its one line of output goes to $out. A command that
# fails prints nothing on stdout (the exit contract), so a failure here is a broken battery.
j() {
    if ! "$muster" --json "$@" >> "$out" 2> err; then
        echo "FAIL: muster --json $*: $(head -c 300 err)"
        failures=$((failures + 1))
    fi
}

cp "$repo/examples/isandlwana-turn3.roster" ue.roster
cp "$repo/examples/isandlwana-turn3.roster" solo.roster
j -f solo.roster --dice 5 solo zulu --play
U=(-f ue.roster)
j "${U[@]}" --dice 5 rally uKhandempemvu
j "${U[@]}" compare "fire 1/24th/C --at uThulwana --range short" "fire 1/24th/C --at uMbonambi --range short"
j "${U[@]}" fire 1/24th/C --at uThulwana --range medium --odds
j "${U[@]}" fire 1/24th/C --at uMbonambi --range short
j "${U[@]}" --dice 2 morale uMbonambi
j "${U[@]}" morale uThulwana --range short --odds
j "${U[@]}" --dice 4 artillery "RA 7-pdr" --at uThulwana --range short
j "${U[@]}" --dice 3,1 melee 1/24th/F --vs uDloko
j "${U[@]}" melee 1/24th/A --vs uDloko --odds
j "${U[@]}" move uThulwana "Durnford's Horse"
j "${U[@]}" charge iNgobamakhosi --at 1/24th/F --from 8
j "${U[@]}" solo zulu --distance 1/24th/A=12 --distance 1/24th/F=0 --phase fire
j "${U[@]}" solo british --doctrine cautious
j "${U[@]}" army --odds
j "${U[@]}" kill 1/24th/F 100
j "${U[@]}" --dice 3 army
j "${U[@]}" kill uDloko 10
j "${U[@]}" recrew "RA 7-pdr/2" --from 2/24th/G
j "${U[@]}" set uDloko cover
j "${U[@]}" option combat-power men
j "${U[@]}" add uSixteen zulu-spears --side zulu
j "${U[@]}" remove uSixteen
j "${U[@]}" undo
j "${U[@]}" show
j "${U[@]}" status
j "${U[@]}" types
j "${U[@]}" log
j "${U[@]}" turn --skip-owed

cp "$repo/examples/omdurman.roster" fw.roster
F=(-f fw.roster)
j "${F[@]}" --dice 3,2,2,2 fire Lincolns --at Hadendowa --range short
j "${F[@]}" fire Grenadiers --at Baggara --range medium --odds
j "${F[@]}" --dice 3 morale Hadendowa
j "${F[@]}" morale --odds
j "${F[@]}" melee Baggara --vs Lancers --odds
j "${F[@]}" --seed 4 melee Baggara --vs Lancers
j "${F[@]}" charge Jihadiya --at Lincolns --from 10
j "${F[@]}" solo mahdist --distance Grenadiers=12 --doctrine bold
j "${F[@]}" --seed 9 solo mahdist --distance Grenadiers=9 --phase fire --play
j "${F[@]}" --seed 2 move Jihadiya --rate double
j "${F[@]}" --seed 3 rally
j "${F[@]}" form Grenadiers line
j "${F[@]}" --seed 6 move Lancers --rate march
j "${F[@]}" recon Lancers --odds
j "${F[@]}" --seed 5 recon Lancers
j "${F[@]}" recover --when day --seed 1
j "${F[@]}" kill Kitchener 1
j "${F[@]}" show
j "${F[@]}" status
j "${F[@]}" move Lancers --rate charge --odds
j "${F[@]}" rally --odds
j "${F[@]}" recover --when week --odds
j "${F[@]}" --dry-run kill Hadendowa 1
j "${F[@]}" turn --skip-owed
j "${F[@]}" log

# turn --auto: one object listing its tests, planned (--dry-run) or thrown.
cp "$repo/examples/isandlwana-turn3.roster" auto.roster
j -f auto.roster --dry-run --dice 4 turn --auto
j -f auto.roster --dry-run turn --auto
j -f auto.roster --seed 3 turn --auto
j -f auto.roster turn
j -f auto.roster --dry-run fire 1/24th/A --at uThulwana --range short

# A turn --auto that stops at a decision (a melee that goes on): the tests it threw in one
# object on stdout, `advanced` false and `stopped` the owed fight, then the refusal (exit 1).
cp "$repo/tests/e2e/fixtures/schema2-melee.roster" stop.roster
"$muster" --json -f stop.roster --seed 2 turn --auto > stop.out 2> stop.err
status=$?
python3 - stop.out stop.err "$status" <<'PY' || { echo "FAIL: turn --auto stopped: $(cat stop.out stop.err)"; failures=$((failures + 1)); }
import json, sys
out = [json.loads(line) for line in open(sys.argv[1])]
err = [json.loads(line) for line in open(sys.argv[2])]
ok = (int(sys.argv[3]) == 1 and len(out) == 1 and len(err) == 1
      and out[0]["result"]["advanced"] is False and out[0]["result"]["stopped"]["sides"]["b"] == ["uDloko"]
      and len(out[0]["dice"]) == sum(len(r["dice"]) for r in out[0]["result"]["rolls"])
      and err[0]["error"]["exit"] == 1 and err[0]["command"] == "turn")
sys.exit(0 if ok else 1)
PY
cat stop.out stop.err >> "$out"

# A roster made with --json: the envelope has its rule set, turn and options.
j -f made.roster init --rules fuzzy-wuzzy

# A game from its first entry, proven by replay, in each rule set.
for rules in unbalanced-equality fuzzy-wuzzy; do
    "$muster" -f "$rules.roster" init --rules "$rules" > /dev/null
done
"$muster" -f unbalanced-equality.roster add A brit-infantry --side british > /dev/null
"$muster" -f unbalanced-equality.roster kill A 5 > /dev/null
"$muster" -f fuzzy-wuzzy.roster add A regular-infantry --side british > /dev/null
"$muster" -f fuzzy-wuzzy.roster kill A 1 > /dev/null
j -f unbalanced-equality.roster replay
j -f fuzzy-wuzzy.roster replay
j -f fuzzy-wuzzy.roster log

# No roster: one-off units, dice, the rule books.
j --dice 4,5,3 fire regular-infantry:3 --at irregular-spearmen:4 --range medium
j roll 3d6 4d6kh3
j roll 2d6 --odds
j types
# Refusals: one object on standard error, nothing on standard output (the exit status kept).
refused() {
    local want=$1
    shift
    "$muster" --json "$@" > refusal.out 2> refusal.err
    local status=$?
    if [[ $status -ne $want || -s refusal.out ]] || [[ $(wc -l < refusal.err) -ne 1 ]]; then
        echo "FAIL: muster --json $*: exit $status (wanted $want), stdout $(wc -c < refusal.out) bytes, stderr: $(head -c 300 refusal.err)"
        failures=$((failures + 1))
    fi
    python3 -c 'import json,sys; d=json.load(open("refusal.err")); sys.exit(0 if d["error"]["exit"] == int(sys.argv[1]) else 1)' "$want" ||
        { echo "FAIL: muster --json $*: the refusal's exit is not $want"; failures=$((failures + 1)); }
    cat refusal.err >> "$out"
}
refused 2 "${U[@]}" fire nosuch --at uThulwana --range short
refused 2 "${U[@]}" fire --bogus
refused 2 nosuchcommand
refused 3 -f missing.roster show
refused 1 "${U[@]}" turn
refused 2 "${U[@]}" fire 1/24th/A --at uThulwana --range short --square
printf 'roll d6\nfire x --at y\n' | "$muster" --json -f missing.roster - > script.out 2> script.err
python3 -c 'import json,sys; d=json.load(open("script.err")); sys.exit(0 if d["line"] == 2 and d["error"]["exit"] == 3 else 1)' ||
    { echo "FAIL: a script's refusal is not one object with its line: $(cat script.err)"; failures=$((failures + 1)); }
cat script.err >> "$out"

# A script: one object a line, each with its line number.
printf 'roll d6\nroll 2d6\n' | "$muster" --json --seed 9 - > script.ndjson
python3 -c 'import json,sys; lines=[json.loads(l) for l in open("script.ndjson")]; sys.exit(0 if [l["line"] for l in lines] == [1, 2] else 1)' ||
    { echo "FAIL: muster --json -: not one object a line with its line number"; failures=$((failures + 1)); }
cat script.ndjson >> "$out"

"$python" "$repo/tests/support/validate_json.py" "$repo/schema/muster.schema.json" "$out" "$repo"/tests/e2e/*.t ||
    failures=$((failures + 1))
# The schema is strict: each valid output made wrong in every place (a value of another type, a
# probability over 1, an unknown key, a required key taken away) is refused.
"$python" "$repo/tests/support/wrong_json.py" "$repo/schema/muster.schema.json" "$out" "$repo"/tests/e2e/*.t ||
    failures=$((failures + 1))
if [[ $failures -ne 0 ]]; then
    echo "json schema: $failures failed"
    exit 1
fi
echo "json schema: every output valid"
