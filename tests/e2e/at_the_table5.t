# Issue 60, at the table, fifth pass: the three rules revised 2026-12-07 and the end of a battle.
# UE-MELEE-7: a side of guns alone is no contest: the impi loses half the crew figures, 2 x 15 =
# 30 men, not 20% of its CP as well (390 before); no die is thrown.
$ muster melee zulu-spears:6 --vs cannon-brit:1
no contest: cannon-brit:1 is guns alone, all crew killed; zulu-spears:6 wins (UE-MELEE-7); losses: side A 30, side B 60
phase C: nothing of the losing side is left standing; the melee ends
reading: combat-power figures (OPT-1)
On the table:
  - cannon-brit:1: its crew is all killed: the gun falls silent and stays on the table (UE-ARTY-5, UE-ROSTER-4); `muster recrew cannon-brit:1 --from UNIT` gives it a new crew
$ muster melee zulu-spears:6 --vs cannon-brit:1 --odds
cannon-brit:1 destroyed (no contest): 100%   zulu-spears:6 holds the ground: 100%   men lost (certain, no contest): zulu-spears:6 30, cannon-brit:1 60
melee: exact odds
  cannon-brit:1 guns alone: no contest, all crew killed, no phase A and no phase B; zulu-spears:6 holds the ground (UE-MELEE-7)
  losses (certain): zulu-spears:6 30, cannon-brit:1 60
reading: combat-power figures (OPT-1)
$ muster melee zulu-spears:6 --vs cannon-brit:1 --dice 4
muster: error: --dice: too many values: 1 given, this resolution uses 0
[2]
# UE-APPROACH-2: the target of a fire & charge tests after the charger; failing, it breaks
# before contact (won 4/9, not 2/3; the target breaks 2/9).
$ muster charge zulu-spears:6 --at native-regular-infantry:3 --from 5
zulu-spears:6 reaches native-regular-infantry:3: 44.4%   zulu-spears:6 wins the melee: 44.4%   zulu-spears:6 falls back: 33.3%   native-regular-infantry:3 broke before contact: 22.2%   expected men lost: zulu-spears:6 164.0, native-regular-infantry:3 110.0
zulu-spears:6 charges native-regular-infantry:3 from 5": exact odds
  turn 1: fire & charge, 5" -> 2.5", contact; falls back 33.3%, native-regular-infantry:3 breaks before contact 22.2%
    fire: native-regular-infantry:3 short
stands left at contact (given contact, 44.4%):
  stands    P(=x)   P(>=x)   P(<=x)
       6     100%     100%     100%  ############################################
reading (UE-APPROACH): zulu-spears:6 starts 5" away and moves 3" a turn
  straight at the defenders; every defender that can fire does, each turn, at
  the band of the distance after movement, and the charger tests morale
  (UE-MORALE) when that fire kills. Within 6" (move + 3", UE-CHARGE-1) it
  makes a fire & charge: half the distance, spears at
  native-regular-infantry:3 first and their kills applied, then the defenders
  return fire (UE-APPROACH-2), its test, then native-regular-infantry:3's test
  if the spears killed and it owes one (failing, it breaks before contact),
  then melee (UE-MELEE phases A and B). It does not fire on the way; only
  native-regular-infantry:3 (the first --at) melees.
# FW one-off units: no roster keeps their markers, so the fire's advice names the test with them,
# and a one-off's test without --markers says what to give (it said "no test", exit 0).
$ muster fire irregular-riflemen:2 --at regular-infantry:2 --range medium --dice 3,4
irregular-riflemen:2 fire at regular-infantry:2 (open defence 3): 1 casualty marker
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
dice: 3 (D6, fire irregular-riflemen:2 (1/2)), 4 (D6, fire irregular-riflemen:2 (2/2))
On the table:
  - place 1 casualty marker on regular-infantry:2
  - regular-infantry:2 takes the fire combat result test in the results phase (`muster morale regular-infantry:2 --markers 1`): 1 marker taken this move
$ muster morale irregular-spearmen:6
muster: error: irregular-spearmen:6 is a one-off unit: no roster records the markers it took this move; give them, `muster morale irregular-spearmen:6 --markers N` (FW-FIRE-3)
[2]
$ muster morale irregular-spearmen:6 --markers 4 --dice 2 --brief
morale irregular-spearmen:6 retreats (2) [dice 2]
# UE-ARMY-3: the army check decides the battle.
$ cp $EXAMPLES/isandlwana-turn3.roster muster.roster
$ muster kill 1/24th/A 83 >/dev/null && muster kill 1/24th/C 120 --brief
t3 kill 1/24th/C 120: killed 0 -> 135; 1/24th/C destroyed
$ muster army --dice 2
british army: MUST RETREAT from the field (D6 2)
the battle is over: zulu won (UE-ARMY-3)
reading: army-morale on (OPT-3)
dice: 2 (D6, british army morale)
On the table:
  - the british army retreats from the field, fighting its way if it must
