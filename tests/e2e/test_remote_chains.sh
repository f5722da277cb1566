#!/usr/bin/env bash
# Issue 42, items 1, 2 and 5: players are keys, one fair-dice chain per player, and no link given
# twice. A second chain of one player, a third player's key, an entry signed by a key not in the
# game's list and an unsigned entry are refused by sync and replay, naming them; a player whose
# key the game does not list changes nothing; a roller who runs a second muster (another secrets
# folder) on his own copy cannot pledge a chain there to answer his own request; a player whose
# secret is missing is told what to restore, and no new chain is made; a link once given is
# counted beside the secret (mode 0600), so a game whose history was rewritten to hold fewer of
# a player's links is named as such and no link is revealed again.
source "$(dirname "$0")/remote_setup.sh" "$1"

# A second chain of one player, pushed by a cheating alice: her own pledge copied with another
# chain end, signed with her own key.
new_game unbalanced-equality
[[ $(entry_field alice 5 'e["command"]') == pledge ]] || fail "line 5 is not alice's pledge"
sed -n 5p alice/g.roster.journal >> alice/g.roster.journal
reseal alice/g.roster.journal 8 'e["fair"]["pledge"] = "ab" * 32'
cheat_push "a second chain"
refused "a second chain" fair-dice "journal line 8 (pledge)"
grep -q "a second fair-dice chain (ababababab.*) of the player $(fingerprint alice)" out ||
    fail "the refusal does not name the player: $(cat out)"
replay_refuses a "journal line 8 (pledge)" "a second fair-dice chain"

# A third key: carol's join (bob's copied with her key, signed by her), then an entry of alice's
# signed by carol, then one with no signature. Each refused by sync and replay, naming the key.
make_player carol
carol=$(fingerprint carol)
new_game unbalanced-equality
[[ $(entry_field alice 6 'e["command"]') == join ]] || fail "line 6 is not bob's join"
sed -n 6p alice/g.roster.journal >> alice/g.roster.journal
RESEAL_KEY="$scratch_dir/keys/carol" python3 "$remote_tests/fixtures/reseal_entry.py" \
    alice/g.roster.journal 8 "e['fair']['key'] = ' '.join(open('$scratch_dir/keys/carol.pub').read().split()[:2]); e['author'] = '$carol'"
cheat_push "a third player"
refused "a third player's join" signature "journal line 8 (join)"
grep -q "a third player's key $carol" out || fail "the third key is not named: $(cat out)"
replay_refuses a "journal line 8 (join)" "a third player's key $carol"

new_game unbalanced-equality
a kill uThulwana 1 > /dev/null
RESEAL_KEY="$scratch_dir/keys/carol" python3 "$remote_tests/fixtures/reseal_entry.py" \
    alice/g.roster.journal 8 "e['author'] = '$carol'"
cheat_push "an entry signed by a third key"
refused "an entry signed by a third key" signature "journal line 8 (kill)"
grep -q "signed by $carol, a key not in the game's list of players" out ||
    fail "the key is not named: $(cat out)"
replay_refuses a "journal line 8 (kill)" "signed by $carol"

new_game unbalanced-equality
a kill uThulwana 1 > /dev/null
reseal alice/g.roster.journal 8 'del e["author"]; del e["sig"]'
cheat_push "an unsigned entry"
refused "an unsigned entry" signature "journal line 8 (kill)"
grep -q "unsigned: every entry of a game with players is signed" out || fail "not named: $(cat out)"

# A player with a key the game does not list (carol's, on alice's copy): refused, nothing saved.
new_game unbalanced-equality
cp alice/g.roster.journal journal.keep
set +e
HOME="$scratch_dir/home-carol" MUSTER_DATA_HOME="$scratch_dir/secrets-alice" "$muster" -f alice/g.roster sync > out 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "your signing key $carol is neither" err ||
    fail "a stranger's key: $status $(cat out err)"
cmp -s alice/g.roster.journal journal.keep || fail "a stranger's muster wrote to the game"
# Nor can a stranger's save, turn or undo change the game or commit (Mallory's clone).
head_before=$(git -C alice rev-parse HEAD)
cp alice/g.roster roster.keep
for command in "kill uThulwana 5" "turn" "undo"; do
    set +e
    # shellcheck disable=SC2086 # the command's words
    HOME="$scratch_dir/home-carol" MUSTER_DATA_HOME="$scratch_dir/secrets-alice" "$muster" -f alice/g.roster $command > out 2> err
    status=$?
    set -e
    [[ $status == 1 ]] && grep -q "your signing key $carol is neither" err ||
        fail "a stranger's $command: $status $(cat out err)"
    cmp -s alice/g.roster.journal journal.keep && cmp -s alice/g.roster roster.keep ||
        fail "a stranger's $command changed the game"
    [[ $(git -C alice rev-parse HEAD) == "$head_before" ]] || fail "a stranger's $command committed"
