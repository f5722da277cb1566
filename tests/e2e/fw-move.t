# FW-SEQ: examples/fw-move.sh plays one full 'Ere's to You Fuzzy-Wuzzy move at Omdurman through
# every phase (order, movement, reconnaissance, fire, fire results, close combat and its result,
# retreat movement, rally, casualty recovery, next move) with fixed --dice.
$ bash "$EXAMPLES/fw-move.sh" "$MUSTER_BIN"
== Order phase: the Lincolns form square (FW-ORDER-2)
+ muster set Lincolns formation=square
Lincolns: formation line -> square

== Movement phase (FW-MOVE): the Hadendowa charge, the Baggara double, the Lancers scout
+ muster move Hadendowa --rate charge --dice 4,5,3
Hadendowa: moves up to 12" at charge rate
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 4 (D6, move Hadendowa at charge (1/3)), 5 (D6, move Hadendowa at charge (2/3)), 3 (D6, move Hadendowa at charge (3/3))
On the table:
  - Hadendowa: move up to 12" at charge rate

+ muster move Baggara --rate double --dice 6,2,5
Baggara: moves up to 13" at double rate
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 6 (D6, move Baggara at double (1/3)), 2 (D6, move Baggara at double (2/3)), 5 (D6, move Baggara at double (3/3))
On the table:
  - Baggara: move up to 13" at double rate

+ muster move Lancers --rate march --dice 3,4
Lancers: moves up to 7" at march rate
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 3 (AvD, move Lancers at march (1/2)), 4 (AvD, move Lancers at march (2/2))
On the table:
  - Lancers: move up to 7" at march rate

== Reconnaissance phase (FW-RECON)
+ muster recon Lancers --open --dice 4
Lancers: D6 4 +1 open = 5: sees company-sized units within 10", battalion-sized within 20", brigade-sized within 30"
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 4 (D6, recon Lancers)
On the table:
  - Lancers sees company-sized units within 10", battalion-sized within 20", brigade-sized within 30"

== Fire combat phase (FW-FIRE): first, the odds of the Grenadiers' volley
+ muster fire Grenadiers --at Hadendowa --range medium --odds --brief
fire --odds Grenadiers at Hadendowa: Hadendowa retreats: 28.8%   Grenadiers mark Hadendowa: 93.7%   expected markers taken by Hadendowa: 2.7

+ muster fire Grenadiers --at Hadendowa --range medium --dice 4,5,3,4
Grenadiers fire at Hadendowa (open defence 3): 4 casualty markers
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 4 (AvD, fire Grenadiers (1/4)), 5 (AvD, fire Grenadiers (2/4)), 3 (AvD, fire Grenadiers (3/4)), 4 (AvD, fire Grenadiers (4/4))
On the table:
  - place 4 casualty markers on Hadendowa (stands 1-2 out of action)
  - Hadendowa takes the fire combat result test in the results phase (`muster morale`): 4 markers taken this move

+ muster artillery Maxims --at Hadendowa --distance 10 --dice 5,3
Maxims fire at Hadendowa (open defence 3): 4 casualty markers
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 5 (AvD, fire Maxims (1/2)), 3 (AvD, fire Maxims (2/2))
On the table:
  - place 4 casualty markers on Hadendowa (stands 1-4 out of action)
  - Hadendowa takes the fire combat result test in the results phase (`muster morale`): 8 markers taken this move

+ muster fire Jihadiya --at Lincolns --range long --square --dice 6,2,5,1
Jihadiya fire at Lincolns (square defence 5): 0 casualty markers
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 6 (D6, fire Jihadiya (1/4)), 2 (D6, fire Jihadiya (2/4)), 5 (D6, fire Jihadiya (3/4)), 1 (D6, fire Jihadiya (4/4))

== Fire combat results phase (FW-FIRE-3)
+ muster morale --dice 2
Hadendowa: D6 2 against 8 taken: retreats
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 2 (D6, fire combat result Hadendowa)
On the table:
  - Hadendowa retreats at charge rate: all 6 stands retreating (rally with `muster rally`)

== Close combat phase and its result (FW-CLOSE): the Baggara ride at the Lincolns' square
+ muster melee Baggara --vs Lincolns --dice 5,4,4,3,5,2,6,1,3,4,2,6,5,1
close combat Baggara vs Lincolns: side A inflicts 6 markers, side B 9 markers; side B (Lincolns) wins
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 5 (AvD, close combat Baggara (1/6)), 4 (AvD, close combat Baggara (2/6)), 4 (AvD, close combat Baggara (3/6)), 3 (AvD, close combat Baggara (4/6)), 5 (AvD, close combat Baggara (5/6)), 2 (AvD, close combat Baggara (6/6)), 6 (D6, close combat Lincolns (1/8)), 1 (D6, close combat Lincolns (2/8)), 3 (D6, close combat Lincolns (3/8)), 4 (D6, close combat Lincolns (4/8)), 2 (D6, close combat Lincolns (5/8)), 6 (D6, close combat Lincolns (6/8)), 5 (D6, close combat Lincolns (7/8)), 1 (D6, close combat Lincolns (8/8))
On the table:
  - place 6 casualty markers on Baggara (stands 1-3 out of action)
  - Baggara loses and retreats at charge rate: all 3 stands retreating
  - place 6 casualty markers on Lincolns (stands 1-3 out of action)

