#!/usr/bin/env bash
# An Unbalanced Equality battle played by a script (issue 27, docs/scripting.md): bash and jq,
# every next step chosen from muster's --json (`status --json`'s owed[].argv, `turn`'s result),
# every seeded roll's dice replayed from its JSON into `--dice` on a copy of the game, which
# must give the same result; the notes built from the brief lines and `log --format markdown`.
# It fails (exit 1, saying what) when an outcome or the scripting contract breaks: a test's
# `passed` that its die and `fails_on` do not give (UE-MORALE-1), casualties the roster did not
# take, an owed step that stays owed, a replay that differs.
# It runs in CI with a fixed seed (ctest e2e.example_ue_battle_jq).
#   examples/ue-battle-jq.sh [MUSTER_BINARY] [SEED]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/battle-lib.sh" isandlwana.roster "Isandlwana" "$@"

# UE-MORALE-1: a test passes when its die (with its modifier) beats fails_on; the roster agrees
# (a unit that failed falls back). A rally (UE-RALLY-1) that passes ends the falling back.
check_result() {
    local json=$1
    shift
    jq -e 'all(.result.tests[]? | select(has("fails_on")); .passed == (.values[0] + .modifier > .fails_on))' \
        <<< "$json" > /dev/null || die "muster $*: passed disagrees with its die"
    local unit passed falling
    for unit in $(jq -r '.result.tests[]? | select(.unit) | .unit' <<< "$json"); do
        passed=$(jq -r --arg u "$unit" '.result.tests[] | select(.unit == $u) | .passed' <<< "$json")
        falling=$("$bin" --json show "$unit" | jq -r '.result.units[0].falling_back')
        [[ $passed != "$falling" ]] || die "$unit: passed $passed but falling back $falling"
    done
}

killed() { "$bin" --json show "$1" | jq -r '.result.units[0].killed'; }

# 1. Fire: the volley's casualties must be what the roster took.
was=$(killed uKhandempemvu)
fire=$(play fire 1/24th/A 1/24th/C 1/24th/F --at uKhandempemvu --range short)
applied=$(jq -r '.result.applied' <<< "$fire")
[[ $(killed uKhandempemvu) == $((was + applied)) ]] ||
    die "fire applied $applied but the roster says $(killed uKhandempemvu) killed (was $was)"
jq -e '.result.must_test == true and any(.owed[]; .unit == "uKhandempemvu")' <<< "$fire" \
    > /dev/null || die "54 casualties owe no morale test"

settle_owed

# 3. The next turn, and what it says is due.
turn=$(play turn)
jq -e '.result.turn == 2 and .turn == 2' <<< "$turn" > /dev/null || die "turn did not reach 2"
settle_owed
play fire "RA 7-pdr" --at uThulwana --range long > /dev/null
settle_owed

# 4. The notes: one brief line per command, then the journal as a table; the journal holds them all.
finish_notes
