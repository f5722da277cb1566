#!/usr/bin/env bash
# Players are keys, one fair-dice chain per player (the secrets and links: test_remote_chains_secrets.sh).
# A second chain of one player, a third player's key, an entry signed by a key not in the game's
# list and an unsigned entry are refused by sync and replay, naming them; a player whose key the
# game does not list changes nothing, and a stranger's save, turn or undo is refused.
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
echo "remote chains, keys: ok"
