# muster roll: dice notation, scripted dice, seeds, odds, and bad input.
$ muster roll 3d6 --dice 1,2,3
3d6: [1 2 3] = 6
$ muster roll 2d6+1avd-2 -d 3 -d 5 -d 4
2d6+1avd-2: [3 5] + [4] - 2 = 10
$ muster roll 3d6 2avd --dice 6,6,6,2,5 --brief
roll 3d6: [6 6 6] = 18; 2avd: [2 5] = 7
$ muster roll d6 --dice 4 --json
{"brief":"roll d6: [4] = 4","changes":[],"command":"roll","dice":[{"die":"D6","for":"d6","source":"typed","value":4}],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"rolls":[{"expression":"d6","terms":[{"term":"d6","values":[4]}],"total":4}],"total":4},"rules":null,"schema":3,"table":[],"turn":null}
$ muster roll 3d6 --seed 7
3d6: [4 1 1] = 6
$ muster --seed 7 roll 3d6
3d6: [4 1 1] = 6
$ muster roll 2d6 --odds
2d6: exact odds, mean 7.0000
  total    P(=x)   P(>=x)   P(<=x)
      2     2.8%     100%     2.8%  ########
      3     5.6%    97.2%     8.3%  ###############
      4     8.3%    91.7%    16.7%  #######################
      5    11.1%    83.3%    27.8%  ##############################
      6    13.9%    72.2%    41.7%  ######################################
      7    16.7%    58.3%    58.3%  #############################################
      8    13.9%    41.7%    72.2%  ######################################
      9    11.1%    27.8%    83.3%  ##############################
     10     8.3%    16.7%    91.7%  #######################
     11     5.6%     8.3%    97.2%  ###############
     12     2.8%     2.8%     100%  ########
