# Peers' published cases, restated with the same dice typed (issue 25). From rpg-dice-roller
# (dice-roller/rpg-dice-roller, tests/Feature/rolling.test.ts): `2d7 + (5d4 * 2)` with 5,2 and
# 4,2,1,3,3 is 33; `2d6r<=4` with 4, 5 and the re-roll 6 is 11; `6d10>=8!>=9` with
# 4,5,6,3,10,8 and the explosion 6 is 2 successes (the 10 and the 8; the explosion's 6 is none).
# Their modifier tests
# (tests/Feature/modifiers/modifiers.test.ts): `3d6kh2` of 1,4,6 keeps 4 and 6.
$ muster roll '2d7 + (5d4 * 2)' --dice 5,2,4,2,1,3,3
2d7 + (5d4 * 2): [5 2] + ([4 2 1 3 3] * 2) = 33
$ muster roll '2d6r<=4' --dice 4,5,6
2d6r<=4: [4r6 5] = 11
$ muster roll '6d10>=8!>=9' --dice 4,5,6,3,10,8,6
6d10>=8!>=9: [4 5 6 3 10*!6 8*] = 2 successes
$ muster roll 3d6kh2 --dice 1,4,6
3d6kh2: [(1) 4 6] = 10
