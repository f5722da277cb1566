# Issue 43, at the table, fourth pass: what a player trips on, in both rule sets.
# UE-MORALE-6: one test a turn, after all fire: fire after the test owes none, and says so; the
# odds of fire at a unit already owed its test count it even on a miss (uThulwana: 1/3, not 5/6 x 1/3).
$ cp $EXAMPLES/isandlwana.roster muster.roster
$ muster fire 1/24th/A --at uThulwana --range medium --brief
t1 fire 1/24th/A -> uThulwana medium: 13 killed; uThulwana morale due
$ muster artillery "RA 7-pdr" --at uThulwana --range medium --odds
uThulwana breaks: 33.3%   expected kills: 11.7
artillery at uThulwana: exact odds of the kills
  kills    P(=x)   P(>=x)   P(<=x)
      0    16.7%     100%    16.7%  #######################
      5    33.3%    83.3%    50.0%  #############################################
     10    16.7%    50.0%    66.7%  #######################
     20    16.7%    33.3%    83.3%  #######################
     30    16.7%    16.7%     100%  #######################
reading: combat-power figures (OPT-1), morale-modifiers benefit (OPT-2)
$ muster compare 'artillery "RA 7-pdr" --at uThulwana --range medium' 'morale uThulwana'
compare: 2 choices, each exact against the current roster
  1: artillery "RA 7-pdr" --at uThulwana --range medium
  2: morale uThulwana
                           1         2
  uThulwana breaks     33.3%         -
  expected kills        11.7         -
  uThulwana fails          -     33.3%
verdict: the choices answer different questions; compare the lines above
$ muster morale uThulwana --dice 5 --brief
t1 morale uThulwana passed (5) [dice 5]
$ muster artillery "RA 7-pdr" --at uThulwana --range short --dice 6
RA 7-pdr at uThulwana (short): 60 killed
reading: combat-power figures (OPT-1)
dice: 6 (D6, RA 7-pdr artillery)
On the table:
  - uThulwana already took its morale test this turn: this fire owes no second test (UE-MORALE-6)
$ muster morale uThulwana --odds
muster: error: uThulwana already took its morale test this turn (t1 morale uThulwana passed (5) [dice 5]; UE-MORALE-6: once a turn); `muster undo` takes it back
[1]
# compare refuses a choice as its command would: the gun fired this turn too, so every choice
# is refused and compare says the first refusal
$ muster compare 'morale uThulwana' 'artillery "RA 7-pdr" --at uThulwana --range short'
muster: error: choice 1 (morale uThulwana): uThulwana already took its morale test this turn (t1 morale uThulwana passed (5) [dice 5]; UE-MORALE-6: once a turn); `muster undo` takes it back
[1]
# Messages: a misspelt unit in --dice, a range in capitals, one success
$ muster morale --dice uKhandempemvo=3
muster: error: --dice uKhandempemvo=: no unit `uKhandempemvo` in the roster; closest: uKhandempemvu, uMbonambi, RA 7-pdr
[2]
$ muster fire 1/24th/C --at uMbonambi --range Medium --brief
t1 fire 1/24th/C -> uMbonambi medium: 13 killed; uMbonambi morale due
$ muster roll '1d6>=4' --dice 5
1d6>=4: [5*] = 1 success
# An ad-hoc type misspelt where there is no roster: a bad command line, not a missing roster
$ rm muster.roster muster.roster.journal muster.roster.lock
$ muster fire brit-infantry:3 --at zulu-spearz:6 --range medium
muster: error: unknown type `zulu-spearz` in `zulu-spearz:6` (did you mean `zulu-spears`? `muster types --rules RULES` lists them), and no roster file muster.roster for a unit of that name
[2]
# UE-MELEE-8: melee odds say who holds the ground when phase A destroys a side
$ muster melee brit-infantry:1 --vs zulu-spears:6 --odds
brit-infantry:1 destroyed (phase A, no dice): 100%   zulu-spears:6 holds the ground: 100%   men lost (certain, phase A): brit-infantry:1 45, zulu-spears:6 360
melee: exact odds
  brit-infantry:1 wins phase A (no dice)           0%
  brit-infantry:1 destroyed by phase A's losses: zulu-spears:6 holds the ground, whatever phase B's dice (UE-MELEE-8)
  phase A losses (certain): brit-infantry:1 45, zulu-spears:6 360
