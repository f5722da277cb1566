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
# Every command and each of its options, read in one pass (a process for each option took 46 s
# under load): a command's entry runs from its usage line to the next .TP at the left margin or
# the next .SS/.SH; an option is in its command's entry or among the global options.
count=$(python3 - "$bin" "$page" <<'PY'
import re, subprocess, sys
binary, page = sys.argv[1], sys.argv[2]
lines = open(page, encoding="utf-8").read().splitlines()
roff = lambda name: name.replace("-", "\\-")
def complete(*words):
    done = subprocess.run([binary, "__complete", *words], capture_output=True, text=True, check=True)
    return [w for w in done.stdout.splitlines() if w]
commands = [c for c in complete("") if c != "help"]
if len(commands) < 30:
    sys.exit(f"FAIL: only {len(commands)} commands listed")
text = "\n".join(lines)
start = text.index(".SH GLOBAL OPTIONS")
global_options = text[start:text.index(".SH COMMANDS", start)]
def entry_of(command):
    usage = f"\\fBmuster {roff(command)}\\fR"
    out, on, prev = [], False, ""
    for line in lines:
        if not on and line.startswith(usage):
            on = True
        elif on and (re.match(r"\.(SS|SH)", line) or (prev == ".RE" and line.startswith(".TP"))):
            break
        if on:
            out.append(line)
        prev = line
    return "\n".join(out)
for command in commands:
    entry = entry_of(command)
    if not entry:
        sys.exit(f"FAIL: command '{command}' is missing")
    for option in complete(command, "--"):
        if option == "--help":
            continue
        written = f"\\fB{roff(option)}\\fR"
        if written not in entry and written not in global_options:
            sys.exit(f"FAIL: option {option} of '{command}' is missing")
print(len(commands))
PY
) || fail "${count#FAIL: }"
# groff reads it without a warning.
warnings=$(groff -man -Tutf8 -ww -z "$page" 2>&1 || true)
[[ -z "$warnings" ]] || fail "groff warns: $warnings"
echo "ok: the man page covers $count commands and their options"
