# muster move, recrew, recon and recover in unbalanced-equality (UE-MOVE, UE-ARTY-5, UE-SEQ).
$ muster move brit-infantry
brit-infantry (brit-infantry, closed) moves 1" (UE-MOVE-1)
$ muster move brit-infantry --open
brit-infantry (brit-infantry, open) moves 2" on normal ground, 1" on rough (UE-MOVE-1)
$ muster move zulu-spears native-riflemen brit-mounted-infantry maxim-brit cannon-native
zulu-spears (zulu-spears) moves 3" on normal ground, 2" on rough (UE-MOVE-1)
fire & charge: +3" = 6" (declare it at the start of movement, UE-CHARGE-1)
native-riflemen (native-riflemen) moves 3" on normal ground, 2" on rough (UE-MOVE-1)
brit-mounted-infantry (brit-mounted-infantry, dismounted) moves 2" on normal ground, 1" on rough (UE-MOVE-1)
or 2" mounted and 2" dismounted, mounting or dismounting on the way (mounted 4"/2", dismounted 2"/1")
maxim-brit (maxim-brit) moves 2" (UE-MOVE-1)
or 1" and fire this turn (UE-TYPE-5)
cannon-native (cannon-native) moves 2" on normal ground, 1" on rough (UE-MOVE-1)
it cannot move and fire in the same turn (UE-TYPE-5)
$ muster move brit-mounted-infantry --mounted --json
{"brief":"move brit-mounted-infantry: 4\"/2\"","changes":[],"command":"move","dice":[],"dry_run":false,"events":[],"options":null,"owed":[],"provisional":false,"result":{"units":[{"fire_and_charge":0,"lines":["brit-mounted-infantry (brit-mounted-infantry, mounted) moves 4\" on normal ground, 2\" on rough (UE-MOVE-1)","or 2\" mounted and 2\" dismounted, mounting or dismounting on the way (mounted 4\"/2\", dismounted 2\"/1\")"],"move_and_fire":0,"normal":4,"rough":2,"unit":"brit-mounted-infantry"}]},"rules":"unbalanced-equality","schema":3,"table":[],"turn":null}
$ cp $EXAMPLES/isandlwana-turn3.roster muster.roster
$ muster move uKhandempemvu 1/24th/A
uKhandempemvu (zulu-spears) moves 3" on normal ground, 2" on rough (UE-MOVE-1)
fire & charge: +3" = 6" (declare it at the start of movement, UE-CHARGE-1)
uKhandempemvu is falling back: it stays put until it rallies (UE-RALLY-1)
1/24th/A (brit-infantry, closed) moves 1" (UE-MOVE-1)
$ muster move 1/24th/A --brief
move 1/24th/A: 1"
$ muster move 1/24th/A --dice 3
muster: error: --dice: 1 value(s) given, this resolution uses none
[2]
$ muster recrew "RA 7-pdr/2" --from brit-light-cavalry
muster: error: brit-light-cavalry is brit-light-cavalry: a new crew comes from an infantry unit (UE-ARTY-5)
[1]
$ muster recrew "RA 7-pdr/2" --from NNC/1 --json
{"brief":"t3 recrew RA 7-pdr/2 from NNC/1: 60 men; NNC/1 loses 1 stand","changes":[{"after":{"killed":60},"before":{"killed":0},"stands_removed":1,"unit":"NNC/1"},{"after":{"crew":"replaced","killed":0},"before":{"crew":null,"killed":60},"stands_removed":0,"unit":"RA 7-pdr/2"}],"command":"recrew","dice":[],"dry_run":false,"events":[{"applied":60,"event":"casualties","excess":0,"inflicted":60,"loss":"men","unit":"NNC/1"},{"event":"stands_removed","stands":1,"unit":"NNC/1"}],"options":{"army_morale":"on","combat_power":"figures","morale_modifiers":"benefit"},"owed":[{"argv":["muster","rally","uKhandempemvu"],"command":"muster rally uKhandempemvu","decision":null,"owes":"rally","rule":"UE-RALLY-1","side":null,"step":1,"unit":"uKhandempemvu"}],"provisional":false,"result":{"from":"NNC/1","men":60,"unit":"RA 7-pdr/2"},"rules":"unbalanced-equality","schema":3,"table":["remove 1 stand of NNC/1","move 60 men of NNC/1 to the gun RA 7-pdr/2"],"turn":3}
$ grep -E 'RA 7-pdr/2|NNC/1' muster.roster
unit NNC/1       nnc                  side=british  stands=3  killed=60  formation=closed
unit "RA 7-pdr/2"  cannon-brit        side=british  stands=1  killed=0  crew=replaced
$ muster recrew "RA 7-pdr/2" --from NNC/1
muster: error: RA 7-pdr/2 still has 60 crew: only a gun whose crew is all killed takes a new one (UE-ARTY-5)
[1]
$ muster recrew "RA 7-pdr" --from 1/24th/A
muster: error: RA 7-pdr still has 60 crew: only a gun whose crew is all killed takes a new one (UE-ARTY-5)
[1]
$ muster recrew 1/24th/A --from 2/24th/G
muster: error: 1/24th/A is brit-infantry, not a gun
[1]
$ muster recon 1/24th/A
muster: error: unbalanced-equality has no reconnaissance step (recon is a fuzzy-wuzzy rule); the UE turn is rally, move, fire, morale, melee, army (UE-SEQ)
[1]
$ muster recover 1/24th/A
muster: error: unbalanced-equality has no casualty recovery step (recover is a fuzzy-wuzzy rule); the UE turn is rally, move, fire, morale, melee, army (UE-SEQ)
[1]
