#!/usr/bin/env bash
# Issue 42, item 2: taking the other player's saves is atomic. Bob's sync is killed (SIGKILL, the
# store's MUSTER_CRASH_AT test hook) at every step of taking alice's saves: his game is then
# alice's or his own as before, never half of each; `muster replay` proves it; the next command
# finishes the take rather than committing a roster its journal does not match; and the game
# goes on. SIGTERM and SIGHUP during the take wait until it is done.
source "$(dirname "$0")/remote_setup.sh" "$1"
# The crash hook is compiled only into the tests' muster_hooked ($MUSTER_HOOKED, set by CTest):
# bob's killed syncs run it, everything else the binary under test.
hooked=$(realpath "${MUSTER_HOOKED:?needs MUSTER_HOOKED, the binary with the crash hook}")
bh() { HOME="$scratch_dir/home-bob" MUSTER_DATA_HOME="$scratch_dir/secrets-bob" "$hooked" -f "$scratch_dir/bob/g.roster" "$@"; }

steps="take-roster-written take-journal-renamed take-roster-renamed take-files-written"

# Alice saves twice and sends; bob keeps his files as they were and alice's as they will be.
alice_moves() {
    a kill uThulwana 5 > /dev/null
    a fire 90th/A --at uThulwana --range short > /dev/null
    a sync > /dev/null || fail "alice's sync"
    cp bob/g.roster before.roster
    cp bob/g.roster.journal before.journal
}

# Bob's game is the one before the sync or alice's, whole.
whole_game() {
    if cmp -s bob/g.roster.journal before.journal; then
        cmp -s bob/g.roster before.roster || fail "$1: the journal as before, the roster not"
    else
        cmp -s bob/g.roster.journal alice/g.roster.journal || fail "$1: a journal of neither"
        cmp -s bob/g.roster alice/g.roster || fail "$1: alice's journal, another roster"
    fi
}

killed_sync() {
    set +e
    MUSTER_CRASH_AT=$1 bh sync > /dev/null 2>&1
    local status=$?
    set -e
    [[ $status == 137 ]] || fail "$1: the sync was not killed there (exit $status)"
}

for step in $steps; do
    # The next command is `replay`, then a sync: it finishes the take and the game goes on.
    new_game unbalanced-equality
    alice_moves
    killed_sync "$step"
    b replay > out || fail "$step: bob's game does not replay after the kill: $(cat out)"
    whole_game "$step"
    b sync > out || fail "$step: the sync after the kill: $(cat out)"
    same_game "$step: after the next sync"
    b kill 90th/A 1 > /dev/null
    b sync > /dev/null && a sync > /dev/null || fail "$step: the game does not go on"
    same_game "$step: the game going on"
    a replay > /dev/null && b replay > /dev/null || fail "$step: the game does not replay"
    [[ -z "$(find bob -maxdepth 1 -name 'g.roster*.sync-*')" ]] || fail "$step: temps left"
done

# The next command is a save: it finishes the take first, never saves on (nor commits) a roster
# its journal does not match; the branch is moved to alice's commit, and bob's save goes on top.
for step in take-journal-renamed take-roster-renamed take-files-written; do
    new_game unbalanced-equality
    alice_moves
    killed_sync "$step"
    b kill 90th/A 1 > out 2>&1 || fail "$step: the save after the kill: $(cat out)"
    b replay > out || fail "$step: the save after the kill does not replay: $(cat out)"
    [[ "$(git -C bob rev-parse HEAD^)" == "$(git -C alice rev-parse HEAD)" ]] ||
        fail "$step: bob's save is not committed on alice's: $(git -C bob log --format='%h %s' -4)"
    [[ -z "$(git -C bob status --porcelain -- g.roster g.roster.journal)" ]] ||
        fail "$step: bob's save left the game uncommitted"
    b sync > out || fail "$step: the sync after the save: $(cat out)"
    grep -qx "sent your saves" out || fail "$step: the sync after the save: $(cat out)"
    a sync > /dev/null || fail "$step: alice's sync"
    same_game "$step: a save after the kill"
done

# SIGTERM and SIGHUP sent while the files are taken are held until the take is done: the game
# is alice's, the branch moved, and the sync stops there.
for signal in TERM HUP; do
    new_game unbalanced-equality
    alice_moves
    set +e
    MUSTER_CRASH_AT=take-journal-renamed MUSTER_CRASH_SIGNAL=$signal bh sync > /dev/null 2>&1
    status=$?
    set -e
    [[ $status != 0 ]] || fail "SIG$signal: the sync was not stopped"
    cmp -s bob/g.roster alice/g.roster && cmp -s bob/g.roster.journal alice/g.roster.journal ||
        fail "SIG$signal cut the take"
    [[ "$(git -C bob rev-parse HEAD)" == "$(git -C alice rev-parse HEAD)" ]] ||
        fail "SIG$signal: the branch was not moved with the files"
    b replay > /dev/null || fail "SIG$signal: bob's game does not replay"
done
echo "remote crash: ok"
