#!/usr/bin/env bash
# One full 'Ere's to You Fuzzy-Wuzzy move at Omdurman, through every phase of FW-SEQ, with the
# dice fixed by --dice so it plays the same every time (tests/e2e/fw-move.t checks its output).
#   examples/fw-move.sh [MUSTER_BINARY]
set -euo pipefail
bin=$(realpath "${1:-build/release/muster}")
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$here/omdurman.roster" "$scratch/muster.roster"
cd "$scratch"
# Each command as typed, then its output; a refusal shows its message and exit status.
muster() {
    echo "+ muster $*"
    "$bin" "$@" 2>&1 || echo "[exit $?]"
    echo
}

echo "== Order phase: the Lincolns form square (FW-ORDER-2)"
muster set Lincolns formation=square
echo "== Movement phase (FW-MOVE): the Hadendowa charge, the Baggara double, the Lancers scout"
muster move Hadendowa --rate charge --dice 4,5,3
muster move Baggara --rate double --dice 6,2,5
muster move Lancers --rate march --dice 3,4
echo "== Reconnaissance phase (FW-RECON)"
muster recon Lancers --open --dice 4
echo "== Fire combat phase (FW-FIRE): first, the odds of the Grenadiers' volley"
muster fire Grenadiers --at Hadendowa --range medium --odds --brief
muster fire Grenadiers --at Hadendowa --range medium --dice 4,5,3,4
muster artillery Maxims --at Hadendowa --distance 10 --dice 5,3
muster fire Jihadiya --at Lincolns --range long --square --dice 6,2,5,1
echo "== Fire combat results phase (FW-FIRE-3)"
muster morale --dice 2
echo "== Close combat phase and its result (FW-CLOSE): the Baggara ride at the Lincolns' square"
muster melee Baggara --vs Lincolns --dice 5,4,4,3,5,2,6,1,3,4,2,6,5,1
echo "== Retreat movement phase: the beaten Baggara fall back at charge & retreat rate"
muster move Baggara --rate charge --dice 5,5,2,3
muster status
echo "== Rally phase (FW-RALLY)"
muster rally --dice 5,1,2,6,3,4,2,5,6
echo "== Casualty recovery phase (FW-RECOVER)"
muster recover "Camel Corps" --dice 2,4,3
echo "The Grenadiers fired this move: recovery is refused (FW-RECOVER-4)"
muster recover Grenadiers
echo "== The next move (FW-SEQ): stationary recorded for the units that did not move"
muster turn
muster show --brief
muster log
