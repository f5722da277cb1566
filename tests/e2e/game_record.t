# Issue 11, the game's record: every roll journalled with its source, one roll per test, one
# action per unit, nothing owed forgotten at `turn` (--skip-owed records it), `status`, `form`.
$ cp "$EXAMPLES/isandlwana.roster" muster.roster
$ muster fire 1/24th/A --at uThulwana --range short
1/24th/A at uThulwana (short): 27 killed
reading: combat-power figures (OPT-1)
On the table:
  - uThulwana must test morale at short range (muster morale uThulwana --range short)
$ muster fire 1/24th/A --at uKhandempemvu --range medium
muster: error: 1/24th/A already fired this turn (t1 fire 1/24th/A -> uThulwana short: 27 killed; uThulwana morale due; UE-SEQ phase 3: once a turn); `muster undo` takes it back
[1]
$ muster fire 1/24th/C --at 1/24th/F --range short
muster: error: 1/24th/C and 1/24th/F are both side british: a unit fires at the enemy, never at its own side (UE-TYPE-2)
[1]
$ muster fire uKhandempemvu --at uThulwana --distance 2
muster: error: uKhandempemvu and uThulwana are both side zulu: a unit fires at the enemy, never at its own side (UE-TYPE-2)
[1]
$ muster melee uThulwana --vs uKhandempemvu --dice 1,1
muster: error: uThulwana and uKhandempemvu are both on side zulu: a melee is between enemies
[1]
$ muster status
turn 1 of Isandlwana refight: phase reached 3 fire (muster fire)
  1/24th/A: fired
  uThulwana: fired at (short); owes morale test (UE-MORALE-1): muster morale uThulwana
1 owed before `muster turn`
$ muster turn
muster: error: turn 1 still owes 1: uThulwana: morale test (UE-MORALE-1): muster morale uThulwana; settle it, or `muster turn --skip-owed` advances and records what it skips
[1]
$ muster morale uThulwana --dice 2
uThulwana: morale FAILED at short range (D6 2)
reading: morale-modifiers benefit (OPT-2)
dice: 2 (D6, uThulwana morale)
On the table:
  - uThulwana falls back two full moves and faces away (UE-MORALE-4)
$ muster morale uThulwana --dice 5
muster: error: uThulwana already took its morale test this turn (t1 morale uThulwana failed (2) [dice 2]; UE-MORALE-6: once a turn); `muster undo` takes it back
[1]
$ muster undo
undone: morale uThulwana failed (2)
$ muster morale uThulwana --dice 3
uThulwana: morale FAILED at short range (D6 3)
reading: morale-modifiers benefit (OPT-2)
dice: 3 (D6, uThulwana morale)
On the table:
  - uThulwana falls back two full moves and faces away (UE-MORALE-4)
$ muster log
t1 fire 1/24th/A -> uThulwana short: 27 killed; uThulwana morale due
t1 morale uThulwana failed (2) [dice 2 typed]
t1 undo morale uThulwana failed (2)
t1 morale uThulwana failed (3) [dice 3 typed]
$ muster log --format markdown
| Turn | Resolution | Dice |
|---:|---|---|
| 1 | fire 1/24th/A -> uThulwana short: 27 killed; uThulwana morale due |  |
| 1 | ~~morale uThulwana failed (2)~~ (undone) | D6 2 typed |
| 1 | morale uThulwana failed (3) | D6 3 typed |
$ muster log --json | grep -o '"source":"[a-z]*"\|"roll":{[^}]*}'
"source":"typed"
"roll":{"p_pass":0.5,"passed":false,"side":"zulu","test":"morale","unit":"uThulwana"}
"source":"typed"
"source":"typed"
"roll":{"p_pass":0.5,"passed":false,"side":"zulu","test":"morale","unit":"uThulwana"}
"source":"typed"
$ sed -i 's/killed=0  formation=open$/killed=100  formation=open/' muster.roster
$ muster army british --seed 4
british army: stands (D6 4)
reading: army-morale on (OPT-3)
dice: 4 (D6, british army morale)
$ muster army british --dice 6
muster: error: army british already took its army check this turn (t1 army british stands (4) [dice 4]; UE-ARMY-1: once a turn); `muster undo` takes it back
[1]
$ muster add uDloko zulu-spears --side zulu --stands 1
added uDloko: 1 stand of zulu-spears (20 figures), side zulu
$ muster melee 1/24th/A 1/24th/C 1/24th/F --vs uDloko --pursue --dice 6,1
phase A: side B wins (strength side A 675, side B 900); losses: side A 80, side B 60
phase B: 675 x 6 = 4050 against 900 x 1 = 900: 1/24th/A, 1/24th/C, 1/24th/F win the melee
phase C: 1/24th/A pursues; the melee goes on next turn
reading: combat-power figures (OPT-1)
dice: 6 (D6, melee phase B (side A, side B)), 1 (D6, melee phase B (side A, side B))
On the table:
  - remove 1 stand of 1/24th/A
  - 1/24th/C is destroyed (75% killed): remove its last stand (UE-ROSTER-4)
  - 1/24th/F is destroyed (75% killed): remove its last stand (UE-ROSTER-4)
  - uDloko retires 2 moves; 1/24th/A follows: still locked in melee (UE-MELEE-5)
