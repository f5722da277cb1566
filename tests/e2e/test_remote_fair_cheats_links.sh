#!/usr/bin/env bash
# Fair dice, the cheats on the chain of links (remote_cheats.sh): a request dropped and asked again
# after the link was given, and a link used twice.
source "$(dirname "$0")/remote_cheats.sh" "$1"

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
echo "remote fair dice cheats on the links: ok"
