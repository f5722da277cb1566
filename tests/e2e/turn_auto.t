# turn --auto (issue 24): every owed test in the rules' order (UE-SEQ, FW-SEQ), each its own
# journal entry with its own dice, one line each with what to do on the table, then the next
# turn; typed dice checked on a copy first (too few or too many save nothing); --dry-run shows
# the order and the dice; a continuing melee (UE-MELEE-5) needs the players' decision: stop.
$ cp "$EXAMPLES/isandlwana.roster" muster.roster
$ muster fire 1/24th/A --at uThulwana --range short
1/24th/A at uThulwana (short): 27 killed
reading: combat-power figures (OPT-1)
On the table:
  - uThulwana must test morale at short range (muster morale uThulwana --range short)
$ muster fire 1/24th/C --at uKhandempemvu --range medium
1/24th/C at uKhandempemvu (medium): 13 killed
reading: combat-power figures (OPT-1)
On the table:
  - uKhandempemvu must test morale at medium range (muster morale uKhandempemvu --range medium)
$ muster turn --auto --dry-run
turn --auto would throw, in the rules' order (dry run: nothing saved):
  1. uKhandempemvu: morale test (UE-MORALE-1): 1 D6
  2. uThulwana: morale test (UE-MORALE-1): 1 D6
  then turn 2
A test's result may owe another (a retreat owes a rally): --auto throws it in its place.
$ muster turn --auto --dry-run --dice 2,5
turn --auto would throw, in the rules' order (dry run: nothing saved):
  1. uKhandempemvu: morale test (UE-MORALE-1): 1 D6 (--dice 2)
  2. uThulwana: morale test (UE-MORALE-1): 1 D6 (--dice 5)
  then turn 2
$ muster turn --auto --dice 2
muster: error: --dice: too few values (1 given); the next die needed: D6 (1-6) for uThulwana morale
[2]
$ muster turn --auto --dice 2,5,6
muster: error: --dice: too many values: 3 given, this resolution uses 2
[2]
$ muster turn --auto --dice 2,5 --seed 3
muster: error: --seed and --dice: give one (--dice: the dice you threw; --seed: reproducible random dice)
[2]
$ muster turn --auto --skip-owed
muster: error: turn: --auto throws what is owed, --skip-owed skips it: give one
[2]
$ muster log
t1 fire 1/24th/A -> uThulwana short: 27 killed; uThulwana morale due
t1 fire 1/24th/C -> uKhandempemvu medium: 13 killed; uKhandempemvu morale due
$ muster turn --auto --dice 2,5
morale uKhandempemvu failed (2) [dice 2]
  - uKhandempemvu falls back two full moves and faces away (UE-MORALE-4)
morale uThulwana passed (5) [dice 5]
turn 2
On the table:
  - UE-RALLY-1: uKhandempemvu is falling back: rally roll, 4-6 it returns to the fight (muster rally uKhandempemvu)
$ muster log
t1 fire 1/24th/A -> uThulwana short: 27 killed; uThulwana morale due
t1 fire 1/24th/C -> uKhandempemvu medium: 13 killed; uKhandempemvu morale due
t1 morale uKhandempemvu failed (2) [dice 2 typed]
t1 morale uThulwana passed (5) [dice 5 typed]
t2 turn 2: due: uKhandempemvu rally
$ muster turn --auto --brief --dice 6
t2 rally uKhandempemvu rallied (6) [dice 6]
t3 turn 3: nothing due
$ muster turn --auto --dry-run
turn --auto: nothing owed; it would advance to turn 4 (dry run)
$ muster turn --auto --json
{"brief":"t4 turn 4: nothing due","changes":[],"command":"turn","dice":[],"dry_run":false,"events":[],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[],"provisional":false,"result":{"advanced":true,"due":[],"notes":[],"optional":[],"rolls":[],"skipped":[],"stopped":null,"turn":4},"rules":"unbalanced-equality","schema":3,"table":[],"turn":4}
$ cp "$EXAMPLES/isandlwana.roster" melee.roster
$ muster -f melee.roster set uThulwana locked=1/24th/A fired=short killed=700
uThulwana: killed 0 -> 700, fired (none) -> short, locked (none) -> 1/24th/A
$ muster -f melee.roster set 1/24th/A locked=uThulwana
1/24th/A: locked (none) -> uThulwana
$ muster -f melee.roster turn --skip-owed --brief
t2 turn 2: due: 1/24th/A continuing melee; skipped 1 owed
$ muster -f melee.roster fire 1/24th/C --at uKhandempemvu --range medium
1/24th/C at uKhandempemvu (medium): 13 killed
reading: combat-power figures (OPT-1)
On the table:
  - uKhandempemvu must test morale at medium range (muster morale uKhandempemvu --range medium)
