# A unit fires at the enemy, never at its own side, in both rule sets (UE-TYPE-2; FW as UE):
# refused with exit 1, the roster and journal unchanged. Found by the new-user trial (FW fire).
$ cp "$EXAMPLES/omdurman.roster" fw.roster && cp "$EXAMPLES/isandlwana.roster" ue.roster
$ muster -f fw.roster fire Grenadiers --at Lincolns --range short --dice 3,3,3,3
muster: error: Grenadiers and Lincolns are both on side british: a unit fires at the enemy, never at its own side
[1]
$ muster -f fw.roster melee Grenadiers --vs Lincolns --dice 3,3,3,3
muster: error: Grenadiers and Lincolns are both on side british: a melee is between enemies
[1]
$ muster -f ue.roster fire 1/24th/A --at 1/24th/C --range short
muster: error: 1/24th/A and 1/24th/C are both side british: a unit fires at the enemy, never at its own side (UE-TYPE-2)
[1]
$ cmp fw.roster "$EXAMPLES/omdurman.roster" && cmp ue.roster "$EXAMPLES/isandlwana.roster" && echo unchanged
unchanged
$ ls *.journal 2>/dev/null | wc -l
0
