# Dice by unit (issue 24): `--dice UNIT=V,V` gives a unit's own dice, whatever the --help order;
# the plain values go, in that order, to the other dice. Each result line says which die went
# to which unit. A unit the command throws no die for, a unit named twice, too many or too few
# of a unit's dice: one line, exit 2, roster and journal unchanged.
$ cp "$EXAMPLES/isandlwana.roster" muster.roster
$ muster fire 1/24th/A 1/24th/C 1/24th/F --at uMbonambi --range short --brief
t1 fire 1/24th/A, 1/24th/C, 1/24th/F -> uMbonambi short: 81 killed; uMbonambi morale due
$ muster fire "RA 7-pdr" --at uThulwana --distance 20 --dice "RA 7-pdr=5" --brief
t1 fire RA 7-pdr -> uThulwana long: 10 killed; uThulwana morale due [dice 5]
$ cp muster.roster before.roster
$ cp muster.roster.journal before.journal
$ muster morale --dice NNC/1=2 --dice 4,3
muster: error: --dice: no die of this command is thrown for NNC/1 (given NNC/1=2)
[2]
$ muster morale --dice uThulwana=3 --dice uThulwana=4 --dice 2
muster: error: --dice: uThulwana is named twice; give its dice once (uThulwana=V,V)
[2]
$ muster morale --dice "uThulwana=3, 4"
muster: error: --dice: too few unnamed values (0 given); the next die needed: D6 (1-6) for uMbonambi morale (no die has been thrown for uThulwana, named in --dice)
[2]
$ muster morale --dice uThulwana=3,4 --dice 2
muster: error: --dice: too many values for uThulwana: 2 given, it throws 1
[2]
$ muster morale --dice uThulwana=
muster: error: --dice: 'uThulwana=' gives uThulwana no value (e.g. uThulwana=4)
[2]
$ muster morale --dice =3
muster: error: --dice: '=3' names no unit before '=' (e.g. --dice uMbonambi=2)
[2]
$ muster morale --dice uThulwana=3
muster: error: --dice: too few unnamed values (0 given); the next die needed: D6 (1-6) for uMbonambi morale (no die has been thrown for uThulwana, named in --dice)
[2]
$ cmp before.roster muster.roster
$ cmp before.journal muster.roster.journal
$ muster morale --dice uThulwana=1 --dice 4
uMbonambi: morale passed at short range (D6 4)
uThulwana: morale FAILED at long range (D6 1)
reading: morale-modifiers benefit (OPT-2)
dice: 4 (D6, uMbonambi morale), 1 (D6, uThulwana morale)
On the table:
  - uThulwana falls back two full moves and faces away (UE-MORALE-4)
$ muster log -n 1
t1 morale uMbonambi passed (4); uThulwana failed (1) [dice 4,1 typed]
$ muster turn --brief
t2 turn 2: due: uThulwana rally
$ muster turn --auto --dice uThulwana=6 --dry-run
turn --auto would throw, in the rules' order (dry run: nothing saved):
  1. uThulwana: rally (UE-RALLY-1): 1 D6 (--dice 6)
  then turn 3
$ muster turn --auto --dice uMbonambi=6
muster: error: --dice: too few unnamed values (0 given); the next die needed: D6 (1-6) for uThulwana rally (no die has been thrown for uMbonambi, named in --dice)
[2]
$ muster turn --auto --dice uThulwana=6
rally uThulwana rallied (6) [dice 6]
  - turn uThulwana to face the enemy; it may move back towards the fight
turn 3: nothing is due
$ cp "$EXAMPLES/omdurman.roster" fw.roster
$ muster -f fw.roster fire Grenadiers Lincolns --at Hadendowa --range short --dry-run --dice Lincolns=5,5,5,5 --dice 2,2,2,2
Grenadiers, Lincolns fire at Hadendowa (open defence 3): 12 casualty markers
  Grenadiers: 4 AvD at short range -> 0 markers
  Lincolns: 4 AvD at short range -> 12 markers
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
(dry run: the roster was not changed)
dice: 2 (AvD, fire Grenadiers (1/4)), 2 (AvD, fire Grenadiers (2/4)), 2 (AvD, fire Grenadiers (3/4)), 2 (AvD, fire Grenadiers (4/4)), 5 (AvD, fire Lincolns (1/4)), 5 (AvD, fire Lincolns (2/4)), 5 (AvD, fire Lincolns (3/4)), 5 (AvD, fire Lincolns (4/4))
On the table:
  - place 12 casualty markers on Hadendowa (stands 1-6 out of action)
  - Hadendowa takes the fire combat result test in the results phase (`muster morale`): 12 markers taken this move
