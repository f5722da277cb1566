#!/usr/bin/env bash
# Issue 60, "a new game over an old record": an example copied over a roster whose journal is an
# earlier game's. The first command that would save refuses (exit 3), says what it sees and the
# two ways on, and appends nothing; a roster edited by hand is saved as before.
#   test_two_games.sh MUSTER
source "$(dirname "$0")/scratch.sh"
export MUSTER_LOCK_TIMEOUT=2 NO_COLOR=1
digest() { cat r.roster r.roster.journal | md5sum; }
# refused LABEL: the next save is refused as two games, nothing changed
refused() {
    local before status=0; before=$(digest)
    "$muster" -f r.roster kill 1/24th/A 1 > out 2> err || status=$?
    [[ $status == 3 ]] || fail "$1: exit $status, expected 3: $(cat err)"
    grep -qF "r.roster and its journal r.roster.journal are of two games: $2" err || fail "$1: $(cat err)"
    grep -qF "mv r.roster.journal r.roster.journal.old" err || fail "$1: no way on to a new journal: $(cat err)"
    grep -qF "MUSTER_HAND_EDIT=1" err || fail "$1: no way on as a hand edit: $(cat err)"
    [[ $(digest) == "$before" ]] || fail "$1: the roster or journal changed"
}

# An earlier game played into turn 2, then the example copied over it: turn 1 again.
cp "$examples/isandlwana.roster" r.roster
"$muster" -f r.roster kill 1/24th/A 2 > /dev/null
"$muster" -f r.roster turn --skip-owed > /dev/null
cp "$examples/isandlwana.roster" r.roster
refused "an earlier turn" "the roster is at turn 1, and the journal's last change left turn 2"
# The first way on: a new journal, the old one kept; the game then proves from its beginning.
mv r.roster.journal r.roster.journal.old
"$muster" -f r.roster kill 1/24th/A 1 > /dev/null || fail "a new journal: the save"
"$muster" -f r.roster replay > /dev/null || fail "a new journal: replay: $("$muster" -f r.roster replay)"

# An earlier game still in turn 1, and the very roster it began with copied over it. (Over a
# game of one save, the copy is the roster before that save: a save cut short, which the next
# command drops as it always has.)
rm -f r.roster*
cp "$examples/isandlwana.roster" r.roster
"$muster" -f r.roster kill 1/24th/A 2 > /dev/null
"$muster" -f r.roster kill 1/24th/C 2 > /dev/null
cp "$examples/isandlwana.roster" r.roster
refused "the journal's first roster" "the roster is the one the journal began with"
# The second way on: the roster taken as a hand edit of the journal's game, once.
MUSTER_HAND_EDIT=1 "$muster" -f r.roster kill 1/24th/A 1 > /dev/null || fail "taken as a hand edit"
"$muster" -f r.roster kill 1/24th/A 1 > /dev/null || fail "the save after the hand edit was taken"
"$muster" -f r.roster replay > out 2> /dev/null && fail "replay proved a game with a hand edit"
grep -q "hand edit" out || fail "replay did not name the hand edit: $(cat out)"

# Another rule set's roster copied over the journal.
rm -f r.roster*
cp "$examples/isandlwana.roster" r.roster
"$muster" -f r.roster kill 1/24th/A 2 > /dev/null
cp "$examples/omdurman.roster" r.roster
refused "another rule set" "the roster plays fuzzy-wuzzy, the journal's last change unbalanced-equality"

# A roster edited by hand, in the same game: saved as before (replay names the edit later).
rm -f r.roster*
cp "$examples/isandlwana.roster" r.roster
"$muster" -f r.roster kill 1/24th/A 2 > /dev/null
sed -i '/^unit 1\/24th\/A /s/killed=2/killed=3/' r.roster
grep -q 'killed=3' r.roster || fail "setup: the hand edit"
"$muster" -f r.roster kill 1/24th/C 1 > /dev/null 2> err || fail "a hand edit was refused: $(cat err)"
echo "two games: ok"
