# muster melee in unbalanced-equality (UE-MELEE): the three phases, ties in phase A and B,
# shared losses, guns caught in melee, pursuit and reinforcement, --odds, bad input.
$ muster melee brit-infantry --vs zulu-spears:1 --dice 6,4 --explain
phase A: side B wins (strength side A 675, side B 900); losses: side A 80, side B 60
phase B: 675 x 6 = 4050 against 900 x 4 = 3600: brit-infantry wins the melee
phase C: brit-infantry drives them off; the melee ends
reading: combat-power figures (OPT-1)
how:
  side A: brit-infantry MV 5 x CP 135 = 675 (UE-MELEE-1)
  side B: zulu-spears:1 MV 3 x CP 300 = 900 (UE-MELEE-1)
  strength: side A 675, side B 900
  phase A: side B wins; it loses 300 x 1/5 = 60, the loser 60 x 4/3 = 80 (UE-MELEE-2)
  side A loses 80: brit-infantry 80 (in proportion to men, largest remainder, UE-MELEE-3)
  side B loses 60: zulu-spears:1 60 (in proportion to men, largest remainder, UE-MELEE-3)
  phase B: side A 675 x D6 6 = 4050, side B 900 x D6 4 = 3600: side A wins the melee (UE-MELEE-4; equal products roll again)
dice: 6 (D6, melee phase B (side A, side B)), 4 (D6, melee phase B (side A, side B))
On the table:
  - remove 1 stand of brit-infantry
  - zulu-spears:1 retires 4 moves to the rear, no pursuit (UE-MELEE-5)
$ muster melee brit-infantry --vs zulu-spears:1 --dice 4,3,2,5 --explain
phase A: side B wins (strength side A 675, side B 900); losses: side A 80, side B 60
phase B: 675 x 2 = 1350 against 900 x 5 = 4500: zulu-spears:1 wins the melee
phase C: zulu-spears:1 drives them off; the melee ends
reading: combat-power figures (OPT-1)
how:
  side A: brit-infantry MV 5 x CP 135 = 675 (UE-MELEE-1)
  side B: zulu-spears:1 MV 3 x CP 300 = 900 (UE-MELEE-1)
  strength: side A 675, side B 900
  phase A: side B wins; it loses 300 x 1/5 = 60, the loser 60 x 4/3 = 80 (UE-MELEE-2)
  side A loses 80: brit-infantry 80 (in proportion to men, largest remainder, UE-MELEE-3)
  side B loses 60: zulu-spears:1 60 (in proportion to men, largest remainder, UE-MELEE-3)
  phase B: side A 675 x D6 2 = 1350, side B 900 x D6 5 = 4500: side B wins the melee (UE-MELEE-4; equal products roll again)
dice: 4 (D6, melee phase B (side A, side B)), 3 (D6, melee phase B (side A, side B)), 2 (D6, melee phase B (side A, side B), re-roll 1), 5 (D6, melee phase B (side A, side B), re-roll 1)
On the table:
  - remove 1 stand of brit-infantry
  - brit-infantry retires 4 moves to the rear, no pursuit (UE-MELEE-5)
$ muster melee brit-infantry --vs brit-heavy-cavalry --dice 2,1 --explain
phase A: equal (strength side A 675, side B 675); losses: side A 27, side B 27
phase B: 675 x 2 = 1350 against 675 x 1 = 675: brit-infantry wins the melee
phase C: brit-infantry drives them off; the melee ends
reading: combat-power figures (OPT-1)
how:
  side A: brit-infantry MV 5 x CP 135 = 675 (UE-MELEE-1)
  side B: brit-heavy-cavalry MV 5 x CP 135 = 675 (UE-MELEE-1)
  strength: side A 675, side B 675
  phase A: equal strength, each loses 20% of its CP: A 135 x 1/5 = 27, B 135 x 1/5 = 27 (UE-MELEE-2)
  side A loses 27: brit-infantry 27 (in proportion to men, largest remainder, UE-MELEE-3)
  side B loses 27: brit-heavy-cavalry 27 (in proportion to men, largest remainder, UE-MELEE-3)
  phase B: side A 675 x D6 2 = 1350, side B 675 x D6 1 = 675: side A wins the melee (UE-MELEE-4; equal products roll again)
