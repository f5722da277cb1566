#!/usr/bin/env bash
# Issue 45, solo play (docs/solo.md): on each example roster `muster solo` lists choices whose
# odds are those `--odds` of the same command gives (compared as JSON data, not text); a seeded
# `--play` repeats exactly, is journalled with its doctrine, and `muster replay` proves the
# game; the doctrines part in the documented position; a mistyped side, doctrine, phase or
# distance is one line, exit 2, naming the closest, with the roster and journal unchanged.
#   test_solo.sh MUSTER
set -uo pipefail
muster=$(realpath "$1")
examples=$(realpath "$(dirname "$0")/../../examples")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
failures=0
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# same_odds ROSTER SOLO-WORDS...: every choice `solo --json` lists has the `p_` odds and the
# headline that its own command's --odds gives (charge: always odds), number for number.
checked=0
same_odds() {
    local roster=$1
    shift
    local listing
    if ! listing=$("$muster" -f "$roster" --json solo "$@" 2> err); then
        problem "solo $*: exit $?: $(cat err)"
        return
    fi
    local n
    n=$(jq '.result.choices | length' <<< "$listing")
    [[ $n -gt 0 ]] || problem "solo $* lists no choice"
    local i
    for ((i = 0; i < n; i++)); do
        local choice words=() odds_flag=(--odds)
        choice=$(jq -c ".result.choices[$i]" <<< "$listing")
        [[ $(jq '.argv | length' <<< "$choice") == 0 ]] && continue # holding back: no command
        mapfile -t words < <(jq -r '.argv[1:][]' <<< "$choice")
        [[ ${words[0]} == charge ]] && odds_flag=()
        local own
        if ! own=$("$muster" -f "$roster" --json "${odds_flag[@]}" "${words[@]}" 2> err); then
            problem "solo $* choice ${words[*]}: its own --odds fails: $(cat err)"
            continue
        fi
        local same
        same=$(jq -n --argjson c "$choice" --argjson o "$own" \
            '($o.result | with_entries(select(.key | startswith("p_")))) == $c.odds
             and $o.result.headline == $c.headline')
        [[ $same == true ]] || problem "solo $* choice ${words[*]}: odds $(jq -c .odds <<< "$choice") but its --odds gives $(jq -c '.result | with_entries(select(.key | startswith("p_")))' <<< "$own")"
        checked=$((checked + 1))
    done
}

# 1. The odds are the commands' own, in every phase with choices, on each example roster.
cp "$examples/isandlwana.roster" ue.roster
cp "$examples/isandlwana-turn3.roster" ue3.roster
cp "$examples/omdurman.roster" fw.roster
same_odds ue.roster zulu --distance 1/24th/A=20 --distance 1/24th/C=9                # movement
same_odds ue.roster zulu --distance 1/24th/A=20 --distance 1/24th/C=9 --phase fire
same_odds ue.roster british --distance uMbonambi=8 --distance iNgobamakhosi=14 --doctrine bold
same_odds ue.roster zulu --distance 1/24th/F=0 --phase melee --doctrine cautious
same_odds ue3.roster zulu                                                              # rally owed
same_odds ue3.roster british --distance uThulwana=5 --phase fire
same_odds fw.roster mahdist --distance Grenadiers=12 --distance Lincolns=6
same_odds fw.roster mahdist --distance Grenadiers=12 --distance Lincolns=6 --phase fire
same_odds fw.roster mahdist --distance Lancers=0 --phase melee --doctrine bold
same_odds fw.roster british --phase recover
[[ $checked -ge 30 ]] || problem "only $checked choices compared with their commands' --odds"

# 2. Never a choice the rules refuse: Hadendowa (spears) has no fire weapon in FW (FW-PIECE-4).
listing=$("$muster" -f fw.roster --json solo mahdist --distance Grenadiers=12 --phase fire)
jq -e '[.result.choices[].command] | all(. == null or (startswith("fire Hadendowa") | not))' \
    <<< "$listing" > /dev/null || problem "solo lists fire by Hadendowa, which the rules refuse"
jq -e '.result.refused > 0' <<< "$listing" > /dev/null ||
    problem "solo does not count the choices the rules refused"

# 3. The doctrines part in the documented position (docs/solo.md): uMbonambi and the other
#    iButho 20" from 1/24th/A: bold charges, cautious holds.
for doctrine in bold cautious; do
    "$muster" -f ue.roster --json solo zulu --doctrine $doctrine --distance 1/24th/A=20 \
        > $doctrine.json || problem "solo --doctrine $doctrine fails"
done
[[ $(jq -r '.result.choices[.result.chosen].argv[1]' bold.json) == charge ]] ||
    problem "bold does not charge: $(jq -c '.result.reason' bold.json)"
[[ $(jq -r '.result.choices[.result.chosen].argv | length' cautious.json) == 0 ]] ||
    problem "cautious does not hold: $(jq -c '.result.reason' cautious.json)"

# 4. A seeded --play repeats exactly, is journalled with its doctrine, and replay proves it.
for game in a b; do
    cp "$examples/omdurman.roster" "fw-$game.roster"
    "$muster" -f "fw-$game.roster" --json --seed 11 solo mahdist --doctrine bold \
        --distance Grenadiers=9 --phase fire --play > "play-$game.json" 2> err ||
        problem "solo --play (game $game): $(cat err)"
done
cmp -s fw-a.roster fw-b.roster || problem "the same seeded solo --play left two rosters apart"
diff <(jq -c "[.result, .dice, .changes]" play-a.json) <(jq -c "[.result, .dice, .changes]" play-b.json) > play.diff ||
    problem "the same seeded solo --play gave two results"
jq -e '.command == "solo" and .result.played.command == "fire" and (.dice | length) > 0' \
    play-a.json > /dev/null || problem "solo --play printed no fire with its dice: $(head -c 300 play-a.json)"
last=$(tail -n 1 fw-a.roster.journal)
jq -e '.solo == {"side": "mahdist", "doctrine": "bold"} and .command == "fire"' <<< "$last" \
    > /dev/null || problem "the journal does not record the solo play: $(head -c 300 <<< "$last")"
"$muster" -f fw-a.roster replay > replay.out 2>&1 || problem "replay of a solo play: $(cat replay.out)"
# typed dice in UE: the zulu's owed rally in the turn-3 position
"$muster" -f ue3.roster --dice 5 solo zulu --play > ue3.out 2> err || problem "solo --play --dice: $(cat err)"
grep -q "rally uKhandempemvu" ue3.out || problem "solo --play --dice did not rally: $(cat ue3.out)"
[[ $("$muster" -f ue3.roster --json log | jq -c '.result.entries[-1].dice[0].value') == 5 ]] ||
    problem "the typed die is not journalled"
"$muster" -f ue3.roster replay > replay.out 2>&1 || problem "replay of a typed solo play: $(cat replay.out)"
# once it has fired, a unit's fire is refused for real (UE-FIRE: once a turn), though --odds
# would still answer: solo never lists it again, and never plays it
"$muster" -f ue3.roster solo zulu --distance 1/24th/F=10 --phase fire --play > fire.out 2> err ||
    problem "solo --play fire: $(cat err)"
grep -q "^played: fire iNgobamakhosi" fire.out || problem "solo did not fire: $(cat fire.out)"
again=$("$muster" -f ue3.roster --json solo zulu --distance 1/24th/F=10 --phase fire) ||
    problem "solo after the fire fails"
jq -e '.result.chosen == null and .result.refused > 0' <<< "$again" > /dev/null ||
    problem "solo lists a fire the rules refuse once fired: $(jq -c .result.choices <<< "$again")"
# a tampered doctrine breaks the seal: replay finds it
sed -i '$ s/"doctrine":"bold"/"doctrine":"steady"/' fw-a.roster.journal
"$muster" -f fw-a.roster replay > replay.out 2>&1 && problem "replay proved a journal whose doctrine was changed"

# 5. Mistakes: one line, exit 2, the closest name; nothing written.
cp "$examples/isandlwana.roster" bad.roster
"$muster" -f bad.roster kill uMbonambi 15 > /dev/null # its journal begins
before=$(cat bad.roster bad.roster.journal | sha256sum)
expect_usage() {
    local want=$1
    shift
    "$muster" -f bad.roster "$@" > out 2> err
    local status=$?
    [[ $status == 2 ]] || problem "muster $*: exit $status, not 2"
    [[ $(wc -l < err) == 1 ]] || problem "muster $*: not one line: $(cat err)"
    grep -qF -- "$want" err || problem "muster $*: no '$want' in: $(cat err)"
    [[ -s out ]] && problem "muster $*: printed on stdout: $(cat out)"
}
expect_usage "did you mean zulu?" solo zlu --play
expect_usage "did you mean bold?" solo zulu --doctrine bld --play
expect_usage "did you mean fire?" solo zulu --phase fier
expect_usage "did you mean uMbonambi?" solo zulu --distance uMbonambu=3 --play
expect_usage "inches from 0" solo zulu --distance 1/24th/A=1e3 --play
expect_usage "enemy's units" solo zulu --distance uMbonambi=3
expect_usage "given twice" solo zulu --distance 1/24th/A=3 --distance 1/24th/A=4
expect_usage "--odds do not apply" --odds solo zulu
[[ $(cat bad.roster bad.roster.journal | sha256sum) == "$before" ]] ||
    problem "a refused solo changed the roster or its journal"

# A newcomer's first `solo zulu` on an example (no distances): told what solo needs.
"$muster" -f bad.roster solo zulu > out 2>&1 || problem "solo zulu without distances: $(cat out)"
grep -q "^no distances given: --distance ENEMY=INCHES (0: in contact)" out ||
    problem "solo without distances does not say what it needs: $(cat out)"
"$muster" -f bad.roster solo zulu --distance 1/24th/A=4 > out 2>&1
! grep -q "no distances given" out || problem "the distances hint shown with distances: $(cat out)"

[[ $failures == 0 ]] || exit 1
echo "ok: $checked choices' odds equal their commands' --odds; seeded play repeats and replays"
