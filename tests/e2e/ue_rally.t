# muster rally in unbalanced-equality (UE-RALLY): every unit falling back, or those named.
# examples/isandlwana-turn3.roster: Isandlwana three turns in; the line has closed up, a second gun
# has come up and lost its crew, uKhandempemvu is falling back and the uDloko have arrived.
$ cp $EXAMPLES/isandlwana-turn3.roster muster.roster
$ muster rally --odds
uKhandempemvu stays: 50.0%
rally: exact odds
  uKhandempemvu stays                           50.0%
$ muster rally --dice 3
uKhandempemvu: still falling back, stays where it is (D6 3)
dice: 3 (D6, uKhandempemvu rally)
On the table:
  - uKhandempemvu stays where it is, facing away
$ grep uKhandempemvu muster.roster
unit uKhandempemvu  zulu-spears       side=zulu     stands=6  killed=372  falling-back  done=rally
$ muster undo
undone: rally uKhandempemvu stays (3)
$ muster rally uKhandempemvu --dice 4 --json
{"brief":"t3 rally uKhandempemvu rallied (4) [dice 4]","changes":[{"after":{"done":["rally"],"falling_back":false},"before":{"done":[],"falling_back":true},"stands_removed":0,"unit":"uKhandempemvu"}],"command":"rally","dice":[{"die":"D6","for":"uKhandempemvu rally","source":"typed","value":4}],"dry_run":false,"events":[{"die":"D6","event":"tested","p_pass":0.5,"passed":true,"side":"zulu","test":"rally","unit":"uKhandempemvu","values":[4]}],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[],"provisional":false,"result":{"tests":[{"passed":true,"unit":"uKhandempemvu","values":[4]}]},"rules":"unbalanced-equality","schema":3,"table":["turn uKhandempemvu to face the enemy; it may move back towards the fight"],"turn":3}
$ grep uKhandempemvu muster.roster
unit uKhandempemvu  zulu-spears       side=zulu     stands=6  killed=372  done=rally
$ muster rally
no unit is falling back: nothing to rally
$ muster rally uKhandempemvu --dice 4
muster: error: uKhandempemvu already rolled its rally this turn (t3 rally uKhandempemvu rallied (4) [dice 4]; UE-RALLY-1: once a turn); `muster undo` takes it back
[1]
$ muster rally nobody
muster: error: no unit `nobody` in the roster; closest: NNC/1, uDloko, RA 7-pdr (or TYPE[:STANDS] for an ad-hoc unit)
[2]
