#!/usr/bin/env bash
# Issue 3, undo: ten changes then ten undos give the original bytes; each undo restores the
# exact bytes before its change.
source "$(dirname "$0")/scratch.sh" "$1"

cp "$examples/isandlwana.roster" muster.roster
cp muster.roster state.0
changes=(
    "kill 1/24th/A 15"
    "kill uThulwana 310"
    "set uThulwana falling-back fired=short"
    "add 24th/H brit-infantry --side british --formation closed"
    "option combat-power men"
    "turn --skip-owed"
    "kill 24th/H 40"
    "remove NNC/1"
    "set 1/24th/C cover formation=closed"
    "kill 1/24th/A -5"
)
n=0
for change in "${changes[@]}"; do
    # shellcheck disable=SC2086
    "$muster" $change > /dev/null || fail "change failed: $change"
    n=$((n + 1))
    cp muster.roster "state.$n"
    cmp -s "state.$((n - 1))" "state.$n" && fail "no change: $change"
done
while ((n > 0)); do
    "$muster" undo > /dev/null || fail "undo $n failed"
    n=$((n - 1))
    cmp -s "state.$n" muster.roster || fail "undo did not restore state $n"
done
cmp -s state.0 muster.roster || fail "not the original bytes"
"$muster" undo 2> err && fail "an 11th undo succeeded"
grep -q "nothing to undo" err || fail "11th undo: $(cat err)"
entries=$("$muster" log | wc -l)
[[ "$entries" == 20 ]] || fail "$entries journal entries, not 20"
echo "undo: ok"
