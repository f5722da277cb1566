# The command-line frame: `muster help [COMMAND]` as in the shell, strict numbers (an empty
# word, hex or exponent is refused, never read as 0), too-large numbers, a dry run's brief line.
$ muster help | head -2
muster: dice and rosters for colonial wargames
Usage: muster [OPTIONS] SUBCOMMAND
$ muster help roll | head -2
Roll dice expressions, each reported separately (docs/dice.md has the grammar): 3d6, 2avd+1, 5d6>=4 (successes), 10d10>=7f1 (less 1s), {2d6}>=7 (pass/fail), 2d6r1, 2d6ro<=2, 3d6!, 4d6kh3, 2d20kl1, 4d6dl1, d6*2, 2d6/2 (rounds down), 3x3d6, d%, 4dF, dd66 (tens and units; d66 is a 66-sided die), (10d6>=3)d6>=4 (the hits' dice), (d3)d6, d3d6, (d3+1)d6, max(1,d6-2), min(3,2d6), {2d6}ro<7 (the whole roll again, once), {2d6}>{2d6}, {2d6,2d6}kh1, 10/d6, 5d(d6+1)>=4cf1cs6 (+1 a die; a natural 1 fails, a natural 6 succeeds). Case-insensitive; quote spaces. At most 10,000 dice an expression, 2 to 1,000 sides; an exploding die adds at most 20 dice. --odds prints the exact distribution of each total. --dice order: the expressions left to right; in each term its dice left to right, then its re-rolls, then its explosions (a D66 is two D6: tens, units); a random number of dice after the dice that count them. A word starting with '-' after the command that reads as an expression (-d6) is an expression, not an option.
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
$ muster kill Z 1 --dry-run=maybe
muster: error: --dry-run takes no value, not 'maybe'
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
$ MUSTER_ROSTER= muster kill Z 1
muster: error: MUSTER_ROSTER is set but empty: name a roster (MUSTER_ROSTER=FILE or -f FILE), or unset it for ./muster.roster
[2]
$ echo "kill Z 1" | MUSTER_ROSTER= muster -
muster: error: MUSTER_ROSTER is set but empty: name a roster (MUSTER_ROSTER=FILE or -f FILE), or unset it for ./muster.roster
[2]
$ MUSTER_ROSTER= muster -f muster.roster --dry-run --brief kill Z 1
t1 kill Z 1: killed 0 -> 1 (dry run)
$ muster -f /nonexistent-folder/game.roster init
muster: error: cannot use /nonexistent-folder/game.roster: the folder /nonexistent-folder does not exist
[3]
$ printf '\357\273\277kill Z 1 --brief\n' | muster -
t1 kill Z 1: killed 0 -> 1
$ muster log --format markdown --json
{"command":"log","error":{"exit":2,"message":"--format markdown and --json: give one of them"},"schema":3}
[2]
