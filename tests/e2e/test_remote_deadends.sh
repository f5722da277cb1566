#!/usr/bin/env bash
# Issue 42, item 6: no dead ends. `muster undo` withdraws the player's own request while no link
# answers it (the game goes on, and replays); once the other's link is given the roll stands;
# the other player's request is not his to withdraw. A request that crossed a change of the other
# player's (an FW move of the unit asked to move) is shown, not kept silently where its roll
# would be refused at every sync.
source "$(dirname "$0")/remote_setup.sh" "$1"

expect_refusal() { # STATUS WORDS WHAT COMMAND...: the command fails so, saying WORDS
    local wanted=$1 words=$2 what=$3
    shift 3
    set +e
    "$@" > out 2> err
    local status=$?
    set -e
    [[ $status == "$wanted" ]] && grep -q "$words" out err || fail "$what: exit $status: $(cat out err)"
}

new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
b --json morale uThulwana > out || fail "bob's request: $(cat out)"
# With --json a request for fair dice is one object: its result the request's journal line.
[[ $(jq -c '[.command, .result.pending]' out) == "[\"morale\",$(wc -l < bob/g.roster.journal)]" ]] ||
    fail "bob's request as JSON: $(cat out)"
asked=$(wc -l < bob/g.roster.journal)
cp bob/g.roster roster.before
b --json undo > out || fail "bob's withdrawal: $(cat out)"
grep -q "withdrew the fair roll asked at journal line $asked" out || fail "bob's withdrawal: $(cat out)"
# With --json the withdrawal is undo's result (issue 39): nothing undone, the line withdrawn.
[[ $(jq -c '[.result.undone, .result.withdrawn]' out) == "[[],$asked]" ]] ||
    fail "bob's withdrawal as JSON: $(cat out)"
# Each entry of a game with players names its author, in log --json too.
b --json log > out || fail "bob's log: $(cat out)"
jq -e '[.result.entries[] | select(.command == "withdraw") | .author | test("^SHA256:")] == [true]' \
    out > /dev/null || fail "log --json gives no author: $(cat out)"
cmp -s bob/g.roster roster.before || fail "the withdrawal changed the roster"
[[ $(entry_field bob "$((asked + 1))" 'e["command"]') == withdraw ]] || fail "no withdraw entry"
b sync > /dev/null && a sync > out || fail "the withdrawal did not travel: $(cat out)"
! grep -q "answered the fair roll" out || fail "alice answered a withdrawn request"
same_game "after the withdrawal"
a replay > /dev/null && b replay > /dev/null || fail "a game with a withdrawn request does not replay"
b kill uThulwana 1 > /dev/null || fail "bob cannot save after withdrawing"
b undo > out || fail "bob's ordinary undo after the withdrawal: $(cat out)"
grep -q "undone: kill uThulwana" out || fail "bob's ordinary undo: $(cat out)"

# Withdrawn while the other's link was on its way: the sync shows both sides (the withdrawal
# after the link does not prove); keeping the other's, the roll is made; it then stands.
b sync > /dev/null
b morale uThulwana > /dev/null
a sync > out
grep -q "answered the fair roll" out || fail "alice's answer: $(cat out)"
expect_refusal 1 "only he can withdraw" "alice withdrawing bob's request" a undo
b undo > out || fail "bob's withdrawal, not knowing of the link: $(cat out)"
expect_refusal 1 "both players saved" "a withdrawal crossing the link" b sync
b sync --keep theirs > out || fail "bob keeping the link: $(cat out)"
grep -q "rolled with fair dice" out || fail "the roll was not made: $(cat out)"
a sync > /dev/null
same_game "the roll after a crossed withdrawal"
expect_refusal 1 "a fair roll of a shared game stands" "undo of a fair roll" b undo

# FW: bob asks for a fair move of the Hadendowa while his copy cannot reach the remote; alice
# moves them meanwhile (typed dice) and sends it. The request crossed her move: bob's sync shows
# both sides instead of keeping his request on a game where the Hadendowa have moved (its roll
# would be refused by FW-ORDER-1 at every sync); keeping hers drops the unanswered request.
new_game fuzzy-wuzzy
git -C bob remote set-url origin "$scratch_dir/nowhere.git"
b move Hadendowa --rate march > out 2>&1 || fail "bob's request: $(cat out)"
grep -q "asks for fair dice" out || fail "bob's request: $(cat out)"
git -C bob remote set-url origin "$scratch_dir/remote.git"
a move Hadendowa --rate march --dice 2 > /dev/null
a sync > /dev/null || fail "alice's move was not sent"
expect_refusal 1 "both players saved" "a request crossing a move" b sync
b sync --keep theirs > out || fail "bob keeping alice's move: $(cat out)"
same_game "after the crossed request"
a replay > /dev/null && b replay > /dev/null || fail "the FW game does not replay"
b kill Lincolns 1 > /dev/null || fail "the game does not go on (a request left pending?)"

# A fair roll that would save nothing is refused before it is asked (issue 42's example): an FW
# move of a unit that already moved this move. The trial throw of the command meets FW-ORDER-1
# before any request is journalled: exit 1, nothing journalled, nothing sent, nothing pending.
new_game fuzzy-wuzzy
a move Hadendowa --rate march --dice 2 > /dev/null
a sync > /dev/null && b sync > /dev/null
remote_before=$(git -C remote.git rev-parse main)
for player in a b; do
    folder=$([[ $player == a ]] && echo alice || echo bob)
    cp "$folder/g.roster.journal" journal.before
    expect_refusal 1 "already" "$folder's fair move of a unit that moved" "$player" move Hadendowa --rate march
    ! grep -q "asks for fair dice" out err || fail "$folder's move was asked for: $(cat out err)"
    cmp -s "$folder/g.roster.journal" journal.before || fail "$folder's refused move journalled something"
done
[[ $(git -C remote.git rev-parse main) == "$remote_before" ]] || fail "a refused move was sent"
a kill Lincolns 1 > /dev/null || fail "the game does not go on after the refused move"
echo "remote dead ends: ok"
