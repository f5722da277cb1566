#!/usr/bin/env bash
# The man page the build writes (`muster __man man/muster.1.in`, installed as muster.1) covers
# every subcommand and every option of each, from the same CLI11 definitions as --help, and has
# the sections a man page needs. It fails when a command or an option is missing from it.
# Usage: test_man_page.sh MUSTER_BINARY
set -euo pipefail
bin=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
page=$(dirname "$bin")/man/muster.1
fail() {
    echo "FAIL: $*"
    exit 1
}
[[ -s "$page" ]] || fail "the build wrote no man page at $page"
fresh=$(mktemp)
trap 'rm -f "$fresh"' EXIT
"$bin" __man "$root/man/muster.1.in" >"$fresh"
cmp -s "$fresh" "$page" || fail "$page is not what 'muster __man' writes now: rebuild"
for section in NAME SYNOPSIS DESCRIPTION "GLOBAL OPTIONS" COMMANDS "EXIT STATUS" ENVIRONMENT \
    FILES "SEE ALSO"; do
    grep -qx "\.SH $section" "$page" || fail "no $section section"
done
! grep -n '@[A-Z_]*@' "$page" || fail "a template marker was left in the page"
! grep -in 'not built' "$page" || fail "the page still speaks of a command not built"
# The roff escapes a name is written with: -- as \-\-.
roff() { sed 's/-/\\-/g' <<<"$1"; }
commands=$("$bin" __complete "" | grep -vx help)
[[ $(wc -l <<<"$commands") -ge 30 ]] || fail "only $(wc -l <<<"$commands") commands listed"
for command in $commands; do
    grep -qF "\\fBmuster $(roff "$command")\\fR" "$page" || fail "command '$command' is missing"
    # The command's entry runs from its usage line to the next .TP at the left margin or .SS.
    entry=$(awk -v usage="\\\\fBmuster $(roff "$command")\\\\fR" '
        index($0, usage) == 1 { on = 1; print; next }
        on && /^\.(SS|SH)/ { exit }
        on && prev == ".RE" && /^\.TP/ { exit }
        on { print } { prev = $0 }' "$page")
    for option in $("$bin" __complete "$command" --); do
        [[ "$option" == --help ]] && continue
        grep -qF "\\fB$(roff "$option")\\fR" <<<"$entry" ||
            grep -qF "\\fB$(roff "$option")\\fR" <(sed -n '/^\.SH GLOBAL OPTIONS/,/^\.SH COMMANDS/p' "$page") ||
            fail "option $option of '$command' is missing"
    done
done
# groff reads it without a warning.
warnings=$(groff -man -Tutf8 -ww -z "$page" 2>&1 || true)
[[ -z "$warnings" ]] || fail "groff warns: $warnings"
echo "ok: the man page covers $(wc -l <<<"$commands") commands and their options"
