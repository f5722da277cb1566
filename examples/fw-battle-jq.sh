#!/usr/bin/env bash
# A 'Ere's to You Fuzzy-Wuzzy battle played by a script (issue 27, docs/scripting.md): bash and
# jq, every next step chosen from muster's --json (`status --json`'s owed[].argv), every seeded
# roll's dice replayed from its JSON into `--dice` on a copy of the game, which must give the
# same result; the notes built from the brief lines and `log --format markdown`.
# It fails (exit 1, saying what) when an outcome or the scripting contract breaks: markers the
# roster did not take, stands out of action that the markers do not give (FW-PIECE-2), a
# `show --json` stand list that disagrees with its counts, a fire combat result test whose
# `retreats` the roster does not show, an owed step that stays owed, a replay that differs.
# It runs in CI with a fixed seed (ctest e2e.example_fw_battle_jq).
#   examples/fw-battle-jq.sh [MUSTER_BINARY] [SEED]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/battle-lib.sh" omdurman.roster "Omdurman" "$@"

# FW-PIECE-2: the stands out of action are the markers and dead filling stands in order; the
# per-stand list of show --json says the same as its counts.
check_stands() {
    "$bin" --json show "$1" | jq -e '.result.units[0] as $u | $u.stand_states as $s
        | ((($u.dead + $u.markers) / $u.figures_per_stand | floor) - $u.stands_gone) == $u.stands_out_of_action
        and ($s | length) == $u.stands
        and ([$s[] | select(. == "out_of_action")] | length) == $u.stands_out_of_action
        and ([$s[] | select(. == "gone")] | length) == $u.stands_gone
        and ([$s[] | select(. == "ready")] | length) == $u.stands_ready' > /dev/null ||
        die "$1: its stands do not add up: $("$bin" --json show "$1" | jq -c '.result.units[0] | with_entries(select(.key | startswith("stand")))')"
}

# A fire combat result test (FW-FIRE) that says a unit retreats leaves it retreating; every unit
# tested keeps stands that add up.
check_result() {
    local json=$1
    shift
    local unit retreats retreating
    for unit in $(jq -r '.result.tests[]? | select(.unit) | .unit' <<< "$json"); do
        check_stands "$unit"
        retreats=$(jq -r --arg u "$unit" '.result.tests[] | select(.unit == $u) | .retreats // empty' <<< "$json")
        [[ -n $retreats ]] || continue
        retreating=$("$bin" --json show "$unit" | jq -r '.result.units[0].retreating')
        [[ $retreats == false || $retreating -gt 0 ]] ||
            die "$unit: the test says it retreats, the roster has $retreating stands retreating"
    done
}

markers() { "$bin" --json show "$1" | jq -r '.result.units[0].markers + .result.units[0].dead'; }

# 1. Fire: the markers must be what the roster took, the stands out of action what they give.
for firer in Grenadiers Maxims; do
    was=$(markers Hadendowa)
    command=(fire "$firer" --at Hadendowa --range short)
    [[ $firer == Maxims ]] && command=(artillery Maxims --at Hadendowa --range short)
    fire=$(play "${command[@]}")
    applied=$(jq -r '.result.applied' <<< "$fire")
    [[ $(markers Hadendowa) == $((was + applied)) ]] ||
        die "${command[*]} applied $applied markers but the roster has $(markers Hadendowa) (was $was)"
    check_stands Hadendowa
done
settle_owed

# 2. The next move, and what it says is due.
turn=$(play turn --skip-owed)
jq -e '.turn == 2' <<< "$turn" > /dev/null || die "turn did not reach move 2"
settle_owed
check_stands Hadendowa

# 3. The notes: one brief line per command, then the journal as a table.
finish_notes