$ muster army
the battle is over: the british army retreated from the field in turn 3; zulu won (UE-ARMY-3)
$ muster status
turn 3 of Isandlwana refight: phase reached 6 army morale (UE-ARMY) (muster army)
the battle is over: the british army retreated from the field in turn 3; zulu won (UE-ARMY-3)
  1/24th/A: its army checked
  1/24th/C: its army checked
  1/24th/F: its army checked
  2/24th/G: its army checked
  NNC/1: its army checked
  Durnford's Horse: its army checked
  RA 7-pdr: its army checked
  RA 7-pdr/2: its army checked
  uKhandempemvu: falling back
nothing owed: the battle is over
$ muster show --brief
turn 3: 1/24th/A 0/3 stands, 1/24th/C 0/3 stands, 1/24th/F 3/3 stands, 2/24th/G 3/3 stands, NNC/1 3/3 stands, Durnford's Horse 2/2 stands, RA 7-pdr 1/1 stands, RA 7-pdr/2 1/1 stands, uKhandempemvu 5/6 stands, uMbonambi 6/6 stands, iNgobamakhosi 6/6 stands, uThulwana 6/6 stands, uDloko 2/2 stands
$ muster show | head -3
Isandlwana refight - unbalanced-equality, turn 3
options: army-morale on, combat-power figures, morale-modifiers benefit
the battle is over: the british army retreated from the field in turn 3; zulu won (UE-ARMY-3)
$ muster fire "RA 7-pdr" --at uThulwana --range long --dice 6
muster: error: the battle is over: the british army retreated from the field in turn 3; zulu won (UE-ARMY-3): nothing more is resolved; `muster undo` takes back the army check that decided it
[1]
$ muster fire uMbonambi --at 1/24th/F --range medium
muster: error: the battle is over: the british army retreated from the field in turn 3; zulu won (UE-ARMY-3): nothing more is resolved; `muster undo` takes back the army check that decided it
[1]
$ muster turn
muster: error: the battle is over: the british army retreated from the field in turn 3; zulu won (UE-ARMY-3): nothing more is resolved; `muster undo` takes back the army check that decided it
[1]
$ muster army --dice 5
muster: error: the battle is over: the british army retreated from the field in turn 3; zulu won (UE-ARMY-3): no army checks again
[1]
$ muster status --json | jq -r '.result.battle | [.period, .retreated[0], .winners[0], .draw] | @tsv'
3	british	zulu	false
$ muster status --json
{"brief":"t3 status turn 3: the battle is over: the british army retreated from the field in turn 3; zulu won (UE-ARMY-3)","changes":[],"command":"status","dice":[],"dry_run":false,"events":[],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[],"provisional":false,"result":{"battle":{"draw":false,"period":3,"retreated":["british"],"winners":["zulu"],"words":"the battle is over: the british army retreated from the field in turn 3; zulu won (UE-ARMY-3)"},"owed":[],"period":"turn","phase":{"command":"army","number":6,"title":"army morale (UE-ARMY)"},"title":"Isandlwana refight","turn":3,"units":[{"done":["army"],"owed":[],"side":"british","state":["its army checked"],"unit":"1/24th/A"},{"done":["army"],"owed":[],"side":"british","state":["its army checked"],"unit":"1/24th/C"},{"done":["army"],"owed":[],"side":"british","state":["its army checked"],"unit":"1/24th/F"},{"done":["army"],"owed":[],"side":"british","state":["its army checked"],"unit":"2/24th/G"},{"done":["army"],"owed":[],"side":"british","state":["its army checked"],"unit":"NNC/1"},{"done":["army"],"owed":[],"side":"british","state":["its army checked"],"unit":"Durnford's Horse"},{"done":["army"],"owed":[],"side":"british","state":["its army checked"],"unit":"RA 7-pdr"},{"done":["army"],"owed":[],"side":"british","state":["its army checked"],"unit":"RA 7-pdr/2"},{"done":[],"owed":[],"side":"zulu","state":["falling back"],"unit":"uKhandempemvu"},{"done":[],"owed":[],"side":"zulu","state":[],"unit":"uMbonambi"},{"done":[],"owed":[],"side":"zulu","state":[],"unit":"iNgobamakhosi"},{"done":[],"owed":[],"side":"zulu","state":[],"unit":"uThulwana"},{"done":[],"owed":[],"side":"zulu","state":[],"unit":"uDloko"}]},"rules":"unbalanced-equality","schema":3,"table":[],"turn":3}
$ muster undo
undone: army british retreats (2): the battle is over, zulu won
$ muster status | head -2
turn 3 of Isandlwana refight: phase reached none yet (no resolution journalled this turn)
  uKhandempemvu: falling back; owes rally (UE-RALLY-1): muster rally uKhandempemvu
$ muster army --dice 6 --brief
t3 army british stands (6) [dice 6]
$ muster replay
6 changes replayed, the roster is exactly what the rules and the recorded dice give
