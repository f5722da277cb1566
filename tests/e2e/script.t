# muster - : commands from standard input, one a line, stopping at the first error.
# --dry-run -: the script plays on a copy in memory, line after line (issue 27): line 2 sees
# line 1's kills, line 3 takes back line 2, line 4 reads the journal as the script left it; the
# roster and journal keep every byte and no lock file is made.
$ muster init --rules unbalanced-equality --title "Script test" >/dev/null
$ printf 'add 90th/A brit-infantry --side british\n# a comment\n\nkill 90th/A 15 --brief\n' | muster -
added 90th/A: 3 stands of brit-infantry (9 figures), side british
t1 kill 90th/A 15: killed 0 -> 15
$ printf 'kill 90th/A 1\nkill nobody 3\nkill 90th/A 1\n' | muster --brief -
t1 kill 90th/A 1: killed 15 -> 16
muster: error: no unit `nobody` in the roster; closest: 90th/A
muster: error: stopped at standard input line 2 (exit 2)
[2]
$ printf 'roll 3d6 --dice 1,2,3\n"unterminated\n' | muster -
3d6: [1 2 3] = 6
muster: error: standard input line 2: unterminated quote
muster: error: stopped at standard input line 2 (exit 2)
[2]
$ printf 'shell\n' | muster -
muster: error: standard input line 1: 'shell' cannot be run from a script
muster: error: stopped at standard input line 1 (exit 2)
[2]
$ muster - extra
muster: error: nothing may follow '-': it runs the commands on standard input
[2]
$ muster shell < /dev/null
muster: error: 'shell' needs a terminal; to run commands from a file use 'muster - < FILE'
[2]
$ muster add uThulwana zulu-spears --side zulu >/dev/null
$ cp muster.roster before.roster; cp muster.roster.journal before.journal; rm -f muster.roster.lock
$ printf 'fire 90th/A --at uThulwana --range short --brief\nmorale uThulwana --dice 2 --brief\nundo --brief\nlog\n' | muster --dry-run -
t1 fire 90th/A -> uThulwana short: 48 killed; uThulwana morale due (dry run)
t1 morale uThulwana failed (2) [dice 2] (dry run)
t1 undo morale uThulwana failed (2) (dry run)
t1 init muster.roster
t1 add 90th/A brit-infantry stands=3 side=british
t1 kill 90th/A 15: killed 0 -> 15
t1 kill 90th/A 1: killed 15 -> 16
t1 add uThulwana zulu-spears stands=6 side=zulu
t1 fire 90th/A -> uThulwana short: 48 killed; uThulwana morale due
t1 morale uThulwana failed (2) [dice 2 typed]
t1 undo morale uThulwana failed (2)
$ cmp muster.roster before.roster && cmp muster.roster.journal before.journal && ! test -e muster.roster.lock && echo unchanged
unchanged
