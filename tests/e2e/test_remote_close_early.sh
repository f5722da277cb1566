#!/usr/bin/env bash
# A close that comes with its link, or before the roller could have had the link for the whole
# reveal deadline by his own clock, is void: the roller's sync rolls on the link instead, and
# the closer's next sync takes that fair roll (his close left out, named). A close after the
# roller last looked at the game without the link a whole deadline ago is taken as before
# (test_remote_deadline.sh). The clock is faked with $MUSTER_TEST_NOW (muster_hooked).
source "$(dirname "$0")/remote_setup.sh" "$1"
hooked=$(realpath "${MUSTER_HOOKED:?needs MUSTER_HOOKED, the binary with the test clock}")
ah() { HOME="$scratch_dir/home-alice" MUSTER_DATA_HOME="$scratch_dir/secrets-alice" MUSTER_TEST_NOW="$1" "$hooked" -f "$scratch_dir/alice/g.roster" "${@:2}"; }
bh() { HOME="$scratch_dir/home-bob" MUSTER_DATA_HOME="$scratch_dir/secrets-bob" MUSTER_TEST_NOW="$1" "$hooked" -f "$scratch_dir/bob/g.roster" "${@:2}"; }

t0=2030-01-01T10:00:00Z  # bob asks for fair dice (his sync sees no link)
t10=2030-01-01T10:00:10Z # alice's link, kept off the remote
t12=2030-01-01T10:11:50Z # alice's close, her clock 700 s on: 11 minutes after her link
t2=2030-01-01T10:02:00Z  # bob's clock when the link and the close reach him together

# game DEADLINE: a UE game shared with that reveal deadline, both players' chains pledged, and
# bob's fair morale test asked at $t0.
game() {
    cd "$scratch_dir"
    rm -rf remote.git alice bob secrets-alice secrets-bob mirror.git
    git init -q --bare --initial-branch=main remote.git
    mkdir alice
    a init --rules unbalanced-equality > /dev/null
    a add 90th/A brit-infantry --side british > /dev/null
    a add uThulwana zulu-spears --side zulu > /dev/null
    a share "$scratch_dir/remote.git" --reveal-deadline "$1" > /dev/null || fail "share"
    git clone -q remote.git bob
    b sync > /dev/null && a sync > /dev/null || fail "the first syncs"
    a fire 90th/A --at uThulwana --range short > /dev/null
    a sync > /dev/null && b sync > /dev/null
    bh "$t0" morale uThulwana > out || fail "bob's request: $(cat out)"
    grep -q "asks for fair dice" out || fail "not a fair request: $(cat out)"
    asked=$(wc -l < bob/g.roster.journal)
}
# early_close LINK_TIME CLOSE_TIME: alice answers against a private mirror of the remote (her
# link committed, not pushed to the game's remote), closes at CLOSE_TIME by her clock, and
# pushes link and close together with plain git.
early_close() {
    git clone -q --bare remote.git mirror.git
    git -C alice remote set-url origin "$scratch_dir/mirror.git"
    ah "$1" sync > out || fail "alice's answer to her mirror: $(cat out)"
    grep -q "answered the fair roll asked at journal line $asked" out || fail "alice's answer: $(cat out)"
    ah "$2" sync --close --dice 1 > out || fail "alice's close: $(cat out)"
    closed=$(wc -l < alice/g.roster.journal)
    git -C alice remote set-url origin "$scratch_dir/remote.git"
    git -C alice push -q origin HEAD:refs/heads/main
}

# The issue's case, a deadline of 11 minutes: the close is within the clock tolerance of bob's
# clock two minutes after his request, but bob never had the link: the close is void and bob
# rolls on the link.
game 11m
early_close "$t10" "$t12"
bh "$t2" sync > out 2> err || fail "bob's sync of the early close: $(cat out err)"
grep -q "the close at journal line $closed is void: .*journal line $asked unanswered 120 s ago" out ||
    fail "bob's sync does not name the void close: $(cat out)"
grep -q "rolled with fair dice:" out || fail "bob did not roll on the link: $(cat out)"
rolled=$(wc -l < bob/g.roster.journal)
[[ $rolled == "$closed" ]] || fail "bob's roll is not where the close was: $rolled, $closed"
[[ $(entry_field bob "$rolled" 'e["dice"][0]["source"]') == fair ]] || fail "bob's roll is not fair"
! b log | grep -q "closed\]" || fail "bob's game took the close: $(b log | tail -2)"

# Alice's next sync takes bob's roll, her close left out and named; both games the same, proven.
ah "$t12" sync > out 2> err || fail "alice's sync after bob's roll: $(cat out err)"
grep -q "journal line $rolled: .*\[dice [1-6] fair\]" out || fail "alice did not take bob's roll: $(cat out)"
grep -q "void: .*left out of yours" out && grep -A1 "left out of yours" out | grep -q "closed\]" ||
    fail "alice's sync does not name her void close: $(cat out)"
same_game "after the void close"
a replay > /dev/null && b replay > /dev/null || fail "the game with the void close does not replay"

# The default deadline, 48 hours: bob last saw his request unanswered at $t0; 47 hours on, the
# link comes with a close dated 49 hours after it (ahead of his clock): void, not refused.
game 48h
early_close "$t10" 2030-01-03T11:01:00Z
bh 2030-01-03T09:00:00Z sync > out 2> err || fail "bob's sync 47 h on: $(cat out err)"
grep -q "is void" out && grep -q "rolled with fair dice:" out || fail "47 h: $(cat out)"
ah 2030-01-03T11:01:00Z sync > /dev/null || fail "alice's sync after the void close, 48 h"
same_game "after the void close, 48 h"
echo "remote close early: ok"
