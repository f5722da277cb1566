#!/usr/bin/env bash
# Issue 64 (hostile input, round five), black box: a journal line nested 30,000 deep; a journal
# cut short (its last newline, or mid-entry); a journal's format never lowered; `--out` over the
# roster's side files; a name with a control character at `init`, and look-alike names. Each
# command runs under `timeout 10`; every refusal leaves the roster and the journal as they were.
#   test_hostile_round5.sh MUSTER
support=$(realpath "$(dirname "$0")/../support")
source "$(dirname "$0")/hostile_expect.sh" "$1"
fresh() {
    rm -rf r.* page*
    cp "$examples/isandlwana.roster" r.roster
}

# A crash from one journal line: 30,000 nested arrays crashed log, replay, status, undo, report
# and kill (SIGSEGV, exit 139). The line is damaged now: skipped with a warning, never a crash.
fresh
python3 -c "d=30000; print('{\"v\":5,\"request\":'+'['*d+']'*d+'}')" > r.roster.journal
for command in log replay status undo report "kill 1/24th/A 1"; do
    # shellcheck disable=SC2086 # the command's words
    timeout 10 "$muster" -f r.roster $command > out 2> err < /dev/null
    got=$?
    ((got < 4)) || problem "deep line: $command: exit $got: $(head -c 200 err)"
    if [[ $command == log || $command == replay ]]; then
        grep -qF "damaged" err out || problem "deep line: $command: no word of the damaged line: $(head -c 200 err)"
    fi
done

# A journal cut short. Its final newline alone cut (`truncate -s -1`): `kill` chained its entry
# to the one before the last, and the game could never be proven again; now the newline is put
# back first, and replay proves the game. Cut mid-entry: `kill` appended without a word; now it
# is refused (exit 3), nothing appended, and the message says how to go on.
fresh
timeout 10 "$muster" -f r.roster kill 1/24th/A 1 > /dev/null || problem "cut: setup kill"
timeout 10 "$muster" -f r.roster kill 1/24th/A 1 > /dev/null || problem "cut: setup kill 2"
cp r.roster.journal whole.journal; cp r.roster whole.roster
truncate -s -1 r.roster.journal
timeout 10 "$muster" -f r.roster kill 1/24th/A 1 > out 2> err || problem "newline cut: kill refused: $(cat err)"
[[ $(head -c "$(stat -c %s whole.journal)" r.roster.journal) == "$(cat whole.journal)" ]] ||
    problem "newline cut: the entries before were not kept as they were"
[[ $(wc -l < r.roster.journal) == 4 ]] || problem "newline cut: $(wc -l < r.roster.journal) lines, expected 4"
timeout 10 "$muster" -f r.roster replay > out 2> err || problem "newline cut: replay after kill: $(cat out err)"
cp whole.journal r.roster.journal; cp whole.roster r.roster
truncate -s -40 r.roster.journal
expect "cut mid-entry: kill" 3 "ends in a line cut short" kill 1/24th/A 1
grep -qF "truncate -s $(($(stat -c %s r.roster.journal) - $(tail -n 1 r.roster.journal | wc -c))) r.roster.journal" err ||
    problem "cut mid-entry: the message does not give the size to cut back to: $(cat err)"
expect "cut mid-entry: add" 3 "ends in a line cut short" add X brit-infantry --side british
# A save that never reached the roster (killed between the journal and the roster), its last
# line's newline cut: not taken as this roster's entry.
cp whole.journal r.roster.journal; cp whole.roster r.roster
timeout 10 "$muster" -f r.roster kill 1/24th/C 1 > /dev/null || problem "cut: a third kill"
cp whole.roster r.roster
truncate -s -1 r.roster.journal
expect "newline cut, not this roster's entry" 3 "a save that never reached the roster" kill 1/24th/A 1

# A downgrade that proves. A game in format 5 with a failed morale test, every entry rewritten
# as format 3 (no `prev`, `file`, `began`; the failed test's brief and `roll.passed` made a pass)
# and resealed as format 3 seals: replay said "proven" with a note in brackets. A downgrade that
# keeps format 5's SHA-256 roster hashes, or of some entries only, is named; one of every
# entry and hash is an old game, and the verdict says how far it is proven.
rm -rf r.*
timeout 10 "$muster" -f r.roster init > /dev/null || problem "downgrade: init"
timeout 10 "$muster" -f r.roster add uThulwana zulu-spears --side zulu > /dev/null || problem "downgrade: add"
timeout 10 "$muster" -f r.roster morale uThulwana --range short --dice 2 > /dev/null
grep -q '"passed":false' r.roster.journal || problem "downgrade: the morale test did not fail"
cp r.roster.journal format5.journal
# downgrade ARGS...: the journal rewritten as an older muster wrote it, a failed test made a pass
downgrade() { python3 "$support/old_format.py" r.roster.journal --pass "$@"; }
downgrade --hashes kept
expect "downgrade: every entry, the hashes kept" 1 "with a SHA-256 roster hash, which only format 5 writes" replay
cp format5.journal r.roster.journal; downgrade --from 3
expect "downgrade: the last entry only" 1 "an entry of format 3 after one of format 5" replay
grep -qF "a journal's format is never lowered" out || problem "downgrade: the last entry: $(cat out)"
# Every entry rewritten, its roster hashes too: nothing tells it from a game begun in format 3,
# and the verdict says how far such a game is proven, in itself; so does --json.
cp format5.journal r.roster.journal; downgrade
timeout 10 "$muster" -f r.roster replay > out 2> err || problem "downgrade, hashes rewritten: replay: $(cat out err)"
grep -qF "proven only as far as journal format 3 proves" out || problem "downgrade: the verdict: $(cat out)"
grep -qF "(" out && problem "downgrade: the verdict still has a note in brackets: $(cat out)"
grep -qF "exactly what the rules" out && problem "downgrade: the verdict claims the whole proof: $(cat out)"
timeout 10 "$muster" -f r.roster --json replay > out 2> err
python3 -c 'import json,sys; r=json.load(open("out"))["result"]; sys.exit(0 if r["extent"] == "results" and r["format"] == 3 else 1)' ||
    problem "downgrade: --json: $(cat out)"
