# One legality check (issue 57): --odds, compare and solo refuse what the command refuses, with
# the command's own message, in both rule sets.
$ cp $EXAMPLES/isandlwana.roster muster.roster
$ muster fire 1/24th/A --at uThulwana --range short --brief
t1 fire 1/24th/A -> uThulwana short: 27 killed; uThulwana morale due
$ muster fire 1/24th/A --at uThulwana --range long --odds
muster: error: 1/24th/A already fired this turn (t1 fire 1/24th/A -> uThulwana short: 27 killed; uThulwana morale due; UE-SEQ phase 3: once a turn); `muster undo` takes it back
[1]
$ muster compare 'fire 1/24th/A --at uThulwana --range long' 'roll 2d6'
compare: 2 choices, each exact against the current roster
  1: fire 1/24th/A --at uThulwana --range long
     refused: 1/24th/A already fired this turn (t1 fire 1/24th/A -> uThulwana short: 27 killed; uThulwana morale due; UE-SEQ phase 3: once a turn); `muster undo` takes it back
  2: roll 2d6
           1         2
verdict: only choice 2 can be taken (the others are refused)
$ muster compare 'fire 1/24th/A --at uThulwana --range long' 'fire 1/24th/A --at uThulwana --range medium'
muster: error: choice 1 (fire 1/24th/A --at uThulwana --range long): 1/24th/A already fired this turn (t1 fire 1/24th/A -> uThulwana short: 27 killed; uThulwana morale due; UE-SEQ phase 3: once a turn); `muster undo` takes it back
[1]
$ cp $EXAMPLES/omdurman.roster fw.roster
$ muster -f fw.roster fire Lincolns --at Hadendowa --range medium --dice 4,5,3,4 --brief
t1 fire Lincolns -> Hadendowa: 4 markers; Hadendowa morale due; Hadendowa loses 2 stands [dice 4,5,3,4]
$ muster -f fw.roster fire Lincolns --at Hadendowa --range long --odds
muster: error: Lincolns already took a combat order this move (FW-ORDER-1: one fire or close combat order a move; `muster turn` starts the next move)
[1]
$ muster -f fw.roster compare 'fire Lincolns --at Hadendowa --range long' 'roll 2d6' --brief
compare 2 choices: verdict: only choice 2 can be taken (the others are refused)
