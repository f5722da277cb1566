# The quick-start demonstration (scripts/demo.sh runs it on the release build). Its "$ muster"
# lines are indented here so that the golden runner does not take them for commands.
$ bash "$EXAMPLES/demo.sh" "$MUSTER_BIN" | sed "s/^\$ /  $ /"
Isandlwana, turn 1: two companies of the 24th fire on the uKhandempemvu at medium range.

  $ muster fire 1/24th/A 1/24th/C --at uKhandempemvu --range medium
1/24th/A, 1/24th/C at uKhandempemvu (medium): 26 killed
reading: combat-power figures (OPT-1)
On the table:
  - uKhandempemvu must test morale at medium range (muster morale uKhandempemvu --range medium)

What are the Zulus' chances in the morale test?

  $ muster morale uKhandempemvu --odds
uKhandempemvu fails: 33.3%
morale: exact odds
  uKhandempemvu fails                           33.3%
reading: morale-modifiers benefit (OPT-2)

They throw a 2 on the table:

  $ muster morale uKhandempemvu --dice 2
uKhandempemvu: morale FAILED at medium range (D6 2)
reading: morale-modifiers benefit (OPT-2)
dice: 2 (D6, uKhandempemvu morale)
On the table:
  - uKhandempemvu falls back two full moves and faces away (UE-MORALE-4)

  $ muster show uKhandempemvu
Isandlwana refight - unbalanced-equality, turn 1
options: army-morale on, combat-power figures, morale-modifiers benefit
house rule: type nnc base=native-regular-infantry mv-closed=3 rate-closed=1/10
marks: one per figure, x killed, . alive; grouped by stand

uKhandempemvu  zulu-spears  side zulu  falling back  done this turn: fired at, morale
  x................... .................... ....................
  .................... .................... ....................
  killed 26, stands lost 0 of 6, men 1800, men left 1774, remainder 11, cp 1785,
  mv 3, half strength no, destroyed no

The game notes so far:

  $ muster log
t1 fire 1/24th/A, 1/24th/C -> uKhandempemvu medium: 26 killed; uKhandempemvu morale due
t1 morale uKhandempemvu failed (2) [dice 2 typed]
