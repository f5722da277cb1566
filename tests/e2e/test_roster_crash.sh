#!/usr/bin/env bash
# Issue 3, crash safety: saves killed with SIGKILL at random moments never leave a roster that
# fails to parse, and the journal stays readable (a torn last entry is skipped).
source "$(dirname "$0")/scratch.sh" "$1"

# A big roster, so a save takes long enough to be interrupted in the middle.
{
    echo "# muster roster v1"
    echo "rules   unbalanced-equality"
    echo "turn    1"
    for i in $(seq 3000); do
        echo "unit  company-$i   brit-infantry  side=british  stands=3  killed=0  formation=closed"
    done
} > muster.roster
RANDOM=42
for i in $(seq 60); do
    "$muster" kill "company-$((RANDOM % 3000 + 1))" 1 > /dev/null 2>&1 &
    pid=$!
    sleep "0.0$((RANDOM % 40))"
    kill -9 "$pid" 2> /dev/null || true
    wait "$pid" 2> /dev/null || true
    "$muster" show company-1 > /dev/null || fail "roster does not parse after kill -9 number $i"
    "$muster" log > /dev/null 2>&1 || fail "journal unreadable after kill -9 number $i"
done
# The lock is free again and the roster still takes changes.
"$muster" kill company-1 1 > /dev/null || fail "no change possible after the crashes"
echo "crash: ok"
