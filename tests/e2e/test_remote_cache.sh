#!/usr/bin/env bash
# The signatures a player's muster has checked are remembered in his data folder
# (verified-signatures) as a keyed MAC whose secret is his machine's own: a line appended by
# anyone else (here, the SHA-256 of a bogus-signed entry, which the cache of format 1 took as a
# signature checked) is no line of the cache, and the entry is checked by ssh-keygen and refused.
# A data folder that others can write is refused, naming it (docs/remote-play.md, "Threat model").
source "$(dirname "$0")/remote_setup.sh" "$1"

new_game unbalanced-equality
a kill uThulwana 5 > /dev/null
a kill uThulwana 6 > /dev/null
a sync > /dev/null || fail "alice's sync"
# Alice's last entry signed with the signature of her one before: its seal unchanged (a seal
# covers the entry without its signature), its signature not the seal's.
n=$(wc -l < alice/g.roster.journal)
other_sig=$(entry_field alice "$((n - 1))" 'e["sig"]')
python3 - alice/g.roster.journal "$n" "$other_sig" <<'PY'
import json, sys
path, line, sig = sys.argv[1], int(sys.argv[2]), sys.argv[3]
lines = open(path, encoding="utf-8").read().splitlines()
e = json.loads(lines[line - 1])
e["sig"] = sig
lines[line - 1] = json.dumps(e, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
open(path, "w", encoding="utf-8").write("\n".join(lines) + "\n")
PY
cheat_push "a bogus signature"
# Bob's cache made to say that signature was checked: SHA-256 of key, seal and signature, one a
# line, as a format-1 cache kept them.
python3 - alice/g.roster.journal "$n" secrets-bob/verified-signatures <<'PY'
import hashlib, json, os, sys
path, line, cache = sys.argv[1], int(sys.argv[2]), sys.argv[3]
entries = [json.loads(l) for l in open(path, encoding="utf-8").read().splitlines()]
key = next(e["fair"]["key"] for e in entries if e.get("command") == "join")
e = entries[line - 1]
digest = hashlib.sha256(f'{key}\n{e["sum"]}\n{e["sig"]}'.encode()).hexdigest()
fresh = not os.path.exists(cache)
with open(cache, "a", encoding="utf-8") as out:
    out.write(("muster verified signatures 1\n" if fresh else "") + digest + "\n")
PY
keep_bob
set +e
b sync > out 2> err
status=$?
set -e
[[ $status == 1 ]] || fail "a forged cache line: exit $status: $(cat out err)"
grep -q "^refused .*journal line $n" out && grep -q "signature" out ||
    fail "the bogus signature is not named: $(cat out)"
bob_unchanged "a forged cache line"

# A data folder that others can write: refused before anything is checked or written.
chmod 777 secrets-bob
set +e
b sync > out 2> err
status=$?
set -e
[[ $status == 3 ]] || fail "a data folder others can write: exit $status: $(cat out err)"
grep -q "can be written by others" err || fail "the data folder is not named: $(cat err)"
bob_unchanged "a data folder others can write"
echo "remote signature cache: ok"
