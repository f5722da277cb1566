#!/usr/bin/env bash
# Issue 3, concurrency: 50 `muster kill X 15` started at once on one roster end with exactly
# 750 killed and 50 journal entries (the lock covers the whole read-modify-write).
source "$(dirname "$0")/scratch.sh" "$1"

"$muster" init > /dev/null
"$muster" add X zulu-spears --side zulu > /dev/null # 6 stands of 300: 750 stays below 75%
pids=()
for _ in $(seq 50); do
    "$muster" kill X 15 --brief > /dev/null 2>> errors &
    pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do
    wait "$pid" || failed=$((failed + 1))
done
[[ $failed == 0 ]] || { cat errors; fail "$failed of 50 kills failed"; }
grep -q '^unit X .*killed=750\b' muster.roster || { cat muster.roster; fail "killed is not 750"; }
kills=$("$muster" log | grep -c '^t[0-9]* kill X 15')
[[ "$kills" == 50 ]] || fail "$kills journal entries, not 50"
"$muster" show X --json | grep -q '"killed":750' || fail "show does not say 750"
echo "concurrency: ok"
