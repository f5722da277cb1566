#!/usr/bin/env bash
# Golden end-to-end test runner (ledger-baseline / cram style).
#
#   run_golden.sh MUSTER_BINARY FILE.t
#
# A .t file: comment lines starting with '#' at the top (only there), then blocks of
#   $ muster roll 3d6 --dice 1,2,3      <- a command (bash; `muster` is the binary under test)
#   3d6: [1 2 3] = 6                     <- its exact stdout and stderr, interleaved
#   [2]                                  <- the exit status, only when it is not 0
# Commands of one file run in order in one fresh scratch directory, so a roster made by one
# command is there for the next. $EXAMPLES is the repo's examples/ folder. The environment is
# fixed: NO_COLOR=1, COLUMNS=80, TZ=UTC, no MUSTER_ROSTER.
# UPDATE=1 rewrites FILE.t with the actual output (review the diff before committing).
set -uo pipefail

bin=$(realpath "$1")
file=$(realpath "$2")
examples=$(realpath "$(dirname "$0")/../../examples")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

script="$scratch/.script.sh"
{
    echo 'muster() { "$MUSTER_BIN" "$@"; }'
    echo 'export -f muster'
    current=""
    flush() {
        if [[ -n "$current" ]]; then
            printf 'printf "%%s\\n" %q\n' "\$ $current"
            printf '( %s ) 2>&1\n' "$current"
            echo 'rc=$?; [[ $rc -ne 0 ]] && echo "[$rc]"'
        fi
        current=""
    }
    while IFS= read -r line || [[ -n "$line" ]]; do
        if [[ "$line" == '$ '* ]]; then
            flush
            current="${line:2}"
        elif [[ "$line" == '> '* && -n "$current" ]]; then
            current+=$'\n'"${line:2}"
        fi
    done < "$file"
    flush
} > "$script"

expected="$scratch/.expected"
actual="$scratch/.actual"
# The header comments are left out; a '#' line further down is output (a `cat` of a script).
awk 'body || !/^#/ { body = 1; print }' "$file" | grep -v '^> ' > "$expected"
(
    cd "$scratch" || exit 1
    env -u MUSTER_ROSTER NO_COLOR=1 COLUMNS=80 TZ=UTC MUSTER_BIN="$bin" EXAMPLES="$examples" \
        bash "$script"
) > "$actual"

if [[ "${UPDATE:-}" == 1 ]]; then
    # Keep the header comments and multi-line commands; replace everything else.
    {
        awk '!/^#/ { exit } { print }' "$file"
        awk -v src="$file" '
            BEGIN { while ((getline l < src) > 0) if (l ~ /^\$ /) { cmd = l; cont[cmd] = "" } else if (l ~ /^> /) cont[cmd] = cont[cmd] l "\n" }
            { print; if ($0 in cont && cont[$0] != "") printf "%s", cont[$0] }' "$actual"
    } > "$file.new"
    mv "$file.new" "$file"
    echo "updated $file"
    exit 0
fi

if ! diff -u --label expected --label actual "$expected" "$actual"; then
    echo "FAILED: $file (UPDATE=1 $0 $1 $2 to accept the actual output)" >&2
    exit 1
fi