$ muster -f melee.roster turn --auto --dry-run --dice 3
turn --auto would throw, in the rules' order (dry run: nothing saved):
  1. uKhandempemvu: morale test (UE-MORALE-1): 1 D6 (--dice 3)
  then stop: 1/24th/A: continuing melee (UE-MELEE-5) needs your decision (which units join the melee, and drive off or pursue (UE-MELEE-5/6)); turn 2 not advanced
$ muster -f melee.roster turn --auto --dice 3
morale uKhandempemvu passed (3) [dice 3]
muster: error: turn --auto stopped after 1 test at 1/24th/A: continuing melee (UE-MELEE-5): it needs your decision (which units join the melee, and drive off or pursue (UE-MELEE-5/6)); settle it with `muster melee 1/24th/A --vs uThulwana`, then `muster turn --auto` again; turn 2 not advanced
[1]
$ muster -f melee.roster status
turn 2 of Isandlwana refight: phase reached 4 reaction tests (UE-MORALE) (muster morale)
  1/24th/A: locked in melee with uThulwana; owes continuing melee (UE-MELEE-5): muster melee 1/24th/A --vs uThulwana
  1/24th/C: fired
  uKhandempemvu: fired at; tested morale
  uThulwana: locked in melee with 1/24th/A; owes continuing melee (UE-MELEE-5): muster melee 1/24th/A --vs uThulwana
1 owed before `muster turn`
$ cp "$EXAMPLES/omdurman.roster" fw.roster
$ muster -f fw.roster option fw-regular-fire-results on
option fw-regular-fire-results is on
$ muster -f fw.roster fire Grenadiers Lincolns --at Hadendowa --range short --dice 5,5,4,4,5,4,3,3
Grenadiers, Lincolns fire at Hadendowa (open defence 3): 12 casualty markers (5 more dropped: no figure left to mark)
  Grenadiers: 4 AvD at short range -> 10 markers
  Lincolns: 4 AvD at short range -> 7 markers
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 5 (AvD, fire Grenadiers (1/4)), 5 (AvD, fire Grenadiers (2/4)), 4 (AvD, fire Grenadiers (3/4)), 4 (AvD, fire Grenadiers (4/4)), 5 (AvD, fire Lincolns (1/4)), 4 (AvD, fire Lincolns (2/4)), 3 (AvD, fire Lincolns (3/4)), 3 (AvD, fire Lincolns (4/4))
On the table:
  - place 12 casualty markers on Hadendowa (stands 1-6 out of action)
  - Hadendowa takes the fire combat result test in the results phase (`muster morale`): 12 markers taken this move
$ muster -f fw.roster turn --auto --dry-run
turn --auto would throw, in the rules' order (dry run: nothing saved):
  1. Hadendowa: fire combat result test (FW-FIRE-3): 1 D6
  then move 2
A test's result may owe another (a retreat owes a rally): --auto throws it in its place.
$ muster -f fw.roster turn --auto --dice 1,5,2,6,1,1,2
morale Hadendowa retreats (1) [dice 1]
  - Hadendowa retreats at charge rate: all 6 stands retreating (rally with `muster rally`)
rally Hadendowa 2/6 rallied (5,2,6,1,1,2) [dice 5,2,6,1,1,2]
  - Hadendowa: 2 stands rally and obey orders from next move
  - Hadendowa: 4 stands still retreating at charge rate
move 2
On the table:
  - FW-RALLY: Hadendowa has 4 retreating stands: rally roll (muster rally Hadendowa)
  - optional, FW-RECOVER-1: Camel Corps (3 markers), Hadendowa (12 markers) may recover half their markers this move if each neither moves nor fights (muster recover UNIT)
$ muster -f fw.roster log
t1 option fw-regular-fire-results on
t1 fire Grenadiers, Lincolns -> Hadendowa: 12 markers; Hadendowa morale due; Hadendowa loses 6 stands [dice 5,5,4,4,5,4,3,3 typed]
t1 morale Hadendowa retreats (1) [dice 1 typed]
t1 rally Hadendowa 2/6 rallied (5,2,6,1,1,2) [dice 5,2,6,1,1,2 typed]
t2 move 2: due: Hadendowa rally, 1 optional
