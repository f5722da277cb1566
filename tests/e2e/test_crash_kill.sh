#!/usr/bin/env bash
# Issue 6, crash proof: muster killed with SIGKILL during saves of mixed commands (kill, set,
# add, remove, undo). After every trial the roster parses, is byte-for-byte either the state
# before the command or the state after it, and the journal agrees with it: `muster log` lists
# exactly the changes the roster holds, and `muster undo` (on a copy) restores exactly the state
# before the roster's last change. First each named crash point of a save (the MUSTER_CRASH_AT
# hook in src/store/save.cpp, compiled only into the test build's muster_hooked, named by
# $MUSTER_HOOKED), then TRIALS (default 200) kills of the binary under test at random moments.
source "$(dirname "$0")/scratch.sh" "$1"
hooked=$(realpath "${MUSTER_HOOKED:?the crash test needs MUSTER_HOOKED, the binary with the crash hook}")
trials=${2:-${CRASH_TRIALS:-200}}
RANDOM=6

{
    echo "# muster roster v1"
    echo "rules   unbalanced-equality"
    echo "turn    1"
    for i in $(seq 1000); do
        echo "unit  company-$i  brit-infantry  side=british  stands=3  killed=0  formation=closed"
    done
} > muster.roster
printf '{"v":1,"time":"t","command":"init","brief":"init muster.roster","dice":[],"edits":[]}\n' \
    > muster.roster.journal
mkdir states scratch
cp muster.roster states/0
stack=(0)    # the live states (files in states/), oldest first
entries=1    # lines `muster log` prints
serial=0

# next_command: a random command, in $cmd (words) and $is_undo
next_command() {
    local unit="company-$((RANDOM % 1000 + 1))"
    is_undo=0
    case $((RANDOM % 6)) in
    0 | 1) cmd="kill $unit $((RANDOM % 20 + 1))" ;;
    2) cmd="set $unit formation=$([[ $((RANDOM % 2)) == 0 ]] && echo open || echo closed) killed=$((RANDOM % 30))" ;;
    3) cmd="add extra-$serial zulu-spears --side zulu" ;;
    4) if [[ ${#stack[@]} -gt 1 ]]; then cmd="undo"; is_undo=1; else cmd="kill $unit 1"; fi ;;
    5) cmd="remove $unit" ;;
    esac
}

# expected_after: the roster after $cmd, run on a copy without a crash, in scratch/muster.roster
expected_after() {
    rm -f scratch/*
    cp muster.roster muster.roster.journal scratch/
    # shellcheck disable=SC2086
    (cd scratch && "$muster" $cmd > /dev/null 2> err) || return 1
}

# check TRIAL: the roster is the old or the new state, and the journal agrees with it.
check() {
    "$muster" show company-1000 > /dev/null 2>&1 || "$muster" show > /dev/null ||
        fail "$1: the roster does not parse"
    local top=${stack[-1]}
    if cmp -s muster.roster scratch/muster.roster && ! cmp -s muster.roster "states/$top"; then
        entries=$((entries + 1))
        if [[ $is_undo == 1 ]]; then
            unset 'stack[-1]'
        else
            serial=$((serial + 1))
            cp muster.roster "states/$serial"
            stack+=("$serial")
        fi
    elif ! cmp -s muster.roster "states/$top"; then
        fail "$1: the roster is neither the state before \`$cmd\` nor the one after"
    fi
    local logged
    logged=$("$muster" log 2> /dev/null | wc -l)
    [[ $logged == "$entries" ]] ||
        fail "$1: the journal lists $logged entries, the roster holds $entries (after \`$cmd\`)"
    if [[ ${#stack[@]} -gt 1 ]]; then
        rm -rf undo && mkdir undo && cp muster.roster muster.roster.journal undo/
        (cd undo && "$muster" undo > /dev/null 2>&1) || fail "$1: undo refused after \`$cmd\`"
        cmp -s undo/muster.roster "states/${stack[-2]}" ||
            fail "$1: undo does not restore the state before the roster's last change"
    fi
}

# How long one save takes; and a change to undo.
start=$(date +%s%N)
"$muster" kill company-1 1 > /dev/null
took=$((($(date +%s%N) - start) / 1000))
entries=$((entries + 1))
serial=1
cp muster.roster states/1
stack+=(1)

# 1. Each crash point of a save, for a change and for an undo.
for point in journal-written temp-written renamed; do
    for kind in change undo; do
        if [[ $kind == undo ]]; then cmd="undo"; is_undo=1; else cmd="kill company-7 3"; is_undo=0; fi
        expected_after || fail "\`$cmd\` fails without a crash: $(cat scratch/err)"
        status=0
        # shellcheck disable=SC2086
        MUSTER_CRASH_AT=$point "$hooked" $cmd > /dev/null 2>&1 || status=$?
        [[ $status == 137 ]] || fail "MUSTER_CRASH_AT=$point: exit $status, not killed"
        check "crash at $point ($kind)"
    done
done

# 2. Kills at random moments, within 1.5 times as long as a save takes.
killed=0
for trial in $(seq "$trials"); do
    next_command
    expected_after || continue # refused anyway (a unit removed before): nothing to crash
    # shellcheck disable=SC2086
    "$muster" $cmd > /dev/null 2>&1 &
    pid=$!
    delay=$((RANDOM * RANDOM % (took * 3 / 2 + 1)))
    sleep "$(printf '%d.%06d' $((delay / 1000000)) $((delay % 1000000)))"
    kill -9 "$pid" 2> /dev/null && killed=$((killed + 1))
    wait "$pid" 2> /dev/null || true
    check "trial $trial"
done
"$muster" kill company-2 1 > /dev/null || fail "no change possible after the crashes"
echo "crash: ok ($trials trials, $killed killed while running, ${#stack[@]} live states)"
