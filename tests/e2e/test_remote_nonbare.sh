#!/usr/bin/env bash
# A local remote with a work tree runs nothing of its own config: a push to a non-bare
# repository with receive.denyCurrentBranch=updateInstead checks its branch out there, and a
# smudge filter its config and info/attributes name would run, as the syncing user, once per
# file. muster refuses such a remote (exit 1, naming it) at share and at every sync, before git
# reaches it, and the command never runs; a bare remote plays as before.
source "$(dirname "$0")/remote_setup.sh" "$1"
ran="$scratch_dir/filter-ran"
printf '#!/bin/sh\necho ran >> "%s"\ncat\n' "$ran" > "$scratch_dir/evil"
chmod +x "$scratch_dir/evil"
git init -q --initial-branch=main evil-remote
git -C evil-remote config receive.denyCurrentBranch updateInstead
git -C evil-remote config filter.evil.smudge "$scratch_dir/evil"
git -C evil-remote config filter.evil.clean cat
mkdir -p evil-remote/.git/info
echo '* filter=evil' > evil-remote/.git/info/attributes

mkdir alice
a init --rules unbalanced-equality > /dev/null
a add 90th/A brit-infantry --side british > /dev/null
cp alice/g.roster roster.keep
set +e
a share "$scratch_dir/evil-remote" > out 2> err
status=$?
set -e
[[ $status == 1 ]] || fail "a share to a non-bare remote: exit $status: $(cat out err)"
grep -q "is a repository with a work tree" err || fail "the remote is not named: $(cat err)"
[[ ! -e $ran ]] || fail "the remote's filter ran at share"
[[ ! -e alice/.git ]] || fail "the refused share left a repository behind"

# A game shared through a bare remote, whose URL a player then points at the non-bare one.
new_game unbalanced-equality
git -C alice remote set-url origin "$scratch_dir/evil-remote"
a kill uThulwana 5 > /dev/null
set +e
a sync > out 2> err
status=$?
set -e
[[ $status == 1 ]] || fail "a sync with a non-bare remote: exit $status: $(cat out err)"
grep -q "is a repository with a work tree" err || fail "the remote is not named at sync: $(cat err)"
[[ ! -e $ran ]] || fail "the remote's filter ran at sync"
git -C alice remote set-url origin "$scratch_dir/remote.git"
a sync > /dev/null || fail "the sync through the bare remote"
echo "remote non-bare: ok"
