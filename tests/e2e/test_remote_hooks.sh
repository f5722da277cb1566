#!/usr/bin/env bash
# Issue 42, item 1: no git hook runs, on either side, local bare remotes included. For a local
# remote git runs receive-pack and upload-pack itself, in the remote's repository, as the syncing
# user, and the `-c core.hooksPath=/dev/null` muster gives its own git does not reach them: a
# remote on a shared drive is exactly where the other player can plant a hook. Every kind of
# hook is planted in the bare remote (its hooks folder, then a hooks folder its config names, and
# a command its config names for alternates) and in both players' repositories; a whole game is
# shared, played and synced; none may run.
source "$(dirname "$0")/remote_setup.sh" "$1"

ran="$scratch_dir/hooks-ran"
server_hooks="pre-receive update post-receive post-update reference-transaction proc-receive
push-to-checkout pre-auto-gc"
client_hooks="pre-commit prepare-commit-msg commit-msg post-commit pre-push post-checkout
post-merge reference-transaction post-index-change post-rewrite pre-auto-gc fsmonitor-watchman
pre-merge-commit push-to-checkout"

# plant FOLDER HOOK...: each hook, when run, appends its name and folder to $ran.
plant() {
    local folder=$1
    shift
    mkdir -p "$folder"
    for hook in "$@"; do
        printf '#!/bin/sh\necho "%s in %s" >> "%s"\ncat > /dev/null\n' "$hook" "$folder" "$ran" \
            > "$folder/$hook"
        chmod +x "$folder/$hook"
    done
}

no_hook_ran() {
    [[ ! -e "$ran" ]] || fail "$1: a git hook ran: $(cat "$ran")"
}

# A remote with hooks in its own folder is shared to: share's push runs none.
cd "$scratch_dir"
git init -q --bare --initial-branch=main planted.git
# shellcheck disable=SC2086 # the lists are words
plant planted.git/hooks $server_hooks
mkdir carol
c() { MUSTER_DATA_HOME="$scratch_dir/secrets-carol" "$muster" -f "$scratch_dir/carol/g.roster" "$@"; }
c init --rules unbalanced-equality > /dev/null
c add 90th/A brit-infantry --side british > /dev/null
c share "$scratch_dir/planted.git" > /dev/null || fail "share to a remote with hooks planted"
no_hook_ran "share"
[[ -n "$(git -C planted.git rev-parse --verify -q refs/heads/main)" ]] || fail "share pushed nothing"

# A game through a bare remote holding every server hook, with every client hook planted in both
# players' repositories (alice's and bob's own hooks are theirs, but a hook runs nothing muster
# chose either).
new_game unbalanced-equality
# shellcheck disable=SC2086
plant remote.git/hooks $server_hooks
# shellcheck disable=SC2086
plant alice/.git/hooks $client_hooks
# shellcheck disable=SC2086
plant bob/.git/hooks $client_hooks
play_round() {
    a kill uThulwana 5 > /dev/null
    a sync > /dev/null || fail "$1: alice's sync"
    b sync > /dev/null || fail "$1: bob's sync (fetch and take)"
    b kill 90th/A 1 > /dev/null
    b sync > /dev/null || fail "$1: bob's sync (push)"
    a sync > /dev/null || fail "$1: alice's sync (take)"
    same_game "$1"
}
play_round "hooks in the remote's folder"
no_hook_ran "a game through a remote with hooks planted"

# The remote's config names a hooks folder of its own, and a command to list its alternates'
# refs (run through the shell by receive-pack and upload-pack when the repository has alternates).
# shellcheck disable=SC2086
plant "$scratch_dir/evil-hooks" $server_hooks
git -C remote.git config core.hooksPath "$scratch_dir/evil-hooks"
git init -q --bare other.git
echo "$scratch_dir/other.git/objects" > remote.git/objects/info/alternates
printf '#!/bin/sh\necho "alternateRefsCommand in remote.git" >> "%s"\n' "$ran" > alt.sh
chmod +x alt.sh
git -C remote.git config core.alternateRefsCommand "$scratch_dir/alt.sh"
play_round "hooks named by the remote's config"
no_hook_ran "a game through a remote whose config names hooks and commands"

# The planted hooks do run when git is asked plainly: the test can fail.
git -C alice commit -q --allow-empty -m "plain git"
git -C alice push -q origin HEAD:refs/heads/plain 2> /dev/null
grep -q "pre-receive in" "$ran" || fail "the planted remote hooks do not run even for plain git"
grep -q "alternateRefsCommand in" "$ran" || fail "the planted alternates command does not run for plain git"
grep -q "pre-commit in" "$ran" || fail "the planted client hooks do not run even for plain git"
echo "remote hooks: ok"
