#!/usr/bin/env bash
# Issue 22: a third rule set is a plug-in. muster_toy is the command line with the toy rule set
# of tests/toy/ registered beside the built-in ones; a toy game runs through init, add, fire
# (with typed dice and with --odds), kill, show, status, turn, log, the battle report and JSON,
# and its own command, option, marks and report words (issue 40).
set -euo pipefail
muster="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*"; exit 1; }
expect() { # expect WHAT TEXT PATTERN: PATTERN (grep -E) is in TEXT
    grep -Eq -- "$3" <<<"$2" || fail "$1: no /$3/ in: $2"
}
keep_files() { roster_before=$(cat muster.roster); journal_before=$(cat muster.roster.journal); }
kept_files() { # kept_files WHAT: the roster and the journal are as keep_files found them
    [ "$(cat muster.roster)" = "$roster_before" ] || fail "$1 changed the roster"
    [ "$(cat muster.roster.journal)" = "$journal_before" ] || fail "$1 changed the journal"
}

# Registered before main ran, the toy still comes after the built-in rule sets: init's default
# is the first built-in, and --help and completion list all three.
"$muster" init >/dev/null
grep -Eq '^rules +unbalanced-equality$' muster.roster || fail "init's default is not the first built-in"
out=$("$muster" init --help)
expect init-help "$out" 'unbalanced-equality \(default\), fuzzy-wuzzy or toy-skirmish'
rm muster.roster
"$muster" init --rules ts --title "Toy game" >/dev/null
grep -Eq '^rules +toy-skirmish$' muster.roster || fail "the roster does not say its rules"
out=$("$muster" add Reds militia --side red)
expect add "$out" 'added Reds: 3 stands of militia'
"$muster" add Blues veterans --side blue >/dev/null
# The toy's own key is written on every unit line by the roster writer, in the toy's order.
grep -Eq '^unit +Reds +militia .*hits=0' muster.roster || fail "no hits=0 on Reds' line: $(cat muster.roster)"

# The types of the toy's table, asked through its book.
out=$("$muster" types)
expect types "$out" 'militia'
expect types "$out" 'hit-on.*5\+'

# --odds: the exact distribution of Blues' hits, two stands at 4+: 0 (1/4), 1 (1/2), 2 (1/4).
out=$("$muster" fire Blues --at Reds --range short --odds)
expect odds "$out" 'expected hits on Reds: 1\.0'
expect odds "$out" 'Reds hit at least once: 75\.0%'
json=$("$muster" --json fire Blues --at Reds --range short --odds)
python3 - "$json" <<'PY'
import json, sys
doc = json.loads(sys.argv[1])
dist = dict((int(k), p) for k, p in doc["result"]["distribution"])
assert abs(dist[0] - 0.25) < 1e-12 and abs(dist[1] - 0.5) < 1e-12 and abs(dist[2] - 0.25) < 1e-12, dist
PY
grep -Eq '^unit +Reds +militia .*hits=0' muster.roster || fail "--odds changed the roster"

# The shot itself, with typed dice: 4 and 6 are two hits at 4+.
out=$("$muster" fire Blues --at Reds --range short --dice 4,6)
expect fire "$out" 'Blues at Reds: 2 hits'
grep -Eq '^unit +Reds +militia .*hits=2' muster.roster || fail "hits not written: $(cat muster.roster)"
out=$("$muster" fire Blues --at Reds --range short --dice 6,6 2>&1) && fail "fired twice a turn"
expect refuse "$out" 'already fired this round'
# ...naming the fire's journal line: the toy's own mark `shot` declares the command that leaves
# it (RuleBook::marks), and the refusal finds that command's roll in the journal.
expect refuse-line "$out" '^muster: error: Blues already fired this round \(t1 fire Blues at Reds: 2 hits \[dice 4,6\]; toy fire: once a round\)'

