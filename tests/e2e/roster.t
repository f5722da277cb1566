# The roster commands (issue 3): init, add, show (the Morschauser sheet), kill, set, option,
# turn, log, undo, remove, and a hand-made roster with house rules.
$ muster init --title "Isandlwana refight"
created muster.roster (unbalanced-equality, turn 1)
next: muster add NAME TYPE (see `muster types`)
$ tail -n +2 muster.roster
rules   unbalanced-equality
title   Isandlwana refight
turn    1
option  army-morale on
option  combat-power figures
option  morale-modifiers benefit
$ muster add 90th/A brit-infantry --side british --formation closed
added 90th/A: 3 stands of brit-infantry (9 figures), side british
$ muster add uThulwana zulu-spears --side zulu
added uThulwana: 6 stands of zulu-spears (120 figures), side zulu
$ muster add "Durnford's Horse" brit-mounted-infantry --side british --stands 2 --mounted
added Durnford's Horse: 2 stands of brit-mounted-infantry (4 figures), side british
$ muster kill 90th/A 52
90th/A: 52 killed (0 -> 52 men killed)
On the table:
  - remove 1 stand of 90th/A
$ muster kill uThulwana 372 --brief
t1 kill uThulwana 372: killed 0 -> 372; uThulwana loses 1 stand
$ muster set uThulwana falling-back fired=short
uThulwana: falling-back no -> yes, fired (none) -> short
$ muster show
Isandlwana refight - unbalanced-equality, turn 1
options: army-morale on, combat-power figures, morale-modifiers benefit
marks: one per figure, x killed, . alive; grouped by stand

90th/A  brit-infantry  side british  formation closed
  xxx ... ...
  killed 52, stands lost 1 of 3, men 135, men left 83, remainder 7, cp 90, mv 5,
  half strength no, destroyed no, formation closed

uThulwana  zulu-spears  side zulu  falling back  fired at short
  xxxxxxxxxxxxxxxxxxxx xxxx................ ....................
  .................... .................... ....................
  killed 372, stands lost 1 of 6, men 1800, men left 1428, remainder 12,
  cp 1440, mv 3, half strength no, destroyed no

Durnford's Horse  brit-mounted-infantry  side british  mounted
  .. ..
  killed 0, stands lost 0 of 2, men 60, men left 60, remainder 0, cp 60, mv 2,
  half strength no, destroyed no, horse holders 0
