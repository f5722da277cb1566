# 'Ere's to You Fuzzy-Wuzzy commands: ad-hoc units (FW-FIRE-1/2, FW-CLOSE), JSON, exact odds (a
# fire of 40 stands is one pool), the results phase, rally, recovery, movement and
# reconnaissance on a roster; then bad input, which changes nothing; then house rules replacing
# the provisional numbers (FW-TAB-1).
$ muster fire regular-infantry:3 --at irregular-spearmen:4 --range medium --dice 4,5,3 --brief
fire regular-infantry:3 -> irregular-spearmen:4: 3 markers; irregular-spearmen:4 morale due [dice 4,5,3]
$ muster fire regular-infantry:3 --at irregular-spearmen:4 --range medium --dice 4,5,3 --json
{"brief":"fire regular-infantry:3 -> irregular-spearmen:4: 3 markers; irregular-spearmen:4 morale due [dice 4,5,3]","changes":[],"command":"fire","dice":[{"die":"AvD","for":"fire regular-infantry:3 (1/3)","source":"typed","value":4},{"die":"AvD","for":"fire regular-infantry:3 (2/3)","source":"typed","value":5},{"die":"AvD","for":"fire regular-infantry:3 (3/3)","source":"typed","value":3}],"dry_run":false,"events":[{"applied":3,"event":"casualties","excess":0,"inflicted":3,"loss":"markers","unit":"irregular-spearmen:4"},{"event":"owes","owed":{"argv":["muster","morale","irregular-spearmen:4"],"command":"muster morale irregular-spearmen:4","decision":null,"owes":"fire combat result test","rule":"FW-FIRE-3","side":null,"step":5,"unit":"irregular-spearmen:4"}}],"options":null,"owed":[],"provisional":false,"result":{"applied":3,"excess":0,"firers":[{"attack":0,"band":"medium","defence":3,"dice_count":3,"die":"AvD","inflicted":3,"per_crew_figure":false,"range_adjustment":0,"unit":"regular-infantry:3","values":[4,5,3],"weapon":"rifle"}],"inflicted":3,"loss":"markers","must_test":true,"position":"open","unit":"irregular-spearmen:4"},"rules":"fuzzy-wuzzy","schema":3,"table":["place 3 casualty markers on irregular-spearmen:4 (stand 1 out of action)","irregular-spearmen:4 takes the fire combat result test in the results phase (`muster morale irregular-spearmen:4 --markers 3`): 3 markers taken this move"],"turn":null}
$ muster fire regular-infantry:40 --at irregular-spearmen:1000 --range medium --odds --brief
fire --odds regular-infantry:40 at irregular-spearmen:1000: irregular-spearmen:1000 retreats: >99.9%   regular-infantry:40 mark irregular-spearmen:1000: 100%   expected markers taken by irregular-spearmen:1000: 26.7
$ muster artillery regular-machine-gun --at irregular-spearmen:2 --range short --odds
irregular-spearmen:2 retreats: 47.2%   regular-machine-gun mark irregular-spearmen:2: 100%   expected markers taken by irregular-spearmen:2: 3.8
markers on irregular-spearmen:2: exact odds, mean 3.8333
  markers    P(=x)   P(>=x)   P(<=x)
        2     2.8%     100%     2.8%  #
        3    11.1%    97.2%    13.9%  ######
        4    86.1%    86.1%     100%  ###########################################