done

# Alice asks for fair dice, then syncs her own copy with a second secrets folder: no chain is
# pledged there and nothing answers her request.
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
a morale uThulwana > out || fail "alice's request: $(cat out)"
grep -q "asks for fair dice" out || fail "not a fair request: $(cat out)"
cp alice/g.roster.journal journal.keep
set +e
MUSTER_DATA_HOME="$scratch_dir/alt" "$muster" -f alice/g.roster sync > out 2> err
status=$?
set -e
[[ $status == 3 ]] && grep -q "your fair-dice secret is not in" err ||
    fail "a second secrets folder on the roller's copy: $status $(cat out err)"
cmp -s alice/g.roster.journal journal.keep || fail "the second folder's muster wrote to the game"
[[ -z "$(ls -A alt 2> /dev/null)" ]] || fail "a second chain's secret was made"

# Bob's secret missing (a new machine): his sync takes alice's request but pledges nothing and
# says what to restore; restored, he answers.
mv secrets-bob secrets-bob.backup
set +e
b sync > out 2> err
status=$?
set -e
bob_pledge=$(entry_field bob 7 'e["fair"]["pledge"]')
[[ $status == 3 ]] && grep -q "restore your secret file" err && grep -q "$bob_pledge.secret" err ||
    fail "a missing secret: $status $(cat out err)"
same_game "a missing secret: nothing pledged"
rm -rf secrets-bob
mv secrets-bob.backup secrets-bob
b sync > out || fail "bob's sync with his secret restored: $(cat out)"
grep -q "answered the fair roll" out || fail "bob did not answer once restored: $(cat out)"
[[ "$(stat -c %a "secrets-bob/$bob_pledge.position")" == 600 ]] || fail "the position file's mode"
a sync > /dev/null && b sync > /dev/null
same_game "the fair roll after the restore"

# Bob's secret lost for good: `sync --new-chain` pledges a new chain for his (announced, naming
# the one it replaces, signed by him), refused while a fair roll is pending; then he rolls with it.
new_game unbalanced-equality
old_chain=$(entry_field bob 7 'e["fair"]["pledge"]')
rm -rf secrets-bob
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null
a morale uThulwana > /dev/null # alice's request, pending
set +e
b sync --new-chain > out 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "a chain is replaced only when nothing is pending" err ||
    fail "a new chain while a request is pending: $status $(cat out err)"
a undo > /dev/null && a sync > /dev/null # alice withdraws it
b sync --new-chain > out || fail "bob's new chain: $(cat out)"
grep -q "pledged your new fair-dice chain" out || fail "bob's new chain: $(cat out)"
last=$(wc -l < bob/g.roster.journal)
[[ $(entry_field bob "$last" 'e["fair"]["replaces"]') == "$old_chain" ]] || fail "the new chain does not name the old"
[[ $(entry_field bob "$last" 'e["author"]') == "$(fingerprint bob)" ]] || fail "the new chain is not bob's"
a sync > /dev/null
b morale uThulwana > /dev/null
a sync > /dev/null
b sync > out || fail "bob's roll on his new chain: $(cat out)"
grep -q "rolled with fair dice" out || fail "bob's roll on his new chain: $(cat out)"
a sync > /dev/null
same_game "a new chain"
a replay > /dev/null && b replay > /dev/null || fail "a game with a new chain does not replay"

# A link given, then the history rewritten without it: bob, the roller, has alice's link and
# could work his dice out; he force-pushes the game from before his request and asks again;
# alice's copy is reset to the remote (a new machine, a `git reset`). Her muster reveals no link
# twice: it names the history as rewritten.
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
before=$(git -C remote.git rev-parse main)
b morale uThulwana > /dev/null
a sync > out || fail "alice's answer: $(cat out)"
grep -q "answered the fair roll" out || fail "alice did not answer: $(cat out)"
link=$(tail -1 alice/g.roster.journal | python3 -c 'import json,sys; print(json.load(sys.stdin)["fair"]["link"])')
git -C remote.git update-ref refs/heads/main "$before"
git -C bob reset -q --hard "$before"
b morale uThulwana --range medium > out 2>&1 || true
grep -q "asks for fair dice" out || fail "bob's second request: $(cat out)"
git -C alice fetch -q origin
git -C alice reset -q --hard origin/main
! grep -q "$link" alice/g.roster.journal || fail "the reset copy still holds the link"
set +e
a sync > out 2> err
status=$?
set -e
[[ $status == 1 ]] && grep -q "history rewritten" err || fail "a rewritten history: $status $(cat out err)"
[[ $(entry_field alice "$(wc -l < alice/g.roster.journal)" 'e["command"]') == pending ]] ||
    fail "alice's muster answered the second request"
sent=$(git -C remote.git log -p main)
! grep -q "$link" <<< "$sent" || fail "the link was sent again"
echo "remote chains: ok"
