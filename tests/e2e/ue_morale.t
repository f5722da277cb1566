# muster morale in unbalanced-equality (UE-MORALE): the record of fire, the bands, the two
# readings of the benefits (OPT-2), --odds, and refusals.
# refusals
$ cp $EXAMPLES/isandlwana-turn3.roster muster.roster
$ muster morale
no unit is due a morale test (no native unit took casualties from fire this turn)
$ muster fire 1/24th/A --at uThulwana --range long
1/24th/A at uThulwana (long): 9 killed
reading: combat-power figures (OPT-1)
On the table:
  - uThulwana must test morale at long range (muster morale uThulwana --range long)
$ muster fire 2/24th/G --at uThulwana --range medium
2/24th/G at uThulwana (medium): 27 killed
reading: combat-power figures (OPT-1)
On the table:
  - uThulwana must test morale at medium range (muster morale uThulwana --range medium)
$ muster fire 1/24th/F --at iNgobamakhosi --range short --single-stand
1/24th/F at iNgobamakhosi (short): 9 killed
reading: combat-power figures (OPT-1)
On the table:
  - iNgobamakhosi must test morale at short range (muster morale iNgobamakhosi --range short)
$ muster morale --odds
iNgobamakhosi fails: 33.3%   uThulwana fails: 33.3%
morale: exact odds
  iNgobamakhosi fails                           33.3%
  uThulwana fails                               33.3%
reading: morale-modifiers benefit (OPT-2)
$ muster morale --odds --json
{"brief":"morale --odds iNgobamakhosi fails: 33.3%   uThulwana fails: 33.3%","changes":[],"command":"morale","dice":[],"dry_run":false,"events":[],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","rally","uKhandempemvu"],"command":"muster rally uKhandempemvu","decision":null,"owes":"rally","rule":"UE-RALLY-1","side":null,"step":1,"unit":"uKhandempemvu"},{"argv":["muster","morale","iNgobamakhosi"],"command":"muster morale iNgobamakhosi","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"iNgobamakhosi"},{"argv":["muster","morale","uThulwana"],"command":"muster morale uThulwana","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"uThulwana"}],"provisional":false,"result":{"headline":[{"p":0.3333333333333333,"text":"33.3%","what":"iNgobamakhosi fails"},{"p":0.3333333333333333,"text":"33.3%","what":"uThulwana fails"}],"tests":[{"p_fail":0.3333333333333333,"unit":"iNgobamakhosi"},{"p_fail":0.3333333333333333,"unit":"uThulwana"}]},"rules":"unbalanced-equality","schema":3,"table":[],"turn":3}
$ muster morale --dice 2,3 --explain
iNgobamakhosi: morale FAILED at short range (D6 2)
uThulwana: morale passed at medium range (D6 3)
reading: morale-modifiers benefit (OPT-2)
how:
  iNgobamakhosi: short range fails on 1-2 (UE-MORALE-1), single regular stand, 1 benefit lower the failure (UE-MORALE-2); D6 2
  uThulwana: medium range fails on 1-2 (UE-MORALE-1); D6 3
dice: 2 (D6, iNgobamakhosi morale), 3 (D6, uThulwana morale)
On the table:
  - iNgobamakhosi falls back two full moves and faces away (UE-MORALE-4)
$ grep -E 'uThulwana|iNgobamakhosi' muster.roster
unit iNgobamakhosi  zulu-rifles       side=zulu     stands=6  killed=99  done=fired-at,morale  falling-back
unit uThulwana      zulu-spears       side=zulu     stands=6  killed=36  done=fired-at,morale
$ muster morale
no unit is due a morale test (no native unit took casualties from fire this turn)
$ muster morale uThulwana
muster: error: uThulwana already took its morale test this turn (t3 morale iNgobamakhosi failed (2); uThulwana passed (3) [dice 2,3]; UE-MORALE-6: once a turn); `muster undo` takes it back
[1]
$ muster morale uMbonambi
muster: error: uMbonambi was not fired on with casualties this turn (no 'fired' mark); give --range to test it anyway
[1]
$ muster morale uMbonambi --range short --cover --dice 3 --explain
uMbonambi: morale passed at short range (D6 3)
reading: morale-modifiers benefit (OPT-2)
how:
  uMbonambi: short range fails on 1-2 (UE-MORALE-1), defensive position, 1 benefit lower the failure (UE-MORALE-2); D6 3
dice: 3 (D6, uMbonambi morale)
$ muster undo
undone: morale uMbonambi passed (3)
$ muster morale uMbonambi --range short --cover --dice 2 --json
{"brief":"t3 morale uMbonambi failed (2) [dice 2]","changes":[{"after":{"done":["morale"],"falling_back":true},"before":{"done":[],"falling_back":false},"stands_removed":0,"unit":"uMbonambi"}],"command":"morale","dice":[{"die":"D6","for":"uMbonambi morale","source":"typed","value":2}],"dry_run":false,"events":[{"die":"D6","event":"tested","p_pass":0.6666666666666666,"passed":false,"side":"zulu","test":"morale","unit":"uMbonambi","values":[2]},{"event":"falls_back","unit":"uMbonambi"}],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","rally","uKhandempemvu"],"command":"muster rally uKhandempemvu","decision":null,"owes":"rally","rule":"UE-RALLY-1","side":null,"step":1,"unit":"uKhandempemvu"}],"provisional":false,"result":{"tests":[{"band":"short","cover":true,"fails_on":2,"modifier":0,"passed":false,"single_stand":false,"unit":"uMbonambi","values":[2]}]},"rules":"unbalanced-equality","schema":3,"table":["uMbonambi falls back two full moves and faces away (UE-MORALE-4)"],"turn":3}
$ muster undo
undone: morale uMbonambi failed (2)
$ muster option morale-modifiers literal
option morale-modifiers: benefit -> literal
$ muster morale uMbonambi --range short --cover --dice 4 --explain
uMbonambi: morale FAILED at short range (D6 4)
reading: morale-modifiers literal (OPT-2)
how:
  uMbonambi: short range fails on 1-3 (UE-MORALE-1), defensive position, roll - 1 (OPT-2 morale-modifiers literal); D6 4 - 1 = 3
dice: 4 (D6, uMbonambi morale)
On the table:
  - uMbonambi falls back two full moves and faces away (UE-MORALE-4)
$ muster morale uMbonambi --range long --cover --single-stand --odds
muster: error: uMbonambi already took its morale test this turn (t3 morale uMbonambi failed (4) [dice 4]; UE-MORALE-6: once a turn); `muster undo` takes it back
[1]
$ muster morale zulu-spears:6 --range long --cover --single-stand --odds
zulu-spears:6 fails: 50.0%
morale: exact odds
  zulu-spears:6 fails                           50.0%
reading: morale-modifiers literal (OPT-2)
$ muster morale zulu-rifles --range medium --dice 3 --brief
morale zulu-rifles passed (3) [dice 3]
$ muster morale 1/24th/A --range short --dice 1
muster: error: 1/24th/A is brit-infantry, class british: british units never take the reaction test (UE-MORALE-5)
[1]
$ muster morale uMbonambi --range near --dice 1
muster: error: --range near: expected short, medium or long
[2]
$ muster undo
undone: morale uMbonambi failed (4)
$ muster morale uMbonambi --range short --seed 7
uMbonambi: morale passed at short range (D6 4)
reading: morale-modifiers literal (OPT-2)
dice: 4 (D6, uMbonambi morale)
$ muster undo
undone: morale uMbonambi passed (4)
$ muster morale uMbonambi --range short --dice 1,2
muster: error: --dice: too many values: 2 given, this resolution uses 1
[2]
