# muster artillery in unbalanced-equality (UE-ARTY): the table, the closed-order bonus, guns
# against guns, replaced crews, --odds, and bad input.
# a silent gun is refused until it has a new crew; then it fires at half
# bad input
$ muster artillery cannon-brit --at zulu-spears --range medium --dice 4 --explain
cannon-brit at zulu-spears (medium): 5 killed
reading: combat-power figures (OPT-1)
how:
  cannon-brit: D6 4 -> 5 (UE-ARTY-1, british crew) x 1 (medium range) = 5 -> 5 kills
dice: 4 (D6, cannon-brit artillery)
On the table:
  - zulu-spears must test morale at medium range (muster morale zulu-spears --range medium)
$ muster artillery cannon-native --at brit-infantry --range short --dice 3 --explain
cannon-native at brit-infantry (short): 30 killed
reading: combat-power figures (OPT-1)
how:
  cannon-native: D6 3 -> 5 (UE-ARTY-1, native crew) + 10 (closed order, UE-ARTY-2) x 2 (short range) = 30 -> 30 kills
dice: 3 (D6, cannon-native artillery)
$ muster artillery cannon-native --at brit-infantry --range short --dice 2 --explain
cannon-native at brit-infantry (short): 0 killed
reading: combat-power figures (OPT-1)
how:
  cannon-native: D6 2 -> miss (UE-ARTY-1, native crew) x 2 (short range) = 0 -> 0 kills
dice: 2 (D6, cannon-native artillery)
$ muster artillery cannon-native --at brit-infantry --range short --open --dice 3 --explain
cannon-native at brit-infantry (short): 10 killed
reading: combat-power figures (OPT-1)
how:
  cannon-native: D6 3 -> 5 (UE-ARTY-1, native crew) x 2 (short range) = 10 -> 10 kills
dice: 3 (D6, cannon-native artillery)
$ muster artillery cannon-brit cannon-native --at zulu-spears --distance 12 --dice 6,5 --explain
cannon-brit, cannon-native at zulu-spears (medium): 45 killed
reading: combat-power figures (OPT-1)
how:
  cannon-brit: D6 6 -> 30 (UE-ARTY-1, british crew) x 1 (medium range) = 30 -> 30 kills
  cannon-native: D6 5 -> 15 (UE-ARTY-1, native crew) x 1 (medium range) = 15 -> 15 kills
  total: 45 kills, each firer floored (UE-FIRE-6)
dice: 6 (D6, cannon-brit artillery), 5 (D6, cannon-native artillery)
On the table:
  - zulu-spears must test morale at medium range (muster morale zulu-spears --range medium)
$ muster artillery maxim-brit --at zulu-spears --range short --explain
maxim-brit at zulu-spears (short): 20 killed
reading: combat-power figures (OPT-1)
how:
  maxim-brit: Maxim 10 a shot (UE-FIRE-5) x 2 (short range) = 20 -> 20 kills
On the table:
  - zulu-spears must test morale at short range (muster morale zulu-spears --range short)
$ muster artillery cannon-brit --at zulu-spears --range long --cover --odds
zulu-spears breaks: 0%   expected kills: 2.7
artillery at zulu-spears: exact odds of the kills
  kills    P(=x)   P(>=x)   P(<=x)
      0    16.7%     100%    16.7%  #######################
      1    33.3%    83.3%    50.0%  #############################################
      2    16.7%    50.0%    66.7%  #######################
      5    16.7%    33.3%    83.3%  #######################
      7    16.7%    16.7%     100%  #######################
