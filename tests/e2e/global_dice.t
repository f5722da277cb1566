# Global options go before or after the command: `--dice V` before the command takes one word,
# so the command's unit names after it stay unit names (found by the new-user trial).
$ cp "$EXAMPLES/isandlwana.roster" r.roster
$ muster -f r.roster --dice 4 morale uThulwana --range long --dry-run --brief
t1 morale uThulwana passed (4) [dice 4] (dry run)
$ muster -f r.roster morale --dice 4 uThulwana --range long --dry-run --brief
t1 morale uThulwana passed (4) [dice 4] (dry run)
$ muster -f r.roster --dice 5 fire "RA 7-pdr" --at uMbonambi --range long --dry-run --brief
t1 fire RA 7-pdr -> uMbonambi long: 10 killed; uMbonambi morale due [dice 5] (dry run)
$ muster -f r.roster -d 3 -d 4 melee uMbonambi --vs 1/24th/C --dry-run --brief
t1 melee uMbonambi vs 1/24th/C: uMbonambi wins; losses 360 / 135, phase A uMbonambi; 1/24th/C destroyed; uMbonambi loses 1 stand [dice 3,4] (dry run)
$ muster roll 3d6 --dice 1,2 -d 3
3d6: [1 2 3] = 6
