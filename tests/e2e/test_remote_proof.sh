#!/usr/bin/env bash
# Issue 42, item 4: every incoming path proves. `sync --keep mine|theirs|both` never keeps an
# unproven copy beside one's own (a merge with it as a parent would send it on as the game), and
# random dice in a shared game are refused by sync and by replay: a player who moves the
# `.shared` marker away, rolls until a test passes and puts it back has rolled dice of his own.
source "$(dirname "$0")/remote_setup.sh" "$1"

# Both players save after the same entry, alice's copy altered behind muster's back.
new_game unbalanced-equality
b kill 90th/A 1 > /dev/null
a kill uThulwana 20 > /dev/null
sed -i '$ s/kill uThulwana 20/kill uThulwana 2/' alice/g.roster.journal
cheat_push "an entry altered"
remote_before=$(git -C remote.git rev-parse main)
for keep in mine theirs both; do
    refused "--keep $keep of an altered copy" altered-entry "journal line 8 (kill)" --keep "$keep"
    [[ "$(git -C bob rev-list --parents -1 HEAD | wc -w)" == 2 ]] ||
        fail "--keep $keep made a merge with the altered copy"
    [[ "$(git -C remote.git rev-parse main)" == "$remote_before" ]] ||
        fail "--keep $keep sent something on"
done
b replay > /dev/null || fail "bob's game does not replay after the refusals"

# Random dice in a shared game: the marker moved away, a morale test rolled, the marker put back.
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
mv alice/g.roster.shared marker.away
a morale uThulwana > /dev/null
mv marker.away alice/g.roster.shared
[[ "$(entry_field alice 9 'e["dice"][0]["source"]')" == random ]] || fail "the cheat's die is not random"
cheat_push "random dice"
refused "random dice in a shared game" fair-dice "journal line 9 (morale)"
grep -q "random dice in a shared game" out || fail "the refusal does not say why: $(cat out)"
replay_refuses a "journal line 9 (morale)" "random dice in a shared game"
# Dice thrown on camera (typed) and seeded dice stay allowed, and a game's random dice from
# before it was shared stay proven.
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a morale uThulwana --dice 4 > /dev/null
a sync > /dev/null && b sync > out || fail "typed dice refused: $(cat out)"
a replay > /dev/null || fail "a shared game with typed dice does not replay"
mkdir solo
"$muster" -f solo/g.roster init --rules unbalanced-equality > /dev/null
"$muster" -f solo/g.roster add 90th/A brit-infantry --side british > /dev/null
"$muster" -f solo/g.roster add uThulwana zulu-spears --side zulu > /dev/null
"$muster" -f solo/g.roster fire 90th/A --at uThulwana --range short > /dev/null
"$muster" -f solo/g.roster morale uThulwana > /dev/null
git init -q --bare --initial-branch=main solo.git
"$muster" -f solo/g.roster share "$scratch_dir/solo.git" > out 2>&1 || fail "sharing a game with random dice before: $(cat out)"
"$muster" -f solo/g.roster replay > /dev/null || fail "random dice from before the share refused"
echo "remote proof: ok"