== Retreat movement phase: the beaten Baggara fall back at charge & retreat rate
+ muster move Baggara --rate charge --dice 5,5,2,3
Baggara: retreats 15" at charge rate (forced)
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 5 (D6, move Baggara at charge (1/4)), 5 (D6, move Baggara at charge (2/4)), 2 (D6, move Baggara at charge (3/4)), 3 (D6, move Baggara at charge (4/4))
On the table:
  - Baggara: retreating 3 stands fall back 15" (charge & retreat)

+ muster status
move 1 of Omdurman, 2 September 1898: a British square against the Mahdist attack: phase reached 7 retreat movement (muster move)
  Grenadiers: took its combat order
  Lincolns: fired at; in a close combat; took its combat order
  Maxims: took its combat order
  Lancers: reconnoitred; moved (march)
  Hadendowa: fired at; took its fire result test; moved (charge); 6 stands retreating since move 1 (1 move); owes rally (FW-RALLY-1/2): muster rally Hadendowa
  Baggara: in a close combat; moved (charge); took its combat order; 3 stands retreating; owes rally (FW-RALLY-1/2): muster rally Baggara
  Jihadiya: took its combat order
2 owed before `muster turn`

== Rally phase (FW-RALLY)
+ muster rally --dice 5,1,2,6,3,4,2,5,6
Hadendowa: D6 5,1,2,6,3,4 (5+ rallies): 2 stands rallied, 4 still retreating
Baggara: D6 2,5,6 (5+ rallies): 2 stands rallied, 1 still retreating
dice: 5 (D6, rally Hadendowa (1/6)), 1 (D6, rally Hadendowa (2/6)), 2 (D6, rally Hadendowa (3/6)), 6 (D6, rally Hadendowa (4/6)), 3 (D6, rally Hadendowa (5/6)), 4 (D6, rally Hadendowa (6/6)), 2 (D6, rally Baggara (1/3)), 5 (D6, rally Baggara (2/3)), 6 (D6, rally Baggara (3/3))
On the table:
  - Hadendowa: 2 stands rally and obey orders from next move
  - Hadendowa: 4 stands still retreating at charge rate
  - Baggara: 2 stands rally and obey orders from next move
  - Baggara: 1 stand still retreating at charge rate

== Casualty recovery phase (FW-RECOVER)
+ muster recover Camel Corps --dice 2,4,3
Camel Corps: 2 of 3 removed (odd count, D6 2); 1 stand still marked to retreat 7" at march rate
dice: 2 (D6, recover Camel Corps (odd count)), 4 (AvD, retreat Camel Corps at march (1/2)), 3 (AvD, retreat Camel Corps at march (2/2))
On the table:
  - remove 2 casualty markers from Camel Corps
  - Camel Corps: stand 1 retreat 7" (march rate)

The Grenadiers fired this move: recovery is refused (FW-RECOVER-4)
+ muster recover Grenadiers
muster: error: Grenadiers cannot recover casualties: Grenadiers fought this move (FW-RECOVER-1: only a unit that has neither moved, fought nor been fired on)
[exit 1]

== The next move (FW-SEQ): stationary recorded for the units that did not move
+ muster turn
move 2
On the table:
  - FW-RALLY: Hadendowa has 4 retreating stands: rally roll (muster rally Hadendowa)
  - FW-RALLY: Baggara has 1 retreating stand: rally roll (muster rally Baggara)
  - optional, FW-RECOVER-1: Lincolns (6 markers), Camel Corps (1 marker), Hadendowa (8 markers), Baggara (6 markers) may recover half their markers this move if each neither moves nor fights (muster recover UNIT)

+ muster show --brief
move 2: Grenadiers 4/4 stands, Lincolns 1/4 stands, Maxims 1/1 stands, Lancers 2/2 stands, Camel Corps 2/2 stands, Kitchener 1/1 stands, Hadendowa 2/6 stands, Baggara 0/3 stands, Jihadiya 4/4 stands, Khalifa 1/1 stands

+ muster log
t1 set Lincolns formation=square
t1 move charge: Hadendowa 12" [dice 4,5,3 typed]
t1 move double: Baggara 13" [dice 6,2,5 typed]
t1 move march: Lancers 7" [dice 3,4 typed]
t1 recon Lancers (open, +1): company 10", battalion 20", brigade 30" [dice 4 typed]
t1 fire Grenadiers -> Hadendowa: 4 markers; Hadendowa morale due; Hadendowa loses 2 stands [dice 4,5,3,4 typed]
t1 artillery Maxims -> Hadendowa: 4 markers; Hadendowa morale due; Hadendowa loses 2 stands [dice 5,3 typed]
t1 fire Jihadiya -> Lincolns: 0 markers [dice 6,2,5,1 typed]
t1 morale Hadendowa retreats (2) [dice 2 typed]
t1 melee Baggara vs Lincolns: Lincolns win; markers inflicted 6 / 9; Lincolns loses 3 stands; Baggara loses 3 stands [dice 5,4,4,3,5,2,6,1,3,4,2,6,5,1 typed]
t1 move charge: Baggara 15" [dice 5,5,2,3 typed]
t1 rally Hadendowa 2/6 rallied (5,1,2,6,3,4); Baggara 2/3 rallied (2,5,6) [dice 5,1,2,6,3,4,2,5,6 typed]
t1 recover (move): Camel Corps -2 [dice 2,4,3 typed]
t2 move 2: due: Hadendowa rally, Baggara rally, 1 optional

