#!/usr/bin/env bash
# Golden end-to-end test runner (ledger-baseline / cram style).
#
#   run_golden.sh MUSTER_BINARY FILE.t
#
# A .t file is blocks of
#   $ muster roll 3d6 --dice 1,2,3      <- a command (bash; `muster` is the binary under test)
#   > ...                                <- the command's next lines, if it has more than one
#   3d6: [1 2 3] = 6                     <- its exact stdout and stderr, interleaved
#   [2]                                  <- the exit status, only when it is not 0
# and comments: the lines starting with '#' at the top of the file, and any run of lines
# starting with '#' just before a command (so a command's output cannot end with a line
# starting with '#': end the command with `; echo` if it must). Any other '#' line is output
# (a `cat` of a script). Commands of one file run in order in one fresh scratch directory, so a
# roster made by one command is there for the next. $EXAMPLES is the repo's examples/ folder.
# The environment is fixed: NO_COLOR=1, COLUMNS=80, TZ=UTC, no MUSTER_ROSTER.
# UPDATE=1 rewrites FILE.t with the actual output, every comment and command line kept where
# it was (review the diff before committing). tests/e2e/test_run_golden.sh tests this runner.
set -uo pipefail

bin=$(realpath "$1")
file=$(realpath "$2")
examples=$(realpath "$(dirname "$0")/../../examples")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Each line of the file with its kind: c comment, $ command, > its next line, o output.
kinds="$scratch/.kinds"
awk '
    { line[NR] = $0 }
    END {
        body = 0
        for (i = 1; i <= NR; i++) {
            l = line[i]
            if (!body && l ~ /^#/) { kind[i] = "c"; continue }
            body = 1
            if (l ~ /^\$ /) kind[i] = "$"
            else if (l ~ /^> / && (kind[i - 1] == "$" || kind[i - 1] == ">")) kind[i] = ">"
            else kind[i] = "o"
        }
        for (i = NR; i >= 1; i--) {
            if (kind[i] == "o" && line[i] ~ /^#/ && (kind[i + 1] == "$" || kind[i + 1] == "c"))
                kind[i] = "c"
        }
        for (i = 1; i <= NR; i++) print kind[i] "\t" line[i]
    }' "$file" > "$kinds"

script="$scratch/.script.sh"
{
    echo 'muster() { "$MUSTER_BIN" "$@"; }'
    echo 'export -f muster'
    current=""
    flush() {
        if [[ -n "$current" ]]; then
            echo "printf '\\036\\n'" # a record separator before each command's block
            printf 'printf "%%s\\n" %q\n' "\$ ${current%%$'\n'*}"
            printf '( %s ) 2>&1\n' "$current"
            echo 'rc=$?; [[ $rc -ne 0 ]] && echo "[$rc]"'
        fi
        current=""
    }
    while IFS= read -r record; do
        kind=${record%%$'\t'*}
        line=${record#*$'\t'}
        if [[ "$kind" == '$' ]]; then
            flush
            current="${line:2}"
        elif [[ "$kind" == '>' ]]; then
            current+=$'\n'"${line:2}"
        fi
    done < "$kinds"
    flush
} > "$script"

expected="$scratch/.expected"
actual="$scratch/.actual"
awk -F'\t' '$1 == "$" || $1 == "o" { sub(/^[^\t]*\t/, ""); print }' "$kinds" > "$expected"
(
    cd "$scratch" || exit 1
    env -u MUSTER_ROSTER NO_COLOR=1 COLUMNS=80 TZ=UTC MUSTER_BIN="$bin" EXAMPLES="$examples" \
        bash "$script"
) > "$actual.blocks"
grep -v $'^\036$' "$actual.blocks" > "$actual"

if [[ "${UPDATE:-}" == 1 ]]; then
    # The file's comments, commands and their next lines in place; each command's output
    # replaced by its block of the actual output (the block's first line is the command).
    awk -v blocks="$actual.blocks" '
        BEGIN {
            n = 0
            while ((getline l < blocks) > 0) {
                if (l == "\036") { n++; first = 1; continue }
                if (first) { first = 0; continue }
                out[n] = out[n] l "\n"
            }
            k = 0
        }
        function pending() { if (k > 0 && !done[k]) { printf "%s", out[k]; done[k] = 1 } }
        {
            kind = $0; sub(/\t.*/, "", kind)
            text = $0; sub(/^[^\t]*\t/, "", text)
            if (kind == "$") { pending(); k++; print text }
            else if (kind == ">") print text
            else if (kind == "c") { pending(); print text }
        }
        END { pending() }' "$kinds" > "$file.new"
    mv "$file.new" "$file"
    echo "updated $file"
    exit 0
fi

if ! diff -u --label expected --label actual "$expected" "$actual"; then
    echo "FAILED: $file (UPDATE=1 $0 $1 $2 to accept the actual output)" >&2
    exit 1
fi