$ muster turn
turn 2
On the table:
  - UE-MELEE-5: 1/24th/A is locked in melee with uDloko: the melee goes on (muster melee 1/24th/A --vs uDloko)
  - UE-RALLY-1: uThulwana is falling back: rally roll, 4-6 it returns to the fight (muster rally uThulwana)
  - UE-ARMY-1: army british has lost 423 of 795 men (25% or more): army morale roll, 1-2 it retreats (muster army british)
$ muster status
turn 2 of Isandlwana refight: phase reached none yet (no resolution journalled this turn)
  1/24th/A: locked in melee with uDloko; owes continuing melee (UE-MELEE-5): muster melee 1/24th/A --vs uDloko
  uThulwana: falling back since turn 1 (2 turns); owes rally (UE-RALLY-1): muster rally uThulwana
  uDloko: locked in melee with 1/24th/A; owes continuing melee (UE-MELEE-5): muster melee 1/24th/A --vs uDloko
  army british: owes army check (UE-ARMY-1): muster army british
3 owed before `muster turn`
$ muster status --json | jq -c '.owed | map([.unit, .owes])'
[["1/24th/A","continuing melee"],["uThulwana","rally"],[null,"army check"]]
$ muster turn
muster: error: turn 2 still owes 3: 1/24th/A: continuing melee (UE-MELEE-5): muster melee 1/24th/A --vs uDloko; uThulwana: rally (UE-RALLY-1): muster rally uThulwana; british: army check (UE-ARMY-1): muster army british; settle them, or `muster turn --skip-owed` advances and records what it skips
[1]
$ muster rally uThulwana --dice 3
uThulwana: still falling back, stays where it is (D6 3)
dice: 3 (D6, uThulwana rally)
On the table:
  - uThulwana stays where it is, facing away
$ muster rally uThulwana --dice 6
muster: error: uThulwana already rolled its rally this turn (t2 rally uThulwana stays (3) [dice 3]; UE-RALLY-1: once a turn); `muster undo` takes it back
[1]
$ muster melee 1/24th/A --vs uDloko --dice 5,2
phase A: side B wins (strength side A 270, side B 720); losses: side A 64, side B 48
phase B: 270 x 5 = 1350 against 720 x 2 = 1440: uDloko wins the melee
phase C: nothing of the losing side is left standing; the melee ends
reading: combat-power figures (OPT-1)
dice: 5 (D6, melee phase B (side A, side B)), 2 (D6, melee phase B (side A, side B))
On the table:
  - 1/24th/A is destroyed (75% killed): remove its last 2 stands (UE-ROSTER-4)
$ muster turn --skip-owed
skipped: british: army check (UE-ARMY-1): muster army british
turn 3
On the table:
  - UE-RALLY-1: uThulwana is falling back: rally roll, 4-6 it returns to the fight (muster rally uThulwana)
  - UE-ARMY-1: army british has lost 505 of 795 men (25% or more): army morale roll, 1-2 it retreats (muster army british)