$ muster roll 2avd --odds --brief
roll --odds 2avd mean 7.0000, 4..10
$ muster roll 1d6 --odds --json
{"brief":"roll --odds 1d6 mean 3.5000, 1..6","changes":[],"command":"roll","dice":[],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"distribution":[[1,0.16666666666666666],[2,0.16666666666666666],[3,0.16666666666666666],[4,0.16666666666666666],[5,0.16666666666666666],[6,0.16666666666666666]],"mean":3.5,"rolls":[{"distribution":[[1,0.16666666666666666],[2,0.16666666666666666],[3,0.16666666666666666],[4,0.16666666666666666],[5,0.16666666666666666],[6,0.16666666666666666]],"estimate":{"bytes":1980.0,"seconds":0.00120337085,"totals":6.0},"expression":"1d6","mean":3.5}]},"rules":null,"schema":3,"table":[],"turn":null}
$ muster roll 3d6+
muster: error: bad dice expression "3d6+": nothing after '+'; expected a number, a die, '(' or max( (column 4)
[2]
$ muster roll 3y6
muster: error: bad dice expression "3y6": unexpected 'y'; expected an operator (+ - * /) (column 2)
[2]
$ muster roll 0d6
muster: error: bad dice expression "0d6": zero dice (column 1)
[2]
$ muster roll d1
muster: error: bad dice expression "d1": a die has 2 to 1000 sides (column 2)
[2]
$ muster roll 10001d6
muster: error: bad dice expression "10001d6": more than 10000 dice in one expression (column 1)
[2]
$ muster roll 3d6 --dice 1,2
muster: error: --dice: too few values (2 given); the next die needed: D6 (1-6) for 3d6 (3/3)
[2]
$ muster roll 3d6 --dice 1,2,3,4
muster: error: --dice: too many values: 4 given, this resolution uses 3
[2]
$ muster roll 2avd --dice 1,3
muster: error: --dice: value 1 (number 1) is not a face of the AvD (2,3,3,4,4,5) for 2avd (1/2)
[2]
$ muster roll 3d6 --dice 1,x,3
muster: error: --dice: 'x' is not a die value (give whole numbers, e.g. --dice 4,2,6)
[2]
$ muster roll 3d6 --dice 1,2,3 --odds
muster: error: --odds and --dice do not go together: --odds computes every outcome
[2]
$ muster roll 3d6 --seed -1
muster: error: --seed: '-1' is not a whole number from 0 to 18446744073709551615
[2]
$ muster roll
muster: error: roll: expression is required; see 'muster roll --help'
[2]
$ muster rol 3d6
muster: error: unknown command 'rol'; did you mean 'roll'?
[2]
$ muster
muster: error: no command given; run 'muster --help' for the list
[2]
$ muster show --dice 4
muster: error: 'show' throws no dice: --dice and --odds do not apply to it
[2]
$ muster --version
muster 0.1.0
$ muster roll d6 -d6 --dice 2,5
d6: [2] = 2
-d6: -[5] = -5
$ muster roll '5d6>=4' 4d6kh3 '{2d6}>=7' '2d6r1!' --seed 3
5d6>=4: [6* 2 2 2 6*] = 2 successes
4d6kh3: [3 6 (1) 5] = 14
{2d6}>=7: {[2 1] = 3}>=7: fail
2d6r1!: [1r1r6!2 1r5] = 13
$ muster roll '{2d6}>=7' --odds
{2d6}>=7: exact odds: pass 58.3%   fail 41.7%
# Issue 41: 6,000 nested parentheses crashed the parser (SIGSEGV); nesting is bounded (100).
$ muster roll "$(printf '(%.0s' {1..6000})d6$(printf ')%.0s' {1..6000})"
muster: error: bad dice expression "(((((((((((((((((((((((((((((((((((((((((((((((((((((((((...": brackets nested more than 100 deep (column 101)
[2]
# Issue 44: chains, a random number of dice, clamping, a whole roll re-rolled once, opposed
# rolls, the best of groups, division by a die; each shown step by step, typed in that order.
$ muster roll '(4d6>=3)d6>=4' --dice 5,1,3,6,4,2,6
(4d6>=3)d6>=4: [5* 1 3* 6*] -> 3d6>=4 [4* 2 6*] = 2 successes
$ muster roll '(d3+1)d6' 'max(1,d6-2)' '{2d6}ro<7' --dice 1,3,4,2,3,1,6,5
(d3+1)d6: ([1] + 1) -> 2d6 [3 4] = 7
max(1,d6-2): max(1, [2] - 2) = 1
{2d6}ro<7: {[3 1] = 4} re-rolled: [6 5] = 11
$ muster roll '{2d6}>{2d6}' '{2d6,2d6}kh1' '10/d6' '4d12kh5' '1d20+-5' --dice 3,4,2,2,1,2,6,6,4,12,8,8,2,15
{2d6}>{2d6}: {[3 4] = 7} > {[2 2] = 4}: pass
{2d6,2d6}kh1: {([1 2] = 3), [6 6] = 12} = 12
10/d6: 10 / [4] = 2 (rounded down)
4d12kh5: [12 8 8 2] = 30
1d20+-5: [15] + -5 = 10
$ muster roll '(10d6>=3)d6>=4' --odds
(10d6>=3)d6>=4: exact odds, mean 3.3333
  successes    P(=x)   P(>=x)   P(<=x)
          0     1.7%     100%     1.7%  ###
          1     8.7%    98.3%    10.4%  ##############
          2    19.5%    89.6%    29.9%  ###############################
          3    26.0%    70.1%    55.9%  #########################################
          4    22.8%    44.1%    78.7%  ####################################
          5    13.7%    21.3%    92.3%  ######################
          6     5.7%     7.7%    98.0%  #########
          7     1.6%     2.0%    99.7%  ###
          8     0.3%     0.3%   >99.9%  
          9    <0.1%    <0.1%   >99.9%  
         10    <0.1%    <0.1%     100%  
$ muster roll '{2d6}ro<7>=7' '{2d6}>{2d6}' 'max(1,d6-2)' '(d3)d6' '{2d6,2d6}kh1' 'd6/(2d6-1)' --odds --brief
roll --odds {2d6}ro<7>=7 pass 82.6%; {2d6}>{2d6} pass 44.4%; max(1,d6-2) mean 2.0000, 1..4; (d3)d6 mean 7.0000, 1..18; {2d6,2d6}kh1 mean 8.3719, 2..12; d6/(2d6-1) mean 0.3796, 0..6
$ muster roll 2x2d6 --dice 1,2,3,4 --json
{"brief":"roll 2d6 #1: [1 2] = 3; 2d6 #2: [3 4] = 7","changes":[],"command":"roll","dice":[{"die":"D6","for":"2d6 #1 (1/2)","source":"typed","value":1},{"die":"D6","for":"2d6 #1 (2/2)","source":"typed","value":2},{"die":"D6","for":"2d6 #2 (1/2)","source":"typed","value":3},{"die":"D6","for":"2d6 #2 (2/2)","source":"typed","value":4}],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"rolls":[{"expression":"2d6 #1","repeat":1,"terms":[{"term":"2d6","values":[1,2]}],"total":3},{"expression":"2d6 #2","repeat":2,"terms":[{"term":"2d6","values":[3,4]}],"total":7}]},"rules":null,"schema":3,"table":[],"turn":null}
$ muster roll '(2d6>=5)d6>=4' --dice 5,6,4,1 --json
{"brief":"roll (2d6>=5)d6>=4: [5* 6*] -> 2d6>=4 [4* 1] = 1 success","changes":[],"command":"roll","dice":[{"die":"D6","for":"2d6>=5 (1/2)","source":"typed","value":5},{"die":"D6","for":"2d6>=5 (2/2)","source":"typed","value":6},{"die":"D6","for":"(2d6>=5)d6>=4 (1/2)","source":"typed","value":4},{"die":"D6","for":"(2d6>=5)d6>=4 (2/2)","source":"typed","value":1}],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"rolls":[{"expression":"(2d6>=5)d6>=4","successes":1,"terms":[{"dice":[{"kept":true,"score":1,"shown":"5*","value":5},{"kept":true,"score":1,"shown":"6*","value":6}],"term":"2d6>=5","total":2,"values":[5,6]},{"count":2,"dice":[{"kept":true,"score":1,"shown":"4*","value":4},{"kept":true,"score":0,"shown":"1","value":1}],"term":"(2d6>=5)d6>=4","total":1,"values":[4,1]}],"total":1}],"total":1},"rules":null,"schema":3,"table":[],"turn":null}
$ muster roll '(d6-4)d6'
muster: error: bad dice expression "(d6-4)d6": a number of dice below 0 ((d6-4) can be -3) (column 1)
[2]
$ muster roll '{2d6}r<7'
muster: error: bad dice expression "{2d6}r<7": a whole roll is re-rolled once: ro (ro<7); again and again (r) is for one die (column 6)
[2]
$ muster roll 'd6/(d6-1)'
muster: error: bad dice expression "d6/(d6-1)": a divisor that can be 0 (it ranges 0 to 5) (column 4)
[2]
$ muster roll 'max(d6)'
muster: error: bad dice expression "max(d6)": max( takes two or more totals: max(1, d6-2) (column 1)
[2]
