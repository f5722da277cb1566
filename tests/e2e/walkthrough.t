# The README's walkthrough, "A game turn, three ways": every output it shows, checked.
$ cp "$EXAMPLES/isandlwana.roster" . && export MUSTER_ROSTER=$PWD/isandlwana.roster
$ export MUSTER_ROSTER=$PWD/isandlwana.roster; muster fire 1/24th/A 1/24th/C --at uKhandempemvu --range medium
1/24th/A, 1/24th/C at uKhandempemvu (medium): 26 killed
reading: combat-power figures (OPT-1)
On the table:
  - uKhandempemvu must test morale at medium range (muster morale uKhandempemvu --range medium)
$ export MUSTER_ROSTER=$PWD/isandlwana.roster; muster fire iNgobamakhosi --at 1/24th/F --range long
iNgobamakhosi at 1/24th/F (long): 45 killed
reading: combat-power figures (OPT-1)
On the table:
  - remove 1 stand of 1/24th/F
$ export MUSTER_ROSTER=$PWD/isandlwana.roster; muster turn --auto --dice 2
morale uKhandempemvu failed (2) [dice 2]
  - uKhandempemvu falls back two full moves and faces away (UE-MORALE-4)
turn 2
On the table:
  - UE-RALLY-1: uKhandempemvu is falling back: rally roll, 4-6 it returns to the fight (muster rally uKhandempemvu)
$ printf '%s\n' '# Turn 2 of the Isandlwana refight (UE-SEQ order)' 'rally --dice 5' 'fire 1/24th/A 1/24th/C 1/24th/F --at uMbonambi --range short' 'fire "RA 7-pdr" --at uThulwana --distance 20 --dice 5' 'morale --dice 4,3' 'turn' > turn2.muster
$ sed -i 's/morale --dice 4,3/morale --dice 4,3,1/' turn2.muster
$ cat turn2.muster
# Turn 2 of the Isandlwana refight (UE-SEQ order)
rally --dice 5
fire 1/24th/A 1/24th/C 1/24th/F --at uMbonambi --range short
fire "RA 7-pdr" --at uThulwana --distance 20 --dice 5
morale --dice 4,3,1
turn
$ cp isandlwana.roster saved.roster && cp isandlwana.roster.journal saved.roster.journal
$ export MUSTER_ROSTER=$PWD/isandlwana.roster; muster --brief - < turn2.muster
t2 rally uKhandempemvu rallied (5) [dice 5]
t2 fire 1/24th/A, 1/24th/C, 1/24th/F -> uMbonambi short: 72 killed; uMbonambi morale due
t2 fire RA 7-pdr -> uThulwana long: 10 killed; uThulwana morale due [dice 5]
muster: error: --dice: too many values: 3 given, this resolution uses 2
muster: error: stopped at standard input line 5 (exit 2)
[2]
$ export MUSTER_ROSTER=$PWD/isandlwana.roster; muster undo 3 --brief
t2 undo fire RA 7-pdr -> uThulwana long: 10 killed; uThulwana morale due; fire 1/24th/A, 1/24th/C, 1/24th/F -> uMbonambi short: 72 killed; uMbonambi morale due; rally uKhandempemvu rallied (5)
$ cmp isandlwana.roster saved.roster && echo "back as it was"
back as it was
$ sed -i 's/4,3,1/4,3/' turn2.muster
$ export MUSTER_ROSTER=$PWD/isandlwana.roster; muster --brief - < turn2.muster
t2 rally uKhandempemvu rallied (5) [dice 5]
t2 fire 1/24th/A, 1/24th/C, 1/24th/F -> uMbonambi short: 72 killed; uMbonambi morale due
t2 fire RA 7-pdr -> uThulwana long: 10 killed; uThulwana morale due [dice 5]
t2 morale uMbonambi passed (4); uThulwana passed (3) [dice 4,3]
t3 turn 3: nothing due
$ export MUSTER_ROSTER=$PWD/isandlwana.roster; muster fire 1/24th/A --at uMbonambi --range short --brief --dry-run
t3 fire 1/24th/A -> uMbonambi short: 27 killed; uMbonambi morale due (dry run)
$ export MUSTER_ROSTER=$PWD/isandlwana.roster; muster log --since-turn 2 --format markdown
| Turn | Resolution | Dice |
|---:|---|---|
| 2 | turn 2: due: uKhandempemvu rally |  |
| 2 | ~~rally uKhandempemvu rallied (5)~~ (undone) | D6 5 typed |
| 2 | ~~fire 1/24th/A, 1/24th/C, 1/24th/F -> uMbonambi short: 72 killed; uMbonambi morale due~~ (undone) |  |
| 2 | ~~fire RA 7-pdr -> uThulwana long: 10 killed; uThulwana morale due~~ (undone) | D6 5 typed |
| 2 | rally uKhandempemvu rallied (5) | D6 5 typed |
| 2 | fire 1/24th/A, 1/24th/C, 1/24th/F -> uMbonambi short: 72 killed; uMbonambi morale due |  |
| 2 | fire RA 7-pdr -> uThulwana long: 10 killed; uThulwana morale due | D6 5 typed |
| 2 | morale uMbonambi passed (4); uThulwana passed (3) | D6 4,3 typed |
| 3 | turn 3: nothing due |  |
$ export MUSTER_ROSTER=$PWD/isandlwana.roster; muster show 1/24th/F uMbonambi --width 72
Isandlwana refight - unbalanced-equality, turn 3
options: army-morale on, combat-power figures, morale-modifiers benefit
house rule: type nnc base=native-regular-infantry mv-closed=3 rate-closed=1/10
marks: one per figure, x killed, . alive; grouped by stand

1/24th/F  brit-infantry  side british  formation open
  xxx ... ...
  killed 45, stands lost 1 of 3, men 135, men left 90, remainder 0,
  cp 90, mv 3, half strength no, destroyed no, formation open

uMbonambi  zulu-spears  side zulu
  xxxx................ .................... ....................
  .................... .................... ....................
  killed 72, stands lost 0 of 6, men 1800, men left 1728, remainder 12,
  cp 1740, mv 3, half strength no, destroyed no
