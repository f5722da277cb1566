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
# issue 39: a test's pass is true or false, its odds' chance is p_pass; a re-rolled die lists
# what it re-rolled, an exploding one its chain, and exploding odds their cap
$ muster roll '{2d6}>=7' --dice 5,5 --json
{"brief":"roll {2d6}>=7: {[5 5] = 10}>=7: pass","changes":[],"command":"roll","dice":[{"die":"D6","for":"2d6 (1/2)","source":"typed","value":5},{"die":"D6","for":"2d6 (2/2)","source":"typed","value":5}],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"pass":true,"rolls":[{"expression":"{2d6}>=7","pass":true,"terms":[{"term":"2d6","values":[5,5]}],"total":1}],"total":1},"rules":null,"schema":3,"table":[],"turn":null}
$ muster roll '{2d6}>=7' --odds --json
{"brief":"roll --odds {2d6}>=7 pass 58.3%","changes":[],"command":"roll","dice":[],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"distribution":[[0,0.41666666666666663],[1,0.5833333333333333]],"mean":0.5833333333333333,"p_pass":0.5833333333333333,"rolls":[{"distribution":[[0,0.41666666666666663],[1,0.5833333333333333]],"estimate":{"bytes":660.0,"seconds":0.0012011571999999999,"totals":2.0},"expression":"{2d6}>=7","mean":0.5833333333333333,"p_pass":0.5833333333333333}]},"rules":null,"schema":3,"table":[],"turn":null}
$ muster roll d6r1 d6! --dice 1,4,6,2 --json
{"brief":"roll d6r1: [1r4] = 4; d6!: [6!2] = 8","changes":[],"command":"roll","dice":[{"die":"D6","for":"d6r1","source":"typed","value":1},{"die":"D6","for":"d6r1, re-roll","source":"typed","value":4},{"die":"D6","for":"d6!","source":"typed","value":6},{"die":"D6","for":"d6!, explosion","source":"typed","value":2}],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"rolls":[{"expression":"d6r1","terms":[{"dice":[{"kept":true,"rerolled":[1],"score":4,"shown":"1r4","value":4}],"term":"d6r1","total":4,"values":[4]}],"total":4},{"expression":"d6!","terms":[{"dice":[{"chain":[6,2],"kept":true,"score":8,"shown":"6!2","value":8}],"term":"d6!","total":8,"values":[8]}],"total":8}]},"rules":null,"schema":3,"table":[],"turn":null}
$ muster roll d6! --odds --json
{"brief":"roll --odds d6! mean 4.2000, 1..126","changes":[],"command":"roll","dice":[],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"distribution":[[1,0.16666666666666666],[2,0.16666666666666666],[3,0.16666666666666666],[4,0.16666666666666666],[5,0.16666666666666666],[7,0.027777777777777776],[8,0.027777777777777776],[9,0.027777777777777776],[10,0.027777777777777776],[11,0.027777777777777776],[13,0.004629629629629629],[14,0.004629629629629629],[15,0.004629629629629629],[16,0.004629629629629629],[17,0.004629629629629629],[19,0.0007716049382716049],[20,0.0007716049382716049],[21,0.0007716049382716049],[22,0.0007716049382716049],[23,0.0007716049382716049],[25,0.00012860082304526747],[26,0.00012860082304526747],[27,0.00012860082304526747],[28,0.00012860082304526747],[29,0.00012860082304526747],[31,2.1433470507544577e-05],[32,2.1433470507544577e-05],[33,2.1433470507544577e-05],[34,2.1433470507544577e-05],[35,2.1433470507544577e-05],[37,3.5722450845907626e-06],[38,3.5722450845907626e-06],[39,3.5722450845907626e-06],[40,3.5722450845907626e-06],[41,3.5722450845907626e-06],[43,5.953741807651271e-07],[44,5.953741807651271e-07],[45,5.953741807651271e-07],[46,5.953741807651271e-07],[47,5.953741807651271e-07],[49,9.922903012752118e-08],[50,9.922903012752118e-08],[51,9.922903012752118e-08],[52,9.922903012752118e-08],[53,9.922903012752118e-08],[55,1.6538171687920194e-08],[56,1.6538171687920194e-08],[57,1.6538171687920194e-08],[58,1.6538171687920194e-08],[59,1.6538171687920194e-08],[61,2.756361947986699e-09],[62,2.756361947986699e-09],[63,2.756361947986699e-09],[64,2.756361947986699e-09],[65,2.756361947986699e-09],[67,4.5939365799778314e-10],[68,4.5939365799778314e-10],[69,4.5939365799778314e-10],[70,4.5939365799778314e-10],[71,4.5939365799778314e-10],[73,7.656560966629718e-11],[74,7.656560966629718e-11],[75,7.656560966629718e-11],[76,7.656560966629718e-11],[77,7.656560966629718e-11],[79,1.2760934944382864e-11],[80,1.2760934944382864e-11],[81,1.2760934944382864e-11],[82,1.2760934944382864e-11],[83,1.2760934944382864e-11],[85,2.126822490730477e-12],[86,2.126822490730477e-12],[87,2.126822490730477e-12],[88,2.126822490730477e-12],[89,2.126822490730477e-12],[91,3.5447041512174616e-13],[92,3.5447041512174616e-13],[93,3.5447041512174616e-13],[94,3.5447041512174616e-13],[95,3.5447041512174616e-13],[97,5.907840252029102e-14],[98,5.907840252029102e-14],[99,5.907840252029102e-14],[100,5.907840252029102e-14],[101,5.907840252029102e-14],[103,9.846400420048504e-15],[104,9.846400420048504e-15],[105,9.846400420048504e-15],[106,9.846400420048504e-15],[107,9.846400420048504e-15],[109,1.6410667366747506e-15],[110,1.6410667366747506e-15],[111,1.6410667366747506e-15],[112,1.6410667366747506e-15],[113,1.6410667366747506e-15],[115,2.735111227791251e-16],[116,2.735111227791251e-16],[117,2.735111227791251e-16],[118,2.735111227791251e-16],[119,2.735111227791251e-16],[121,4.558518712985418e-17],[122,4.558518712985418e-17],[123,4.558518712985418e-17],[124,4.558518712985418e-17],[125,4.558518712985418e-17],[126,4.558518712985418e-17]],"mean":4.199999999999996,"rolls":[{"distribution":[[1,0.16666666666666666],[2,0.16666666666666666],[3,0.16666666666666666],[4,0.16666666666666666],[5,0.16666666666666666],[7,0.027777777777777776],[8,0.027777777777777776],[9,0.027777777777777776],[10,0.027777777777777776],[11,0.027777777777777776],[13,0.004629629629629629],[14,0.004629629629629629],[15,0.004629629629629629],[16,0.004629629629629629],[17,0.004629629629629629],[19,0.0007716049382716049],[20,0.0007716049382716049],[21,0.0007716049382716049],[22,0.0007716049382716049],[23,0.0007716049382716049],[25,0.00012860082304526747],[26,0.00012860082304526747],[27,0.00012860082304526747],[28,0.00012860082304526747],[29,0.00012860082304526747],[31,2.1433470507544577e-05],[32,2.1433470507544577e-05],[33,2.1433470507544577e-05],[34,2.1433470507544577e-05],[35,2.1433470507544577e-05],[37,3.5722450845907626e-06],[38,3.5722450845907626e-06],[39,3.5722450845907626e-06],[40,3.5722450845907626e-06],[41,3.5722450845907626e-06],[43,5.953741807651271e-07],[44,5.953741807651271e-07],[45,5.953741807651271e-07],[46,5.953741807651271e-07],[47,5.953741807651271e-07],[49,9.922903012752118e-08],[50,9.922903012752118e-08],[51,9.922903012752118e-08],[52,9.922903012752118e-08],[53,9.922903012752118e-08],[55,1.6538171687920194e-08],[56,1.6538171687920194e-08],[57,1.6538171687920194e-08],[58,1.6538171687920194e-08],[59,1.6538171687920194e-08],[61,2.756361947986699e-09],[62,2.756361947986699e-09],[63,2.756361947986699e-09],[64,2.756361947986699e-09],[65,2.756361947986699e-09],[67,4.5939365799778314e-10],[68,4.5939365799778314e-10],[69,4.5939365799778314e-10],[70,4.5939365799778314e-10],[71,4.5939365799778314e-10],[73,7.656560966629718e-11],[74,7.656560966629718e-11],[75,7.656560966629718e-11],[76,7.656560966629718e-11],[77,7.656560966629718e-11],[79,1.2760934944382864e-11],[80,1.2760934944382864e-11],[81,1.2760934944382864e-11],[82,1.2760934944382864e-11],[83,1.2760934944382864e-11],[85,2.126822490730477e-12],[86,2.126822490730477e-12],[87,2.126822490730477e-12],[88,2.126822490730477e-12],[89,2.126822490730477e-12],[91,3.5447041512174616e-13],[92,3.5447041512174616e-13],[93,3.5447041512174616e-13],[94,3.5447041512174616e-13],[95,3.5447041512174616e-13],[97,5.907840252029102e-14],[98,5.907840252029102e-14],[99,5.907840252029102e-14],[100,5.907840252029102e-14],[101,5.907840252029102e-14],[103,9.846400420048504e-15],[104,9.846400420048504e-15],[105,9.846400420048504e-15],[106,9.846400420048504e-15],[107,9.846400420048504e-15],[109,1.6410667366747506e-15],[110,1.6410667366747506e-15],[111,1.6410667366747506e-15],[112,1.6410667366747506e-15],[113,1.6410667366747506e-15],[115,2.735111227791251e-16],[116,2.735111227791251e-16],[117,2.735111227791251e-16],[118,2.735111227791251e-16],[119,2.735111227791251e-16],[121,4.558518712985418e-17],[122,4.558518712985418e-17],[123,4.558518712985418e-17],[124,4.558518712985418e-17],[125,4.558518712985418e-17],[126,4.558518712985418e-17]],"estimate":{"bytes":41580.0,"seconds":0.0012710336809999999,"totals":126.0},"explosion_cap":20,"expression":"d6!","mean":4.199999999999996}]},"rules":null,"schema":3,"table":[],"turn":null}
# issue 39: --explain's steps in --json (`explain`), thrown and with --odds
$ muster roll 2d6+1 --dice 3,4 --explain --json
{"brief":"roll 2d6+1: [3 4] + 1 = 8","changes":[],"command":"roll","dice":[{"die":"D6","for":"2d6 (1/2)","source":"typed","value":3},{"die":"D6","for":"2d6 (2/2)","source":"typed","value":4}],"dry_run":false,"events":[],"explain":["7 + 1 = 8"],"options":null,"owed":[],"provisional":false,"result":{"rolls":[{"expression":"2d6+1","terms":[{"term":"2d6","values":[3,4]}],"total":8}],"total":8},"rules":null,"schema":3,"table":[],"turn":null}
$ muster roll 2d6 --odds --explain --json
{"brief":"roll --odds 2d6 mean 7.0000, 2..12","changes":[],"command":"roll","dice":[],"dry_run":false,"events":[],"explain":["2d6: 2 dice summed by convolution","estimated work: 0.001 s, 0.0 MB, 11 possible totals"],"options":null,"owed":[],"provisional":false,"result":{"distribution":[[2,0.027777777777777776],[3,0.05555555555555555],[4,0.08333333333333333],[5,0.1111111111111111],[6,0.13888888888888887],[7,0.16666666666666663],[8,0.13888888888888887],[9,0.1111111111111111],[10,0.08333333333333333],[11,0.05555555555555555],[12,0.027777777777777776]],"mean":6.999999999999998,"rolls":[{"distribution":[[2,0.027777777777777776],[3,0.05555555555555555],[4,0.08333333333333333],[5,0.1111111111111111],[6,0.13888888888888887],[7,0.16666666666666663],[8,0.13888888888888887],[9,0.1111111111111111],[10,0.08333333333333333],[11,0.05555555555555555],[12,0.027777777777777776]],"estimate":{"bytes":3630.0,"seconds":0.0012061971999999998,"totals":11.0},"expression":"2d6","mean":6.999999999999998}]},"rules":null,"schema":3,"table":[],"turn":null}
