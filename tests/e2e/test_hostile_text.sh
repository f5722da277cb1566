#!/usr/bin/env bash
# Issue 15, findings 3 and 4: invalid UTF-8 and terminal escapes. The invalid-UTF-8 corpus
# (a surrogate, above U+10FFFF, an overlong form) is refused as a typed name (exit 2) and in a
# roster file (exit 3) by every command, with no crash (exit 134 was the bug) and the files
# byte for byte as they were; control, bidi and invisible characters are refused in names; and
# an escape-sequence corpus, typed or planted in the roster and journal, never reaches the
# output raw: checked in the bytes written to stdout and stderr.
#   test_hostile_text.sh MUSTER
source "$(dirname "$0")/scratch.sh"
set +e # each case checks its own status
export NO_COLOR=1 MUSTER_LOCK_TIMEOUT=2
failures=0
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

ue='# muster roster v1
rules   unbalanced-equality
turn    1
unit A  brit-infantry  side=british  stands=3  killed=0
unit Z  zulu-spears    side=zulu     stands=6  killed=0'
fresh() { rm -f r r.*; printf '%s\n' "$ue" > r; "$muster" -f r kill A 1 > /dev/null; }
digest() { cat r r.journal 2> /dev/null | md5sum; }
# raw FILE: whether FILE holds a byte a terminal acts on (C0 but newline, DEL, or C1 in UTF-8).
raw() { LC_ALL=C grep -qP '[\x00-\x09\x0b-\x1f\x7f]|\xc2[\x80-\x9f]' "$1"; }

# expect LABEL STATUS COMMAND...: the status, one line on stderr, no raw control byte in any
# output, the roster and journal unchanged.
expect() {
    local label=$1 status=$2; shift 2
    local before; before=$(digest)
    timeout 10 "$muster" "$@" > out 2> err < /dev/null
    local got=$?
    [[ $got == "$status" ]] || problem "$label: exit $got, expected $status: $(head -c 300 err | cat -v)"
    [[ $(wc -l < err) == 1 ]] || problem "$label: not one line on stderr: $(cat -v err)"
    raw out && problem "$label: a raw control byte on stdout: $(cat -v out | head -c 300)"
    raw err && problem "$label: a raw control byte on stderr: $(cat -v err | head -c 300)"
    [[ $(digest) == "$before" ]] || problem "$label: the roster or journal changed"
}

corpus=($'S\xed\xa0\x80' $'\xed\xbf\xbf' $'\xf4\x90\x80\x80' $'\xe0\x80\xaf' $'A\xff' $'A\xc3')
# Finding 3: typed, each is a bad argument (exit 2), for add, kill, remove, set and show.
fresh
for name in "${corpus[@]}"; do
    label=$(printf '%q' "$name")
    expect "add $label" 2 -f r add "$name" brit-infantry
    expect "add --json $label" 2 -f r --json add "$name" brit-infantry
    expect "kill $label" 2 -f r kill "$name" 1
    expect "remove $label" 2 -f r remove "$name"
    expect "show $label" 2 -f r show "$name"
done
grep -q "is not valid UTF-8" <("$muster" -f r add $'S\xed\xa0\x80' brit-infantry 2>&1) ||
    problem "add with a surrogate: the message does not say 'is not valid UTF-8'"

# Typed into the roster by hand: every command refuses the file (exit 3), none aborts.
for name in "${corpus[@]}"; do
    label=$(printf '%q' "$name")
    fresh
    printf 'unit %s  brit-infantry  side=british  stands=3\n' "$name" >> r
    expect "roster with $label: show --json" 3 -f r --json show
    expect "roster with $label: kill" 3 -f r kill A 1
    expect "roster with $label: remove" 3 -f r remove A
    grep -qF 'r:6: not UTF-8 text' err || problem "roster with $label: no FILE:LINE: $(cat -v err)"
done

# Controls, bidi overrides and invisible characters: refused in names, typed (2) and in a
# file (3); so `A` and `A` + U+200B can never be two units that look the same.
for name in $'A\xe2\x80\x8b' $'\xe2\x80\xaeA' $'A\xc2\x9b2J' $'A\xe2\x81\xa6' $'A\xc2\xad' $'A\xef\xbb\xbf' $'A\e[2J'; do
    label=$(printf '%q' "$name")
    fresh
    expect "add $label" 2 -f r add "$name" brit-infantry
    grep -qE 'has the (invisible|control) character U\+' err || problem "add $label: does not say why: $(cat -v err)"
    printf 'unit %s  brit-infantry  side=british  stands=3\n' "$name" >> r
    expect "roster with $label: show" 3 -f r show
done

# Finding 4: the escape-sequence corpus in arguments, error messages and script lines.
escapes=($'\e]2;PWNED\a' $'\e[2J' $'\e[31mred' $'\x9b31m' $'\xc2\x9b31m' $'\e]8;;http://x\e\\' $'a\rb' $'\a\b')
fresh
for e in "${escapes[@]}"; do
    label=$(printf '%q' "$e")
    expect "kill $label" 2 -f r kill "$e" 1
    expect "command $label" 2 -f r "$e"
    expect "option $label" 2 -f r kill A 1 "--$e"
    expect "roll $label" 2 -f r roll "$e"
    expect "init --rules $label" 2 -f r init --force --rules "$e"
    expect "roster path $label" 3 -f "r$e" kill A 1
    MUSTER_LOCK_TIMEOUT="$e" expect "MUSTER_LOCK_TIMEOUT $label" 2 -f r kill A 1
done
grep -qF 'no unit `\x1b]2;PWNED\x07`' <("$muster" -f r kill $'\e]2;PWNED\a' 1 2>&1) ||
    problem "kill ESC: the name is not shown escaped as \\x1b"
# `muster -` echoes script lines in its errors: escaped too.
printf '%s\n' 'kill A 1' $'\e]2;PWNED\a 1' $'shell\e[2J' | "$muster" -f r --dry-run - > out 2> err
raw err && problem "script: a raw control byte on stderr: $(cat -v err)"
printf '%s\n' $'-\e[2J' | "$muster" -f r - > out 2> err
raw err && problem "script: a raw control byte on stderr: $(cat -v err)"

# The journal is outside text too: a brief with ESC/BEL/C1/bidi, planted by hand, is a damaged
# entry (skipped, counted) and never printed raw by log (text, markdown, json) or undo.
fresh
for brief in '\u001b[2J' '\u001b]2;PWNED\u0007' '\u009b2J' 'kill A\u202e 1' '\u0000'; do
    printf '{"v":1,"time":"t","command":"kill","brief":"%s","dice":[],"edits":[],"turn":1}\n' "$brief" >> r.journal
done
for format in text markdown json; do
    "$muster" -f r log --format "$format" > out 2> err || problem "log --format $format refused: $(cat err)"
    raw out && problem "log --format $format: a raw control byte: $(cat -v out)"
    grep -q "5 damaged journal entries skipped" err || problem "log --format $format: damaged entries not counted: $(cat err)"
done
"$muster" -f r undo > out 2> err || problem "undo refused: $(cat err)"
raw out && problem "undo: a raw control byte: $(cat -v out)"
raw err && problem "undo: a raw control byte on stderr: $(cat -v err)"

# A title or comment with C1 or bidi characters, typed into the file: refused (exit 3).
fresh
sed -i $'2a title   Isandlwana \xe2\x80\xae refight' r
expect "title with U+202E" 3 -f r show
grep -qF 'r:3: the line has the invisible character U+202E' err || problem "title with U+202E: $(cat -v err)"

echo "hostile text: $failures failed"
[[ $failures == 0 ]]
