# muster army in unbalanced-equality (UE-ARMY, OPT-3): 25% of an army's men, the roll, the draw.
$ cp $EXAMPLES/isandlwana-turn3.roster muster.roster
$ muster army --explain
no army has reached 25% killed: no test
reading: army-morale on (OPT-3)
how:
  british: 122 of 855 men killed = 14.3%, tests from 25% (UE-ARMY-1)
  zulu: 612 of 7800 men killed = 7.8%, tests from 25% (UE-ARMY-1)
$ muster kill 1/24th/A 83
1/24th/A: 83 killed (52 -> 135 men killed)
On the table:
  - 1/24th/A is destroyed (75% killed): remove its last 2 stands (UE-ROSTER-4)
$ muster kill 1/24th/C 20
1/24th/C: 20 killed (0 -> 20 men killed)
$ muster army --explain --dice 2
british army: MUST RETREAT from the field (D6 2)
the battle is over: zulu won (UE-ARMY-3)
reading: army-morale on (OPT-3)
how:
  british: 225 of 855 men killed = 26.3%, tests from 25% (UE-ARMY-1): tests
  zulu: 612 of 7800 men killed = 7.8%, tests from 25% (UE-ARMY-1)
  british: D6 2, retreats on 1-2 (UE-ARMY-1)
dice: 2 (D6, british army morale)
On the table:
  - the british army retreats from the field, fighting its way if it must
$ muster undo
undone: army british retreats (2): the battle is over, zulu won
$ muster army british --dice 3 --json
{"brief":"t3 army british stands (3) [dice 3]","changes":[{"after":{"done":["army"]},"before":{"done":[]},"stands_removed":0,"unit":"1/24th/A"},{"after":{"done":["army"]},"before":{"done":[]},"stands_removed":0,"unit":"1/24th/C"},{"after":{"done":["army"]},"before":{"done":[]},"stands_removed":0,"unit":"1/24th/F"},{"after":{"done":["army"]},"before":{"done":[]},"stands_removed":0,"unit":"2/24th/G"},{"after":{"done":["army"]},"before":{"done":[]},"stands_removed":0,"unit":"NNC/1"},{"after":{"done":["army"]},"before":{"done":[]},"stands_removed":0,"unit":"Durnford's Horse"},{"after":{"done":["army"]},"before":{"done":[]},"stands_removed":0,"unit":"RA 7-pdr"},{"after":{"done":["army"]},"before":{"done":[]},"stands_removed":0,"unit":"RA 7-pdr/2"}],"command":"army","dice":[{"die":"D6","for":"british army morale","source":"typed","value":3}],"dry_run":false,"events":[{"die":"D6","event":"tested","p_pass":0.6666666666666666,"passed":true,"side":"british","test":"army","unit":null,"values":[3]}],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","rally","uKhandempemvu"],"command":"muster rally uKhandempemvu","decision":null,"owes":"rally","rule":"UE-RALLY-1","side":null,"step":1,"unit":"uKhandempemvu"}],"provisional":false,"result":{"armies":[{"killed":225,"men":855,"reached":true,"side":"british"},{"killed":612,"men":7800,"reached":false,"side":"zulu"}],"draw":false,"tests":[{"passed":true,"side":"british","values":[3]}]},"rules":"unbalanced-equality","schema":3,"table":[],"turn":3}
$ muster army --odds
british army retreats: 33.3%
army: exact odds
  british army retreats                         33.3%
$ muster army zulu
the zulu army has not reached 25% killed: no test
reading: army-morale on (OPT-3)
$ muster army boers
muster: error: no army 'boers' (sides: british, zulu)
[2]
$ muster kill uThulwana 1800
uThulwana: 1800 killed (0 -> 1800 men killed)
On the table:
  - uThulwana is destroyed (75% killed): remove its last 6 stands (UE-ROSTER-4)
$ muster army --explain
british and zulu have both reached 25% killed: the battle is a draw (UE-ARMY-2)
reading: army-morale on (OPT-3)
how:
  british: 225 of 855 men killed = 26.3%, tests from 25% (UE-ARMY-1): tests
  zulu: 2412 of 7800 men killed = 30.9%, tests from 25% (UE-ARMY-1): tests
On the table:
  - the battle ends in a draw (UE-ARMY-3)
$ muster army --odds --json
{"brief":"army: the battle is over: a draw in turn 3, british and zulu past 25% killed (UE-ARMY-2, UE-ARMY-3)","changes":[],"command":"army","dice":[],"dry_run":false,"events":[],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[],"provisional":false,"result":{"armies":[{"killed":225,"men":855,"reached":true,"side":"british"},{"killed":2412,"men":7800,"reached":true,"side":"zulu"}],"draw":true,"tests":[]},"rules":"unbalanced-equality","schema":3,"table":[],"turn":3}
$ muster option army-morale off
option army-morale: on -> off
$ muster army
muster: error: army morale is off in this roster (option army-morale off, OPT-3); 'muster option army-morale on' turns it on
[1]
$ muster army --dice 1
muster: error: army morale is off in this roster (option army-morale off, OPT-3); 'muster option army-morale on' turns it on
[1]