dice: 2 (D6, melee phase B (side A, side B)), 1 (D6, melee phase B (side A, side B))
On the table:
  - brit-heavy-cavalry retires 4 moves to the rear, no pursuit (UE-MELEE-5)
$ muster melee brit-infantry --vs zulu-spears:1 --odds
brit-infantry wins the melee (phase B): 34.3%   zulu-spears:1 wins the melee (phase B): 65.7%   men lost (certain, phase A): brit-infantry 80, zulu-spears:1 60
melee: exact odds
  brit-infantry wins phase A (no dice)             0%
  brit-infantry wins the melee (phase B)        34.3%
  zulu-spears:1 wins the melee (phase B)        65.7%
  phase A losses (certain): brit-infantry 80, zulu-spears:1 60
reading: combat-power figures (OPT-1)
$ muster melee brit-infantry --vs zulu-spears:1 --odds --json
{"brief":"melee --odds brit-infantry vs zulu-spears:1: brit-infantry wins the melee (phase B): 34.3%   zulu-spears:1 wins the melee (phase B): 65.7%   men lost (certain, phase A): brit-infantry 80, zulu-spears:1 60","changes":[],"command":"melee","dice":[],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"headline":[{"p":0.34285714285714275,"text":"34.3%","what":"brit-infantry wins the melee (phase B)"},{"p":0.6571428571428571,"text":"65.7%","what":"zulu-spears:1 wins the melee (phase B)"},{"text":"brit-infantry 80, zulu-spears:1 60","value":[80,60],"what":"men lost (certain, phase A)"}],"loss":"men","p_a_wins":0.34285714285714275,"p_a_wins_phase_a":0.0,"p_b_wins":0.6571428571428571,"phase_a_winner":"b","sides":{"a":{"losses":80,"units":["brit-infantry"]},"b":{"losses":60,"units":["zulu-spears:1"]}}},"rules":"unbalanced-equality","schema":3,"table":[],"turn":null}
$ muster melee brit-infantry --vs zulu-spears:1 --dice 4,3,2,5 --json
{"brief":"melee brit-infantry vs zulu-spears:1: zulu-spears:1 wins; losses 80 / 60, phase A zulu-spears:1 [dice 4,3,2,5]","changes":[],"command":"melee","dice":[{"die":"D6","for":"melee phase B (side A, side B)","source":"typed","value":4},{"die":"D6","for":"melee phase B (side A, side B)","source":"typed","value":3},{"die":"D6","for":"melee phase B (side A, side B), re-roll 1","source":"typed","value":2},{"die":"D6","for":"melee phase B (side A, side B), re-roll 1","source":"typed","value":5}],"dry_run":false,"events":[{"applied":80,"event":"casualties","excess":0,"inflicted":80,"loss":"men","unit":"brit-infantry"},{"applied":60,"event":"casualties","excess":0,"inflicted":60,"loss":"men","unit":"zulu-spears:1"},{"event":"melee_won","side":"b","units":["zulu-spears:1"]}],"options":null,"owed":[],"provisional":false,"result":{"loss":"men","phase_a_winner":"b","pursue":false,"sides":{"a":{"cp":135,"gun_penalty":0,"losses":80,"phase_a_loss":80,"product":1350.0,"strength":675.0,"units":["brit-infantry"],"values":[2]},"b":{"cp":300,"gun_penalty":0,"losses":60,"phase_a_loss":60,"product":4500.0,"strength":900.0,"units":["zulu-spears:1"],"values":[5]}},"winner":"b"},"rules":"unbalanced-equality","schema":3,"table":["remove 1 stand of brit-infantry","brit-infantry retires 4 moves to the rear, no pursuit (UE-MELEE-5)"],"turn":null}
# examples/isandlwana-turn3.roster: Isandlwana three turns in; the line has closed up, a second gun
# has come up and lost its crew, uKhandempemvu is falling back and the uDloko have arrived.
$ cp $EXAMPLES/isandlwana-turn3.roster muster.roster
$ muster melee "RA 7-pdr" 1/24th/A --vs uThulwana --dice 1,1 --explain
phase A: side B wins (strength side A 450, side B 5400); losses: side A 143, side B 390
phase B: 450 x 1 = 450 against 5400 x 1 = 5400: uThulwana wins the melee
phase C: nothing of the losing side is left standing; the melee ends
reading: combat-power figures (OPT-1)
how:
  side A: 1/24th/A MV 5 x CP 90 = 450 (UE-MELEE-1)
  side A: RA 7-pdr is a gun: adds no strength (UE-MELEE-7)
  side B: uThulwana MV 3 x CP 1800 = 5400 (UE-MELEE-1)
  strength: side A 450, side B 5400
  phase A: side B wins; it loses 1800 x 1/5 = 360, the loser 360 x 4/3 = 480 (UE-MELEE-2)
  RA 7-pdr: all 60 crew killed (4 figures); the other side loses 4 x 1/2 = 2 figures = 30 men (UE-MELEE-7)
  side A loses 480, 397 beyond the men present dropped: 1/24th/A 83 (in proportion to men, largest remainder, UE-MELEE-3)
  side B loses 390: uThulwana 390 (in proportion to men, largest remainder, UE-MELEE-3)
  phase B: side A 450 x D6 1 = 450, side B 5400 x D6 1 = 5400: side B wins the melee (UE-MELEE-4; equal products roll again)
