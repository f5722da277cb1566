#!/usr/bin/env bash
# Issue 42, item 1 (done when): two players, each with his own ssh signing key (ed25519, made by
# ssh-keygen) in his own HOME's git config, play a game through a plain `git init --bare` remote.
# `share` lists alice's key in the game (a `join` entry signed by it), bob's first sync adds his;
# each prints the fingerprints to compare out of band; every entry from alice's join on names its
# author's key and is signed by it. A player with no signing key gets a one-line error saying
# what to set, and nothing changes; a local game needs no key.
source "$(dirname "$0")/remote_setup.sh" "$1"
alice=$(fingerprint alice)
bob=$(fingerprint bob)

cd "$scratch_dir"
git init -q --bare plain.git # HEAD: master, git's own default
mkdir alice
a init --rules unbalanced-equality > /dev/null
a add 90th/A brit-infantry --side british > /dev/null
a add uThulwana zulu-spears --side zulu > /dev/null
a share "$scratch_dir/plain.git" > out || fail "share: $(cat out)"
grep -q "you play as $alice (your signing key)" out || fail "share does not print alice's fingerprint: $(cat out)"
git clone -q plain.git bob
b sync > out || fail "bob's first sync: $(cat out)"
grep -q "you joined the game as $bob" out || fail "bob's join: $(cat out)"
grep -q "^player $alice" out && grep -q "^player $bob" out || fail "the players are not listed: $(cat out)"
grep -q "compare these fingerprints with the other player out of band" out || fail "no comparison asked: $(cat out)"
a sync > out || fail "alice's sync: $(cat out)"
grep -q "^player $bob" out || fail "alice is not shown bob's fingerprint: $(cat out)"
[[ $(entry_field alice 4 'e["command"] + " " + e["author"]') == "join $alice" ]] || fail "line 4 is not alice's join"
[[ $(entry_field alice 6 'e["command"] + " " + e["author"]') == "join $bob" ]] || fail "line 6 is not bob's join"

# A game played: a fair roll each way, typed dice, an undo.
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
b morale uThulwana > /dev/null
a sync > /dev/null && b sync > out
grep -q "rolled with fair dice" out || fail "bob's roll: $(cat out)"
a sync > /dev/null
b kill 90th/A 3 --dice 4 > /dev/null 2>&1 || b kill 90th/A 3 > /dev/null
b undo > /dev/null
b sync > /dev/null && a sync > /dev/null
same_game "a game of two keys"
a replay > /dev/null && b replay > /dev/null || fail "the game does not replay"
# solo --play (issue 45) with the game's random dice: a fair roll, resolved later by sync, would
# not record the doctrine; refused before anything is asked, the journal unchanged; with the
# dice thrown (--dice) it is played and journalled with its doctrine.
a turn --skip-owed > /dev/null
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null
before=$(md5sum < alice/g.roster.journal)
set +e
a solo zulu --play > out 2> err
status=$?
set -e
[[ $status == 2 ]] && grep -q "solo --play in a shared game: a fair roll does not record the doctrine" err ||
    fail "solo --play with fair dice: $status $(cat out err)"
[[ $(md5sum < alice/g.roster.journal) == "$before" ]] || fail "the refused solo --play wrote the journal"
a solo zulu --play --dice 4 > out 2> err || fail "solo --play --dice in a shared game: $(cat out err)"
[[ $(tail -1 alice/g.roster.journal | python3 -c 'import json,sys; print(json.load(sys.stdin).get("solo", {}).get("doctrine"))') == steady ]] ||
    fail "the played solo choice does not record its doctrine: $(tail -1 alice/g.roster.journal)"
a replay > /dev/null || fail "the game with a solo choice does not replay"
python3 - "$alice" "$bob" alice/g.roster.journal <<'PY' || fail "an entry is not signed by its author's key"
import json, sys
alice, bob, path = sys.argv[1:4]
lines = [json.loads(l) for l in open(path, encoding="utf-8")]
for number, e in enumerate(lines[3:], start=4):
    assert e.get("author") in (alice, bob) and e.get("sig"), f"line {number}: {e['command']}"
assert all("sig" not in e for e in lines[:3]), "an entry before the share is signed"
PY
committed=$(git -C alice show HEAD:g.roster.journal)
grep -q '"sig"' alice/g.roster.journal && ! grep -q "BEGIN SSH" <<< "$committed" ||
    fail "the signatures are not one line each"

# No signing key: one line saying what to set, exit 3, nothing changed.
mkdir -p home-none
nokey() { HOME="$scratch_dir/home-none" MUSTER_DATA_HOME="$scratch_dir/secrets-none" "$muster" "$@"; }
cp bob/g.roster.journal bob.keep
set +e
nokey -f bob/g.roster kill uThulwana 1 > out 2> err
status=$?
set -e
[[ $status == 3 && $(wc -l < err) == 1 ]] && grep -q "git config --global user.signingKey" err ||
    fail "a save with no signing key: $status $(cat out err)"
cmp -s bob/g.roster.journal bob.keep || fail "a save with no signing key changed the journal"
mkdir solo
nokey -f solo/g.roster init --rules unbalanced-equality > /dev/null || fail "a local game needs a key"
nokey -f solo/g.roster add uThulwana zulu-spears --side zulu > /dev/null
nokey -f solo/g.roster kill uThulwana 2 > /dev/null || fail "a local save needs a key"
nokey -f solo/g.roster replay > /dev/null || fail "a local game does not replay"
! grep -q '"sig"\|"author"' solo/g.roster.journal || fail "a local game's entry is signed"
set +e
nokey -f solo/g.roster share "$scratch_dir/plain2.git" > out 2> err
status=$?
set -e
[[ $status == 3 ]] && grep -q "set it with \`git config --global gpg.format ssh\`" err ||
    fail "share with no signing key: $status $(cat out err)"
[[ ! -e solo/.git && ! -e solo/g.roster.shared ]] || fail "share with no key changed the folder"
printf '[user]\n\tsigningKey = ABCDEF12\n' > home-none/.gitconfig
set +e
nokey -f bob/g.roster sync > out 2> err
status=$?
set -e
[[ $status == 3 ]] && grep -q "gpg.format is openpgp, not ssh" err || fail "an openpgp key: $status $(cat out err)"
echo "remote players: ok"
