#!/usr/bin/env bash
# Issue 3: malformed rosters and bad commands, each with its expected message and exit status,
# and the roster and its journal byte-for-byte unchanged after each.
set -uo pipefail
source "$(dirname "$0")/skip.sh"
muster=$(realpath "$1")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
failures=0
cases=0

good='# muster roster v1
rules   unbalanced-equality
turn    2
unit A  brit-infantry  side=british  stands=3  killed=20
unit B  zulu-spears    side=zulu     stands=6  killed=0'

# expect STATUS MESSAGE ROSTER-TEXT COMMAND...   (ROSTER-TEXT "-" = no roster file)
expect() {
    local status=$1 message=$2 text=$3
    shift 3
    cases=$((cases + 1))
    rm -f muster.roster muster.roster.journal
    if [[ "$text" != "-" ]]; then
        printf '%s\n' "$text" > muster.roster
        printf '{"v":1,"time":"t","command":"init","brief":"init muster.roster","dice":[],"edits":[]}\n' \
            > muster.roster.journal
    fi
    local before journal_before
    before=$(cat muster.roster 2> /dev/null | md5sum)
    journal_before=$(cat muster.roster.journal 2> /dev/null | md5sum)
    "$muster" "$@" > out 2> err
    local got=$?
    local problem=""
    [[ $got == "$status" ]] || problem="exit $got, expected $status"
    grep -qF -- "$message" err || problem="$problem; stderr: $(cat err)"
    [[ $(wc -l < err) == 1 ]] || problem="$problem; not one line of stderr"
    [[ $(cat muster.roster 2> /dev/null | md5sum) == "$before" ]] || problem="$problem; roster changed"
    [[ $(cat muster.roster.journal 2> /dev/null | md5sum) == "$journal_before" ]] ||
        problem="$problem; journal changed"
    if [[ -n "$problem" ]]; then
        echo "FAIL: muster $* -> $problem" >&2
        failures=$((failures + 1))
    fi
}

h='# muster roster v1
rules   unbalanced-equality'
# Malformed rosters: refused with FILE:LINE (exit 3) by a command that would write.
expect 3 "muster.roster:1: empty file" "" kill A 1
expect 3 "muster.roster:1: not a muster roster: the first line must be \`# muster roster v1\`" \
    "rules unbalanced-equality" kill A 1
expect 3 "muster.roster:1: roster format v2 is newer than this muster reads (v1)" \
    "# muster roster v2" kill A 1
expect 3 "muster.roster:2: unknown rules \`chess\`" "# muster roster v1
rules chess" kill A 1
expect 3 "muster.roster:3: unknown line \`frobnicate\`" "$h
frobnicate 3" kill A 1
expect 3 "muster.roster:3: unknown unit key \`colour\`" "$h
unit A brit-infantry stands=3 colour=red" kill A 1
expect 3 "muster.roster:3: bad number \`lots\` for \`killed\`" "$h
unit A brit-infantry stands=3 killed=lots" kill A 1
expect 3 "muster.roster:4: duplicate unit \`A\` (first on line 3)" "$h
unit A brit-infantry stands=3
unit A zulu-spears stands=6" kill A 1
expect 3 "muster.roster:3: unknown type \`musketeers\`" "$h
unit A musketeers stands=3" kill A 1
expect 3 "muster.roster:3: unit A: killed=500 but the unit has 135 men" "$h
unit A brit-infantry stands=3 killed=500" kill A 1
expect 3 "muster.roster:3: \`stands=0\` is out of range (a whole number 1-1000)" "$h
unit A brit-infantry stands=0" kill A 1
expect 3 "muster.roster:3: \`stands=1001\` is out of range" "$h
unit A brit-infantry stands=1001" kill A 1
expect 3 "is 65 characters long (at most 64)" "$h
unit $(printf 'n%.0s' {1..65}) brit-infantry stands=3" kill A 1
expect 3 "muster.roster:3: unit name \`A:B\` has \`:\`" "$h
unit A:B brit-infantry stands=3" kill A 1
expect 3 "muster.roster:3: unterminated quote" "$h
unit \"A brit-infantry stands=3" kill A 1
expect 3 "muster.roster:3: unit key \`markers\` belongs to fuzzy-wuzzy" "$h
unit A brit-infantry stands=3 markers=2" kill A 1
expect 3 "muster.roster:3: option \`combat-power\` takes figures or men, not \`yes\`" "$h
option combat-power yes
unit A brit-infantry stands=3" kill A 1
expect 3 "muster.roster:3: unknown option \`speed\`" "$h
option speed fast" kill A 1
expect 3 "muster.roster:3:" "$h
type nnc base=ninja" kill A 1
expect 3 "muster.roster:3: \`locked\` names \`Z\`" "$h
unit A brit-infantry stands=3 locked=Z" kill A 1
expect 3 "muster.roster:4: not UTF-8 text" "$h
# fine
# caf$(printf '\xe9')" kill A 1
expect 3 "muster.roster:3: \`turn=0\` is out of range" "$h
turn 0" kill A 1
expect 3 "muster.roster:3: second \`rules\` line" "$h
rules fuzzy-wuzzy" show
expect 3 "muster.roster:3: unit \`A\` has no \`stands=N\`" "$h
unit A brit-infantry killed=3" show
expect 3 "no roster file muster.roster: create one with \`muster init\`" - kill A 1

