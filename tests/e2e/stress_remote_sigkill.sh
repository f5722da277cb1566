#!/usr/bin/env bash
# 100 SIGKILLs (or TRIALS, the second argument) of a sync at random moments, the sync and every
# git it runs killed at once (its process group), seeded (SIGKILL_SEED, else the clock; the seed
# is printed so that a failure can be run again). In each trial one player saves; either his
# sync (the push) or, after it, the other player's (the take) is killed after a random delay.
# Then the game must go on: syncs of both players, each failure followed only as muster's own
# message says (a stale lock it names removed, "run `muster sync` again" done), end with both games the same bytes and proven by
# replay. A failed sync whose message names no way on is a dead end: the test fails.
source "$(dirname "$0")/remote_setup.sh" "$1"
trials=${2:-100}
seed=${SIGKILL_SEED:-$(date +%s)}
echo "stress remote sigkill: seed $seed, $trials trials"
RANDOM=$seed

# killed PLAYER DELAY_MS: PLAYER's sync in a process group of its own, killed with every git it
# runs after DELAY_MS milliseconds (unless it ended first).
killed() {
    local player=$1 delay=$2
    HOME="$scratch_dir/home-$player" MUSTER_DATA_HOME="$scratch_dir/secrets-$player" \
        setsid "$muster" -f "$scratch_dir/$player/g.roster" sync > /dev/null 2>&1 &
    local pid=$!
    sleep "$(printf '0.%03d' "$delay")"
    if kill -KILL -- "-$pid" 2> /dev/null; then
        kills=$((kills + 1))
    fi
    wait "$pid" 2> /dev/null || true
}

# settle: both players sync until neither has anything to send or take; a failure must name a
# lock to remove (removed as told) or the test fails.
settle() {
    local round player status
    for round in 1 2 3 4 5 6; do
        local quiet=0
        for player in a b; do
            set +e
            "$player" sync > out 2> err
            status=$?
            set -e
            if [[ $status == 0 ]]; then
                grep -q "^up to date" out && quiet=$((quiet + 1))
                continue
            fi
            # "run `muster sync` again" (a git of the killed sync still dying, say): the next
            # round does; one that never ends so fails below.
            if grep -q 'run `muster sync` again' err && ! grep -q "locked by" err; then
                retries=$((retries + 1))
                continue
            fi
            local lock
            lock=$(sed -n 's/.*locked by \(.*\.lock\) (.*remove that file.*/\1/p' err)
            [[ -n $lock && -e $lock ]] || fail "trial $trial (seed $seed): $player's sync after the kill: exit $status, no way on named: $(cat out err) (lock files: $(find remote.git alice/.git bob/.git -name '*.lock'))"
            rm -f -- "$lock"
            locks=$((locks + 1))
        done
        [[ $quiet == 2 ]] && return 0
    done
    fail "trial $trial (seed $seed): the game did not settle: $(cat out err) (lock files: $(find remote.git alice/.git bob/.git -name '*.lock'))"
}

new_game unbalanced-equality
kills=0 locks=0 retries=0 pushes=0 takes=0
for ((trial = 1; trial <= trials; trial++)); do
    saver=a other=b
    ((RANDOM % 2)) && saver=b other=a
    count=1
    ((trial % 2)) || count=-1
    "$saver" kill 90th/A "$count" > /dev/null || fail "trial $trial: $saver's save"
    delay=$((RANDOM % 400))
    if ((RANDOM % 2)); then
        pushes=$((pushes + 1))
        killed "$([[ $saver == a ]] && echo alice || echo bob)" "$delay"
    else
        takes=$((takes + 1))
        "$saver" sync > /dev/null || fail "trial $trial: $saver's sync"
        killed "$([[ $other == a ]] && echo alice || echo bob)" "$delay"
    fi
    settle
    same_game "trial $trial (seed $seed)"
    a replay > /dev/null && b replay > /dev/null || fail "trial $trial (seed $seed): replay"
done
echo "stress remote sigkill: seed $seed, $trials trials ($pushes pushes and $takes takes killed at 0-399 ms), $kills killed before they ended, $locks stale locks named and removed, $retries syncs that said to sync again: ok"
