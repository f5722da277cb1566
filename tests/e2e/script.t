# muster - : commands from standard input, one a line, stopping at the first error.
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
