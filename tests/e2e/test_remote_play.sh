#!/usr/bin/env bash
# Issue 26: a shared game of each rule set played from both sides through a bare repository in
# the test's folder: every save a commit with its entry's seal as trailer, every sync taking
# the other's saves proven by replay, both copies ending byte for byte the same and proven.
source "$(dirname "$0")/remote_setup.sh" "$1"

# UE: alice fires, bob tests morale with seeded dice, alice advances the turn.
new_game unbalanced-equality
[[ -f alice/g.roster.shared ]] || fail "share wrote no marker"
git -C alice log -1 --format=%s | grep -q . || fail "share made no commit"
grep -c '"command":"pledge"' alice/g.roster.journal | grep -qx 2 || fail "not both chains pledged"
b sync > out || fail "bob's sync: $(cat out)"
grep -qx "up to date" out || fail "bob's sync: $(cat out)"
a fire 90th/A --at uThulwana --range short > /dev/null
seal=$(tail -1 alice/g.roster.journal | python3 -c 'import json,sys; print(json.load(sys.stdin)["sum"])')
git -C alice log -1 --format=%B | grep -qx "Muster-Event: $seal" ||
    fail "the fire's commit has no trailer with its seal: $(git -C alice log -1 --format=%B)"
git -C alice log -1 --format=%s | grep -q "fire 90th/A" || fail "the commit's subject is not the brief line"
[[ -z "$(git -C alice status --porcelain)" ]] || fail "alice's save left changes uncommitted"
a sync > out || fail "alice's sync: $(cat out)"
grep -qx "sent your saves" out || fail "alice's sync: $(cat out)"
b sync > out || fail "bob's sync: $(cat out)"
grep -q "took 1 change of the other player" out || fail "bob took: $(cat out)"
grep -q "journal line 8: t1 fire 90th/A" out || fail "bob's sync does not name the entry: $(cat out)"
same_game "after the fire"
b --seed 7 morale uThulwana > /dev/null
b sync > /dev/null || fail "bob could not send his morale test"
a sync --json > out || fail "alice's sync: $(cat out)"
python3 - out <<'PY' || fail "alice's sync --json: $(cat out)"
import json, sys
o = json.load(open(sys.argv[1]))["result"]
assert o["state"] == "taken", o
assert [e["command"] for e in o["theirs"]] == ["morale"], o
assert o["theirs"][0]["dice"][0]["die"] == "D6", o
assert o["refusal"] is None
PY
a turn --skip-owed > /dev/null
a sync > /dev/null && b sync > /dev/null || fail "the turn did not travel"
same_game "UE game"
a replay > /dev/null || fail "alice's copy does not replay"
b replay > /dev/null || fail "bob's copy does not replay"
[[ $(git -C bob log --format=%H | wc -l) -ge 5 ]] || fail "bob's history has too few commits"

# FW: bob fires, alice takes the fire combat result test, bob moves; each syncs in turn.
new_game fuzzy-wuzzy
b fire Lincolns --at Hadendowa --range short --dice 5,5,4,4 > /dev/null || fail "bob's fire"
b sync > /dev/null || fail "bob's sync"
a sync > out || fail "alice's sync: $(cat out)"
grep -q "took 1 change" out || fail "alice took: $(cat out)"
a morale Hadendowa --dice 3 > /dev/null || fail "alice's result test"
a sync > /dev/null && b sync > /dev/null || fail "the test did not travel"
b move Lincolns --rate march --dice 4 > /dev/null || fail "bob's move"
b sync > /dev/null && a sync > /dev/null || fail "the move did not travel"
same_game "FW game"
a replay > /dev/null && b replay > /dev/null || fail "the FW copies do not replay"
# Both players watching (`sync --watch`): bob's fair morale test completes with no sync typed,
# and Ctrl-C (SIGINT) ends each watch with exit 0.
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
# (muster itself in the background, not through `a`/`b`: SIGINT must reach its process)
HOME="$scratch_dir/home-alice" MUSTER_DATA_HOME="$scratch_dir/secrets-alice" "$muster" -f alice/g.roster sync --watch \
    --interval 0.2 > alice.watch 2>&1 &
alice_watch=$!
HOME="$scratch_dir/home-bob" MUSTER_DATA_HOME="$scratch_dir/secrets-bob" "$muster" -f bob/g.roster sync --watch \
    --interval 0.2 > bob.watch 2>&1 &
bob_watch=$!
b morale uThulwana > /dev/null || fail "bob's request while both watch"
for _ in $(seq 300); do # up to 30 s on a loaded machine; a second or two when idle
    grep -q '"fair":{"other"' alice/g.roster.journal 2> /dev/null && break
    sleep 0.1
done
kill -INT "$alice_watch" "$bob_watch"
wait "$alice_watch" || fail "alice's watch ended with exit $?: $(cat alice.watch)"
wait "$bob_watch" || fail "bob's watch ended with exit $?: $(cat bob.watch)"
grep -q "answered the fair roll" alice.watch || fail "alice's watch did not answer: $(cat alice.watch)"
grep -q "rolled with fair dice" bob.watch || fail "bob's watch did not roll: $(cat bob.watch)"
grep -q "sync --watch stopped" bob.watch || fail "bob's watch did not say it stopped"
same_game "both watching"

# A roster copied from the examples, with no journal: share begins its journal from its text.
mkdir example && cp "$examples/isandlwana.roster" example/
git init -q --bare --initial-branch=main example.git
"$muster" -f example/isandlwana.roster share "$scratch_dir/example.git" > /dev/null ||
    fail "sharing an example roster"
"$muster" -f example/isandlwana.roster replay > /dev/null || fail "the shared example does not replay"
git clone -q example.git example2
cmp -s example/isandlwana.roster example2/isandlwana.roster || fail "the example did not travel"
echo "remote play: ok"
