#!/usr/bin/env bash
# Issue 6, the bad-input catalogue: every case in bad_input.tsv (next to this script) runs one
# muster command on a prepared roster and must exit with the given status, print exactly one
# line on stderr containing the given message, and leave the roster and journal byte-for-byte
# unchanged. Columns (tab-separated): case, fixture, status, message, command line (shell words;
# $LONG is a 10,000-character name, $BIG = 2^63). Fixtures are built by `fixture` below.
#   test_bad_input.sh MUSTER [--print]   (--print shows what each case gives, to write the table)
set -uo pipefail
source "$(dirname "$0")/skip.sh"
muster=$(realpath "$1")
print=${2:-}
table="$(dirname "$(realpath "$0")")/bad_input.tsv"
dir=$(mktemp -d)
mounted=""
trap '[[ -n "$mounted" ]] && umount "$dir/$mounted"; chmod -R u+w "$dir" 2> /dev/null; rm -rf "$dir"' EXIT
cd "$dir" || exit 1
export MUSTER_LOCK_TIMEOUT=5
LONG=$(head -c 10000 < /dev/zero | tr '\0' 'x')
BIG=9223372036854775808
export LONG BIG

ue='# muster roster v1
rules   unbalanced-equality
title   Catalogue
turn    1
option  army-morale on
option  combat-power figures
option  morale-modifiers benefit
unit A  brit-infantry  side=british  stands=3  killed=0
unit Z  zulu-spears    side=zulu     stands=6  killed=0
unit G  cannon-brit    side=british  stands=1  killed=0'
fw='# muster roster v1
rules   fuzzy-wuzzy
turn    1
unit R  regular-infantry  side=british  stands=3
unit N  irregular-spearmen  side=mahdist  stands=3'
journal='{"v":1,"time":"t","command":"init","brief":"init muster.roster","dice":[],"edits":[]}'

# fixture NAME: writes muster.roster (and its journal) for a case.
fixture() {
    chmod -R u+w "$dir" 2> /dev/null
    if [[ -n "$mounted" ]]; then umount "$mounted"; mounted=""; fi
    rm -rf muster.roster muster.roster.journal muster.roster.lock ro elsewhere.roster
    case $1 in
    ue) printf '%s\n' "$ue" > muster.roster ;;
    fw) printf '%s\n' "$fw" > muster.roster ;;
    none) return ;;
    empty) : > muster.roster ;;
    dir) mkdir muster.roster ;;
    symlink)
        printf '%s\n' "$ue" > elsewhere.roster
        ln -s elsewhere.roster muster.roster
        ;;
    loop) ln -s muster.roster muster.roster ;;
    dangling) ln -s /nonexistent/elsewhere.roster muster.roster ;;
    big)
        printf '%s\n' "$ue" > muster.roster
        head -c 52428800 < /dev/zero | tr '\0' '#' >> muster.roster
        ;;
    nul) printf '%s\nunit B  brit-infantry  side=british  stands=3\0\n' "$ue" > muster.roster ;;
    utf8) printf '%s\nunit B\xff\xfe  brit-infantry  side=british  stands=3\n' "$ue" > muster.roster ;;
    crlf) printf '%s\n' "$ue" | sed 's/$/\r/' > muster.roster ;;
    longname) printf '%s\nunit %s  brit-infantry  side=british  stands=3\n' "$ue" "$LONG" > muster.roster ;;
    dupe) printf '%s\nunit A  brit-infantry  side=british  stands=3\n' "$ue" > muster.roster ;;
    overflow) printf '%s\nunit O  huge  side=british  stands=1000  killed=0\ntype huge base=brit-infantry men=9223372036854775807\n' "$ue" > muster.roster ;;
    huge)
        printf '%s\ntype huge base=zulu-spears men=999990\nunit O  huge  side=zulu  stands=1000  killed=999000\nunit M  brit-infantry  side=british  stands=1000\n' "$ue" > muster.roster
        ;;
    torn)
        printf '%s\n' "$ue" > muster.roster
        printf '%s\n{"v":1,"time":"t","command":"kill","brief":"kill A 3","dice":[],"ed' "$journal" \
            > muster.roster.journal
        ;;
    unreadable)
        printf '%s\n' "$ue" > muster.roster
        chmod 000 muster.roster
        ;;
    readonly)
        # A read-only tmpfs stops root too (EROFS); where mounting is not allowed, chmod 555.
        mkdir ro
        mount -t tmpfs -o size=64k tmpfs ro 2> /dev/null && mounted=ro
        printf '%s\n' "$ue" > ro/muster.roster
        printf '%s\n' "$journal" > ro/muster.roster.journal
        if [[ -n "$mounted" ]]; then mount -o remount,ro ro; else chmod 555 ro; fi
        ;;
    *) echo "unknown fixture $1" >&2 ; return 1 ;;
    esac
    if [[ -e muster.roster && ! -e muster.roster.journal ]]; then
        printf '%s\n' "$journal" > muster.roster.journal
    fi
}

digest() { stat -c '%F %s' muster.roster 2> /dev/null; cat muster.roster muster.roster.journal ro/muster.roster ro/muster.roster.journal 2> /dev/null | md5sum; }

failures=0
cases=0
while IFS=$'\t' read -r name fix status message command; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    cases=$((cases + 1))
    fixture "$fix" || { failures=$((failures + 1)); continue; }
    if [[ "$fix" == readonly ]] && touch ro/probe 2> /dev/null; then
        rm -f ro/probe
        skip_case "$name: cannot mount a read-only tmpfs, and chmod 555 does not stop root writing"
        continue
    fi
    if [[ "$fix" == unreadable ]] && head -c 1 muster.roster > /dev/null 2>&1; then
        skip_case "$name: chmod 000 does not stop this user (root) reading the roster"
        continue
    fi
    before=$(digest)
    eval "set -- $command"
    "$muster" "$@" > out 2> err < /dev/null
    got=$?
    if [[ -n "$print" ]]; then
        printf '%s\t%s\t%s\t%s\n' "$name" "$fix" "$got" "$(head -c 300 err | tr '\n' '|')"
        continue
    fi
    problem=""
    [[ $got == "$status" ]] || problem="exit $got, expected $status"
    grep -qF -- "$message" err || problem="$problem; stderr: $(head -c 300 err)"
    [[ $(wc -l < err) == 1 ]] || problem="$problem; not exactly one line of stderr"
    # (with --json a refusal is one JSON object: docs/scripting.md, "Refusals")
    head -c 300 err | grep -qE '^(muster: error: |[^ ]+:[0-9]+: |\{"command":)' ||
        problem="$problem; not a \`muster: error:\`, FILE:LINE or JSON refusal line"
    [[ $(digest) == "$before" ]] || problem="$problem; roster or journal changed"
    if [[ -n "$problem" ]]; then
        echo "FAIL: $name (muster $command) -> $problem" >&2
        failures=$((failures + 1))
    fi
done < "$table"
echo "$cases cases, $failures failed"
[[ $cases -ge 60 ]] || { echo "FAIL: fewer than 60 cases" >&2; exit 1; }
finish "$failures"
