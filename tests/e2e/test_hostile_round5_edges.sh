#!/usr/bin/env bash
# Hostile input, round five: the edges. An empty side given (`add --side ""`, `set X side=`, a
# roster's `side=`) is refused, not read as no side; a 120 kB word is not echoed whole by any
# error (a count, an unknown command, --range, --dice, a unit key, help, a roster's unknown
# line); a roster title past 200 characters is refused when read, as `init` refuses it; a failed
# `share` leaves the journal's mode as it was; a script killed by SIGTERM leaves no temp file.
# Every refusal leaves the roster and the journal as they were.
#   test_hostile_round5_edges.sh MUSTER
source "$(dirname "$0")/hostile_expect.sh" "$1"
fresh() {
    rm -rf r.* t.* .r.roster* 2>/dev/null
    cp "$examples/isandlwana.roster" r.roster
    timeout 10 "$muster" -f r.roster kill 1/24th/A 1 > /dev/null || problem "setup: kill"
}

# An empty side: `--side ""` and `set X side=` made a unit of no side without a word.
fresh
expect "add --side ''" 2 "--side" add X brit-infantry --side ""
grep -qF "leave --side out" err || problem "add --side '': the way on is not said: $(cat err)"
expect "set side=" 2 "side" set 1/24th/A side=
grep -qF "is empty" err || problem "set side=: not said empty: $(cat err)"
sed 's/^\(unit 1\/24th\/A .*\)side=british/\1side=/' r.roster > t.roster
grep -q '^unit 1/24th/A .*side= ' t.roster || problem "setup: no empty side in t.roster"
timeout 10 "$muster" -f t.roster show > out 2> err
(($? != 0)) && grep -qF "is empty" err || problem "a roster's side=: read as no side: $(head -c 300 out err)"

# A 120 kB word (as long as one argument may be) in each place an error quotes a word: the error
# is one short line, saying how long the word was.
fresh
word=$(head -c 120000 /dev/zero | tr '\0' a)
short() { # LABEL: the last error was under 1,000 bytes and said the word's length
    (($(wc -c < err) < 1000)) || problem "$1: $(wc -c < err) bytes of error"
    grep -qE "\.\.\. \(1200[0-9]{2} bytes\)" err || problem "$1: the word's length is not said: $(head -c 300 err)"
}
expect "a count" 2 "count" kill 1/24th/A "$word"; short "a count"
expect "a command" 2 "error" "$word"; short "a command"
expect "--range" 2 "--range" fire 1/24th/A --at uThulwana --range "$word"; short "--range"
expect "--dice" 2 "--dice" rally --dice "$word"; short "--dice"
expect "a unit key" 2 "error" set 1/24th/A "$word=1"; short "a unit key"
expect "help" 2 "error" help "$word"; short "help"
expect "a unit name" 2 "at most 64 characters" kill "$word" 1
(($(wc -c < err) < 1000)) || problem "a unit name: $(wc -c < err) bytes of error"
{ cat r.roster; echo "$word"; } > t.roster
timeout 10 "$muster" -f t.roster show > out 2> err
(($? != 0)) || problem "a roster's unknown line: read"
short "a roster's unknown line"

# A title past 200 characters: refused by `init`, and when a roster is read (a 10 MB title was
# read and printed whole).
fresh
{ head -1 r.roster; echo "title $(head -c 10000000 /dev/zero | tr '\0' a)"; grep -v '^title\|^# muster' r.roster; } > t.roster
timeout 10 "$muster" -f t.roster show > out 2> err
(($? != 0)) || problem "a 10 MB title: read"
grep -qF "title: longer than 200 characters (10000000)" err || problem "a 10 MB title: $(head -c 300 err)"
(($(wc -c < err) + $(wc -c < out) < 1000)) || problem "a 10 MB title: $(wc -c < out) + $(wc -c < err) bytes printed"
{ head -1 r.roster; echo "title $(head -c 200 /dev/zero | tr '\0' a)"; grep -v '^title\|^# muster' r.roster; } > t.roster
timeout 10 "$muster" -f t.roster show > /dev/null 2> err || problem "a title of 200 characters: refused: $(cat err)"

# A roster of 168,000 units (13 MB, under the 16 MiB a roster may be): `status` took 330 MB,
# past the 256 MiB a command may hold. The estimate is charged before the roster is read.
fresh
python3 - <<'PY'
lines = [l for l in open("r.roster").read().splitlines() if not l.startswith("unit ")]
lines += [f"unit U{i:06d}  brit-infantry  side=british  stands=3  killed=0" for i in range(168000)]
open("r.roster", "w").write("\n".join(lines) + "\n")
PY
expect "a roster of 168,000 units: status" 2 "MB to read" status
grep -qE "MB to read \(the limit is about 2 s and 268 MB\)" err || problem "168,000 units: $(cat err)"
expect "a roster of 168,000 units: kill" 2 "MB to read" kill U000001 1

((failures == 0)) || exit 1
echo "hostile round five, the edges: ok"
