# muster roll: dice notation, scripted dice, seeds, odds, and bad input.
$ muster roll 3d6 --dice 1,2,3
3d6: [1 2 3] = 6
$ muster roll 2d6+1avd-2 -d 3 -d 5 -d 4
2d6+1avd-2: [3 5] + [4] - 2 = 10
$ muster roll 3d6 2avd --dice 6,6,6,2,5 --brief
roll 3d6: [6 6 6] = 18; 2avd: [2 5] = 7
$ muster roll d6 --dice 4 --json
{"brief":"roll d6: [4] = 4","changes":[],"command":"roll","dice":[{"die":"D6","for":"d6","source":"typed","value":4}],"options":null,"owed":[],"provisional":false,"result":{"rolls":[{"expression":"d6","terms":[{"term":"d6","values":[4]}],"total":4}],"total":4},"rules":null,"schema":2,"table":[],"turn":null}
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
{"brief":"roll --odds 1d6 mean 3.5000, 1..6","changes":[],"command":"roll","dice":[],"options":null,"owed":[],"provisional":false,"result":{"distribution":[[1,0.16666666666666666],[2,0.16666666666666666],[3,0.16666666666666666],[4,0.16666666666666666],[5,0.16666666666666666],[6,0.16666666666666666]],"mean":3.5,"rolls":[{"distribution":[[1,0.16666666666666666],[2,0.16666666666666666],[3,0.16666666666666666],[4,0.16666666666666666],[5,0.16666666666666666],[6,0.16666666666666666]],"estimate":{"bytes":1980.0,"seconds":0.00120337085,"totals":6.0},"expression":"1d6","mean":3.5}]},"rules":null,"schema":2,"table":[],"turn":null}
$ muster roll 3d6+
muster: error: bad dice expression "3d6+": nothing after '+'; expected a number, a die or '(' (column 4)
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