$ muster log --json -n 1 | grep -o '"skipped":\[[^]]*\]'
"skipped":[{"argv":["muster","army","british"]
$ muster log -n 2
t2 melee 1/24th/A vs uDloko: uDloko wins; losses 64 / 48, phase A uDloko; 1/24th/A destroyed [dice 5,2 typed]
t3 turn 3: due: uThulwana rally, british army check; skipped 1 owed
$ cp "$EXAMPLES/omdurman.roster" fw.roster
$ muster -f fw.roster fire Grenadiers --at Hadendowa --range short --dice 4,5,3,4
Grenadiers fire at Hadendowa (open defence 3): 8 casualty markers
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 4 (AvD, fire Grenadiers (1/4)), 5 (AvD, fire Grenadiers (2/4)), 3 (AvD, fire Grenadiers (3/4)), 4 (AvD, fire Grenadiers (4/4))
On the table:
  - place 8 casualty markers on Hadendowa (stands 1-4 out of action)
  - Hadendowa takes the fire combat result test in the results phase (`muster morale`): 8 markers taken this move
$ muster -f fw.roster morale Hadendowa --dice 2
Hadendowa: D6 2 against 8 taken: retreats
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 2 (D6, fire combat result Hadendowa)
On the table:
  - Hadendowa retreats at charge rate: all 6 stands retreating (rally with `muster rally`)
$ muster -f fw.roster morale Hadendowa --dice 6
muster: error: Hadendowa already took its fire combat result test this move (t1 morale Hadendowa retreats (2) [dice 2]; FW-FIRE-3: once a move); `muster undo` takes it back
[1]
$ muster -f fw.roster form Lincolns square
Lincolns forms square (FW-ORDER-2: its formation change this move)
in square its defence grading is 5 against fire (FW-FIRE-2) and 4 in close combat (FW-CLOSE-2), provisional numbers (FW-TAB-1)
$ muster -f fw.roster form Lincolns line
muster: error: Lincolns already took its formation-change order this move (t1 form Lincolns: forms square; FW-ORDER-2: once a move); `muster undo` takes it back
[1]
$ muster -f fw.roster form Maxims limber
Maxims limbers up (FW-ORDER-2: its formation change this move)
recorded; what it does on the table was in the lost tables, so muster changes no number for it (FW-ORDER-2, FW-TAB-1)
$ muster -f fw.roster form Lancers square
muster: error: Lancers is cavalry: it cannot square (FW-ORDER-2)
[1]
$ muster -f fw.roster form Hadendowa column
muster: error: Hadendowa: all its 6 stands are retreating, and retreating stands obey no orders until they rally (FW-RALLY-4): its only formation change is `muster rally Hadendowa`
[1]
$ muster -f fw.roster status
move 1 of Omdurman, 2 September 1898: a British square against the Mahdist attack: phase reached 1 orders (formation changes) (muster form)
  Grenadiers: took its combat order
  Lincolns: formation order given
  Maxims: formation order given
  Hadendowa: fired at; took its fire result test; 6 stands retreating since move 1 (1 move); owes rally (FW-RALLY-1/2): muster rally Hadendowa
1 owed before `muster turn`
$ muster -f fw.roster turn
muster: error: move 1 still owes 1: Hadendowa: rally (FW-RALLY-1/2): muster rally Hadendowa; settle it, or `muster turn --skip-owed` advances and records what it skips
[1]
$ muster -f fw.roster rally Hadendowa --dice 5,6,1,2,3,4
Hadendowa: D6 5,6,1,2,3,4 (5+ rallies): 2 stands rallied, 4 still retreating
dice: 5 (D6, rally Hadendowa (1/6)), 6 (D6, rally Hadendowa (2/6)), 1 (D6, rally Hadendowa (3/6)), 2 (D6, rally Hadendowa (4/6)), 3 (D6, rally Hadendowa (5/6)), 4 (D6, rally Hadendowa (6/6))
On the table:
  - Hadendowa: 2 stands rally and obey orders from next move
  - Hadendowa: 4 stands still retreating at charge rate
$ muster -f fw.roster rally Hadendowa --dice 5,6,1,2
muster: error: Hadendowa already rolled its rally this move (t1 rally Hadendowa 2/6 rallied (5,6,1,2,3,4) [dice 5,6,1,2,3,4]; FW-RALLY-1/2: once a move); `muster undo` takes it back
[1]
$ muster -f fw.roster status --json | jq -c '.owed | map([.unit, .owes])'
[]
$ muster -f fw.roster move Lancers --rate march --dice 3,4
Lancers: moves up to 7" at march rate
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 3 (AvD, move Lancers at march (1/2)), 4 (AvD, move Lancers at march (2/2))
On the table:
  - Lancers: move up to 7" at march rate
$ muster -f fw.roster recon Lancers --dice 4
Lancers: D6 4 = 4: sees company-sized units within 8", battalion-sized within 16", brigade-sized within 24"
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 4 (D6, recon Lancers)
On the table:
  - Lancers sees company-sized units within 8", battalion-sized within 16", brigade-sized within 24"
$ muster -f fw.roster recon Lancers --dice 5
muster: error: Lancers already reconnoitred this move (t1 recon Lancers: company 8", battalion 16", brigade 24" [dice 4]; FW-RECON-1: once a move); `muster undo` takes it back
[1]
$ muster -f fw.roster recover "Camel Corps" --dice 2,3,4
Camel Corps: 2 of 3 removed (odd count, D6 2); 1 stand still marked to retreat 7" at march rate
dice: 2 (D6, recover Camel Corps (odd count)), 3 (AvD, retreat Camel Corps at march (1/2)), 4 (AvD, retreat Camel Corps at march (2/2))
On the table:
  - remove 2 casualty markers from Camel Corps
  - Camel Corps: stand 1 retreat 7" (march rate)
$ muster -f fw.roster recover "Camel Corps" --dice 2,3,4
muster: error: Camel Corps already recovered casualties this move (t1 recover (move): Camel Corps -2 [dice 2,3,4]; FW-RECOVER-1: once a move); `muster undo` takes it back
[1]
$ muster -f fw.roster melee Baggara --vs Lincolns --dice 5,4,4,3,5,2,6,1,3,4,2,6,5,1
close combat Baggara vs Lincolns: side A inflicts 6 markers, side B 9 markers; side B (Lincolns) wins
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 5 (AvD, close combat Baggara (1/6)), 4 (AvD, close combat Baggara (2/6)), 4 (AvD, close combat Baggara (3/6)), 3 (AvD, close combat Baggara (4/6)), 5 (AvD, close combat Baggara (5/6)), 2 (AvD, close combat Baggara (6/6)), 6 (D6, close combat Lincolns (1/8)), 1 (D6, close combat Lincolns (2/8)), 3 (D6, close combat Lincolns (3/8)), 4 (D6, close combat Lincolns (4/8)), 2 (D6, close combat Lincolns (5/8)), 6 (D6, close combat Lincolns (6/8)), 5 (D6, close combat Lincolns (7/8)), 1 (D6, close combat Lincolns (8/8))
On the table:
  - place 6 casualty markers on Baggara (stands 1-3 out of action)
  - Baggara loses and retreats at charge rate: all 3 stands retreating
  - place 6 casualty markers on Lincolns (stands 1-3 out of action)
$ muster -f fw.roster melee Jihadiya --vs Lincolns --dice 4
muster: error: Lincolns already fought a close combat (name all its attackers in one melee) this move (t1 melee Baggara vs Lincolns: Lincolns win; markers inflicted 6 / 9; Lincolns loses 3 stands; Baggara loses 3 stands [dice 5,4,4,3,5,2,6,1,3,4,2,6,5,1]; FW-CLOSE-3: once a move); `muster undo` takes it back
[1]
$ muster -f fw.roster log --json -n 3 | grep -o '"source":"[a-z]*"\|"roll":{[^}]*}'
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
"source":"typed"
$ muster -f fw.roster status
move 1 of Omdurman, 2 September 1898: a British square against the Mahdist attack: phase reached 6 close combat (muster melee)
  Grenadiers: took its combat order
  Lincolns: formation order given; in a close combat; took its combat order
  Maxims: formation order given
  Lancers: reconnoitred; moved (march)
  Camel Corps: recovered casualties; moved (march)
  Hadendowa: fired at; took its fire result test; rolled its rally; formation order given; 4 stands retreating since move 1 (1 move)
  Baggara: in a close combat; took its combat order; 3 stands retreating; owes rally (FW-RALLY-1/2): muster rally Baggara
1 owed before `muster turn`
$ muster -f fw.roster turn --brief
muster: error: move 1 still owes 1: Baggara: rally (FW-RALLY-1/2): muster rally Baggara; settle it, or `muster turn --skip-owed` advances and records what it skips
[1]
$ muster form 90th/A square
muster: error: formation-change orders are fuzzy-wuzzy's (FW-ORDER-2); an unbalanced-equality unit's formation is recorded with `muster set UNIT formation=open|closed`
[1]
$ mkdir -p away && cd away && muster morale irregular-spearmen:6 --markers 4 --dice 3
irregular-spearmen:6: D6 3 against 4 taken: retreats
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 3 (D6, fire combat result irregular-spearmen:6)
On the table:
  - irregular-spearmen:6 retreats at charge rate: all 6 stands retreating (rally with `muster rally`)
$ mkdir -p away && cd away && muster morale irregular-spearmen:6 --markers 4 --odds
irregular-spearmen:6 retreats: 50.0%
irregular-spearmen:6 retreats: 50.0% (4 markers taken)
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
$ mkdir -p away && cd away && muster morale regular-infantry:2 --markers 1 --dice 2
regular-infantry:2: AvD 2 against 1 taken: holds
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 2 (AvD, fire combat result regular-infantry:2)
$ muster -f fw.roster morale Hadendowa --markers 2
muster: error: --markers is for a one-off TYPE[:STANDS] unit; Hadendowa is a roster unit, whose markers taken this move the roster records
[2]
