#!/usr/bin/env bash
# Issue 26, items 2 and 5: what comes from the other copy is hostile input. Each attack is pushed
# by a cheating alice with plain git; bob's `muster sync` refuses it (exit 1), naming the kind and
# the entry, and bob's game stays byte for byte. And nothing of git's own runs: no hook, no URL
# that git would read as an option or a command.
source "$(dirname "$0")/remote_setup.sh" "$1"

# The first die of the first COMMAND entry set to VALUE, every entry resealed as a forger would
# (examples/reseal.py).
set_die() {
    python3 - "$1" "$2" "$3" <<'PY'
import json, sys
path, command, value = sys.argv[1], sys.argv[2], int(sys.argv[3])
lines = open(path, encoding="utf-8").read().splitlines()
for i, line in enumerate(lines):
    entry = json.loads(line)
    if entry["command"] == command and entry["dice"]:
        entry["dice"][0]["value"] = value
        lines[i] = json.dumps(entry)
        break
open(path, "w", encoding="utf-8").write("\n".join(lines) + "\n")
PY
    python3 "$examples/reseal.py" "$1" --key "$scratch_dir/keys/alice"
}

# A pushed event altered: its seal no longer the hash of its line.
new_game unbalanced-equality
a kill uThulwana 20 > /dev/null
sed -i '$ s/kill uThulwana 20/kill uThulwana 2/' alice/g.roster.journal
cheat_push "an entry altered"
refused "an altered entry" altered-entry "journal line 8 (kill)"

# A roster line edited outside muster.
new_game unbalanced-equality
a kill uThulwana 20 > /dev/null
sed -i 's/killed=20/killed=2/' alice/g.roster
cheat_push "a hand edit"
refused "a hand edit" hand-edit

# A seeded die changed and its entry resealed: the seed does not give it.
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a --seed 7 morale uThulwana > /dev/null
set_die alice/g.roster.journal morale 1
cheat_push "a seeded die changed"
refused "a resealed seeded die" seed "journal line 9 (morale)"

# A die that is no face of its die.
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a morale uThulwana --dice 4 > /dev/null
set_die alice/g.roster.journal morale 9
cheat_push "a die no face"
refused "a die not a face" not-a-face "journal line 9 (morale)"

# An entry the rules do not give from its dice: a typed die changed to another face.
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a morale uThulwana --dice 6 > /dev/null
set_die alice/g.roster.journal morale 1
cheat_push "a typed die changed"
refused "a result the dice do not give" rules "journal line 9 (morale)"

# A file that is not the game's, a journal that is a link, a roster over muster's bound.
new_game unbalanced-equality
echo 'touch pwned' > alice/evil.sh
cheat_push "a stray file"
refused "a stray file" unexpected-file "evil.sh"
new_game unbalanced-equality
mv alice/g.roster.journal alice/j
ln -s j alice/g.roster.journal
cheat_push "a link"
refused "a journal link" unexpected-file
new_game unbalanced-equality
head -c 17000000 /dev/zero | tr '\0' '#' >> alice/g.roster
cheat_push "a big roster"
refused "a roster over the bound" too-big

# No hook runs: one planted in bob's repository for every commit muster makes.
new_game unbalanced-equality
for hook in pre-commit post-commit commit-msg pre-push reference-transaction; do
    printf '#!/bin/sh\ntouch "%s/hook-ran"\n' "$scratch_dir" > "bob/.git/hooks/$hook"
    chmod +x "bob/.git/hooks/$hook"
done
b kill uThulwana 5 > /dev/null
b sync > /dev/null || fail "bob's sync with hooks planted"
[[ ! -e hook-ran ]] || fail "a git hook ran"
git -C bob log -1 --format=%s | grep -q "kill uThulwana" || fail "bob's save was not committed"

# A URL git would take for an option or a command transport: refused before git runs.
for url in '--upload-pack=touch pwned' 'ext::sh -c touch% pwned' "$(printf 'a\033b')"; do
    set +e
    "$muster" -f bob/g.roster share --remote other -- "$url" > /dev/null 2> err
    status=$?
    set -e
    [[ $status == 2 ]] || fail "share '$url': exit $status, not 2"
    grep -q "is not a URL muster gives git" err || fail "share '$url': $(cat err)"
done
[[ ! -e pwned && ! -e bob/pwned ]] || fail "a URL ran a command"
echo "remote hostile: ok"