reading: combat-power figures (OPT-1), morale-modifiers benefit (OPT-2)
$ muster artillery cannon-brit --at zulu-spears --range long --odds --json
{"brief":"artillery --odds at zulu-spears: zulu-spears breaks: 13.9%   expected kills: 5.7","changes":[],"command":"artillery","dice":[],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"distribution":[[0,0.16666666666666666],[2,0.3333333333333333],[5,0.16666666666666666],[10,0.16666666666666666],[15,0.16666666666666666]],"headline":[{"p":0.13888888888888887,"text":"13.9%","what":"zulu-spears breaks"},{"text":"5.7","value":5.666666666666666,"what":"expected kills"}],"loss":"men","mean":5.666666666666666,"p_fail":0.13888888888888887,"tested_already":false,"unit":"zulu-spears"},"rules":"unbalanced-equality","schema":3,"table":[],"turn":null}
$ cp $EXAMPLES/isandlwana-turn3.roster muster.roster
$ sed -i 's/^unit uThulwana .*/&\nunit Zulu-gun      cannon-native          side=zulu     stands=1  killed=0  gun-hits=3/' muster.roster
$ muster artillery "RA 7-pdr" --at Zulu-gun --range long --vs gun --dice 4
RA 7-pdr at the gun Zulu-gun: 0 hits (3 of 4 to destroy it)
reading: combat-power figures (OPT-1)
dice: 4 (D6, RA 7-pdr artillery)
$ muster undo
undone: artillery RA 7-pdr -> Zulu-gun gun: 0 hits, 3/4
$ muster artillery "RA 7-pdr" --at Zulu-gun --range long --vs gun --dice 3 --json
{"brief":"t3 artillery RA 7-pdr -> Zulu-gun gun: 1 hit, 4/4; Zulu-gun destroyed [dice 3]","changes":[{"after":{"done":["fire"]},"before":{"done":[]},"stands_removed":0,"unit":"RA 7-pdr"},{"after":{"done":["fired-at"],"gun_hits":4},"before":{"done":[],"gun_hits":3},"stands_removed":1,"unit":"Zulu-gun"}],"command":"artillery","dice":[{"die":"D6","for":"RA 7-pdr artillery","source":"typed","value":3}],"dry_run":false,"events":[{"event":"stands_removed","stands":1,"unit":"Zulu-gun"},{"event":"gone","unit":"Zulu-gun"}],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","rally","uKhandempemvu"],"command":"muster rally uKhandempemvu","decision":null,"owes":"rally","rule":"UE-RALLY-1","side":null,"step":1,"unit":"uKhandempemvu"}],"provisional":false,"result":{"applied":0,"band":"long","destroyed":true,"excess":0,"firers":[{"band":"long","hit":true,"inflicted":0,"unit":"RA 7-pdr","values":[3]}],"gun_hits":4,"hit":true,"inflicted":0,"loss":"men","must_test":false,"unit":"Zulu-gun","vs":"gun"},"rules":"unbalanced-equality","schema":3,"table":["Zulu-gun is destroyed (4 hits, UE-ARTY-4): remove the gun"],"turn":3}
$ grep Zulu-gun muster.roster
unit Zulu-gun      cannon-native          side=zulu     stands=1  killed=0  gun-hits=4  done=fired-at
$ muster artillery "RA 7-pdr" --at Zulu-gun --range long --vs gun --dice 3
muster: error: Zulu-gun is already destroyed
[1]
$ muster set "RA 7-pdr" done=
RA 7-pdr: done fire -> (none)
$ muster artillery "RA 7-pdr" --at uThulwana --range medium --dice 5
RA 7-pdr at uThulwana (medium): 20 killed
reading: combat-power figures (OPT-1)
dice: 5 (D6, RA 7-pdr artillery)
On the table:
  - uThulwana must test morale at medium range (muster morale uThulwana --range medium)
$ grep uThulwana muster.roster
unit uThulwana      zulu-spears       side=zulu     stands=6  killed=20  fired=medium  done=fired-at
$ muster artillery "RA 7-pdr/2" --at uThulwana --range medium --dice 5
muster: error: RA 7-pdr/2 is silent: its crew is all killed (UE-ARTY-5); give it a new crew with 'muster recrew "RA 7-pdr/2" --from UNIT'
[1]
# a unit option that takes one unit leaves the words after it to the command's own units
$ muster recrew --from 2/24th/G "RA 7-pdr/2" --dry-run
RA 7-pdr/2 has a new crew of 60 from 2/24th/G: from now on it fires at half against troops and hits guns only on 1-2 (UE-ARTY-5)
(dry run: the roster was not changed)
On the table:
  - remove 1 stand of 2/24th/G
  - move 60 men of 2/24th/G to the gun RA 7-pdr/2
$ muster recrew "RA 7-pdr/2" --from 2/24th/G
RA 7-pdr/2 has a new crew of 60 from 2/24th/G: from now on it fires at half against troops and hits guns only on 1-2 (UE-ARTY-5)
On the table:
  - remove 1 stand of 2/24th/G
  - move 60 men of 2/24th/G to the gun RA 7-pdr/2
$ muster artillery "RA 7-pdr/2" --at uThulwana --range medium --dice 5 --explain
RA 7-pdr/2 at uThulwana (medium): 10 killed
reading: combat-power figures (OPT-1)
how:
  RA 7-pdr/2: D6 5 -> 20 (UE-ARTY-1, british crew) x 1 (medium range) x 1/2 (crew replaced) = 10 -> 10 kills
dice: 5 (D6, RA 7-pdr/2 artillery)
On the table:
  - uThulwana must test morale at medium range (muster morale uThulwana --range medium)
$ muster set "RA 7-pdr/2" done=
RA 7-pdr/2: done fire -> (none)
$ muster artillery "RA 7-pdr/2" --at cannon-native --range medium --vs gun --dice 3
RA 7-pdr/2 at the gun cannon-native: 0 hits (0 of 4 to destroy it)
reading: combat-power figures (OPT-1)
dice: 3 (D6, RA 7-pdr/2 artillery)
$ muster set "RA 7-pdr/2" done=
RA 7-pdr/2: done fire -> (none)
$ muster artillery "RA 7-pdr/2" --at cannon-native --range medium --vs gun --dice 2 --brief
t3 artillery RA 7-pdr/2 -> cannon-native gun: 1 hit, 1/4 [dice 2]
$ muster artillery 1/24th/A --at uThulwana --range medium
muster: error: 1/24th/A is brit-infantry, not a gun: use 'muster fire' for small arms
[1]
$ muster artillery "RA 7-pdr" --at uThulwana --range medium --vs gun --dice 1
muster: error: --vs gun: uThulwana is not a gun
[2]
$ muster artillery "RA 7-pdr" --at uThulwana --range medium --vs tree --dice 1
muster: error: --vs tree: expected crew or gun
[2]
$ muster set "RA 7-pdr" done=
RA 7-pdr: done fire -> (none)
$ muster artillery "RA 7-pdr" --at uThulwana --range medium --seed 7
RA 7-pdr at uThulwana (medium): 5 killed
reading: combat-power figures (OPT-1)
dice: 4 (D6, RA 7-pdr artillery)
On the table:
  - uThulwana must test morale at medium range (muster morale uThulwana --range medium)
$ muster artillery "RA 7-pdr" --at uThulwana --range medium --dice 7
muster: error: --dice: value 7 (number 1) is not a face of the D6 (1-6) for RA 7-pdr artillery
[2]
$ muster artillery "RA 7-pdr" --at uThulwana --distance 31 --dice 1
muster: error: out of range: RA 7-pdr (cannon-brit) at 31" (long 30", medium 15", short 10")
[1]
# --at takes one unit: the words after it are firers, in any order
$ muster artillery --at zulu-spears cannon-brit --range medium --odds --brief
artillery --odds at zulu-spears: zulu-spears breaks: 27.8%   expected kills: 11.7
$ muster artillery cannon-brit --at zulu-spears cannon-native --range medium --odds --brief
artillery --odds at zulu-spears: zulu-spears breaks: 31.5%   expected kills: 20.0
$ muster artillery cannon-brit --at zulu-spears --at brit-infantry --range medium --odds
muster: error: --at takes one value, not 2
[2]
# issue 39: with --explain, --json lists the steps as data (`explain`), as the text shows them
$ muster artillery cannon-brit --at zulu-spears --range medium --dice 4 --explain --json
{"brief":"artillery cannon-brit -> zulu-spears medium: 5 killed; zulu-spears morale due [dice 4]","changes":[],"command":"artillery","dice":[{"die":"D6","for":"cannon-brit artillery","source":"typed","value":4}],"dry_run":false,"events":[{"applied":5,"event":"casualties","excess":0,"inflicted":5,"loss":"men","unit":"zulu-spears"},{"event":"owes","owed":{"argv":["muster","morale","zulu-spears"],"command":"muster morale zulu-spears","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"zulu-spears"}}],"explain":["cannon-brit: D6 4 -> 5 (UE-ARTY-1, british crew) x 1 (medium range) = 5 -> 5 kills"],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","rally","uKhandempemvu"],"command":"muster rally uKhandempemvu","decision":null,"owes":"rally","rule":"UE-RALLY-1","side":null,"step":1,"unit":"uKhandempemvu"},{"argv":["muster","morale","uThulwana"],"command":"muster morale uThulwana","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"uThulwana"}],"provisional":false,"result":{"applied":5,"band":"medium","destroyed":false,"excess":0,"firers":[{"band":"medium","inflicted":5,"unit":"cannon-brit","values":[4]}],"inflicted":5,"loss":"men","must_test":true,"unit":"zulu-spears"},"rules":"unbalanced-equality","schema":3,"table":["zulu-spears must test morale at medium range (muster morale zulu-spears --range medium)"],"turn":3}