irregular-spearmen:2 retreats after the results phase (FW-FIRE-3): 47.2%
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
$ muster melee irregular-spearmen:1 --vs regular-infantry:1 --square --dice 5,4,3,6 --json
{"brief":"melee irregular-spearmen:1 vs regular-infantry:1: tie; markers inflicted 3 / 3 [dice 5,4,3,6]","changes":[],"command":"melee","dice":[{"die":"AvD","for":"close combat irregular-spearmen:1 (1/2)","source":"typed","value":5},{"die":"AvD","for":"close combat irregular-spearmen:1 (2/2)","source":"typed","value":4},{"die":"D6","for":"close combat regular-infantry:1 (1/2)","source":"typed","value":3},{"die":"D6","for":"close combat regular-infantry:1 (2/2)","source":"typed","value":6}],"dry_run":false,"events":[{"applied":2,"event":"casualties","excess":1,"inflicted":3,"loss":"markers","unit":"irregular-spearmen:1"},{"applied":2,"event":"casualties","excess":1,"inflicted":3,"loss":"markers","unit":"regular-infantry:1"}],"options":null,"owed":[],"provisional":false,"result":{"loss":"markers","sides":{"a":{"defence":3,"dice_count":2,"inflicted":3,"losses":2,"shares":{"irregular-spearmen:1":2},"units":["irregular-spearmen:1"]},"b":{"defence":4,"dice_count":2,"inflicted":3,"losses":2,"shares":{"regular-infantry:1":2},"units":["regular-infantry:1"]}},"winner":"tie"},"rules":"fuzzy-wuzzy","schema":3,"table":["place 2 casualty markers on irregular-spearmen:1 (stand 1 out of action)","place 2 casualty markers on regular-infantry:1 (stand 1 out of action)","equal markers: both sides stay in contact (FW-CLOSE-3)"],"turn":null}
$ muster melee irregular-spearmen:2 --vs regular-infantry:1 --square --odds --brief
melee --odds irregular-spearmen:2 vs regular-infantry:1: irregular-spearmen:2 wins: 53.8%   regular-infantry:1 wins: 29.7%   tie (both stay in contact): 16.5%   expected markers taken: irregular-spearmen:2 1.9, regular-infantry:1 1.7
$ cp "$EXAMPLES/omdurman.roster" muster.roster
$ muster types | head -2
provisional: the values marked ? are muster's defaults, not the published tables (lost from the source, FW-TAB-1); type yours in as `type`/`table` lines
regular-commander
$ muster types | tail -22
  ranges=18/12/6? attack=+1?
table weapon-musket
  ranges=9/6/3? attack=-1?
table weapon-remington
  ranges=15/10/5* attack=+0*
table weapon-rifle
  ranges=18/12/6? attack=+0?
table range
  short=+1? medium=+0? long=-1?
table fire-defence
  open=3? cover=4? square=5? fortification=5?
table close-defence
  open=3? cover=4? square=4? fortification=4?
table close-attack
  regular=+0? irregular=+1?
table move
  commander=2/3/4? infantry=1/2/3? cavalry=2/3/4? artillery=1/1/2?
  machine-gun=1/1/2? transport=1/1/1?
table recon
  company=2/4/6/8/10/12/14? battalion=4/8/12/16/20/24/28?
  brigade=6/12/18/24/30/36/42?
* house rule of this roster; ? provisional (FW-TAB-1: not the published number; a roster `type`/`table` line overrides it)
$ muster fire Grenadiers --at Hadendowa --range short --dice 5,5,4,4 --explain --dry-run
Grenadiers fire at Hadendowa (open defence 3): 10 casualty markers
  Grenadiers: 4 AvD at short range -> 10 markers
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
  Grenadiers: 4 AvD (one per ready stand), each scores max(0, die +0 attack (rifle) +1 range (short) - 3 defence (open)) [provisional FW-FIRE-2]
    5,5,4,4 -> 3+3+2+2 = 10 markers
  total 10 markers on Hadendowa
(dry run: the roster was not changed)
dice: 5 (AvD, fire Grenadiers (1/4)), 5 (AvD, fire Grenadiers (2/4)), 4 (AvD, fire Grenadiers (3/4)), 4 (AvD, fire Grenadiers (4/4))
On the table:
  - place 10 casualty markers on Hadendowa (stands 1-5 out of action)
  - Hadendowa takes the fire combat result test in the results phase (`muster morale`): 10 markers taken this move