dice: 1 (D6, melee phase B (side A, side B)), 1 (D6, melee phase B (side A, side B))
On the table:
  - RA 7-pdr: its crew is all killed: the gun falls silent and stays on the table (UE-ARTY-5, UE-ROSTER-4); `muster recrew "RA 7-pdr" --from UNIT` gives it a new crew
  - 1/24th/A is destroyed (75% killed): remove its last 2 stands (UE-ROSTER-4)
  - remove 1 stand of uThulwana
$ grep -E '"RA 7-pdr"|1/24th/A|uThulwana' muster.roster
unit 1/24th/A    brit-infantry        side=british  stands=3  killed=135  formation=closed  done=melee
unit "RA 7-pdr"  cannon-brit          side=british  stands=1  killed=60  done=melee
unit uThulwana      zulu-spears       side=zulu     stands=6  killed=390  done=melee
$ muster melee 2/24th/G 1/24th/F --vs uDloko --pursue --dice 5,2 --explain
phase A: side B wins (strength side A 1215, side B 1800); losses: side A 160, side B 120
phase B: 1215 x 5 = 6075 against 1800 x 2 = 3600: 2/24th/G, 1/24th/F win the melee
phase C: 2/24th/G, 1/24th/F pursue; the melee goes on next turn
reading: combat-power figures (OPT-1)
how:
  side A: 2/24th/G MV 6 (+1 defensive position) x CP 135 = 810 (UE-MELEE-1)
  side A: 1/24th/F MV 3 x CP 135 = 405 (UE-MELEE-1)
  side B: uDloko MV 3 x CP 600 = 1800 (UE-MELEE-1)
  strength: side A 1215, side B 1800
  phase A: side B wins; it loses 600 x 1/5 = 120, the loser 120 x 4/3 = 160 (UE-MELEE-2)
  side A loses 160: 2/24th/G 83, 1/24th/F 77 (in proportion to men, largest remainder, UE-MELEE-3)
  side B loses 120: uDloko 120 (in proportion to men, largest remainder, UE-MELEE-3)
  phase B: side A 1215 x D6 5 = 6075, side B 1800 x D6 2 = 3600: side A wins the melee (UE-MELEE-4; equal products roll again)
dice: 5 (D6, melee phase B (side A, side B)), 2 (D6, melee phase B (side A, side B))
On the table:
  - remove 1 stand of 2/24th/G
  - remove 1 stand of 1/24th/F
  - uDloko retires 2 moves; 2/24th/G, 1/24th/F follow: still locked in melee (UE-MELEE-5)
