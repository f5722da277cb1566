# Notes (issue 8): --brief lines and `muster log` start with the turn (`t3 ...`), the journal
# keeps the turn, `log --since-turn N` and `log --format markdown`; `show` in colour on a
# terminal (CLICOLOR_FORCE stands in for one here), plain when piped or with NO_COLOR, and
# `show --width N`.
$ cp "$EXAMPLES/isandlwana.roster" muster.roster
$ muster fire 1/24th/A --at uKhandempemvu --range medium --brief
t1 fire 1/24th/A -> uKhandempemvu medium: 13 killed; uKhandempemvu morale due
$ muster turn --brief --skip-owed
t2 turn 2: nothing due; skipped 1 owed
$ muster fire 1/24th/C 1/24th/F --at uKhandempemvu --range short --brief
t2 fire 1/24th/C, 1/24th/F -> uKhandempemvu short: 54 killed; uKhandempemvu morale due
$ muster morale uKhandempemvu --dice 2 --brief
t2 morale uKhandempemvu failed (2) [dice 2]
$ muster turn --brief
t3 turn 3: due: uKhandempemvu rally
$ muster melee uKhandempemvu --vs 1/24th/A --dice 6,1 --brief
t3 melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand [dice 6,1]
$ muster undo --brief
t3 undo melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand
$ muster melee uKhandempemvu --vs 1/24th/A --dice 3,4 --brief
t3 melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand [dice 3,4]
$ muster fire 1/24th/C --at uKhandempemvu --range short --odds --brief
fire --odds at uKhandempemvu: uKhandempemvu breaks: 50.0%   expected kills: 27 (no dice)
$ muster fire brit-infantry:3 --at zulu-spears:6 --range short --brief
fire brit-infantry:3 -> zulu-spears:6 short: 54 killed; zulu-spears:6 morale due
$ mkdir away && cd away && muster fire brit-infantry:3 --at zulu-spears:6 --range short --brief
fire brit-infantry:3 -> zulu-spears:6 short: 54 killed; zulu-spears:6 morale due
$ muster log
t1 fire 1/24th/A -> uKhandempemvu medium: 13 killed; uKhandempemvu morale due
t2 turn 2: nothing due; skipped 1 owed
t2 fire 1/24th/C, 1/24th/F -> uKhandempemvu short: 54 killed; uKhandempemvu morale due
t2 morale uKhandempemvu failed (2) [dice 2 typed]
t3 turn 3: due: uKhandempemvu rally
t3 melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand [dice 6,1 typed]
t3 undo melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand
t3 melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand [dice 3,4 typed]
$ muster log --since-turn 2
t2 turn 2: nothing due; skipped 1 owed
t2 fire 1/24th/C, 1/24th/F -> uKhandempemvu short: 54 killed; uKhandempemvu morale due
t2 morale uKhandempemvu failed (2) [dice 2 typed]
t3 turn 3: due: uKhandempemvu rally
t3 melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand [dice 6,1 typed]
t3 undo melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand
t3 melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand [dice 3,4 typed]
$ muster log --since-turn 3 -n 1
t3 melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand [dice 3,4 typed]
$ muster log --since-turn 4
$ muster log --format markdown
| Turn | Resolution | Dice |
|---:|---|---|
| 1 | fire 1/24th/A -> uKhandempemvu medium: 13 killed; uKhandempemvu morale due |  |
| 2 | turn 2: nothing due; skipped 1 owed |  |
| 2 | fire 1/24th/C, 1/24th/F -> uKhandempemvu short: 54 killed; uKhandempemvu morale due |  |
| 2 | morale uKhandempemvu failed (2) | D6 2 typed |
| 3 | turn 3: due: uKhandempemvu rally |  |
| 3 | ~~melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand~~ (undone) | D6 6,1 typed |
| 3 | melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand | D6 3,4 typed |
$ muster log --format markdown --since-turn 3
| Turn | Resolution | Dice |
|---:|---|---|
| 3 | turn 3: due: uKhandempemvu rally |  |
| 3 | ~~melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand~~ (undone) | D6 6,1 typed |
| 3 | melee uKhandempemvu vs 1/24th/A: uKhandempemvu wins; losses 348 / 135, phase A uKhandempemvu; 1/24th/A destroyed; uKhandempemvu loses 1 stand | D6 3,4 typed |
$ muster log --json --since-turn 3 | grep -o '"turn":[0-9]*'
"turn":3
"turn":3
"turn":3
"turn":3
"turn":3
$ muster log --since-turn 0
muster: error: --since-turn: a turn number from 1
[2]
$ muster log --since-turn 99999999999999999999
muster: error: --since-turn: the number is beyond the limit of 1000000
[2]
$ muster log --format html
muster: error: --format: 'html' is not one of text, markdown, json
[2]
$ muster show uKhandempemvu 1/24th/A --width 40
Isandlwana refight - unbalanced-equality, turn 3
options: army-morale on, combat-power figures, morale-modifiers benefit
house rule: type nnc base=native-regular-infantry mv-closed=3 rate-closed=1/10
marks: one per figure, x killed, . alive; grouped by stand

uKhandempemvu  zulu-spears  side zulu  falling back  done this turn: melee  owes rally
  xxxxxxxxxxxxxxxxxxxx
  xxxxxxx.............
  ....................
  ....................
  ....................
  ....................
  killed 415, stands lost 1 of 6,
  men 1800, men left 1385, remainder 10,
  cp 1395, mv 3, half strength no,
  destroyed no

1/24th/A  brit-infantry  side british  formation open  done this turn: melee
  xxx xxx xxx
  killed 135, stands lost 3 of 3,
  men 135, men left 0, remainder 0,
  cp 0, mv 3, half strength yes,
  destroyed yes, formation open
