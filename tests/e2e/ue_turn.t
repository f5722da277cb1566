# examples/ue-turn.sh: one whole Unbalanced Equality turn (UE-SEQ, all six phases) with fixed
# dice on a copy of examples/isandlwana-turn3.roster.
$ bash $EXAMPLES/ue-turn.sh "$MUSTER_BIN"
== 1. Recovery: units falling back roll to return (UE-RALLY)
+ muster rally --dice 5
uKhandempemvu: rallied, may return to the fight (D6 5)
dice: 5 (D6, uKhandempemvu rally)
On the table:
  - turn uKhandempemvu to face the enemy; it may move back towards the fight

== 2. Movement (UE-MOVE). uMbonambi declares a fire & charge on 1/24th/F (UE-CHARGE)
+ muster move uMbonambi
uMbonambi (zulu-spears) moves 3" on normal ground, 2" on rough (UE-MOVE-1)
fire & charge: +3" = 6" (declare it at the start of movement, UE-CHARGE-1)

+ muster move Durnford's Horse RA 7-pdr
Durnford's Horse (brit-mounted-infantry, mounted) moves 4" on normal ground, 2" on rough (UE-MOVE-1)
or 2" mounted and 2" dismounted, mounting or dismounting on the way (mounted 4"/2", dismounted 2"/1")
RA 7-pdr (cannon-brit) moves 2" on normal ground, 1" on rough (UE-MOVE-1)
it cannot move and fire in the same turn (UE-TYPE-5)

== 3. Fire. The charging spearmen close to 3" and throw their spears; 1/24th/F fires back
+ muster fire uMbonambi --at 1/24th/F --distance 3
uMbonambi at 1/24th/F (medium): 82 killed
reading: combat-power figures (OPT-1)
On the table:
  - remove 2 stands of 1/24th/F

+ muster fire 1/24th/F --at uMbonambi --distance 3 --explain
1/24th/F at uMbonambi (short): 4 killed
reading: combat-power figures (OPT-1)
how:
  1/24th/F: CP 45 (3 figures x 15) x rate 1/10 (open) x 2 (short range) x 1/2 (firer at half strength) = 9/2 -> 4 kills (UE-FIRE-3)
  uMbonambi: fired on by 1/24th/F alone, down to one stand: the single-stand benefit for its test (UE-MORALE-2a)
On the table:
  - uMbonambi must test morale at short range (muster morale uMbonambi --range short)

+ muster fire 1/24th/A 2/24th/G --at iNgobamakhosi --range long
1/24th/A, 2/24th/G at iNgobamakhosi (long): 22 killed
reading: combat-power figures (OPT-1)
On the table:
  - iNgobamakhosi must test morale at long range (muster morale iNgobamakhosi --range long)

+ muster artillery RA 7-pdr --at uThulwana --distance 20 --dice 6 --explain
RA 7-pdr at uThulwana (long): 15 killed
reading: combat-power figures (OPT-1)
how:
  RA 7-pdr: D6 6 -> 30 (UE-ARTY-1, british crew) x 1/2 (long range) = 15 -> 15 kills
dice: 6 (D6, RA 7-pdr artillery)
On the table:
  - uThulwana must test morale at long range (muster morale uThulwana --range long)

+ muster fire iNgobamakhosi --at 2/24th/G --range long
iNgobamakhosi at 2/24th/G (long, in cover): 21 killed
reading: combat-power figures (OPT-1)

RA 7-pdr/2 lost its crew last turn; the NNC give it a new one (UE-ARTY-5):
+ muster recrew RA 7-pdr/2 --from NNC/1
RA 7-pdr/2 has a new crew of 60 from NNC/1: from now on it fires at half against troops and hits guns only on 1-2 (UE-ARTY-5)
On the table:
  - remove 1 stand of NNC/1
  - move 60 men of NNC/1 to the gun RA 7-pdr/2

== 4. Reaction tests for the native units that took casualties (UE-MORALE)
+ muster morale --odds
uMbonambi fails: 33.3%   iNgobamakhosi fails: 16.7%   uThulwana fails: 16.7%
morale: exact odds
  uMbonambi fails                               33.3%
  iNgobamakhosi fails                           16.7%
  uThulwana fails                               16.7%
reading: morale-modifiers benefit (OPT-2)

+ muster morale --dice 4,2,1
uMbonambi: morale passed at short range (D6 4)
iNgobamakhosi: morale passed at long range (D6 2)
uThulwana: morale FAILED at long range (D6 1)
reading: morale-modifiers benefit (OPT-2)
dice: 4 (D6, uMbonambi morale), 2 (D6, iNgobamakhosi morale), 1 (D6, uThulwana morale)
On the table:
  - uThulwana falls back two full moves and faces away (UE-MORALE-4)