# Bad commands on a good roster.
expect 2 "no unit \`Q\` in the roster; closest: A, B" "$good" kill Q 15
expect 2 "no unit \`a\` in the roster; closest: A" "$good" show a
expect 2 "kill 1000001 is beyond the limit of 1000000" "$good" kill A 1000001
expect 1 "A has 20 killed; cannot take back 30" "$good" kill A -30
expect 2 "unknown unit key \`colour\`" "$good" set A colour=red
expect 2 "bad number \`x\` for \`killed\`" "$good" set A killed=x
expect 2 "\`killed=2000000\` is out of range" "$good" set A killed=2000000
expect 1 "unit A: killed=500 but the unit has 135 men" "$good" set A killed=500
expect 2 "\`name\` cannot be set" "$good" set A name=C
expect 2 "\`Z\` is not another unit of the roster" "$good" set A locked=Z
expect 2 "formation \`square\`: expected open or closed" "$good" set A formation=square
expect 1 "the roster already has a unit \`A\`" "$good" add A brit-infantry
expect 2 "unit name \`A,B\` has \`,\`" "$good" add A,B brit-infantry
expect 2 "unknown type \`musketeers\`" "$good" add C musketeers
expect 2 "--stands 0: a unit has 1 to 1000 stands" "$good" add C brit-infantry --stands 0
expect 2 "a gun is one stand" "$good" add G cannon-brit --stands 2
expect 2 "unknown option \`speed\`" "$good" option speed fast
expect 2 "option army-morale takes on or off, not \`maybe\`" "$good" option army-morale maybe
expect 1 "nothing to undo" "$good" undo
expect 2 "undo 0: undo 1 or more changes" "$good" undo 0
expect 1 "muster.roster already exists; \`muster init --force\` replaces it" "$good" init
expect 2 "--rules chess: expected unbalanced-equality or fuzzy-wuzzy" - init --rules chess
expect 2 "no unit \`Q\` in the roster" "$good" remove Q
expect 2 "throws no dice" "$good" kill A 15 --dice 3

# A held lock: a second writer gives up after the bounded wait, naming the lock file.
if command -v flock > /dev/null; then
    printf '%s\n' "$good" > muster.roster
    rm -f muster.roster.journal
    before=$(md5sum < muster.roster)
    flock muster.roster.lock sleep 3 &
    holder=$!
    sleep 0.3
    cases=$((cases + 1))
    MUSTER_LOCK_TIMEOUT=0.2 "$muster" kill A 15 > out 2> err
    got=$?
    if [[ $got != 3 ]] || ! grep -qF "locked by another muster (lock file muster.roster.lock)" err ||
        [[ $(md5sum < muster.roster) != "$before" ]] || [[ -e muster.roster.journal ]]; then
        echo "FAIL: lock held -> exit $got: $(cat err)" >&2
        failures=$((failures + 1))
    fi
    kill "$holder" 2> /dev/null
    wait "$holder" 2> /dev/null
else
    skip_case "a held lock: no flock command (util-linux)"
fi

echo "errors: $cases cases, $failures failed"
finish "$failures"
