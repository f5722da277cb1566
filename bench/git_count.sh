#!/usr/bin/env bash
# How many times muster runs git (and ssh-keygen) for each step of a shared game, and how long a
# fair roll by manual syncs takes (docs/performance.md, "Git a handful of times a command").
# Counts the processes muster starts itself (strace -f, execve that succeeded, git's own children
# such as upload-pack listed apart), on a UE game between two clones and a local bare remote
# (tests/e2e/remote_setup.sh). Never part of the test suite.
#   bench/git_count.sh build/release/muster
set -euo pipefail
[[ $# == 1 && -x ${1:-} && -f ${1:-} ]] ||
    { echo "usage: bench/git_count.sh MUSTER_BINARY (${1:-none given}: not a program)" >&2; exit 2; }
command -v strace > /dev/null || { echo "needs strace (Debian's package strace)" >&2; exit 2; }
source "$(dirname "$0")/../tests/e2e/remote_setup.sh" "$1"
# run LABEL PLAYER ARGS...: one muster command as PLAYER (a or b), traced; a line of counts.
run() {
    local label=$1 who=$2 name=alice
    shift 2
    [[ $who == a ]] || name=bob
    local start end
    start=$(date +%s%N)
    HOME="$scratch_dir/home-$name" MUSTER_DATA_HOME="$scratch_dir/secrets-$name" \
        strace -f -qq -e trace=execve -e signal=none -o "$scratch_dir/trace" \
        "$muster" -f "$scratch_dir/$name/g.roster" "$@" > "$scratch_dir/out" 2>&1 ||
        fail "$label: $(cat "$scratch_dir/out")"
    end=$(date +%s%N)
    local ok own children keygen
    ok=$(grep '= 0$' "$scratch_dir/trace")
    own=$(grep -c 'execve("[^"]*/git", \["git", "-C"' <<< "$ok" || true)
    children=$(grep -c 'execve("[^"]*/git' <<< "$ok" || true)
    keygen=$(grep -c 'execve("[^"]*/ssh-keygen"' <<< "$ok" || true)
    printf '| %s | %d | %d | %d | %.0f ms |\n' "$label" "$own" "$((children - own))" "$keygen" \
        "$(((end - start) / 1000000))"
    if [[ -n ${GIT_COUNT_SHOW:-} ]]; then # each git command muster ran, its first two words
        grep -o 'execve("[^"]*/git", \["git", "-C".*' <<< "$ok" |
            sed -E 's/.*"advice\.detachedHead=false", "([^"]*)", "?([^",]*).*/    \1 \2/'
    fi
}
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
echo "| step | git by muster | git's own children | ssh-keygen | time (traced) |"
echo "|---|---:|---:|---:|---:|"
run "sync, up to date" a sync
run "a save (kill)" a kill uThulwana 10
run "sync that pushes" a sync
run "sync that takes" b sync
run "a fair request (morale: a sync, the request, a sync)" b morale uThulwana
run "sync that answers it" a sync
run "sync that rolls" b sync
run "sync that takes the roll" a sync
# A fair roll by manual syncs, untraced: the request, the answer, the roll.
new_game unbalanced-equality
a fire 90th/A --at uThulwana --range short > /dev/null
a sync > /dev/null && b sync > /dev/null
start=$(date +%s%N)
b morale uThulwana > /dev/null && a sync > /dev/null && b sync > "$scratch_dir/rolled"
end=$(date +%s%N)
grep -q "uThulwana: morale" "$scratch_dir/rolled" || fail "no fair roll: $(cat "$scratch_dir/rolled")"
printf '\none fair roll by manual syncs (the request, the answer, the roll): %d ms\n' \
    "$(((end - start) / 1000000))"