$ muster fire Grenadiers --at Hadendowa --range short --dice 5,5,4,4 --brief
t1 fire Grenadiers -> Hadendowa: 10 markers; Hadendowa morale due; Hadendowa loses 5 stands [dice 5,5,4,4]
$ muster morale --odds
Hadendowa retreats: 100%
Hadendowa retreats: 100% (10 markers taken)
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
$ muster morale --dice 3 --json
{"brief":"t1 morale Hadendowa retreats (3) [dice 3]","changes":[{"after":{"done":["fired-at","fire-result"],"retreating":6},"before":{"done":["fired-at"],"retreating":0},"stands_removed":0,"unit":"Hadendowa"}],"command":"morale","dice":[{"die":"D6","for":"fire combat result Hadendowa","source":"typed","value":3}],"dry_run":false,"events":[{"die":"D6","event":"tested","p_pass":0.0,"passed":false,"side":"mahdist","test":"fire-result","unit":"Hadendowa","values":[3]},{"event":"falls_back","unit":"Hadendowa"}],"options":{"fw_regular_fire_results":"on"},"owed":[{"argv":["muster","rally","Hadendowa"],"command":"muster rally Hadendowa","decision":null,"owes":"rally","rule":"FW-RALLY-1/2","side":null,"step":9,"unit":"Hadendowa"}],"provisional":true,"result":{"tests":[{"die":"D6","passed":false,"retreats":true,"taken":10,"tested":true,"unit":"Hadendowa","values":[3]}]},"rules":"fuzzy-wuzzy","schema":3,"table":["Hadendowa retreats at charge rate: all 6 stands retreating (rally with `muster rally`)"],"turn":1}
$ muster rally Hadendowa --odds --brief
rally --odds Hadendowa: all 6 stands rally: 0.1%   expected stands rallied: 2.0
$ muster rally Hadendowa --dice 5,2,6,1,4,3 --json
{"brief":"t1 rally Hadendowa 2/6 rallied (5,2,6,1,4,3) [dice 5,2,6,1,4,3]","changes":[{"after":{"done":["fired-at","fire-result","rally","form"],"retreating":4},"before":{"done":["fired-at","fire-result"],"retreating":6},"stands_removed":0,"unit":"Hadendowa"}],"command":"rally","dice":[{"die":"D6","for":"rally Hadendowa (1/6)","source":"typed","value":5},{"die":"D6","for":"rally Hadendowa (2/6)","source":"typed","value":2},{"die":"D6","for":"rally Hadendowa (3/6)","source":"typed","value":6},{"die":"D6","for":"rally Hadendowa (4/6)","source":"typed","value":1},{"die":"D6","for":"rally Hadendowa (5/6)","source":"typed","value":4},{"die":"D6","for":"rally Hadendowa (6/6)","source":"typed","value":3}],"dry_run":false,"events":[{"die":"D6","event":"tested","p_pass":0.001371742112482853,"passed":false,"side":"mahdist","test":"rally","unit":"Hadendowa","values":[5,2,6,1,4,3]}],"options":{"fw_regular_fire_results":"on"},"owed":[],"provisional":true,"result":{"rallied":2,"tests":[{"die":"D6","passed":false,"rallied":2,"retreating":4,"unit":"Hadendowa","values":[5,2,6,1,4,3]}]},"rules":"fuzzy-wuzzy","schema":3,"table":["Hadendowa: 2 stands rally and obey orders from next move","Hadendowa: 4 stands still retreating at charge rate"],"turn":1}
$ muster recover "Camel Corps" --odds --brief
recover --odds Camel Corps: expected markers removed: 1.5
$ muster recover --when day --dice 6 --brief
t1 recover (day): Camel Corps -1, Hadendowa -5 [dice 6]
$ muster recover --when week --dice 1 --json
{"brief":"t1 recover (week): Camel Corps -1, Hadendowa -3 [dice 1]","changes":[{"after":{"dead":1,"markers":0},"before":{"dead":0,"markers":2},"stands_removed":0,"stands_returned":1,"unit":"Camel Corps"},{"after":{"dead":2,"markers":0},"before":{"dead":0,"markers":5},"stands_removed":0,"stands_returned":1,"unit":"Hadendowa"}],"command":"recover","dice":[{"die":"D6","for":"recover Hadendowa (odd count)","source":"typed","value":1}],"dry_run":false,"events":[{"event":"stands_returned","stands":1,"unit":"Camel Corps"},{"event":"stands_returned","stands":1,"unit":"Hadendowa"}],"options":{"fw_regular_fire_results":"on"},"owed":[],"provisional":true,"result":{"removed":4,"units":[{"dead":1,"distance":0,"markers":2,"removed":1,"stands_retreat":0,"unit":"Camel Corps","values":[]},{"dead":2,"distance":0,"markers":5,"removed":3,"stands_retreat":0,"unit":"Hadendowa","values":[1]}],"when":"week"},"rules":"fuzzy-wuzzy","schema":3,"table":["remove 1 casualty marker from Camel Corps","Camel Corps: 1 figure dead, removed for good (FW-RECOVER-3)","remove 3 casualty markers from Hadendowa","Hadendowa: 2 figures dead, removed for good (FW-RECOVER-3)"],"turn":1}
$ muster recover Lincolns --when day
Lincolns: no casualty markers, nothing to recover
$ muster set Grenadiers taken=4 markers=4
Grenadiers: markers 0 -> 4, taken 0 -> 4
$ muster option fw-regular-fire-results off
option fw-regular-fire-results: on -> off
$ muster morale Grenadiers
Grenadiers: no test: regulars do not test (fw-regular-fire-results off, OPT-4)
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
$ muster option fw-regular-fire-results on
option fw-regular-fire-results: off -> on
$ muster morale Grenadiers --dice 3 --brief
t1 morale Grenadiers retreats (3) [dice 3]
$ muster move Jihadiya --rate double --dice 2,3 --json
{"brief":"t1 move double: Jihadiya 5\" [dice 2,3]","changes":[{"after":{"moved":true,"moves":["double"]},"before":{"moved":false,"moves":[]},"stands_removed":0,"unit":"Jihadiya"}],"command":"move","dice":[{"die":"D6","for":"move Jihadiya at double (1/2)","source":"typed","value":2},{"die":"D6","for":"move Jihadiya at double (2/2)","source":"typed","value":3}],"dry_run":false,"events":[],"options":{"fw_regular_fire_results":"on"},"owed":[{"argv":["muster","rally","Grenadiers"],"command":"muster rally Grenadiers","decision":null,"owes":"rally","rule":"FW-RALLY-1/2","side":null,"step":9,"unit":"Grenadiers"}],"provisional":true,"result":{"distance":5,"rate":"double","together":false,"units":[{"dice_count":2,"die":"D6","distance":5,"forced":false,"unit":"Jihadiya"}]},"rules":"fuzzy-wuzzy","schema":3,"table":["Jihadiya: move up to 5\" at double rate"],"turn":1}
$ muster recon Jihadiya --dice 6 --brief
t1 recon Jihadiya: company 12", battalion 24", brigade 36" [dice 6]
$ muster recon Jihadiya --odds --brief
muster: error: Jihadiya already reconnoitred this move (t1 recon Jihadiya: company 12", battalion 24", brigade 36" [dice 6]; FW-RECON-1: once a move); `muster undo` takes it back
[1]
$ muster move Grenadiers Lincolns Kitchener --rate march --together --dice 3 --brief
muster: error: Grenadiers: all its 4 stands are retreating, and retreating stands obey no orders until they rally (FW-RALLY-4): its only move is the retreat at charge rate (muster move Grenadiers --rate charge)
[1]
$ muster turn --brief --skip-owed
t2 move 2: due: Grenadiers rally, Hadendowa rally, 1 optional; skipped 1 owed
$ muster move Jihadiya --rate double --odds --brief
move --odds double: Jihadiya expected inches at double: 7.0
$ muster move Jihadiya --rate double --dice 3,3 --brief
t2 move double: Jihadiya 6" [dice 3,3]
$ muster set Baggara moves=double,double
Baggara: moves stationary -> double,double
$ muster set "Camel Corps" markers=1
Camel Corps: markers 0 -> 1
$ muster move "Camel Corps" --rate march --dice 3,3 --brief
t2 move march: Camel Corps 6" [dice 3,3]
$ cp muster.roster before.roster && cp muster.roster.journal before.journal
$ muster fire Grenadiers --at Hadendowa --range far
muster: error: --range far: expected short, medium or long
[2]
$ muster fire Grenadiers --at Hadendowa
muster: error: fire needs --range short|medium|long or --distance INCHES
[2]
$ muster fire Grenadiers --at Jihadiya --distance 19 --dice 4,4,4,4
muster: error: Grenadiers has no stand able to act and not retreating (FW-FIRE-1)
[1]
$ muster fire Khalifa --at Grenadiers --range short
muster: error: Khalifa (irregular-commander) has no fire weapon and cannot fire (FW-PIECE-4)
[1]
$ muster fire Grenadiers --at Hadendowa --range short --dice 1,2,3,4
muster: error: Grenadiers has no stand able to act and not retreating (FW-FIRE-1)
[1]
$ muster fire Grenadiers --at Hadendowa --range short --dice 4,4
muster: error: Grenadiers has no stand able to act and not retreating (FW-FIRE-1)
[1]
$ muster fire Grenadiers --at Hadendowa --range short --dice 4,4,4,4,4
muster: error: Grenadiers has no stand able to act and not retreating (FW-FIRE-1)
[1]
$ muster artillery Grenadiers --at Hadendowa --range short
muster: error: Grenadiers is regular-infantry (infantry), not artillery or a machine gun; use `muster fire`
[1]
$ muster move Hadendowa --rate trot
muster: error: --rate trot: expected march, double or charge
[2]
$ muster move Jihadiya --rate double --dice 3,3
muster: error: Jihadiya already took a movement order this move (FW-ORDER-1: one movement order a move; `muster turn` starts the next move)
[1]
$ muster move Baggara --rate double --dice 3,3,3
muster: error: Baggara has doubled two moves in a row: it must stay still one move or march two moves first (FW-MOVE-3; moves: double, double)
[1]
$ muster move regular-transport --rate charge --dice 3
muster: error: regular-transport is transport: it may charge & retreat only when forced (FW-MOVE-4)
[1]
$ muster move Baggara Grenadiers --rate march --together
muster: error: --together is for a regular commander's force (FW-MOVE-6); Baggara is irregular
[1]
$ muster recon Lancers --dice 3
muster: error: Lancers may not reconnoitre: only a unit that moved at march or double this move may (FW-RECON-1)
[1]
$ muster recover Lincolns
muster: error: Lincolns has no casualty markers to recover
[1]
$ muster recover "Camel Corps"
muster: error: Camel Corps cannot recover casualties: Camel Corps moved this move (FW-RECOVER-1: only a unit that has neither moved, fought nor been fired on)
[1]
$ muster recover
muster: error: recover during a move needs the unit(s): recover UNIT... (--when day or week with no unit does every unit)
[2]
$ muster rally Lincolns
muster: error: Lincolns is not retreating: nothing to rally (FW-RALLY-3)
[1]
$ muster army
muster: error: 'Ere's to You Fuzzy-Wuzzy has no army morale: units fall back by the fire and close combat results (`muster morale`, `muster melee`) and rally (`muster rally`)
[1]
$ muster recover Grenadiers --when fortnight
muster: error: --when fortnight: expected move, day or week
[2]
$ cmp before.roster muster.roster && cmp before.journal muster.roster.journal && echo unchanged
unchanged
$ printf '# muster roster v1\nrules fuzzy-wuzzy\ntable fire-defence open=2\ntable weapon-rifle ranges=24/16/8 attack=1\nunit A regular-infantry stands=1\nunit B irregular-spearmen stands=2\n' > house.roster
$ muster -f house.roster fire A --at B --distance 20 --dice 3 --brief
t1 fire A -> B: 1 marker; B morale due [dice 3]
$ printf '# muster roster v1\nrules fuzzy-wuzzy\ntable defence open=2\n' > bad.roster
$ muster -f bad.roster fire A --at B --range short
bad.roster:3: unknown table 'defence' (known: weapon-NAME, range, fire-defence, close-defence, close-attack, move, recon)
[3]
# issue 39: results the hand-written schema refused, now serialised from types the schema
# follows: a unit that takes no fire combat result test (its reason), the odds of two units'
# moves, of a rally (stands rallied) and of recon (each score's p)
$ muster -f s.roster init --rules fuzzy-wuzzy > /dev/null && muster -f s.roster add R irregular-spearmen --side beja > /dev/null && muster -f s.roster add B irregular-spearmen --side beja > /dev/null && muster -f s.roster add I regular-infantry --side british > /dev/null
$ muster -f s.roster option fw-regular-fire-results off > /dev/null && muster -f s.roster kill I 1 > /dev/null && muster -f s.roster --json morale I
{"brief":"morale I no test","changes":[],"command":"morale","dice":[],"dry_run":false,"events":[],"options":{"fw_regular_fire_results":"off"},"owed":[],"provisional":true,"result":{"tests":[{"passed":true,"reason":"regulars do not test (fw-regular-fire-results off, OPT-4)","tested":false,"unit":"I","values":[]}]},"rules":"fuzzy-wuzzy","schema":3,"table":[],"turn":1}
$ muster -f s.roster --json move R B --rate march --odds
{"brief":"move --odds march: R expected inches at march: 3.5   B expected inches at march: 3.5","changes":[],"command":"move","dice":[],"dry_run":false,"events":[],"options":{"fw_regular_fire_results":"off"},"owed":[],"provisional":true,"result":{"headline":[{"text":"3.5","value":3.5,"what":"R expected inches at march"},{"text":"3.5","value":3.5,"what":"B expected inches at march"}],"units":[{"distribution":[[1,0.16666666666666666],[2,0.16666666666666666],[3,0.16666666666666666],[4,0.16666666666666666],[5,0.16666666666666666],[6,0.16666666666666666]],"mean":3.5,"unit":"R"},{"distribution":[[1,0.16666666666666666],[2,0.16666666666666666],[3,0.16666666666666666],[4,0.16666666666666666],[5,0.16666666666666666],[6,0.16666666666666666]],"mean":3.5,"unit":"B"}]},"rules":"fuzzy-wuzzy","schema":3,"table":[],"turn":1}
$ muster -f s.roster set R retreating=1 moves=march moved > /dev/null && muster -f s.roster --json rally R --odds
{"brief":"rally --odds R: all 1 stand rally: 33.3%   expected stands rallied: 0.3","changes":[],"command":"rally","dice":[],"dry_run":false,"events":[],"options":{"fw_regular_fire_results":"off"},"owed":[{"argv":["muster","rally","R"],"command":"muster rally R","decision":null,"owes":"rally","rule":"FW-RALLY-1/2","side":null,"step":9,"unit":"R"}],"provisional":true,"result":{"distribution":[[0,0.6666666666666666],[1,0.3333333333333333]],"headline":[{"p":0.3333333333333333,"text":"33.3%","what":"all 1 stand rally"},{"text":"0.3","value":0.3333333333333333,"what":"expected stands rallied"}],"mean":0.3333333333333333},"rules":"fuzzy-wuzzy","schema":3,"table":[],"turn":1}
$ muster -f s.roster --json recon R --odds
{"brief":"recon --odds R: R expected score: 3.5   sees a company at: 7.0\" on average","changes":[],"command":"recon","dice":[],"dry_run":false,"events":[],"options":{"fw_regular_fire_results":"off"},"owed":[{"argv":["muster","rally","R"],"command":"muster rally R","decision":null,"owes":"rally","rule":"FW-RALLY-1/2","side":null,"step":9,"unit":"R"}],"provisional":true,"result":{"distribution":[[1,0.16666666666666666],[2,0.16666666666666666],[3,0.16666666666666666],[4,0.16666666666666666],[5,0.16666666666666666],[6,0.16666666666666666]],"headline":[{"text":"3.5","value":3.5,"what":"R expected score"},{"text":"7.0\" on average","value":7.0,"what":"sees a company at"}],"scores":[{"battalion":4,"brigade":6,"company":2,"p":0.16666666666666666,"score":1},{"battalion":8,"brigade":12,"company":4,"p":0.16666666666666666,"score":2},{"battalion":12,"brigade":18,"company":6,"p":0.16666666666666666,"score":3},{"battalion":16,"brigade":24,"company":8,"p":0.16666666666666666,"score":4},{"battalion":20,"brigade":30,"company":10,"p":0.16666666666666666,"score":5},{"battalion":24,"brigade":36,"company":12,"p":0.16666666666666666,"score":6}]},"rules":"fuzzy-wuzzy","schema":3,"table":[],"turn":1}
# issue 39: a FW unit's state, as add and set give it, is the schema's unit_fields (the schema
# refused FW's `limbered` and admitted two keys no unit has)
$ muster -f s.roster --json add M regular-machine-gun --side british
{"brief":"t1 add M regular-machine-gun stands=1 side=british","changes":[{"after":{"cover":false,"dead":0,"done":[],"due":[],"formation":null,"fought":false,"limbered":false,"markers":0,"mounted":false,"moved":false,"moves":[],"retreating":0,"side":"british","stands":1,"taken":0,"type":"regular-machine-gun","unit":"M"},"before":null,"stands_removed":0,"unit":"M"}],"command":"add","dice":[],"dry_run":false,"events":[{"event":"added","unit":"M"}],"options":{"fw_regular_fire_results":"off"},"owed":[{"argv":["muster","rally","R"],"command":"muster rally R","decision":null,"owes":"rally","rule":"FW-RALLY-1/2","side":null,"step":9,"unit":"R"}],"provisional":true,"result":{"state":{"cover":false,"dead":0,"done":[],"due":[],"formation":null,"fought":false,"limbered":false,"markers":0,"mounted":false,"moved":false,"moves":[],"retreating":0,"side":"british","stands":1,"taken":0,"type":"regular-machine-gun","unit":"M"},"unit":"M"},"rules":"fuzzy-wuzzy","schema":3,"table":[],"turn":1}