$ grep -E 'uDloko|2/24th/G|1/24th/F' muster.roster
unit 1/24th/F    brit-infantry        side=british  stands=3  killed=87  formation=open  locked=uDloko  done=melee
unit 2/24th/G    brit-infantry        side=british  stands=3  killed=83  formation=closed  cover  locked=uDloko  done=melee
unit uDloko         zulu-spears       side=zulu     stands=2  killed=120  locked=2/24th/G,1/24th/F  done=lost-melee,melee
$ muster melee uDloko --vs 2/24th/G 1/24th/F NNC/1 --no-reinforce a --dice 6,1 --explain
phase A: side B wins (strength side A 720, side B 945); losses: side A 68, side B 51
phase B: 720 x 6 = 4320 against 945 x 1 = 945: uDloko wins the melee
phase C: uDloko drives them off; the melee ends
reading: combat-power figures (OPT-1)
how:
  side A: uDloko MV 3 halved, cannot reinforce (UE-MELEE-6) x CP 480 = 720 (UE-MELEE-1)
  side B: 2/24th/G MV 6 (+1 defensive position) x CP 60 = 360 (UE-MELEE-1)
  side B: 1/24th/F MV 3 x CP 60 = 180 (UE-MELEE-1)
  side B: NNC/1 MV 3 x CP 135 = 405 (UE-MELEE-1)
  strength: side A 720, side B 945
  phase A: side B wins; it loses 255 x 1/5 = 51, the loser 51 x 4/3 = 68 (UE-MELEE-2)
  side A loses 68: uDloko 68 (in proportion to men, largest remainder, UE-MELEE-3)
  side B loses 51: 2/24th/G 11, 1/24th/F 11, NNC/1 29 (in proportion to men, largest remainder, UE-MELEE-3)
  phase B: side A 720 x D6 6 = 4320, side B 945 x D6 1 = 945: side A wins the melee (UE-MELEE-4; equal products roll again)
dice: 6 (D6, melee phase B (side A, side B)), 1 (D6, melee phase B (side A, side B))
On the table:
  - remove 1 stand of 2/24th/G
  - remove 1 stand of 1/24th/F
  - 2/24th/G, 1/24th/F, NNC/1 retire 4 moves to the rear, no pursuit (UE-MELEE-5)
$ grep -E 'uDloko|2/24th/G|1/24th/F|NNC/1' muster.roster
unit 1/24th/F    brit-infantry        side=british  stands=3  killed=98  formation=open  done=melee
unit 2/24th/G    brit-infantry        side=british  stands=3  killed=94  formation=closed  cover  done=melee
unit NNC/1       nnc                  side=british  stands=3  killed=29  formation=closed  done=melee
unit uDloko         zulu-spears       side=zulu     stands=2  killed=188  done=melee
# bad input
$ muster melee 2/24th/G --vs 2/24th/G --dice 1,1
muster: error: 2/24th/G is named on both sides
[2]
$ muster melee 2/24th/G --vs uMbonambi --no-reinforce c --dice 1,1
muster: error: --no-reinforce c: expected a or b
[2]
$ muster melee 2/24th/G --vs uThulwana --no-reinforce b --dice 1,1
muster: error: --no-reinforce b: only a side locked in a continuing melee can be unable to reinforce (UE-MELEE-6), and uThulwana is not locked with 2/24th/G
[1]
$ muster melee 2/24th/G --vs uThulwana --dice 1
muster: error: --dice: too few values (1 given); the next die needed: D6 (1-6) for melee phase B (side A, side B)
[2]
$ muster melee 2/24th/G uThulwana
muster: error: melee: --vs is required; see 'muster melee --help'
[2]
$ muster melee "RA 7-pdr/2" --vs cannon-native --dice 1,1
muster: error: RA 7-pdr/2 has no crew left (silent, UE-ARTY-5)
[1]
