#!/usr/bin/env bash
# Issue 42, item 3: a withheld reveal has a way out. Bob asks for fair dice, alice answers with
# her link, and bob never rolls. Before the game's reveal deadline (48 h by default) alice cannot
# close the roll; after it, `muster sync --close --dice ...` closes it with the dice she chooses
# (the worst bob can get), recorded with the source `closed`; bob's sync takes it, proven by
# replay. A close dated ahead of the other's clock, or before the deadline, is refused.
# The clock is faked with $MUSTER_TEST_NOW, which only the tests' program muster_hooked reads.
source "$(dirname "$0")/remote_setup.sh" "$1"
hooked=$(realpath "${MUSTER_HOOKED:?needs MUSTER_HOOKED, the binary with the test clock}")
ah() { HOME="$scratch_dir/home-alice" MUSTER_DATA_HOME="$scratch_dir/secrets-alice" MUSTER_TEST_NOW="$1" "$hooked" -f "$scratch_dir/alice/g.roster" "${@:2}"; }
bh() { HOME="$scratch_dir/home-bob" MUSTER_DATA_HOME="$scratch_dir/secrets-bob" MUSTER_TEST_NOW="$1" "$hooked" -f "$scratch_dir/bob/g.roster" "${@:2}"; }

t0=2030-01-01T10:00:00Z
t1=2030-01-01T10:01:00Z  # alice's link
t47=2030-01-03T09:00:00Z # 47 hours after it
t49=2030-01-03T11:00:00Z # 49 hours after it

expect_fail() { # STATUS WORDS WHAT COMMAND...: the command fails so, the game unchanged
    local wanted=$1 words=$2 what=$3
    shift 3
    cp alice/g.roster.journal a.keep
    cp bob/g.roster.journal b.keep
    set +e
    "$@" > out 2> err
    local status=$?
    set -e
    [[ $status == "$wanted" ]] && grep -q "$words" err || fail "$what: exit $status: $(cat out err)"
    cmp -s alice/g.roster.journal a.keep && cmp -s bob/g.roster.journal b.keep || fail "$what: a game changed"
}

withheld() { # a UE game where bob's fair morale test has alice's link and is not rolled
    new_game unbalanced-equality
    a fire 90th/A --at uThulwana --range short > /dev/null
    a sync > /dev/null && b sync > /dev/null
    bh "$t0" morale uThulwana > out || fail "bob's request: $(cat out)"
    grep -q "asks for fair dice" out || fail "not a fair request: $(cat out)"
    asked=$(wc -l < bob/g.roster.journal)
    ah "$t1" sync > out || fail "alice's answer: $(cat out)"
    grep -q "answered the fair roll asked at journal line $asked" out || fail "alice's answer: $(cat out)"
}

withheld
[[ $(entry_field alice 4 'e["fair"]["deadline"]') == 48h ]] || fail "the default deadline is not in alice's join"
expect_fail 1 "the roller's to make until the reveal deadline has passed" "a close 47 hours after the link" \
    ah "$t47" sync --close --dice 1
expect_fail 1 "no fair roll of the other player's" "the roller closing his own roll" \
    bh "$t49" sync --close --dice 1
expect_fail 2 "takes the dice you choose" "a close without dice" ah "$t49" sync --close
ah "$t49" sync --close --dice 1 > out || fail "alice's close after the deadline: $(cat out)"
grep -q "closed the withheld roll with your dice" out || fail "alice's close: $(cat out)"
closed=$(wc -l < alice/g.roster.journal)
[[ $(entry_field alice "$closed" 'e["dice"][0]["source"]') == closed ]] || fail "the close's dice are not labelled closed"
[[ $(entry_field alice "$closed" 'e["author"]') == "$(fingerprint alice)" ]] || fail "the close is not alice's"
a log > out && grep -q "uThulwana .*\[dice 1 closed\]" out || fail "the log does not say closed: $(a log | tail -2)"
bh "$t49" sync > out || fail "bob's sync after the close: $(cat out)"
grep -q "took 2 changes of the other player, proven by replay" out && grep -q "journal line $closed: .*\[dice 1 closed\]" out ||
    fail "bob did not take the link and the close: $(cat out)"
same_game "after the close"
a replay > /dev/null && b replay > /dev/null || fail "a game with a closed roll does not replay"
expect_fail 1 "a fair roll of a shared game stands" "undo of a closed roll" b undo

# A cheating alice closes with her clock set 2 hours forward of bob's, who last saw his request
# unanswered more than the deadline ago (so the close is not void: test_remote_close_early.sh):
# bob's sync refuses the close, dated ahead of his clock.
t51=2030-01-03T13:00:00Z
withheld
ah "$t51" sync --close --dice 1 > /dev/null || fail "alice's forward-clock close"
keep_bob
set +e
bh "$t49" sync > out 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "^refused .*: fair-dice: a roll closed at $t51, ahead of this machine's clock" out ||
    fail "a close from the future: $status $(cat out err)"
bob_unchanged "a close from the future"

# The same close backdated to 47 hours after the link, resealed and signed by alice: replay
# refuses it, before the deadline.
reseal alice/g.roster.journal "$(wc -l < alice/g.roster.journal)" "e['time'] = '$t47'"
git -C alice commit -q -a --amend --no-edit
git -C alice push -q -f origin HEAD:refs/heads/main
keep_bob
set +e
bh "$t49" sync > out 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "fair-dice: a roll closed at $t47, before the reveal deadline" out ||
    fail "a close before the deadline: $status $(cat out err)"
bob_unchanged "a close before the deadline"

# A deadline of the sharer's choosing: `share --reveal-deadline 90m`, recorded in his join.
cd "$scratch_dir"
rm -rf remote.git alice bob secrets-alice secrets-bob
git init -q --bare --initial-branch=main remote.git
mkdir alice
a init --rules unbalanced-equality > /dev/null
a add uThulwana zulu-spears --side zulu > /dev/null
set +e
a share "$scratch_dir/remote.git" --reveal-deadline 90 > out 2> err
status=$?
set -e
[[ $status == 2 ]] && grep -q "give minutes, hours or days" err || fail "a deadline without a unit: $status $(cat err)"
[[ ! -e alice/.git ]] || fail "a refused share made a repository"
a share "$scratch_dir/remote.git" --reveal-deadline 90m > out || fail "share with a deadline: $(cat out)"
grep -q "reveal deadline 90m" out || fail "share does not say the deadline: $(cat out)"
[[ $(entry_field alice 3 'e["fair"]["deadline"]') == 90m ]] || fail "the deadline is not in alice's join"
echo "remote deadline: ok"
