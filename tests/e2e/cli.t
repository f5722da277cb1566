# The command-line frame: `muster help [COMMAND]` as in the shell, strict numbers (an empty
# word, hex or exponent is refused, never read as 0), too-large numbers, a dry run's brief line.
$ muster help | head -2
muster: dice and rosters for colonial wargames (Unbalanced Equality, 'Ere's to You Fuzzy-Wuzzy)
Usage: muster [OPTIONS] SUBCOMMAND
$ muster help roll | head -2
Roll dice expressions, each reported separately: 3d6, d6, 2avd, 10avd+1, 2d6+1avd-2 (case-insensitive; AvD = average die 2,3,3,4,4,5). At most 10,000 dice an expression, 2 to 1,000 sides. --odds prints the exact distribution of each total. --dice order: the expressions left to right, each term's dice left to right.
Usage: muster roll [OPTIONS] expression...
$ muster help fier
muster: error: unknown command 'fier'; did you mean 'fire'?
[2]
$ muster init --rules unbalanced-equality >/dev/null && muster add A brit-infantry --side british >/dev/null && muster add Z zulu-spears --side zulu
added Z: 6 stands of zulu-spears (120 figures), side zulu
$ muster kill Z ""
muster: error: count: '' is not a whole number
[2]
$ muster kill Z 0x10
muster: error: count: '0x10' is not a whole number
[2]
$ muster kill Z " 5"
muster: error: count: ' 5' is not a whole number
[2]
$ muster fire A --at Z --distance ""
muster: error: --distance: '' is not a number
[2]
$ muster fire A --at Z --distance 1e3
muster: error: --distance: '1e3' is not a number
[2]
$ muster add B brit-infantry --stands 99999999999
muster: error: --stands: 99999999999 is too large
[2]
$ muster undo 0x1
muster: error: count: '0x1' is not a whole number
[2]
$ muster fire A --at Z --distance 2.5 --dry-run --brief
t1 fire A -> Z short: 54 killed; Z morale due (dry run)
$ muster log
t1 init muster.roster
t1 add A brit-infantry stands=3 side=british
t1 add Z zulu-spears stands=6 side=zulu
$ muster fire A --at Z --rnage short
muster: error: fire: unknown option '--rnage'; did you mean '--range'?
[2]
$ muster roll 3d6 --odsd
muster: error: roll: unknown option '--odsd'; did you mean '--odds'?
[2]
$ muster kill Z 3 extra
muster: error: kill: unexpected word 'extra'; see 'muster kill --help'
[2]
$ muster -f a.roster -f b.roster show
muster: error: --roster takes one value, not 2
[2]
$ muster show --roster
muster: error: --roster needs a value
[2]
$ muster log --format md
muster: error: --format: 'md' is not one of text, markdown, json
[2]
$ MUSTER_LOCK_TIMEOUT=abc muster kill Z 1
muster: error: MUSTER_LOCK_TIMEOUT=abc: expected seconds, 0 to 86400
[2]
$ muster -f /nonexistent-folder/game.roster init
muster: error: cannot use /nonexistent-folder/game.roster: the folder /nonexistent-folder does not exist
[3]
$ printf '\357\273\277kill Z 1 --brief\n' | muster -
t1 kill Z 1: killed 0 -> 1
$ muster log --format markdown --json
muster: error: --format markdown and --json: give one of them
[2]
