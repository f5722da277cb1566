#!/usr/bin/env bash
# One full Unbalanced Equality turn (UE-SEQ: recovery, movement, fire, reaction tests, melee,
# army morale) on a scratch copy of examples/isandlwana-turn3.roster, with the dice fixed by --dice
# so that the output is always the same (it is a golden test: tests/e2e/ue_turn.t).
#   examples/ue-turn.sh [MUSTER_BINARY]
set -euo pipefail
bin=$(realpath "${1:-build/release/muster}")
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$here/isandlwana-turn3.roster" "$scratch/muster.roster"
cd "$scratch"
muster() { echo "+ muster $*"; "$bin" "$@"; echo; }

echo "== 1. Recovery: units falling back roll to return (UE-RALLY)"
muster rally --dice 5

echo "== 2. Movement (UE-MOVE). uMbonambi declares a fire & charge on 1/24th/F (UE-CHARGE)"
muster move uMbonambi
muster move "Durnford's Horse" "RA 7-pdr"

echo "== 3. Fire. The charging spearmen close to 3\" and throw their spears; 1/24th/F fires back"
muster fire uMbonambi --at 1/24th/F --distance 3
muster fire 1/24th/F --at uMbonambi --distance 3 --explain
muster fire 1/24th/A 2/24th/G --at iNgobamakhosi --range long
muster artillery "RA 7-pdr" --at uThulwana --distance 20 --dice 6 --explain
muster fire iNgobamakhosi --at 2/24th/G --range long
echo "RA 7-pdr/2 lost its crew last turn; the NNC give it a new one (UE-ARTY-5):"
muster recrew "RA 7-pdr/2" --from NNC/1

echo "== 4. Reaction tests for the native units that took casualties (UE-MORALE)"
muster morale --odds
muster morale --dice 4,2,1

echo "== 5. Melee: the spearmen go in (UE-MELEE)"
muster melee uMbonambi --vs 1/24th/F --odds
muster melee uMbonambi --vs 1/24th/F --dice 5,2 --explain

echo "== 6. Army morale (UE-ARMY)"
muster army --dice 4

echo "== End of the turn: the sheet of the melee's survivors, the journal, and the next turn"
muster show uMbonambi 2/24th/G
muster log
muster turn