$ muster show 90th/A --json
{"brief":null,"changes":[],"command":"show","dice":[],"dry_run":false,"events":[],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","morale","uThulwana"],"command":"muster morale uThulwana","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"uThulwana"},{"argv":["muster","rally","uThulwana"],"command":"muster rally uThulwana","decision":null,"owes":"rally","rule":"UE-RALLY-1","side":null,"step":1,"unit":"uThulwana"},{"argv":["muster","army","british"],"command":"muster army british","decision":null,"owes":"army check","rule":"UE-ARMY-1","side":"british","step":6,"unit":null}],"provisional":false,"result":{"title":"Isandlwana refight","units":[{"class":"british","cover":false,"cp":90,"crew":null,"destroyed":false,"die":"D6","done":[],"due":[],"falling_back":false,"figures":9,"figures_per_stand":3,"fired":null,"formation":"closed","gun_hits":0,"half_strength":false,"killed":52,"killed_figures":3,"kind":"regular-infantry","locked":[],"men":135,"men_left":83,"mounted":false,"mv":5,"remainder":7,"side":"british","single_stand":false,"stand_states":["lost","in_action","in_action"],"stands":3,"stands_left":2,"stands_lost":1,"type":"brit-infantry","unit":"90th/A","wounded_figures":0}]},"rules":"unbalanced-equality","schema":3,"table":[],"turn":1}
$ muster kill 90th/A -7
90th/A: 7 taken back (52 -> 45 men killed)
$ muster kill 90th/A 15 --json
{"brief":"t1 kill 90th/A 15: killed 45 -> 60","changes":[{"after":{"killed":60},"before":{"killed":45},"stands_removed":0,"unit":"90th/A"}],"command":"kill","dice":[],"dry_run":false,"events":[],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","morale","uThulwana"],"command":"muster morale uThulwana","decision":null,"owes":"morale test","rule":"UE-MORALE-1","side":null,"step":4,"unit":"uThulwana"},{"argv":["muster","rally","uThulwana"],"command":"muster rally uThulwana","decision":null,"owes":"rally","rule":"UE-RALLY-1","side":null,"step":1,"unit":"uThulwana"},{"argv":["muster","army","british"],"command":"muster army british","decision":null,"owes":"army check","rule":"UE-ARMY-1","side":"british","step":6,"unit":null}],"provisional":false,"result":{"applied":15,"excess":0,"inflicted":15,"loss":"men","unit":"90th/A"},"rules":"unbalanced-equality","schema":3,"table":[],"turn":1}
$ muster option combat-power men
option combat-power: figures -> men
$ muster turn --skip-owed
skipped: uThulwana: morale test (UE-MORALE-1): muster morale uThulwana
skipped: uThulwana: rally (UE-RALLY-1): muster rally uThulwana
skipped: british: army check (UE-ARMY-1): muster army british
turn 2
On the table:
  - UE-RALLY-1: uThulwana is falling back: rally roll, 4-6 it returns to the fight (muster rally uThulwana)
  - UE-ARMY-1: army british has lost 60 of 195 men (25% or more): army morale roll, 1-2 it retreats (muster army british)
$ tail -n +2 muster.roster
rules   unbalanced-equality
title   Isandlwana refight
turn    2
option  army-morale on
option  combat-power men
option  morale-modifiers benefit
unit 90th/A  brit-infantry  side=british  stands=3  killed=60  formation=closed
unit uThulwana  zulu-spears  side=zulu    stands=6  killed=372  falling-back  due=rally
unit "Durnford's Horse"  brit-mounted-infantry  side=british  stands=2  killed=0  mounted
$ muster log -n 3
t1 kill 90th/A 15: killed 45 -> 60
t1 option combat-power men
t2 turn 2: due: uThulwana rally, british army check; skipped 3 owed
$ muster undo 2
undone: turn 2: due: uThulwana rally, british army check; skipped 3 owed
undone: option combat-power men
$ muster remove "Durnford's Horse"
removed Durnford's Horse from the roster
$ muster log
t1 init muster.roster
t1 add 90th/A brit-infantry stands=3 side=british
t1 add uThulwana zulu-spears stands=6 side=zulu
t1 add Durnford's Horse brit-mounted-infantry stands=2 side=british
t1 kill 90th/A 52: killed 0 -> 52; 90th/A loses 1 stand
t1 kill uThulwana 372: killed 0 -> 372; uThulwana loses 1 stand
t1 set uThulwana falling-back fired=short
t1 kill 90th/A -7: killed 52 -> 45
t1 kill 90th/A 15: killed 45 -> 60
t1 option combat-power men
t2 turn 2: due: uThulwana rally, british army check; skipped 3 owed
t1 undo turn 2: due: uThulwana rally, british army check; skipped 3 owed
t1 undo option combat-power men
t1 remove Durnford's Horse
$ cp $EXAMPLES/isandlwana.roster game.roster
$ muster -f game.roster show NNC/1 "RA 7-pdr"
Isandlwana refight - unbalanced-equality, turn 1
options: army-morale on, combat-power figures, morale-modifiers benefit
house rule: type nnc base=native-regular-infantry mv-closed=3 rate-closed=1/10
marks: one per figure, x killed, . alive; grouped by stand

NNC/1  nnc  side british  formation open
  ... ... ...
  killed 0, stands lost 0 of 3, men 135, men left 135, remainder 0, cp 135,
  mv 2, half strength no, destroyed no, formation open

RA 7-pdr  cannon-brit  side british
  ....
  killed 0, stands lost 0 of 1, men 60, men left 60, remainder 0, cp 60, mv 3,
  half strength no, destroyed no, silent no
$ muster -f game.roster types --brief
types: 1 rule set
$ muster init --rules fuzzy-wuzzy -f fw.roster --option fw-regular-fire-results=on
created fw.roster (fuzzy-wuzzy, turn 1)
next: muster add NAME TYPE (see `muster types`)
$ muster -f fw.roster add Hadendowa irregular-spearmen --side mahdist --stands 3
added Hadendowa: 3 stands of irregular-spearmen (6 figures), side mahdist
$ muster -f fw.roster kill Hadendowa 4
Hadendowa: +4 casualty markers (0 -> 4; taken this move 4). In fuzzy-wuzzy `kill` adds casualty markers.
On the table:
  - 2 more stands of Hadendowa out of action
$ muster -f fw.roster show
fuzzy-wuzzy, move 1
options: fw-regular-fire-results on
marks: one per figure, x dead, o wounded (casualty marker), . unhurt; grouped by stand

Hadendowa  irregular-spearmen  side mahdist  markers taken this move 4
  oo oo ..
  markers 4, dead 0, unwounded 2, stands ready 1 of 3, out of action 2
$ muster -f fw.roster turn --skip-owed
skipped: Hadendowa: fire combat result test (FW-FIRE-3): muster morale Hadendowa
move 2: nothing is due
On the table:
  - optional, FW-RECOVER-1: Hadendowa (4 markers) may recover half its markers this move if it neither moves nor fights (muster recover UNIT)
$ muster -f fw.roster show Hadendowa --json
{"brief":null,"changes":[],"command":"show","dice":[],"dry_run":false,"events":[],"options":{"fw_regular_fire_results":"on"},"owed":[],"provisional":true,"result":{"title":"","units":[{"class":"irregular","cover":false,"dead":0,"die":"D6","done":[],"due":[],"figures":6,"figures_per_stand":2,"formation":null,"fought":false,"killed_figures":0,"kind":"infantry","limbered":false,"markers":4,"mounted":false,"moved":false,"moves":["stationary"],"retreating":0,"side":"mahdist","stand_states":["out_of_action","out_of_action","ready"],"stands":3,"stands_able":1,"stands_gone":0,"stands_left":1,"stands_lost":2,"stands_out_of_action":2,"stands_ready":1,"taken":0,"type":"irregular-spearmen","unit":"Hadendowa","unwounded":2,"wounded_figures":4}]},"rules":"fuzzy-wuzzy","schema":3,"table":[],"turn":2}
$ cp "$EXAMPLES/omdurman.roster" fw.roster && mv fw.roster.journal fw.old-game.journal && muster -f fw.roster kill Hadendowa 2 >/dev/null && cp fw.roster fw.before
$ muster -f fw.roster init --force | head -1
created fw.roster (unbalanced-equality, turn 1)
$ muster -f fw.roster undo
undone: init fw.roster
the roster plays fuzzy-wuzzy again
$ cmp fw.roster fw.before && echo "init --force undone: the fuzzy-wuzzy roster is back"
init --force undone: the fuzzy-wuzzy roster is back
