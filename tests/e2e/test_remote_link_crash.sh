#!/usr/bin/env bash
# A link is counted before it is written: the answering sync killed (SIGKILL, the store's
# MUSTER_CRASH_AT hook) once the count of links given is durable and before the link is in the
# journal leaves a game with no link and a count one ahead for that request. The next sync gives
# the same link to that same request (it never left the machine), the roll is made, and both
# copies replay. Were the count written after the link, a kill between the two would let the
# link be given again for another request.
source "$(dirname "$0")/remote_setup.sh" "$1"
hooked=$(realpath "${MUSTER_HOOKED:?needs MUSTER_HOOKED, the binary with the crash hook}")
ah() { HOME="$scratch_dir/home-alice" MUSTER_DATA_HOME="$scratch_dir/secrets-alice" "$hooked" -f "$scratch_dir/alice/g.roster" "$@"; }

new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
b morale uThulwana > out || fail "bob's request: $(cat out)"
request=$(wc -l < bob/g.roster.journal)
lines_before=$(wc -l < alice/g.roster.journal)
set +e
MUSTER_CRASH_AT=link-counted ah sync > /dev/null 2>&1
status=$?
set -e
[[ $status == 137 ]] || fail "the answering sync was not killed at link-counted: exit $status"
position=$(cat secrets-alice/*.position)
[[ $position == *"muster fair position 2"* ]] || fail "no position file of format 2: $position"
last=$(wc -l < alice/g.roster.journal)
for ((n = lines_before + 1; n <= last; n++)); do
    [[ $(entry_field alice "$n" 'e["command"]') != link ]] || fail "a link was written before it was counted"
done
a sync > out || fail "the sync after the kill: $(cat out)"
grep -q "answered the fair roll asked at journal line $request" out ||
    fail "the cut-short link was not given to the same request: $(cat out)"
b sync > out || fail "bob's roll: $(cat out)"
grep -q "uThulwana: morale" out || fail "no roll: $(cat out)"
a sync > /dev/null
same_game "after the link counted and cut short"
a replay > /dev/null && b replay > /dev/null || fail "the game does not replay"
echo "remote link crash: ok"
