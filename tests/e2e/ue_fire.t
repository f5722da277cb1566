# muster fire in unbalanced-equality (UE-FIRE, UE-CP, UE-ROSTER): ad-hoc units, a roster,
# the readings and options, --odds, and bad input.
# UE-CP-2 and OPT-1: 67 men present kill 7 by figures, 6 by men
# bad input: nothing changes
$ muster fire brit-infantry:3 --at zulu-spears:6 --range medium
brit-infantry:3 at zulu-spears:6 (medium): 27 killed
reading: combat-power figures (OPT-1)
On the table:
  - zulu-spears:6 must test morale at medium range (muster morale zulu-spears:6 --range medium)
$ muster fire brit-infantry:3 --at zulu-spears:6 --range medium --explain --brief
fire brit-infantry:3 -> zulu-spears:6 medium: 27 killed; zulu-spears:6 morale due
$ muster fire brit-infantry:3 --at zulu-spears:6 --range long --cover --explain
brit-infantry:3 at zulu-spears:6 (long, in cover): 6 killed
reading: combat-power figures (OPT-1)
how:
  brit-infantry:3: CP 135 (9 figures x 15) x rate 2/10 (closed) x 1/2 (long range) x 1/2 (target in a defensive position) = 27/4 -> 6 kills (UE-FIRE-3)
On the table:
  - zulu-spears:6 must test morale at long range (muster morale zulu-spears:6 --range long --cover)
$ muster fire brit-infantry:1 --at zulu-spears --range medium --explain
brit-infantry:1 at zulu-spears (medium): 4 killed
reading: combat-power figures (OPT-1)
how:
  brit-infantry:1: CP 45 (3 figures x 15) x rate 1/10 (open) x 1 (medium range) = 9/2 -> 4 kills (UE-FIRE-3)
  zulu-spears: fired on by brit-infantry:1 alone, down to one stand: the single-stand benefit for its test (UE-MORALE-2a)
On the table:
  - zulu-spears must test morale at medium range (muster morale zulu-spears --range medium)
$ muster fire brit-infantry:1 --at zulu-spears --range medium --closed --explain
brit-infantry:1 at zulu-spears (medium): 9 killed
reading: combat-power figures (OPT-1)
how:
  brit-infantry:1: CP 45 (3 figures x 15) x rate 2/10 (closed) x 1 (medium range) = 9 -> 9 kills (UE-FIRE-3)
  zulu-spears: fired on by brit-infantry:1 alone, down to one stand: the single-stand benefit for its test (UE-MORALE-2a)
On the table:
  - zulu-spears must test morale at medium range (muster morale zulu-spears --range medium)
$ muster fire brit-mounted-infantry --at zulu-spears --range medium --explain
brit-mounted-infantry at zulu-spears (medium): 12 killed
reading: combat-power figures (OPT-1)
how:
  brit-mounted-infantry: CP 60 (6 figures x 15, less 2 figures holding horses (UE-FIRE-9)) x rate 2/10 (dismounted) x 1 (medium range) = 12 -> 12 kills (UE-FIRE-3)
On the table:
  - zulu-spears must test morale at medium range (muster morale zulu-spears --range medium)
$ muster fire brit-mounted-infantry --at zulu-spears --range medium --mounted --explain
brit-mounted-infantry at zulu-spears (medium): 9 killed
reading: combat-power figures (OPT-1)
how:
  brit-mounted-infantry: CP 90 (6 figures x 15) x rate 1/10 (mounted) x 1 (medium range) = 9 -> 9 kills (UE-FIRE-3)
On the table:
  - zulu-spears must test morale at medium range (muster morale zulu-spears --range medium)
$ muster fire maxim-native --at zulu-spears --distance 4 --explain
maxim-native at zulu-spears (short): 14 killed
reading: combat-power figures (OPT-1)
how:
  maxim-native: Maxim 7 a shot (UE-FIRE-5) x 2 (short range) = 14 -> 14 kills
On the table:
  - zulu-spears must test morale at short range (muster morale zulu-spears --range short)