== 5. Melee: the spearmen go in (UE-MELEE)
+ muster melee uMbonambi --vs 1/24th/F --odds
1/24th/F destroyed (phase A, no dice): 100%   uMbonambi holds the ground: 100%   men lost (certain, phase A): uMbonambi 330, 1/24th/F 43
melee: exact odds
  uMbonambi wins phase A (no dice)               100%
  1/24th/F destroyed by phase A's losses: uMbonambi holds the ground, whatever phase B's dice (UE-MELEE-8)
  phase A losses (certain): uMbonambi 330, 1/24th/F 43
reading: combat-power figures (OPT-1)

+ muster melee uMbonambi --vs 1/24th/F --dice 5,2 --explain
phase A: side A wins (strength side A 4950, side B 135); losses: side A 330, side B 43
phase B: 4950 x 5 = 24750 against 135 x 2 = 270: uMbonambi wins the melee
phase C: nothing of the losing side is left standing; the melee ends
reading: combat-power figures (OPT-1)
how:
  side A: uMbonambi MV 3 x CP 1650 = 4950 (UE-MELEE-1)
  side B: 1/24th/F MV 3 x CP 45 = 135 (UE-MELEE-1)
  strength: side A 4950, side B 135
  phase A: side A wins; it loses 1650 x 1/5 = 330, the loser 330 x 4/3 = 440 (UE-MELEE-2)
  side A loses 330: uMbonambi 330 (in proportion to men, largest remainder, UE-MELEE-3)
  side B loses 440, 397 beyond the men present dropped: 1/24th/F 43 (in proportion to men, largest remainder, UE-MELEE-3)
  phase B: side A 4950 x D6 5 = 24750, side B 135 x D6 2 = 270: side A wins the melee (UE-MELEE-4; equal products roll again)
dice: 5 (D6, melee phase B (side A, side B)), 2 (D6, melee phase B (side A, side B))
On the table:
  - remove 1 stand of uMbonambi
  - 1/24th/F is destroyed (75% killed): remove its last stand (UE-ROSTER-4)

== 6. Army morale (UE-ARMY)
+ muster army --dice 4
british army: stands (D6 4)
reading: army-morale on (OPT-3)
dice: 4 (D6, british army morale)

== End of the turn: the sheet of the melee's survivors, the journal, and the next turn
+ muster show uMbonambi 2/24th/G
Isandlwana refight - unbalanced-equality, turn 3
options: army-morale on, combat-power figures, morale-modifiers benefit
house rule: type nnc base=native-regular-infantry mv-closed=3 rate-closed=1/10
marks: one per figure, x killed, . alive; grouped by stand

uMbonambi  zulu-spears  side zulu  done this turn: fire, fired at, morale, melee
  xxxxxxxxxxxxxxxxxxxx xxxxxxxxxxxx........ ....................
  .................... .................... ....................
  killed 484, stands lost 1 of 6, men 1800, men left 1316, remainder 4, cp 1320,
  mv 3, half strength no, destroyed no

2/24th/G  brit-infantry  side british  formation closed  cover  done this turn: fire, fired at, army
  x.. ... ...
  killed 21, stands lost 0 of 3, men 135, men left 114, remainder 6, cp 120,
  mv 5, half strength no, destroyed no, formation closed

+ muster log
t3 rally uKhandempemvu rallied (5) [dice 5 typed]
t3 fire uMbonambi -> 1/24th/F medium: 82 killed; 1/24th/F loses 2 stands
t3 fire 1/24th/F -> uMbonambi short: 4 killed; uMbonambi morale due
t3 fire 1/24th/A, 2/24th/G -> iNgobamakhosi long: 22 killed; iNgobamakhosi morale due
t3 artillery RA 7-pdr -> uThulwana long: 15 killed; uThulwana morale due [dice 6 typed]
t3 fire iNgobamakhosi -> 2/24th/G long cover: 21 killed
t3 recrew RA 7-pdr/2 from NNC/1: 60 men; NNC/1 loses 1 stand
t3 morale uMbonambi passed (4); iNgobamakhosi passed (2); uThulwana failed (1) [dice 4,2,1 typed]
t3 melee uMbonambi vs 1/24th/F: uMbonambi wins; losses 330 / 43, phase A uMbonambi; 1/24th/F destroyed; uMbonambi loses 1 stand [dice 5,2 typed]
t3 army british stands (4) [dice 4 typed]

+ muster turn
turn 4
On the table:
  - UE-RALLY-1: uThulwana is falling back: rally roll, 4-6 it returns to the fight (muster rally uThulwana)
  - UE-ARMY-1: army british has lost 268 of 855 men (25% or more): army morale roll, 1-2 it retreats (muster army british)