# Rewritten as format 1: its line changes are applied as recorded, and the verdict says that
# nothing was proven by the rules.
cp format5.journal r.roster.journal; downgrade --format 1
timeout 10 "$muster" -f r.roster replay > out 2> err || problem "format 1: replay: $(cat out err)"
grep -qF "not proven by the rules" out || problem "format 1: the verdict: $(cat out)"
grep -qF "exactly what the rules" out && problem "format 1: the verdict claims the whole proof: $(cat out)"
timeout 10 "$muster" -f r.roster --json replay > out 2> err
python3 -c 'import json,sys; r=json.load(open("out"))["result"]; sys.exit(0 if r["extent"] == "lines" and r["format"] == 1 else 1)' ||
    problem "format 1: --json: $(cat out)"
cp format5.journal r.roster.journal
timeout 10 "$muster" -f r.roster --json replay > out 2> err
python3 -c 'import json,sys; r=json.load(open("out"))["result"]; sys.exit(0 if r["extent"] == "sealed" and r["format"] == 5 else 1)' ||
    problem "format 5: --json: $(cat out)"

# `--out` over the game's own files: `report --out r.roster.shared` replaced a shared game's
# marker with HTML. Every side file is refused, existing or not, for `report` and `sheet`.
fresh
timeout 10 "$muster" -f r.roster kill 1/24th/A 1 > /dev/null || problem "out: setup"
echo marker > r.roster.shared
for command in report sheet; do
    for side in r.roster.shared r.roster.journal r.roster.lock r.roster.history \
                r.roster.sync-abc123 r.roster.journal.sync-abc123 r.roster.shared.tmp-abc123; do
        expect "$command --out $side" 2 "--out names the roster or one of its files" "$command" --out "$side"
    done
done
[[ $(cat r.roster.shared) == marker ]] || problem "out: the shared-game marker was replaced"
[[ -e r.roster.history || -e r.roster.sync-abc123 ]] && problem "out: a side file was made"
rm -f r.roster.shared

# A roster name with a control character: `init` wrote a first entry (its `file`) that muster
# itself read as damaged, so an untouched game failed replay. Refused now, no file made.
rm -rf r.* n*
timeout 10 "$muster" -f $'n\x01.roster' init > out 2> err < /dev/null
[[ $? == 2 ]] || problem "init of a name with a control character: not exit 2: $(cat err)"
grep -qF 'has the control character U+0001' err || problem "init, control character: $(cat err)"
[[ -z $(compgen -G 'n*') ]] || problem "init, control character: files made: $(ls n*)"
grep -q $'\x01' err && problem "init, control character: printed raw"

# Look-alikes: `uThuӏwana` (Cyrillic palochka, U+04CF) beside `uThulwana`, and a name that
# begins with a combining mark (U+0301), as a unit and as a side.
fresh
expect "palochka" 1 "mixes the Latin and Cyrillic scripts" add $'uThu\xd3\x8fwana' zulu-spears --side zulu
expect "palochka side" 1 "mixes the Latin and Cyrillic scripts" add Z2 zulu-spears --side $'zu\xd3\x8fu'
expect "combining mark first" 2 "begins with the combining mark U+0301" add $'\xcc\x81uThulwana' zulu-spears --side zulu
expect "combining mark first, side" 2 "begins with the combining mark U+0301" add Z2 zulu-spears --side $'\xcc\x81zulu'
# a name of one script, and an accent inside a name, are still names
timeout 10 "$muster" -f r.roster add $'\xd0\x98\xd0\xbc\xd0\xbf\xd0\xb8' zulu-spears --side zulu > /dev/null ||
    problem "a Cyrillic name was refused"
timeout 10 "$muster" -f r.roster add $'Ulund\xc3\xad' zulu-spears --side zulu > /dev/null ||
    problem "a name with an accented letter was refused"

# Minor: `init` made the roster 0600 but its journal and lock 0644 (0666 under umask 0); the
# line and paragraph separators and the musical format controls were printed raw.
rm -rf r.*
(umask 0 && timeout 10 "$muster" -f r.roster init > /dev/null) || problem "modes: init"
for file in r.roster r.roster.journal r.roster.lock; do
    [[ $(stat -c %a "$file") == 600 ]] || problem "modes: $file is $(stat -c %a "$file"), not 600"
done
for c in $'\xe2\x80\xa8' $'\xe2\x80\xa9' $'\xf0\x9d\x85\xb3'; do
    timeout 10 "$muster" -f r.roster kill "A${c}B" 1 > out 2> err < /dev/null
    grep -qF "$c" err && problem "separator $(printf %s "$c" | od -An -tx1): printed raw"
    grep -qE 'A\\u(2028|2029|1d173)B' err || problem "separator: not escaped: $(cat err)"
done
expect "a title with U+1D173" 2 "U+1D173" init --force --title $'Isandlwana\xf0\x9d\x85\xb3'

finish() { ((failures == 0)) || exit 1; echo "hostile round five: ok"; }
finish
