#!/usr/bin/env bash
# A request force-pushed away after its link was given is no dead end. Bob asks for fair dice,
# alice answers with her link, then bob force-pushes the remote back to before his request and
# asks again. Alice's muster gives no link twice (test_remote_chains_secrets.sh): a copy made
# from the rewritten remote refuses ("history rewritten") and names the way on. Her original copy,
# which holds her link, shows both sides; `--keep mine` keeps the link and its request (bob's
# new request, never answered, left out), and the roll is made on the link given: both games the
# same and proven by replay.
source "$(dirname "$0")/remote_setup.sh" "$1"

new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
before=$(git -C remote.git rev-parse main)
b morale uThulwana > out || fail "bob's request: $(cat out)"
asked=$(wc -l < bob/g.roster.journal)
a sync > out || fail "alice's answer: $(cat out)"
grep -q "answered the fair roll asked at journal line $asked" out || fail "alice's answer: $(cat out)"

# Bob rewrites the remote without his request, and asks again.
git -C bob reset -q --hard "$before"
git -C bob push -q -f origin HEAD:refs/heads/main
b morale uThulwana > out || fail "bob's second request: $(cat out)"
grep -q "asks for fair dice" out || fail "bob's second request is not fair: $(cat out)"

# A copy of alice's made from the rewritten remote gives no link: refused and the way on named.
git clone -q remote.git alice2
set +e
HOME="$scratch_dir/home-alice" MUSTER_DATA_HOME="$scratch_dir/secrets-alice" "$muster" -f alice2/g.roster sync > out 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "history rewritten" err && grep -q "play on from it" err ||
    fail "the rewritten copy: exit $status: $(cat out err)"
! grep -q '"command":"link"' alice2/g.roster.journal || fail "the rewritten copy gave a link"

# Alice's original copy: both sides shown; --keep theirs would drop her link and --keep both
# cannot follow bob's new request with his old one (each refused, naming --keep mine); --keep
# mine keeps the link.
set +e
a sync > out 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "both players saved after the same entry" out || fail "alice's sync: $status $(cat out err)"
set +e
a sync --keep theirs > out 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "keep mine or both" err || fail "--keep theirs: $status $(cat out err)"
set +e
a sync --keep both > out 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "choose --keep mine" err || fail "--keep both: $status $(cat out err)"
a sync --keep mine > out 2> err || fail "--keep mine: $(cat out err)"
b sync > out 2> err || fail "bob's sync after alice's --keep mine: $(cat out err)"
grep -q "left out of yours" out || fail "bob is not told his new request was left out: $(cat out)"
grep -q "rolled with fair dice:" out || fail "bob did not roll on alice's link: $(cat out)"
a sync > /dev/null || fail "alice takes the roll"
same_game "after the rewritten request"
a replay > /dev/null && b replay > /dev/null || fail "the game does not replay"
echo "remote rewritten: ok"
