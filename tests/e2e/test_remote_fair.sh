#!/usr/bin/env bash
# Issue 26, item 4: fair dice. A random roll in a shared game is a pending request (no dice);
# the other player's sync answers with the next link of his pledged chain; the roller's sync
# reveals his own and rolls, dice from HMAC-SHA-256 over both links and the request. Both copies
# end the same and replay. Then each cheat a player could push, each refused by the other's
# sync as `fair-dice`, naming the entry; and the secrets stay outside the repository, mode 0600.
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

# Cheats. Each: the cheater rewrites his last commit behind muster's back and force-pushes it;
# the other player's sync refuses it, naming the kind and the entry; his game is unchanged.
cheat() { # PLAYER-FOLDER LINE STATEMENT
    reseal "$1/g.roster.journal" "$2" "$3"
    git -C "$1" commit -q -a --amend --no-edit
    git -C "$1" push -q -f origin HEAD:refs/heads/main
}
refused_by() { # PLAYER-FUNCTION PLAYER-FOLDER WHAT ENTRY
    cp "$2/g.roster" keep.r
    cp "$2/g.roster.journal" keep.j
    set +e
    "$1" sync > out 2> err
    local status=$?
    set -e
    [[ $status == 1 ]] || fail "$3: exit $status: $(cat out err)"
    grep -q "^refused .*journal line $4 .*: fair-dice: " out || fail "$3: $(cat out)"
    cmp -s "$2/g.roster" keep.r && cmp -s "$2/g.roster.journal" keep.j || fail "$3: game changed"
}
ue_pending() { # a UE game where bob asked for fair dice and alice has the request
    new_game unbalanced-equality
    a fire 90th/A --at uThulwana --range short > /dev/null
    a sync > /dev/null && b sync > /dev/null
    b morale uThulwana > /dev/null
    a sync > /dev/null # answers
    answer=$(wc -l < alice/g.roster.journal)
}

# A link that does not hash to the last one of its chain.
ue_pending
cheat alice "$answer" 'e["fair"]["link"] = "ab" * 32'
refused_by b bob "a link not of its chain" "$answer"
grep -q "does not hash to the last link of its chain" out || fail "not named: $(cat out)"

# A request changed after the other's link was given: bob rolls, then rewrites the roll's request.
ue_pending
b sync > /dev/null
roll=$(wc -l < bob/g.roster.journal)
cheat bob "$roll" 'e["request"]["range"] = "long"'
refused_by a alice "a request changed after the link" "$roll"
grep -q "the request changed after the other player's link was given" out || fail "not named: $(cat out)"

# A revealed die edited: another face, the entry resealed.
ue_pending
b sync > /dev/null
roll=$(wc -l < bob/g.roster.journal)
cheat bob "$roll" 'e["dice"][0]["value"] = e["dice"][0]["value"] % 6 + 1'
refused_by a alice "a fair die edited" "$roll"
grep -q "both links and the request give" out || fail "not named: $(cat out)"

# The roller, who can work the dice out once he has the link, drops his request and asks again:
# a rewritten history with a new request. Alice's sync shows both sides, and leaving out the
# link she gave (--keep theirs) is refused.
ue_pending
git -C bob reset -q --hard HEAD~1 # back to before his request
git -C bob remote set-url origin "$scratch_dir/nowhere.git"
b morale uThulwana --range medium > /dev/null 2>&1 # asked again (another request), not sent
[[ $(entry_field bob "$(wc -l < bob/g.roster.journal)" 'e["command"]') == pending ]] ||
    fail "bob's second request was not journalled"
git -C bob remote set-url origin "$scratch_dir/remote.git"
git -C bob push -q -f origin HEAD:refs/heads/main
cp alice/g.roster keep.r
cp alice/g.roster.journal keep.j
set +e
a sync > out 2>&1
first_status=$?
a sync --keep theirs > out 2> err
status=$?
set -e
[[ $first_status == 1 && $status == 1 ]] || fail "a dropped request: exit $first_status, $status: $(cat out err)"
grep -q "would leave out the fair roll or link at journal line $answer (link)" err ||
    fail "a dropped link is not named: $(cat err)"
cmp -s alice/g.roster keep.r && cmp -s alice/g.roster.journal keep.j || fail "alice's game changed"

# A link used twice: alice answers bob's second request with the link she gave for the first.
new_game fuzzy-wuzzy
b move Hadendowa --rate march > /dev/null
a sync > /dev/null # answers
first=$(entry_field alice "$(wc -l < alice/g.roster.journal)" 'e["fair"]["link"]')
b sync > /dev/null && a sync > /dev/null # rolled, taken
b move Lincolns --rate march > out || fail "bob's second request: $(cat out)"
grep -q "asks for fair dice" out || fail "no second request: $(cat out)"
a sync > /dev/null # answers again
second=$(wc -l < alice/g.roster.journal)
[[ $(entry_field alice "$second" 'e["command"]') == link ]] || fail "no second link"
cheat alice "$second" "e[\"fair\"][\"link\"] = \"$first\""
refused_by b bob "a link used twice" "$second"
grep -q "a link used twice" out || fail "not named: $(cat out)"
echo "remote fair dice: ok"
