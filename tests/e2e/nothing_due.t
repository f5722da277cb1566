# A phase with nothing due is not an error (exit 0, so a turn script goes on), in both rule
# sets; dice typed for it are refused, never ignored. UE-ARMY-2/3: when both armies have reached
# 25% each owes the check that records the draw (no roll), and then the battle is over.
$ muster init --rules unbalanced-equality >/dev/null && muster add A brit-infantry --side british >/dev/null && muster add Z zulu-spears --side zulu
added Z: 6 stands of zulu-spears (120 figures), side zulu
$ muster rally
no unit is falling back: nothing to rally
$ muster rally --dice 4
muster: error: --dice: 1 value(s) given, this resolution uses none
[2]
$ muster morale --brief
morale: none due
$ muster morale --dice 4
muster: error: --dice: 1 value(s) given, this resolution uses none
[2]
$ muster kill A 45 >/dev/null && muster kill Z 450 >/dev/null && muster turn
muster: error: turn 1 still owes 2: british: army check (a draw, no roll) (UE-ARMY-2): muster army british; zulu: army check (a draw, no roll) (UE-ARMY-2): muster army zulu; settle them, or `muster turn --skip-owed` advances and records what it skips
[1]
$ muster army
british and zulu have both reached 25% killed: the battle is a draw (UE-ARMY-2)
reading: army-morale on (OPT-3)
On the table:
  - the battle ends in a draw (UE-ARMY-3)
$ muster turn
muster: error: the battle is over: a draw in turn 1, british and zulu past 25% killed (UE-ARMY-2, UE-ARMY-3): nothing more is resolved; `muster undo` takes back the army check that decided it
[1]
$ muster -f fw.roster init --rules fuzzy-wuzzy >/dev/null && muster -f fw.roster add H irregular-spearmen
added H: 1 stand of irregular-spearmen (2 figures)
$ muster -f fw.roster rally
no unit is retreating: nothing to rally (FW-RALLY-3)
$ muster -f fw.roster rally --dice 3
muster: error: --dice: 1 value(s) given, this resolution uses none
[2]
$ muster -f fw.roster morale --brief
morale: none due
$ muster -f fw.roster morale --dice 3
muster: error: --dice: 1 value(s) given, this resolution uses none
[2]
$ printf 'rally\nmorale\nturn\n' | muster -f fw.roster --brief -
rally: none retreating
morale: none due
t2 move 2: nothing due
