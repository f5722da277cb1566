#!/usr/bin/env bash
# Issue 26, item 3: both players save after the same entry. `muster sync` never merges silently:
# it shows both sides' entries and changes nothing (exit 1); each --keep then does what it says;
# --keep both refuses an entry the rules do not allow after the other side's.
source "$(dirname "$0")/remote_setup.sh" "$1"

# Alice and bob each change the game after the share; alice sends first.
both_change() {
    new_game unbalanced-equality
    a kill uThulwana 20 > /dev/null
    b fire 90th/A --at uThulwana --range medium > /dev/null
    b morale uThulwana --dice 4 > /dev/null
    a sync > /dev/null || fail "alice's send"
}

both_change
keep_bob
set +e
b sync > out 2> err
status=$?
set -e
[[ $status == 1 ]] || fail "a concurrent change: exit $status, not 1"
bob_unchanged "a concurrent change"
grep -q "both players saved after the same entry" out || fail "no both-sides listing: $(cat out)"
yours=$(sed -n '/^yours:/,/^theirs:/p' out)
theirs=$(sed -n '/^theirs:/,$p' out)
grep -q "fire 90th/A -> uThulwana" <<< "$yours" || fail "bob's entry not shown: $(cat out)"
grep -q "morale uThulwana .*\[dice 4 typed\]" <<< "$yours" || fail "bob's dice not shown: $(cat out)"
grep -q "kill uThulwana" <<< "$theirs" || fail "alice's entry not shown: $(cat out)"
grep -q "journal line 8" out || fail "the entries' lines are not named: $(cat out)"
grep -q "^muster: error: sync: both players saved" err || fail "stderr: $(cat err)"
b sync --json > out 2> /dev/null || true
python3 - out <<'PY' || fail "sync --json on a concurrent change: $(cat out)"
import json, sys
o = json.load(open(sys.argv[1]))["result"]
assert o["state"] == "concurrent", o
assert [e["command"] for e in o["mine"]] == ["fire", "morale"], o
assert [e["command"] for e in o["theirs"]] == ["kill"], o
assert [d["value"] for d in o["mine"][1]["dice"]] == [4], o
PY

# --keep theirs: bob's game becomes alice's.
b sync --keep theirs > /dev/null || fail "--keep theirs"
same_game "--keep theirs"
b replay > /dev/null || fail "--keep theirs: bob's copy does not replay"

# --keep mine: bob's game stays, is sent, and alice's sync takes it, naming what it left out.
both_change
keep_bob
b sync --keep mine > /dev/null || fail "--keep mine"
bob_unchanged "--keep mine"
a sync > out || fail "alice after bob kept his: $(cat out)"
grep -q "left out of yours" out && grep -q "kill uThulwana" out || fail "alice is not told: $(cat out)"
same_game "--keep mine"

# --keep both: bob's fire re-resolved after alice's kill with its recorded dice.
both_change
b sync --keep both > /dev/null || fail "--keep both"
a sync > /dev/null || fail "alice after --keep both"
same_game "--keep both"
a log > log
kill_at=$(grep -n "kill uThulwana" log | cut -d: -f1)
fire_at=$(grep -n "fire 90th/A" log | cut -d: -f1)
[[ -n "$kill_at" && -n "$fire_at" && $kill_at -lt $fire_at ]] ||
    fail "--keep both: not alice's then bob's: $(cat log)"
a replay > /dev/null || fail "--keep both: the game does not replay"

# --keep both where the rules refuse: both fired 90th/A this turn (once a turn, UE-SEQ).
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
b fire 90th/A --at uThulwana --range long > /dev/null
a sync > /dev/null
keep_bob
set +e
b sync --keep both > out 2> err
status=$?
set -e
[[ $status == 1 ]] || fail "--keep both over the rules: exit $status"
grep -q "journal line 8 (fire: .*) cannot follow theirs: the rules refuse it there" err ||
    fail "--keep both over the rules: $(cat err)"
bob_unchanged "--keep both refused"
echo "remote concurrent: ok"