# Issue 40: the command line offers the options the rule books declare, and refuses one the
# roster's book does not declare, naming the rule set that has it (exit 2, nothing changed).
keep_files
for case in "--closed:unbalanced-equality" "--cover:unbalanced-equality" "--square:fuzzy-wuzzy" \
            "--single-stand:unbalanced-equality"; do
    flag=${case%%:*} owner=${case#*:}
    set +e; out=$("$muster" fire Blues --at Reds --range short --dice 6,6 "$flag" 2>&1); rc=$?; set -e
    [ "$rc" = 2 ] || fail "fire $flag: exit $rc, not 2: $out"
    expect "refuse $flag" "$out" "^muster: error: $flag is an option of $owner; this roster plays toy-skirmish\$"
done
set +e; out=$("$muster" melee Blues --vs Reds --pursue 2>&1); rc=$?; set -e
[ "$rc" = 2 ] || fail "melee --pursue: exit $rc, not 2: $out"
expect "refuse --pursue" "$out" 'pursue is an option of unbalanced-equality; this roster plays toy-skirmish'
# add's options are the rule books' too (RuleBook::options("add")): the toy declares none, so a
# built-in rule set's unit key is refused naming the rule set that has it.
for flag in "--formation open" --mounted --dismounted --cover; do
    set +e; out=$("$muster" add Greens militia $flag 2>&1); rc=$?; set -e
    [ "$rc" = 2 ] || fail "add $flag: exit $rc, not 2: $out"
    expect "refuse add $flag" "$out" "^muster: error: ${flag%% *} is an option of unbalanced-equality; this roster plays toy-skirmish\$"
done
kept_files "a refused option"

# The toy's own option: `fire --aimed` hits on one less (veterans 4+, aimed 3+), in --help,
# journalled with the request and proven by replay.
out=$("$muster" fire --help)
expect aimed-help "$out" '--aimed +toy: aimed fire, each firer hits on one less'
"$muster" turn >/dev/null
out=$("$muster" fire Blues --at Reds --range short --aimed --dice 3,3)
expect aimed "$out" 'Blues at Reds: 2 hits \(D6, 3\+ hits, aimed\)'
grep -Eq '^unit +Reds +militia .*hits=4' muster.roster || fail "aimed hits not written: $(cat muster.roster)"
tail -1 muster.roster.journal | grep -q '"options":{"--aimed":true,"--range":"short"}' ||
    fail "--aimed not journalled"
# The toy's own mark, in its own words in `status`.
grep -Eq '^unit +Blues +veterans .*done=shot,aimed' muster.roster || fail "no aimed mark: $(cat muster.roster)"
out=$("$muster" status)
expect aimed-status "$out" '^  Blues: fired; took aim$'
out=$("$muster" replay)
expect aimed-replay "$out" 'the roster is exactly what the rules and the recorded dice give'
"$muster" undo >/dev/null
"$muster" undo >/dev/null

# kill: hits by hand; 2 more take Reds' first stand (4 figures a stand).
"$muster" kill Reds 2 >/dev/null
out=$("$muster" show Reds)
expect show "$out" 'hits 4'
expect show "$out" 'stands lost 1 of 3'
expect show "$out" 'marks: one per figure, x hit, \. standing'
json=$("$muster" --json show Reds)
expect show-json "$json" '"hits": ?4'

out=$("$muster" status)
expect status "$out" '^round 1 of Toy game: phase reached 1 fire \(muster fire\)'
expect status "$out" 'Blues: fired'
"$muster" turn >/dev/null
out=$("$muster" status)
expect status2 "$out" '^round 2 of Toy game: phase reached none yet'

out=$("$muster" log)
expect log "$out" 't1 fire Blues at Reds: 2 hits'
expect log "$out" 't1 kill Reds 2: 4 hits'

# A step the toy does not have is refused by its book, naming the rule sets that have it.
out=$("$muster" rally Reds 2>&1) && fail "rally ran"
expect rally "$out" 'toy-skirmish has no rally step: rally is a command of unbalanced-equality and fuzzy-wuzzy$'

# The battle report: its headline in the toy's words (its strength in figures, its count of
# hits, stands lost, units routed; none of fuzzy-wuzzy's markers, dead, out of action), each
# side's numbers, and the journal's lines.
"$muster" report >report.html
python3 - report.html <<'PY'
import re, sys
html = open(sys.argv[1]).read()
section = re.search(r'<section id="headline">(.*?)</section>', html, re.S).group(1)
heads = re.findall(r'<th[^>]*>([^<]*)</th>', section)
assert heads == ["side", "units", "figures", "hits", "stands lost", "units routed"], heads
rows = {m.group(1): re.findall(r'<td[^>]*>(?:<span[^>]*></span>)?([^<]*)</td>', m.group(2))
        for m in re.finditer(r'<tr data-side="([^"]*)">(.*?)</tr>', section)}
# Reds: 1 unit, 3 stands of 4 figures, 4 hits (2 fired, 2 by hand), its first stand lost.
assert rows["red"][1:] == ["1", "12", "4", "1 of 3", "0"], rows
assert rows["blue"][1:] == ["1", "8", "0", "0 of 2", "0"], rows
for word in ("markers", "dead", "out of action", "killed", "men"):
    assert ">" + word + "<" not in section, word
# The casualty chart names the toy's count in its own words (RuleBook::chart_words: by default
# the count and the strength word), not fuzzy-wuzzy's "casualty markers" or UE's "men killed".
titles = re.findall(r'<circle class="pt"[^>]*><title>([^<]*)</title>', html)
assert "red: hits, end of turn 1: 4 of 12 figures (33.3%)" in titles, titles
for words in ("casualty markers", "dead figures", "men killed"):
    assert not any(words in t for t in titles), (words, titles)
PY
grep -q 'toy-skirmish' report.html || fail "the report does not name the rule set"
grep -q 'fire Blues at Reds: 2 hits' report.html || fail "the report lacks the fire"
# Who fired, from the roles the toy's `fire` declares (RuleBook::commands, Role): Blues' history.
grep -Eq 'data-unit="Blues">.*<span class="ev-fired">fired</span>' report.html ||
    fail "the report's history of Blues does not say it fired"

# Issue 40: the toy's own command, `dig-in`, declared by its book alone (RuleBook::commands):
# the command line offers it (--help, its own --help, completion), it leaves the toy's own mark
# `dug` ("dug in" in status), fire at a unit dug in hits on one more, a second dig-in a round is
# refused with the journal's line, the journal keeps it as data, and replay proves it.
out=$("$muster" --help)
expect dig-in-help "$out" '^  dig-in +Dig the units in for the round \(toy-skirmish\)'
out=$("$muster" dig-in --help)
expect dig-in-own-help "$out" 'unit TEXT \.\.\. REQUIRED +the unit\(s\) to dig in'
expect dig-in-complete "$("$muster" __complete dig)" '^dig-in$'
expect dig-in-complete-unit "$("$muster" __complete dig-in R)" '^Reds$'
out=$("$muster" dig-in Reds)
expect dig-in "$out" '^Reds digs in: fire at it hits on one more$'
grep -Eq '^unit +Reds +militia .*done=dug' muster.roster || fail "no dug mark: $(cat muster.roster)"
tail -1 muster.roster.journal | grep -q '"request":{"kind":"dig-in","units":\["Reds"\]}' ||
    fail "dig-in not journalled as data: $(tail -1 muster.roster.journal)"
expect dig-in-status "$("$muster" status)" '^  Reds: dug in$'
set +e; json=$("$muster" --json dig-in Reds 2>&1); rc=$?; set -e
[ "$rc" = 1 ] || fail "dug in twice a round: exit $rc, not 1: $json"
expect dig-in-twice "$json" '"message":"Reds already dug in this round \(t2 dig-in Reds; toy dig-in: once a round\)'
# Veterans hit on 4+, on 5+ at a unit dug in: 4 misses, 5 hits.
out=$("$muster" fire Blues --at Reds --range short --dice 4,5)
expect dug-fire "$out" 'Blues at Reds: 1 hit \(D6, 5\+ hits, dug in\)'
expect dug-replay "$("$muster" replay)" 'the roster is exactly what the rules and the recorded dice give'
# A mistyped unit is refused with the closest names, and nothing is written.
keep_files
set +e; out=$("$muster" dig-in Redz 2>&1); rc=$?; set -e
[ "$rc" = 2 ] || fail "dig-in Redz: exit $rc, not 2: $out"
expect dig-in-typo "$out" "no unit .Redz. in the roster; closest: Reds"
kept_files "a refused dig-in"

# The built-in rule sets are still there beside the toy, and refuse the toy's option by name.
"$muster" init --rules fuzzy-wuzzy --force >/dev/null
grep -Eq '^rules +fuzzy-wuzzy$' muster.roster || fail "fuzzy-wuzzy gone from muster_toy"
"$muster" add R regular-infantry --side british >/dev/null
"$muster" add N irregular-spearmen --side mahdist >/dev/null
set +e; out=$("$muster" fire R --at N --range short --aimed 2>&1); rc=$?; set -e
[ "$rc" = 2 ] || fail "fuzzy-wuzzy fire --aimed: exit $rc, not 2: $out"
expect refuse-aimed "$out" '--aimed is an option of toy-skirmish; this roster plays fuzzy-wuzzy'
# ...and the toy's own command: the rules of this roster have no such step, and the message
# names the rule set that has it (exit 1, the files untouched).
keep_files
set +e; out=$("$muster" dig-in R 2>&1); rc=$?; set -e
[ "$rc" = 1 ] || fail "fuzzy-wuzzy dig-in: exit $rc, not 1: $out"
expect refuse-dig-in "$out" '^muster: error: fuzzy-wuzzy has no dig-in step: dig-in is a command of toy-skirmish$'
kept_files "a refused dig-in"
# ...and still read their own: fuzzy-wuzzy's --square is read into the fire (FW-FIRE-2).
plain=$("$muster" fire R --at N --range short --odds)
square=$("$muster" fire R --at N --range short --square --odds)
expect fw-plain "$plain" 'markers on N: exact odds, mean 1\.3333'
expect fw-square "$square" 'markers on N: exact odds, mean 0\.1667'
echo "toy rule set: ok"