reading: combat-power figures (OPT-1)
# UE-APPROACH-2: a target the spears destroy first does not return fire
$ muster charge zulu-spears:6 --at brit-infantry:1 --from 6
zulu-spears:6 reaches brit-infantry:1: 100%   zulu-spears:6 wins the melee: 100%   zulu-spears:6 falls back: 0%   expected men lost: zulu-spears:6 0.0, brit-infantry:1 45.0
zulu-spears:6 charges brit-infantry:1 from 6": exact odds
  turn 1: fire & charge, 6" -> 3", contact; falls back 0%
    fire: none (brit-infantry:1 destroyed by the spears first)
stands left at contact (given contact, 100%):
  stands    P(=x)   P(>=x)   P(<=x)
       6     100%     100%     100%  ############################################
reading (UE-APPROACH): zulu-spears:6 starts 6" away and moves 3" a turn
  straight at the defenders; every defender that can fire does, each turn, at
  the band of the distance after movement, and the charger tests morale
  (UE-MORALE) when that fire kills. Within 6" (move + 3", UE-CHARGE-1) it
  makes a fire & charge: half the distance, spears at brit-infantry:1 first
  and their kills applied, then the defenders return fire (UE-APPROACH-2), its
  test, then brit-infantry:1's test if the spears killed and it owes one
  (failing, it breaks before contact), then melee (UE-MELEE phases A and B).
  It does not fire on the way; only brit-infantry:1 (the first --at) melees.
# FW-FIRE-3: the odds count the test already owed (Hadendowa holds 6 markers taken this move)
$ cp $EXAMPLES/omdurman.roster muster.roster
$ muster set Hadendowa markers=6 taken=6 --brief
t1 set Hadendowa markers=6 taken=6; Hadendowa loses 3 stands
$ muster artillery Maxims --at Hadendowa --distance 10 --odds
Hadendowa retreats: 99.5%   Maxims mark Hadendowa: 97.2%   expected markers taken by Hadendowa: 3.0
markers on Hadendowa: exact odds, mean 3.0000
  markers    P(=x)   P(>=x)   P(<=x)
        0     2.8%     100%     2.8%  ####
        1    11.1%    97.2%    13.9%  #################
        2    22.2%    86.1%    36.1%  ##################################
        3    27.8%    63.9%    63.9%  ###########################################
        4    22.2%    36.1%    86.1%  ##################################
        5    11.1%    13.9%    97.2%  #################
        6     2.8%     2.8%     100%  ####
Hadendowa retreats after the results phase (FW-FIRE-3): 99.5%
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
# FW-RALLY-4: a unit with some stands retreating charges with the rest
$ muster set Hadendowa markers=0 taken=0 retreating=2 --brief
t1 set Hadendowa markers=0 taken=0 retreating=2
$ muster charge Hadendowa --at Grenadiers --from 6 --brief
charge --odds Hadendowa: Hadendowa reaches Grenadiers: 21.8%   Hadendowa wins the close combat: 3.9%   Hadendowa retreats: 77.9%   Hadendowa out of action: 0.4%   expected markers taken: Hadendowa 7.5, Grenadiers 1.1
$ muster set Hadendowa retreating=6 --brief
t1 set Hadendowa retreating=6
$ muster charge Hadendowa --at Grenadiers --from 6
muster: error: Hadendowa: all its 6 stands are retreating, and retreating stands obey no orders until they rally (FW-RALLY-4): it cannot charge
[1]
