#!/usr/bin/env bash
# Issue 26, item 4: fair dice. A random roll in a shared game is a pending request (no dice);
# the other player's sync answers with the next link of his pledged chain; the roller's sync
# reveals his own and rolls, dice from HMAC-SHA-256 over both links and the request. Both copies
# end the same and replay; and the secrets stay outside the repository, mode 0600. The cheats a
# player could push are test_remote_fair_cheats.sh.
source "$(dirname "$0")/remote_setup.sh" "$1"

# One fair roll asked by `roller` (a or b) with `cmd`, answered by `other`, then taken by both.
fair_roll() {
    local roller=$1 other=$2
    shift 2
    "$roller" "$@" > out || fail "$*: $(cat out)"
    grep -q "asks for fair dice" out || fail "$*: not a fair request: $(cat out)"
    "$other" sync > out || fail "the answer: $(cat out)"
    grep -q "answered the fair roll asked at journal line" out || fail "no answer: $(cat out)"
    "$roller" sync > out || fail "the roll: $(cat out)"
    grep -q "rolled with fair dice" out || fail "no roll: $(cat out)"
    "$other" sync > /dev/null || fail "the roll did not travel"
    same_game "after $*"
}

# UE: bob tests uThulwana's morale with fair dice.
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
cp bob/g.roster roster.before
b morale uThulwana > out || fail "bob's request: $(cat out)"
grep -q "waiting for the other player's link" out || fail "bob's request: $(cat out)"
cmp -s bob/g.roster roster.before || fail "a pending request changed the roster"
n=$(wc -l < bob/g.roster.journal)
[[ $(entry_field bob "$n" 'e["command"]') == pending ]] || fail "no pending entry"
[[ $(entry_field bob "$n" 'len(e["dice"])') == 0 ]] || fail "a pending request holds dice"
set +e
b kill uThulwana 1 > /dev/null 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "a fair roll is pending" err || fail "a save while pending: $status $(cat err)"
cmp -s bob/g.roster roster.before || fail "a save while pending changed the roster"
a sync > out || fail "alice's answer: $(cat out)"
grep -q "answered the fair roll asked at journal line $n" out || fail "alice's answer: $(cat out)"
b sync > out || fail "bob's roll: $(cat out)"
grep -q "uThulwana: morale" out || fail "bob's roll does not say the result: $(cat out)"
a sync > /dev/null
same_game "UE fair roll"
last=$(wc -l < bob/g.roster.journal)
[[ $(entry_field bob "$last" 'e["dice"][0]["source"]') == fair ]] || fail "the die's source is not fair"
[[ $(entry_field bob "$last" 'sorted(e["fair"])') == "['other', 'request', 'roller']" ]] ||
    fail "the roll's fair record: $(entry_field bob "$last" 'e["fair"]')"
a replay > /dev/null && b replay > /dev/null || fail "the UE fair game does not replay"
# The battle report's dice luck names where each side's dice came from: the Zulu's were fair.
b report > report.html
grep -q '<tr data-side="zulu" data-die="D6">.*<td>fair</td>' report.html ||
    fail "the report does not show the fair dice: $(grep 'data-side' report.html)"
set +e
b undo > /dev/null 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "a fair roll of a shared game stands" err || fail "undo of a fair roll: $(cat err)"

# The secrets: outside the repository, mode 0600, one per player.
for who in alice bob; do
    secret=$(ls "secrets-$who"/*.secret)
    [[ $(stat -c %a "$secret") == 600 ]] || fail "$who's secret is mode $(stat -c %a "$secret")"
done
files=$(git -C bob ls-files)
! grep -q secret <<< "$files" || fail "a secret is in the repository"

# FW: alice fires with fair dice, then bob moves with fair dice.
new_game fuzzy-wuzzy
fair_roll a b fire Lincolns --at Hadendowa --range short
fair_roll b a move Hadendowa --rate march
a replay > /dev/null && b replay > /dev/null || fail "the FW fair game does not replay"
echo "remote fair dice: ok"