$ NO_COLOR= CLICOLOR_FORCE=1 muster show uKhandempemvu 1/24th/A | cat -v
Isandlwana refight - unbalanced-equality, turn 3
options: army-morale on, combat-power figures, morale-modifiers benefit
house rule: type nnc base=native-regular-infantry mv-closed=3 rate-closed=1/10
marks: one per figure, x killed, . alive; grouped by stand

^[[1muKhandempemvu^[[0m  zulu-spears  side zulu  ^[[1m^[[35mfalling back^[[0m  done this turn: melee  owes rally
  ^[[31mxxxxxxxxxxxxxxxxxxxx^[[0m ^[[31mxxxxxxx^[[0m............. ....................
  .................... .................... ....................
  killed 415, ^[[1m^[[31mstands lost 1 of 6^[[0m, men 1800, men left 1385, remainder 10,
  cp 1395, mv 3, half strength no, destroyed no

^[[1m1/24th/A^[[0m  brit-infantry  side british  formation open  done this turn: melee
  ^[[31mxxx^[[0m ^[[31mxxx^[[0m ^[[31mxxx^[[0m
  killed 135, ^[[1m^[[31mstands lost 3 of 3^[[0m, men 135, men left 0, remainder 0, cp 0, mv 3,
  half strength yes, destroyed yes, formation open
$ CLICOLOR_FORCE=1 muster show 1/24th/A | cat -v
Isandlwana refight - unbalanced-equality, turn 3
options: army-morale on, combat-power figures, morale-modifiers benefit
house rule: type nnc base=native-regular-infantry mv-closed=3 rate-closed=1/10
marks: one per figure, x killed, . alive; grouped by stand

1/24th/A  brit-infantry  side british  formation open  done this turn: melee
  xxx xxx xxx
  killed 135, stands lost 3 of 3, men 135, men left 0, remainder 0, cp 0, mv 3,
  half strength yes, destroyed yes, formation open
$ NO_COLOR= CLICOLOR_FORCE=1 muster show 1/24th/A --no-color | cat -v
Isandlwana refight - unbalanced-equality, turn 3
options: army-morale on, combat-power figures, morale-modifiers benefit
house rule: type nnc base=native-regular-infantry mv-closed=3 rate-closed=1/10
marks: one per figure, x killed, . alive; grouped by stand

1/24th/A  brit-infantry  side british  formation open  done this turn: melee
  xxx xxx xxx
  killed 135, stands lost 3 of 3, men 135, men left 0, remainder 0, cp 0, mv 3,
  half strength yes, destroyed yes, formation open
$ NO_COLOR= CLICOLOR_FORCE=1 muster show 1/24th/A --json | cat -v
{"brief":null,"changes":[],"command":"show","dice":[],"dry_run":false,"events":[],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","rally","uKhandempemvu"],"command":"muster rally uKhandempemvu","decision":null,"owes":"rally","rule":"UE-RALLY-1","side":null,"step":1,"unit":"uKhandempemvu"}],"provisional":false,"result":{"title":"Isandlwana refight","units":[{"class":"british","cover":false,"cp":0,"crew":null,"destroyed":true,"die":"D6","done":["melee"],"due":[],"falling_back":false,"figures":9,"figures_per_stand":3,"fired":null,"formation":"open","gun_hits":0,"half_strength":true,"killed":135,"killed_figures":9,"kind":"regular-infantry","locked":[],"men":135,"men_left":0,"mounted":false,"mv":3,"remainder":0,"side":"british","single_stand":false,"stand_states":["lost","lost","lost"],"stands":3,"stands_left":0,"stands_lost":3,"type":"brit-infantry","unit":"1/24th/A","wounded_figures":0}]},"rules":"unbalanced-equality","schema":3,"table":[],"turn":3}
$ muster show --width 10
muster: error: --width: '10' is out of range (20 to 1000)
[2]
$ muster show --width wide
muster: error: --width: 'wide' is not a whole number (20 to 1000)
[2]
$ cp "$EXAMPLES/omdurman.roster" fw.roster
$ muster -f fw.roster set Hadendowa markers=5 dead=2 retreating=2
Hadendowa: markers 0 -> 5, dead 0 -> 2, retreating 0 -> 2
$ NO_COLOR= CLICOLOR_FORCE=1 muster -f fw.roster show Hadendowa | cat -v
Omdurman, 2 September 1898: a British square against the Mahdist attack - fuzzy-wuzzy, move 1
options: fw-regular-fire-results on
house rule: type jihadiya base=irregular-riflemen weapon=remington
house rule: table weapon-remington ranges=15/10/5 attack=0
marks: one per figure, x dead, o wounded (casualty marker), . unhurt; grouped by stand

^[[1mHadendowa^[[0m  irregular-spearmen  side mahdist  dead 2  ^[[1m^[[35mretreating 2^[[0m
  ^[[31mxx^[[0m ^[[33moo^[[0m ^[[33moo^[[0m ^[[33mo^[[0m. .. ..
  markers 5, dead 2, unwounded 5, stands ready 3 of 6, out of action 2, ^[[1m^[[31mgone 1^[[0m
$ COLUMNS=200 muster roll 2d6 --odds | awk '{ if (length($0) > m) m = length($0) } END { print m }'
81
$ muster --width 40 roll 2d6 --odds | awk '{ if (length($0) > m) m = length($0) } END { print m }'
46
$ muster roll 2d6 --width 200 --odds | awk '{ if (length($0) > m) m = length($0) } END { print m }'
201
$ echo 'roll d6 --dice 3' | muster --width 30 -
d6: [3] = 3
$ muster --width 30 --dice 4 roll d6
d6: [4] = 4