$ muster fire zulu-spears --at brit-infantry --distance 3 --explain
zulu-spears at brit-infantry (medium): 90 killed
reading: combat-power figures (OPT-1)
how:
  zulu-spears: CP 1800 (120 figures x 15) x rate 1/20 x 1 (medium range) = 90 -> 90 kills (UE-FIRE-3)
On the table:
  - remove 2 stands of brit-infantry
$ muster fire brit-infantry:3 --at zulu-spears:6 --range medium --odds
zulu-spears:6 breaks: 33.3%   expected kills: 27 (no dice)
fire at zulu-spears:6: exact odds of the kills
  kills    P(=x)   P(>=x)   P(<=x)
     27     100%     100%     100%  #############################################
reading: combat-power figures (OPT-1), morale-modifiers benefit (OPT-2)
$ muster fire brit-infantry:3 --at zulu-spears:6 --range medium --json
{"brief":"fire brit-infantry:3 -> zulu-spears:6 medium: 27 killed; zulu-spears:6 morale due","changes":[],"command":"fire","dice":[],"dry_run":false,"events":[{"applied":27,"event":"casualties","excess":0,"inflicted":27,"loss":"men","unit":"zulu-spears:6"},{"event":"owes","owed":{"argv":["muster","morale","zulu-spears:6"],"command":"muster morale zulu-spears:6","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"zulu-spears:6"}}],"options":null,"owed":[],"provisional":false,"result":{"applied":27,"band":"medium","destroyed":false,"excess":0,"firers":[{"band":"medium","inflicted":27,"unit":"brit-infantry:3","values":[]}],"inflicted":27,"loss":"men","must_test":true,"unit":"zulu-spears:6"},"rules":"unbalanced-equality","schema":3,"table":["zulu-spears:6 must test morale at medium range (muster morale zulu-spears:6 --range medium)"],"turn":null}
$ cp $EXAMPLES/isandlwana-turn3.roster muster.roster
$ muster fire 1/24th/A 2/24th/G --at uThulwana --distance 8 --explain
1/24th/A, 2/24th/G at uThulwana (medium): 45 killed
reading: combat-power figures (OPT-1)
how:
  1/24th/A: CP 90 (6 figures x 15) x rate 2/10 (closed) x 1 (medium range) = 18 -> 18 kills (UE-FIRE-3)
  2/24th/G: CP 135 (9 figures x 15) x rate 2/10 (closed) x 1 (medium range) = 27 -> 27 kills (UE-FIRE-3)
  total: 45 kills, each firer floored (UE-FIRE-6)
On the table:
  - uThulwana must test morale at medium range (muster morale uThulwana --range medium)
$ muster undo
undone: fire 1/24th/A, 2/24th/G -> uThulwana medium: 45 killed; uThulwana morale due
$ muster fire 2/24th/G --at uThulwana --distance 15 --single-stand
2/24th/G at uThulwana (long): 4 killed
reading: combat-power figures (OPT-1)
On the table:
  - uThulwana must test morale at long range (muster morale uThulwana --range long)
$ grep uThulwana muster.roster
unit uThulwana      zulu-spears       side=zulu     stands=6  killed=4  fired=long  single-stand  done=fired-at
$ muster fire 1/24th/A --at uThulwana --range short --json
{"brief":"t3 fire 1/24th/A -> uThulwana short: 36 killed; uThulwana morale due","changes":[{"after":{"done":["fire"]},"before":{"done":[]},"stands_removed":0,"unit":"1/24th/A"},{"after":{"fired":"short","killed":40,"single_stand":false},"before":{"fired":"long","killed":4,"single_stand":true},"stands_removed":0,"unit":"uThulwana"}],"command":"fire","dice":[],"dry_run":false,"events":[{"applied":36,"event":"casualties","excess":0,"inflicted":36,"loss":"men","unit":"uThulwana"},{"event":"owes","owed":{"argv":["muster","morale","uThulwana"],"command":"muster morale uThulwana","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"uThulwana"}}],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","rally","uKhandempemvu"],"command":"muster rally uKhandempemvu","decision":null,"owes":"rally","rule":"UE-RALLY-1","side":null,"step":1,"unit":"uKhandempemvu"},{"argv":["muster","morale","uThulwana"],"command":"muster morale uThulwana","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"uThulwana"}],"provisional":false,"result":{"applied":36,"band":"short","destroyed":false,"excess":0,"firers":[{"band":"short","inflicted":36,"unit":"1/24th/A","values":[]}],"inflicted":36,"loss":"men","must_test":true,"unit":"uThulwana"},"rules":"unbalanced-equality","schema":3,"table":["uThulwana must test morale at short range (muster morale uThulwana --range short)"],"turn":3}
$ muster fire uMbonambi --at 2/24th/G --distance 2
uMbonambi at 2/24th/G (medium, in cover): 41 killed
reading: combat-power figures (OPT-1)
$ grep 2/24th/G muster.roster
unit 2/24th/G    brit-infantry        side=british  stands=3  killed=41  formation=closed  cover  done=fire,fired-at
$ muster option combat-power men
option combat-power: figures -> men
$ muster fire brit-infantry:3 --at zulu-spears --range medium --explain
brit-infantry:3 at zulu-spears (medium): 27 killed
reading: combat-power men (OPT-1)
how:
  brit-infantry:3: CP 135 (135 men present, OPT-1 combat-power men) x rate 2/10 (closed) x 1 (medium range) = 27 -> 27 kills (UE-FIRE-3)
On the table:
  - zulu-spears must test morale at medium range (muster morale zulu-spears --range medium)
$ sed -i 's/killed=52 /killed=68 /' muster.roster
$ muster set 1/24th/A done=
1/24th/A: done fire -> (none)
$ muster fire 1/24th/A --at uMbonambi --range medium --explain --dry-run
1/24th/A at uMbonambi (medium): 6 killed
reading: combat-power men (OPT-1)
how:
  1/24th/A: CP 67 (67 men present, OPT-1 combat-power men) x rate 2/10 (closed) x 1 (medium range) x 1/2 (firer at half strength) = 67/10 -> 6 kills (UE-FIRE-3)
(dry run: the roster was not changed)
On the table:
  - uMbonambi must test morale at medium range (muster morale uMbonambi --range medium)
$ muster option combat-power figures
option combat-power: men -> figures
$ muster fire 1/24th/A --at uMbonambi --range medium --explain --dry-run
1/24th/A at uMbonambi (medium): 7 killed
reading: combat-power figures (OPT-1)
how:
  1/24th/A: CP 75 (5 figures x 15) x rate 2/10 (closed) x 1 (medium range) x 1/2 (firer at half strength) = 15/2 -> 7 kills (UE-FIRE-3)
(dry run: the roster was not changed)
On the table:
  - uMbonambi must test morale at medium range (muster morale uMbonambi --range medium)
$ cp muster.roster before.roster
$ muster fire 1/24th/A --at uMbonambi
muster: error: give the range: --range short|medium|long or --distance INCHES
[2]
$ muster fire 1/24th/A --at uMbonambi --range medium --distance 3
muster: error: give --range or --distance, not both
[2]
$ muster fire 1/24th/A --at uMbonambi --range close
muster: error: --range close: expected short, medium or long
[2]
$ muster fire 1/24th/A --at uMbonambi --distance 21
muster: error: out of range: 1/24th/A (brit-infantry) at 21" (long 20", medium 10", short 5")
[1]
$ muster fire 1/24th/A --at uMbonambi --distance -1
muster: error: --distance -1: expected 0 to 1000000 inches
[2]
$ muster fire 1/24th/A --at uMbonambi --range medium --open --closed
muster: error: give --open or --closed, not both
[2]
$ muster fire 1/24th/A --at uMbonambi --range medium --dice 4
muster: error: --dice: too many values: 1 given, this resolution uses 0
[2]
$ muster fire 1/24th/A 1/24th/C --at uMbonambi --range medium --single-stand
muster: error: --single-stand: the fire must come from one regular infantry unit (UE-MORALE-2)
[1]
$ muster fire 1/24th/A --at 1/24th/A --range medium
muster: error: 1/24th/A cannot fire at itself
[2]
$ muster fire 1/24th/A --at uMbonambi --range medium --vs gun
muster: error: fire: unknown option '--vs'; did you mean '--at'?
[2]
$ muster fire 24th/a --at uMbonambi --range medium
muster: error: no unit `24th/a` in the roster; closest: 1/24th/A, 1/24th/C, 1/24th/F (or TYPE[:STANDS] for an ad-hoc unit)
[2]
$ muster fire zulu-spears --at brit-infantry --range short
muster: error: zulu-spears (zulu-spears) has one band: up to 3", counted as medium; give --range medium or --distance
[1]
$ muster fire "RA 7-pdr/2" --at uMbonambi --range medium --dice 3
muster: error: RA 7-pdr/2 is silent: its crew is all killed (UE-ARTY-5); give it a new crew with 'muster recrew "RA 7-pdr/2" --from UNIT'
[1]
$ cmp muster.roster before.roster && echo unchanged
unchanged
# issue 39: a fire at a unit that took its morale test this turn already, and a fire at a gun's
# crew: their results have tested_already, and vs, hit, gun_hits (the schema admits them)
$ muster -f t.roster init --rules unbalanced-equality > /dev/null && muster -f t.roster add A brit-infantry --side british && muster -f t.roster add B brit-infantry --side british && muster -f t.roster add Z native-regular-infantry --side zulu && muster -f t.roster add G cannon-native --side zulu
added A: 3 stands of brit-infantry (9 figures), side british
added B: 3 stands of brit-infantry (9 figures), side british
added Z: 3 stands of native-regular-infantry (9 figures), side zulu
added G: 1 stand of cannon-native (4 figures), side zulu
$ muster -f t.roster fire A --at Z --range long && muster -f t.roster morale Z --dice 6
A at Z (long): 13 killed
reading: combat-power figures (OPT-1)
On the table:
  - Z must test morale at long range (muster morale Z --range long)
Z: morale passed at long range (D6 6)
reading: morale-modifiers benefit (OPT-2)
dice: 6 (D6, Z morale)
$ muster -f t.roster fire B --at Z --range long --json
{"brief":"t1 fire B -> Z long: 13 killed; Z already tested","changes":[{"after":{"done":["fire"]},"before":{"done":[]},"stands_removed":0,"unit":"B"},{"after":{"killed":26},"before":{"killed":13},"stands_removed":0,"unit":"Z"}],"command":"fire","dice":[],"dry_run":false,"events":[{"applied":13,"event":"casualties","excess":0,"inflicted":13,"loss":"men","unit":"Z"}],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[],"provisional":false,"result":{"applied":13,"band":"long","destroyed":false,"excess":0,"firers":[{"band":"long","inflicted":13,"unit":"B","values":[]}],"inflicted":13,"loss":"men","must_test":false,"tested_already":true,"unit":"Z"},"rules":"unbalanced-equality","schema":3,"table":["Z already took its morale test this turn: this fire owes no second test (UE-MORALE-6)"],"turn":1}
$ muster -f t.roster add C brit-infantry --side british && muster -f t.roster fire C --at G --range long --json
added C: 3 stands of brit-infantry (9 figures), side british
{"brief":"t1 fire C -> G long: 13 killed; G morale due","changes":[{"after":{"done":["fired-at"],"fired":"long","killed":13},"before":{"done":[],"fired":null,"killed":0},"stands_removed":0,"unit":"G"},{"after":{"done":["fire"]},"before":{"done":[]},"stands_removed":0,"unit":"C"}],"command":"fire","dice":[],"dry_run":false,"events":[{"applied":13,"event":"casualties","excess":0,"inflicted":13,"loss":"men","unit":"G"},{"event":"owes","owed":{"argv":["muster","morale","G"],"command":"muster morale G","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"G"}}],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","morale","G"],"command":"muster morale G","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"G"}],"provisional":false,"result":{"applied":13,"band":"long","destroyed":false,"excess":0,"firers":[{"band":"long","inflicted":13,"unit":"C","values":[]}],"gun_hits":0,"hit":false,"inflicted":13,"loss":"men","must_test":true,"unit":"G","vs":"crew"},"rules":"unbalanced-equality","schema":3,"table":["G must test morale at long range (muster morale G --range long)"],"turn":1}
