#!/usr/bin/env bash
# Fair dice (test_remote_fair.sh), the cheats: each one a player could push, refused by the other
# player's sync as `fair-dice`, naming the entry, his game unchanged.
source "$(dirname "$0")/remote_setup.sh" "$1"

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
echo "remote fair dice cheats: ok"
