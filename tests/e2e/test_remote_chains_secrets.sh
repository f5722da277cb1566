#!/usr/bin/env bash
# One fair-dice chain per player, and no link given twice (the keys: test_remote_chains.sh). A
# roller who runs a second muster (another secrets folder) on his own copy cannot pledge a chain
# there to answer his own request; a player whose secret is missing is told what to restore, and
# no new chain is made; a link once given is counted beside the secret (mode 0600), so a game
# whose history was rewritten to hold fewer of a player's links is named as such and no link is
# revealed again.
source "$(dirname "$0")/remote_setup.sh" "$1"

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
echo "remote chains, secrets: ok"
