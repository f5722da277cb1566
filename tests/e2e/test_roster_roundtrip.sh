#!/usr/bin/env bash
# Issue 3, round trip: an example roster with comments, odd spacing and house rules is
# byte-identical after `show` (and `show --json`, `types`, a --dry-run kill, `log`), and after a
# `kill` only the killed unit's line differs.
source "$(dirname "$0")/scratch.sh" "$1"

for example in "$examples"/*.roster; do
    cp "$example" game.roster
    # Odd spacing, tabs, a CRLF-free trailing comment and a missing final newline survive too.
    printf '\t \n# closing remark, no final newline' >> game.roster
    cp game.roster original
    "$muster" -f game.roster show > /dev/null || fail "show $example"
    "$muster" -f game.roster show --json > /dev/null || fail "show --json $example"
    "$muster" -f game.roster types > /dev/null || fail "types $example"
    cmp -s original game.roster || fail "show changed $example"
    [[ ! -e game.roster.journal ]] || fail "show wrote a journal"

    first=$(awk '$1 == "unit" { print $2; exit }' game.roster | tr -d '"')
    line=$(grep -n "^unit  *\"\?$first" game.roster | head -1 | cut -d: -f1)
    "$muster" -f game.roster kill "$first" 2 --dry-run > /dev/null || fail "dry-run kill"
    cmp -s original game.roster || fail "--dry-run changed $example"
    "$muster" -f game.roster kill "$first" 2 > /dev/null || fail "kill $first in $example"
    changes=$(diff original game.roster || true)
    [[ $(grep -c '^[<>]' <<< "$changes") == 2 ]] || { echo "$changes"; fail "kill changed more than one line"; }
    [[ $(head -1 <<< "$changes") == "${line}c${line}" ]] || fail "kill changed a line other than $line"
    "$muster" -f game.roster undo > /dev/null || fail "undo"
    cmp -s original game.roster || fail "undo did not restore $example"
    rm -f game.roster.journal game.roster.lock
done
echo "roundtrip: ok"
