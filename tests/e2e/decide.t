# compare and charge (issue 13, "Before the dice"): exact odds of choices and of a whole charge;
# nothing is saved, and bad choices are refused with the choice named.
$ cp $EXAMPLES/isandlwana.roster muster.roster
$ cp muster.roster before.roster
$ muster compare 'fire 1/24th/A --at uMbonambi --range long' 'fire 1/24th/A --at uMbonambi --range medium'
compare: 2 choices, each exact against the current roster
  1: fire 1/24th/A --at uMbonambi --range long
  2: fire 1/24th/A --at uMbonambi --range medium
                               1             2
  uMbonambi breaks         16.7%         33.3%
  expected kills     6 (no dice)  13 (no dice)
verdict: highest uMbonambi breaks: choice 2, 33.3% (choice 1 16.7%)
$ muster compare 'melee uMbonambi --vs 1/24th/A' 'melee uMbonambi --vs 2/24th/G' --brief
t1 compare 2 choices: verdict: every choice gives the same uMbonambi holds the ground: 100%
$ muster compare 'charge uMbonambi --at 1/24th/A --from 9' 'charge uMbonambi --at 1/24th/A --from 15' --json | head -c 120; echo
{"brief":"t1 compare 2 choices: verdict: highest uMbonambi reaches 1/24th/A: choice 1, 44.4% (choice 2 18.5%)","changes"
$ muster compare 'fire 1/24th/A --at uMbonambi --range long'
muster: error: compare needs two or more choices, each one quoted command: compare 'fire 90th/A --at impi --range long' 'fire ... --range medium'
[2]
$ muster compare 'fire 1/24th/A --at uMbonambi --range lng' 'fire 1/24th/A --at uMbonambi --range long'
muster: error: choice 1 (fire 1/24th/A --at uMbonambi --range lng): --range lng: expected short, medium or long
[2]
$ muster compare 'show' 'fire 1/24th/A --at uMbonambi --range long'
muster: error: choice 1 (show): compare takes resolutions that throw dice or give odds (roll, fire, artillery, melee, charge, morale, rally, move, army, recover, recon)
[2]
$ muster compare 'fire 1/24th/A --at uMbonambi --range long --dice 3' 'roll 2d6'
muster: error: choice 1: --dice belongs to compare itself (muster compare ... --dice), not to one choice
[2]
$ muster compare 'fire "1/24th/A --at uMbonambi' 'roll 2d6'
muster: error: choice 1 (fire "1/24th/A --at uMbonambi): a quote is not closed
[2]
$ muster compare 'morale uMbonambi' 'roll 2d6'
compare: 2 choices, each exact against the current roster
  1: morale uMbonambi
     refused: uMbonambi was not fired on with casualties this turn (no 'fired' mark); give --range to test it anyway
  2: roll 2d6
           1         2
verdict: only choice 2 can be taken (the others are refused)
$ muster charge uMbonambi --at 1/24th/A "RA 7-pdr" --from 12
uMbonambi reaches 1/24th/A: 12.5%   uMbonambi wins the melee: 12.5%   uMbonambi falls back: 87.5%   expected men lost: uMbonambi 104.5, 1/24th/A 27.6
uMbonambi charges 1/24th/A, RA 7-pdr from 12": exact odds
  turn 1: 12" -> 9"; falls back 50.0%
    fire: 1/24th/A medium, RA 7-pdr short
  turn 2: 9" -> 6"; falls back 25.0%
  turn 3: fire & charge, 6" -> 3", contact; falls back 12.5%
    fire: 1/24th/A short, RA 7-pdr short
stands left at contact (given contact, 12.5%):
  stands    P(=x)   P(>=x)   P(<=x)
       6     100%     100%     100%  ############################################
reading (UE-APPROACH): uMbonambi starts 12" away and moves 3" a turn straight
  at the defenders; every defender that can fire does, each turn, at the band
  of the distance after movement, and the charger tests morale (UE-MORALE)
  when that fire kills. Within 6" (move + 3", UE-CHARGE-1) it makes a fire &
  charge: half the distance, spears at 1/24th/A first and their kills applied,
  then the defenders return fire (UE-APPROACH-2), its test, then 1/24th/A's
  test if the spears killed and it owes one (failing, it breaks before
  contact), then melee (UE-MELEE phases A and B). It does not fire on the way;
  only 1/24th/A (the first --at) melees.
$ muster charge uMbonambi --at 1/24th/A --from 6 --brief
charge --odds uMbonambi: uMbonambi reaches 1/24th/A: 66.7%   uMbonambi wins the melee: 66.7%   uMbonambi falls back: 33.3%   expected men lost: uMbonambi 244.0, 1/24th/A 120.0
$ muster charge "RA 7-pdr" --at uMbonambi
muster: error: RA 7-pdr is a gun: guns do not charge (UE-MELEE-7)
[1]
$ muster charge uMbonambi --at 1/24th/A --from -2
muster: error: --from -2: expected a distance from 0 to 600 inches
[2]
$ muster charge uMbonambi --at uMbonambi
muster: error: uMbonambi cannot charge itself
[2]
$ muster charge uMbonambi
muster: error: charge: --at is required; see 'muster charge --help'
[2]
$ cmp muster.roster before.roster && ls
before.roster
muster.roster
$ cp $EXAMPLES/omdurman.roster fw.roster
$ muster -f fw.roster charge Hadendowa --at Grenadiers Lincolns --from 12
Hadendowa reaches Grenadiers: 0.2%   Hadendowa wins the close combat: <0.1%   Hadendowa retreats: 43.6%   Hadendowa out of action: 56.2%   expected markers taken: Hadendowa 10.8, Grenadiers 0.0
Hadendowa charges Grenadiers, Lincolns from 12": exact odds
  move 1: charge (10.5" expected); contact 0.2%, retreats 43.4%, out of action 54.6%
    fire: Grenadiers, Lincolns
  move 2: march (3.5" expected); contact <0.1%, retreats 0.2%, out of action 1.5%
  moves 3-6: under 0.1% of charges get so far (--json lists them)
unwounded figures at contact (given contact, 0.2%):
  figures    P(=x)   P(>=x)   P(<=x)
        1     0.2%     100%     0.2%  
        2     0.1%    99.8%     0.3%  
        3     0.1%    99.7%     0.4%  
        4    <0.1%    99.6%     0.4%  
        5    <0.1%    99.6%     0.4%  
        6    43.0%    99.6%    43.4%  ###########################################
        7    33.5%    56.6%    77.0%  ##################################
        8    16.1%    23.0%    93.1%  ################
        9     5.4%     6.9%    98.5%  #####
       10     1.3%     1.5%    99.8%  #
       11     0.2%     0.2%   >99.9%  
       12    <0.1%    <0.1%     100%  
reading (FW-APPROACH): Hadendowa starts 12" away and closes each move at the
  fastest rate FW-MOVE allows after its last moves; a roll that reaches the
  defenders contacts. After every move each defender in range fires at the
  band of the distance left (FW-FIRE; short range in the move of contact), and
  the charger takes its fire combat result (FW-FIRE-3): a retreat, or no stand
  able to act (FW-PIECE-2), ends the charge before any close combat
  (FW-APPROACH-2). At contact, close combat (FW-CLOSE) with Grenadiers alone
  (the first --at); markers stay on the charger all the way.
(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` lines replace them)
$ muster -f fw.roster melee Hadendowa --vs Grenadiers --odds --brief
melee --odds Hadendowa vs Grenadiers: Hadendowa wins: 45.7%   Grenadiers wins: 44.8%   tie (both stay in contact): 9.5%   expected markers taken: Hadendowa 7.8, Grenadiers 7.0
