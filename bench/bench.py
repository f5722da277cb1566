#!/usr/bin/env python3
"""Whole-process benchmarks of muster against the floor (its own start-up) and the tools
players would use instead. Commands of a group are run interleaved, in a shuffled order each
round, so that noise on a shared machine hits all of them alike. Reports the median wall time
and the peak resident memory (from wait4's rusage) of each command.

    bench.py MUSTER_BINARY RUNS [before-the-dice|notation]   (group 6 only; groups 7-8 only)
    bench.py MUSTER_BINARY RUNS big-fire [MUSTER_BEFORE]       (the 10,000-unit fire, issue 22)
    bench.py MUSTER_BINARY RUNS events [MUSTER_BEFORE]         (group 9 only: replay, and a save
                                                               paired with an older binary's)
    bench.py MUSTER_BINARY RUNS remote                         (group 10 only: a fair roll
                                                               between two clones)
    bench.py MUSTER_BINARY RUNS targets                        (issue 22's targets only: groups
                                                               1, 2 and the 10,000-unit 4)
    bench.py MUSTER_BINARY RUNS start-up [MUSTER_BEFORE]       (group 2, and short commands
                                                               paired with an older binary's)
    bench.py MUSTER_BINARY RUNS compose                        (group 11 only: issue 44's
                                                               chains and groups; instructions
                                                               under callgrind when installed)
    bench.py MUSTER_BINARY RUNS estimates                      (group 12 only: issue 44's forms,
                                                               the work estimate against the
                                                               measured CPU time)
    bench.py MUSTER_BINARY RUNS scripts                        (group 13 only: issue 41's saving
                                                               scripts, 2,000 lines against 500)
    bench.py MUSTER_BINARY RUNS dice-exact                     (group 14 only: issue 62's big
                                                               pools, chains, new notation)
    bench.py MUSTER_BINARY RUNS tricks MUSTER_BEFORE           (issue 40: a speed trick in and
                                                               out, on a realistic game,
                                                               bench/tricks.py)
"""
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import compose_forms  # issue 44's groups 11 and 12 (bench/compose_forms.py)
import dice_exact  # issue 62's group 14 (bench/dice_exact.py)
import script_scaling  # issue 41's group 13 (bench/script_scaling.py)
import tricks  # issue 40's before and after of a speed trick (bench/tricks.py)

MUSTER = os.path.realpath(sys.argv[1])
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 40
ROLLDICE = shutil.which("rolldice") or "/usr/games/rolldice"
DICELAB = shutil.which("dicelab") or "/usr/bin/dicelab"
WORK = tempfile.mkdtemp(prefix="muster-bench-")


def peak_kib(argv, setup=None):
    """Peak resident memory of argv, as GNU time measures it from its own small process (a
    process started from this Python would count Python's memory before its exec)."""
    if setup:
        setup()
    out = subprocess.run(["/usr/bin/time", "-f", "%M"] + argv, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True, check=True)
    return int(out.stderr.strip().splitlines()[-1])


def run_once(argv, setup=None, cpu=None, faults=None):
    """Runs argv once (after setup, untimed); returns its wall-clock seconds. Appends its CPU
    seconds (user and system, from wait4's rusage) to the list cpu when one is given, and its
    page faults (minor and major) to the list faults."""
    if setup:
        setup()
    # posix_spawn (vfork-like), not fork: a forked copy of this Python would count in the
    # child's peak memory. Paths are absolute, so the working directory does not matter.
    actions = [(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
               (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)]
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    if cpu is not None:
        cpu.append(usage.ru_utime + usage.ru_stime)
    if faults is not None:
        faults.append(usage.ru_minflt + usage.ru_majflt)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"benchmark command failed: {' '.join(argv)}")
    return elapsed


CPU = {}  # label: median CPU seconds, of every group run


def group(title, commands):
    """commands: list of (label, argv, setup). Interleaved runs; prints rows, returns stats."""
    samples = {label: [] for label, _, _ in commands}
    cpu = {label: [] for label, _, _ in commands}
    faults = {label: [] for label, _, _ in commands}
    peaks = {label: 0 for label, _, _ in commands}
    for label, argv, setup in commands:  # warm-up (caches, page cache), and peak memory
        run_once(argv, setup)
        peaks[label] = max(peak_kib(argv, setup) for _ in range(3))
    for _ in range(RUNS):
        order = list(commands)
        random.shuffle(order)
        for label, argv, setup in order:
            samples[label].append(run_once(argv, setup, cpu[label], faults[label]))
    base = statistics.median(samples[commands[0][0]])
    print(f"\n### {title}\n")
    print(f"| command | median | ratio to first | CPU (median) | page faults | peak memory |")
    print(f"|---|---:|---:|---:|---:|---:|")
    for label, _, _ in commands:
        m = statistics.median(samples[label])
        CPU[label] = statistics.median(cpu[label])
        print(f"| `{label}` | {m * 1000:.2f} ms | {m / base:.2f}x | {CPU[label] * 1000:.2f} ms "
              f"| {statistics.median(faults[label]):.0f} | {peaks[label] / 1024:.1f} MiB |")
    sys.stdout.flush()
    return {label: statistics.median(s) for label, s in samples.items()}, peaks


def roster(n):
    """A UE roster of n units, alternately British companies and Zulu iButhos."""
    path = os.path.join(WORK, f"r{n}.roster")
    lines = ["# muster roster v1", "rules   unbalanced-equality", f"title   bench {n}", "turn    1", ""]
    for i in range(n):
        if i % 2 == 0:
            lines.append(f"unit brit{i}  brit-infantry  side=british  stands=3  killed=0  formation=closed")
        else:
            lines.append(f"unit zulu{i}  zulu-spears    side=zulu     stands=6  killed=0")
    with open(path + ".orig", "w") as f:
        f.write("\n".join(lines) + "\n")
    return path


def fresh(path):
    """Setup step: the roster as generated, no journal."""
    def setup():
        shutil.copyfile(path + ".orig", path)
        for extra in (path + ".journal",):
            if os.path.exists(extra):
                os.remove(extra)
    return setup


def with_one_change(path):
    """Setup step for undo: a fresh roster with one journalled fire to undo."""
    def setup():
        fresh(path)()
        subprocess.run([MUSTER, "-f", path, "fire", "brit0", "--at", "zulu1", "--range", "medium"],
                       stdout=subprocess.DEVNULL, check=True, cwd=WORK)
    return setup


def before_the_dice():
    """Group 6: any single resolution's odds, compare and a whole charge (docs/before-the-dice.md)."""
    charge_ue = os.path.join(WORK, "charge-ue.roster")
    charge_fw = os.path.join(WORK, "charge-fw.roster")
    def charge_rosters():
        for path, rules, units in (
                (charge_ue, "unbalanced-equality",
                 [("impi", "zulu-spears", "20")] + [(f"co{c}", "brit-infantry", "3") for c in "ABCD"]),
                (charge_fw, "fuzzy-wuzzy",
                 [("ansar", "irregular-spearmen", "20")] + [(f"co{c}", "regular-infantry", "4") for c in "ABCD"])):
            if os.path.exists(path):
                os.remove(path)
            subprocess.run([MUSTER, "-f", path, "init", "--rules", rules], stdout=subprocess.DEVNULL, check=True)
            for name, unit_type, stands in units:
                subprocess.run([MUSTER, "-f", path, "add", name, unit_type, "--stands", stands],
                               stdout=subprocess.DEVNULL, check=True)
    charge_rosters()
    group("6. Before the dice: odds, compare and a whole charge (target: each under 50 ms)", [
        ("muster --version", [MUSTER, "--version"], None),
        ("FW melee --odds (60 v 60 stands)", [MUSTER, "melee", "regular-infantry:60", "--vs", "irregular-spearmen:60", "--odds"], None),
        ("FW melee --odds (200 v 200 figures)", [MUSTER, "melee", "regular-infantry:100", "--vs", "irregular-spearmen:100", "--odds"], None),
        ("UE fire --odds (cannon + company)", [MUSTER, "fire", "cannon-brit", "brit-infantry:3", "--at", "zulu-spears:20", "--range", "short", "--odds"], None),
        ("UE charge: 20-stand impi, 3 bands, 4 companies", [MUSTER, "-f", charge_ue, "charge", "impi", "--at", "coA", "coB", "coC", "coD", "--from", "20"], None),
        ("FW charge: 20 stands against 4 companies", [MUSTER, "-f", charge_fw, "charge", "ansar", "--at", "coA", "coB", "coC", "coD"], None),
        ("compare two fires", [MUSTER, "-f", charge_ue, "compare", "fire coA --at impi --range long", "fire coA --at impi --range medium"], None),
    ])


# Group 7: the notation's exact odds against dicelab on the same expressions (issue 25:
# each at most 0.25x dicelab's time). A dicelab run over DICELAB_LIMIT seconds is stopped and
# shown as "> limit" (dicelab could not finish `sum(high 5 10#d6)` in 60 s).
NOTATION_PAIRS = [
    ("4d6kh3", "sum(high 3 4#d6)"),
    ("6d6kh3", "sum(high 3 6#d6)"),
    ("8d6kh3", "sum(high 3 8#d6)"),
    ("10d6kh5", "sum(high 5 10#d6)"),
    ("2d20kl1", "sum(low 1 2#d20)"),
    ("10d6>=4", "count >=4 10#d6"),
    ("20d6>=4", "count >=4 20#d6"),
    ("100d10>=7", "count >=7 100#d10"),
    ("{3d6}>=11", "count >=11 (sum(3#d6))"),
    ("(d6+1)*d4", "(d6+1)*d4"),
    ("2d6/2", "sum(2#d6)/2"),
]
DICELAB_LIMIT = 20.0


def timed_out(argv, limit):
    """True when argv takes longer than limit seconds (it is then killed)."""
    try:
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=limit)
        return False
    except subprocess.TimeoutExpired:
        return True


def against_dicelab(expr, prog, title):
    """`roll EXPR --odds` and dicelab's PROG interleaved: (dicelab's median or None when it
    takes over DICELAB_LIMIT, muster's median)."""
    path = os.path.join(WORK, f"p{abs(hash(prog))}.dl")
    with open(path, "w") as f:
        f.write(prog + "\n")
    dl = [DICELAB, "-c", "-f", path]
    mu = [MUSTER, "roll", expr, "--odds"]
    if timed_out(dl, DICELAB_LIMIT):
        return None, statistics.median(run_once(mu) for _ in range(RUNS))
    stats, _ = group(title, [(f"dicelab -c '{prog}'", dl, None),
                             (f"muster roll {expr} --odds", mu, None)])
    return stats[f"dicelab -c '{prog}'"], stats[f"muster roll {expr} --odds"]


def dicelab_table(rows):
    """rows: (muster expression, dicelab program, dicelab's median or None, muster's median)."""
    print("| muster | dicelab | dicelab | muster | ratio |")
    print("|---|---|---:|---:|---:|")
    for expr, prog, dl, mu in rows:
        dl_text = f"> {DICELAB_LIMIT:.0f} s" if dl is None else f"{dl * 1000:.1f} ms"
        ratio = f"< {mu / DICELAB_LIMIT:.4f}x" if dl is None else f"{mu / dl:.3f}x"
        print(f"| `{expr}` | `{prog}` | {dl_text} | {mu * 1000:.1f} ms | {ratio} |")
    sys.stdout.flush()


def notation():
    rows = []
    for expr, prog in NOTATION_PAIRS:
        dl, mu = against_dicelab(
            expr, prog, f"7. `{expr} --odds` against dicelab `{prog}` (target: at most 0.25x)")
        rows.append((expr, prog, dl, mu))
    # The floor: starting any process at all (no dynamic libraries beyond libc's), in this run.
    floor = statistics.median(run_once(["/bin/true"]) for _ in range(RUNS))
    print("\n### 7. Summary: exact odds of the notation against dicelab (medians)\n")
    print(f"Starting a process that does nothing (`/bin/true`) takes {floor * 1000:.2f} ms here.\n")
    dicelab_table(rows)
    # Group 8: the work estimate (refused above about 2 s) against the measured time, on sizes
    # up to the limit (issue 24 item 7: within 1.5x). The estimate is what --explain prints.
    print("\n### 8. Work estimates against measured time (target: ratio 0.67x to 1.5x)\n")
    print("| expression | estimate | measured (median) | estimate / measured |")
    print("|---|---:|---:|---:|")
    for expr in ("2000d6", "5000d6", "7000d6", "10000d6", "3000avd", "6000avd", "200d100",
                 "100d1000", "130d1000", "40d6kh20", "100d6kh50", "150d6kh75", "60d10!", "20d20!",
                 "2000d10>=7", "d300*d300"):
        out = subprocess.run([MUSTER, "--json", "roll", expr, "--odds"], capture_output=True,
                             text=True, check=True).stdout
        estimate = json.loads(out)["result"]["rolls"][0]["estimate"]["seconds"]
        measured = statistics.median(run_once([MUSTER, "roll", expr, "--odds"]) for _ in range(max(3, RUNS // 4)))
        print(f"| `{expr}` | {estimate:.3f} s | {measured:.3f} s | {estimate / measured:.2f}x |")
        sys.stdout.flush()


def played_game(rules, entries):
    """A game of at least `entries` journal entries on a 20-unit roster, played with seeded dice
    as one `muster --seed N -` script: each turn every British unit fires once at long range,
    the reaction tests are thrown, a unit loses a man by hand, and the turn advances."""
    path = os.path.join(WORK, f"game-{rules}-{entries}.roster")
    if os.path.exists(path):
        return path
    ue = rules == "unbalanced-equality"
    a, b = ("brit-infantry", "zulu-spears") if ue else ("regular-infantry", "irregular-spearmen")
    lines = [f"init --rules {rules}"]
    for i in range(10):
        lines.append(f"add a{i} {a} --side british --stands 3")
        lines.append(f"add b{i} {b} --side {'zulu' if ue else 'mahdist'} --stands 40")
    turns = entries // 13 + 1
    for t in range(turns):
        for i in range(10):
            lines.append(f"fire a{i} --at b{(i + t) % 10} --range long")
        lines.append("morale")
        lines.append(f"kill b{t % 10} 1")
        lines.append("turn --skip-owed")
    script = "\n".join(lines) + "\n"
    subprocess.run([MUSTER, "-f", path, "--seed", "1879", "-"], input=script, text=True,
                   stdout=subprocess.DEVNULL, check=True)
    return path


def events():
    """Group 9: the game as events (docs/game-record.md): `replay` of a 1,000-entry game of each
    rule set (target: under 1 s; memory flat in the journal's length, shown against 4,000
    entries), and a saved change on a 20-unit roster paired with an older binary's (sys.argv[4],
    the format before events) when one is given (target: no slower)."""
    commands = []
    for rules in ("unbalanced-equality", "fuzzy-wuzzy"):
        for n in (1000, 4000):
            path = played_game(rules, n)
            commands.append((f"replay ({rules}, {n} entries)", [MUSTER, "-f", path, "replay"], None))
    group("9. Replay: a whole game re-resolved from its recorded dice (target: 1,000 entries under 1 s)",
          commands)
    r20 = roster(20)
    pair = [("muster fire (20 units, events)",
             [MUSTER, "-f", r20, "fire", "brit0", "--at", "zulu1", "--range", "medium"], fresh(r20))]
    if len(sys.argv) > 4:
        before = os.path.realpath(sys.argv[4])
        other = os.path.join(WORK, "before.roster")
        shutil.copyfile(r20 + ".orig", other + ".orig")
        pair.append(("older binary: fire (20 units)",
                     [before, "-f", other, "fire", "brit0", "--at", "zulu1", "--range", "medium"],
                     fresh(other)))
    group("9. A saved change with its event, paired with the format before events (target: no slower)",
          pair)


def shared_game():
    """A shared UE game (docs/remote-play.md): a bare repository, alice's game shared to it, bob's
    clone, both chains pledged, alice's fire synced; kept as a template, copied before each run.
    Git identities come from the environment; the players' secrets live in the template."""
    template = os.path.join(WORK, "shared")
    os.environ.update({"HOME": WORK, "GIT_CONFIG_NOSYSTEM": "1",
                       "GIT_AUTHOR_NAME": "bench", "GIT_AUTHOR_EMAIL": "bench@muster.invalid",
                       "GIT_COMMITTER_NAME": "bench", "GIT_COMMITTER_EMAIL": "bench@muster.invalid"})
    os.makedirs(os.path.join(template, "alice"))
    run = lambda *argv, **kw: subprocess.run(list(argv), check=True, stdout=subprocess.DEVNULL, **kw)
    run("git", "init", "-q", "--bare", "--initial-branch=main", os.path.join(template, "remote.git"))
    for player, argv in (("alice", ["init", "--rules", "unbalanced-equality"]),
                         ("alice", ["add", "90th/A", "brit-infantry", "--side", "british"]),
                         ("alice", ["add", "uThulwana", "zulu-spears", "--side", "zulu"]),
                         ("alice", ["share", os.path.join(template, "remote.git")]),
                         (None, None), ("bob", ["sync"]), ("alice", ["sync"]),
                         ("alice", ["fire", "90th/A", "--at", "uThulwana", "--range", "short"]),
                         ("alice", ["sync"]), ("bob", ["sync"])):
        if player is None:
            run("git", "clone", "-q", os.path.join(template, "remote.git"), os.path.join(template, "bob"))
            continue
        run(*player_argv(template, player, argv), env=player_env(template, player))
    return template


def player_env(root, player):
    return dict(os.environ, MUSTER_DATA_HOME=os.path.join(root, "secrets-" + player))


def player_argv(root, player, argv):
    return [MUSTER, "-f", os.path.join(root, player, "g.roster")] + argv


def remote():
    """Group 10: one fair roll between two clones through a local bare repository, both syncs
    included: bob asks (his muster syncs, journals the request, syncs again), alice's sync
    answers with her link, bob's sync rolls and sends it (target: the whole under 1 s). Paired
    with the start-up floor and one up-to-date sync."""
    template = shared_game()
    root = os.path.join(WORK, "game")

    def copy():  # a fresh copy of the game, each clone's remote the copy's own bare repository
        shutil.rmtree(root, ignore_errors=True)
        shutil.copytree(template, root, symlinks=True)
        for player in ("alice", "bob"):
            subprocess.run(["git", "-C", os.path.join(root, player), "remote", "set-url", "origin",
                            os.path.join(root, "remote.git")], check=True)
    bob = player_argv(root, "bob", [])
    alice = player_argv(root, "alice", [])
    roll = ("set -e; export MUSTER_DATA_HOME={bs}; {bob} morale uThulwana; "
            "MUSTER_DATA_HOME={as_} {alice} sync; {bob} sync").format(
        bs=os.path.join(root, "secrets-bob"), as_=os.path.join(root, "secrets-alice"),
        bob=" ".join(bob), alice=" ".join(alice))
    group("10. One fair roll between two clones with a local remote, both syncs included "
          "(target: under 1 s)", [
              ("muster --version", [MUSTER, "--version"], None),
              ("muster sync (up to date)", ["/bin/sh", "-c", "MUSTER_DATA_HOME={} {} sync".format(
                  os.path.join(root, "secrets-alice"), " ".join(alice))], copy),
              ("fair roll: morale, sync, sync", ["/bin/sh", "-c", roll], copy),
          ])


def start_up():
    """Groups 1 and 2: the start-up floor, and `roll 3d6` against rolldice (issue 22: at most
    1.0x). Returns group 2's ratio."""
    r20 = roster(20)
    fresh(r20)()
    group("1. Start-up floor against a resolution on a 20-unit roster (target: at most 2x)", [
        ("muster --version", [MUSTER, "--version"], None),
        ("muster fire (20 units)", [MUSTER, "-f", r20, "fire", "brit0", "--at", "zulu1", "--range", "medium"], fresh(r20)),
        ("muster fire --dry-run (20 units)", [MUSTER, "-f", r20, "fire", "brit0", "--at", "zulu1", "--range", "medium", "--dry-run"], fresh(r20)),
        ("muster roll 3d6", [MUSTER, "roll", "3d6"], None),
    ])
    stats, _ = group("2. Rolling dice against rolldice (target: at most 1.0x, issue 22)", [
        ("rolldice 3d6", [ROLLDICE, "3d6"], None),
        ("muster roll 3d6", [MUSTER, "roll", "3d6"], None),
    ])
    return stats["muster roll 3d6"] / stats["rolldice 3d6"]


def as_from_disk(*paths):
    """Drops the page cache of each program (posix_fadvise), so that the next start reads it
    from disk as an installed program's first start does. A program just written by the linker
    sits in the page cache as it was written, in other pieces than the kernel's read-ahead makes
    of a file read from disk: up to 10 page faults more or fewer at every start, enough to make
    two binaries of the same code differ by several per cent."""
    for path in paths:
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)


def start_up_against(before):
    """Issue 22's start-up work: group 2 (`roll 3d6` against rolldice), with an older binary's
    `roll 3d6` in the same run when one is given, then short commands of each kind paired with
    the older binary's (target: none slower). Every program compared is read from disk first."""
    as_from_disk(*[p for p in (MUSTER, ROLLDICE, before) if p])
    rows = [("rolldice 3d6", [ROLLDICE, "3d6"], None), ("muster roll 3d6", [MUSTER, "roll", "3d6"], None)]
    if before:
        rows.append(("before: muster roll 3d6", [before, "roll", "3d6"], None))
    group("2. Rolling dice against rolldice (target: at most 1.0x, issue 22)", rows)
    if not before:
        return
    r20 = roster(20)
    fresh(r20)()
    for label, words, setup in (
            ("--version", ["--version"], None),
            ("roll 4d6kh3 --odds", ["roll", "4d6kh3", "--odds"], None),
            ("roll 400d6 --odds", ["roll", "400d6", "--odds"], None),
            ("show (20 units)", ["-f", r20, "show", "brit0"], fresh(r20)),
            ("fire (20 units)", ["-f", r20, "fire", "brit0", "--at", "zulu1", "--range", "medium"], fresh(r20)),
            ("FW melee --odds (30 v 30 figures)", ["melee", "regular-infantry:15", "--vs", "irregular-spearmen:15", "--odds"], None),
            ("--help", ["--help"], None)):
        group(f"Start-up: `{label}`, this binary against the one before (target: no slower)", [
            (f"before: {label}", [before] + words, setup),
            (label, [MUSTER] + words, setup),
        ])


def large_rosters(sizes):
    """Group 4: show, fire and undo on rosters of each size. Returns the 10,000-unit fire's
    median CPU seconds and peak KiB (issue 22: under 10 ms of CPU), when 10,000 was run."""
    for n in sizes:
        path = roster(n)
        fresh(path)()
        group(f"4. A {n}-unit roster: show, fire, undo (target at 10,000: under 25 ms and 32 MiB; "
              f"fire under 10 ms of CPU, issue 22)", [
            (f"show ({n})", [MUSTER, "-f", path, "show", "brit0"], fresh(path)),
            (f"fire ({n})", [MUSTER, "-f", path, "fire", "brit0", "--at", "zulu1", "--range", "medium"], fresh(path)),
            (f"undo ({n})", [MUSTER, "-f", path, "undo"], with_one_change(path)),
            (f"fire --dry-run ({n})", [MUSTER, "-f", path, "fire", "brit0", "--at", "zulu1", "--range", "medium", "--dry-run"], fresh(path)),
        ])
    return CPU.get("fire (10000)")


def big_fire(before):
    """Issue 22: the 10,000-unit fire, a game's first (no journal yet) and its next (a journal of
    one fire before it), paired in one interleaved run with an older binary's (sys.argv[4])."""
    path = roster(10000)
    first = ["-f", path, "fire", "brit0", "--at", "zulu1", "--range", "medium"]
    following = ["-f", path, "fire", "brit2", "--at", "zulu3", "--range", "medium"]
    commands = [("fire (10000)", [MUSTER] + first, fresh(path)),
                ("next fire (10000, journal)", [MUSTER] + following, with_one_change(path))]
    if before:
        commands += [("older binary: fire (10000)", [before] + first, fresh(path)),
                     ("older binary: next fire (10000, journal)", [before] + following,
                      with_one_change(path))]
    group("Issue 22: fire on a 10,000-unit roster (target: under 10 ms of CPU)", commands)


def targets(roll_ratio, fire_cpu):
    """Issue 22's two targets, as measured above."""
    met = lambda ok: "met" if ok else "**not met**"
    print("\n### Issue 22's targets\n")
    print("| target | measured | |")
    print("|---|---:|---|")
    print(f"| `muster roll 3d6` at most 1.0x `rolldice 3d6` (wall, paired, median) "
          f"| {roll_ratio:.2f}x | {met(roll_ratio <= 1.0)} |")
    print(f"| `fire` on a 10,000-unit roster under 10 ms of CPU (user + system, median) "
          f"| {fire_cpu * 1000:.2f} ms | {met(fire_cpu < 0.010)} |")
    sys.stdout.flush()


MODES = ("remote", "events", "before-the-dice", "notation", "start-up", "big-fire", "targets",
         "compose", "estimates", "scripts", "tricks", "dice-exact")


def main():
    if len(sys.argv) > 3 and sys.argv[3] not in MODES:
        shutil.rmtree(WORK)
        raise SystemExit(f"bench.py: unknown mode '{sys.argv[3]}' (expected one of: "
                         f"{', '.join(MODES)}; none for every group)")
    if len(sys.argv) > 3 and sys.argv[3] == "remote":
        remote()
        shutil.rmtree(WORK)
        return
    if len(sys.argv) > 3 and sys.argv[3] == "events":
        events()
        shutil.rmtree(WORK)
        return
    if len(sys.argv) > 3 and sys.argv[3] == "before-the-dice":
        before_the_dice()
        shutil.rmtree(WORK)
        return
    if len(sys.argv) > 3 and sys.argv[3] == "notation":
        notation()
        shutil.rmtree(WORK)
        return
    if len(sys.argv) > 3 and sys.argv[3] == "compose":
        compose_forms.compose(sys.modules[__name__])
        shutil.rmtree(WORK)
        return
    if len(sys.argv) > 4 and sys.argv[3] == "tricks":
        tricks.run(sys.modules[__name__], os.path.realpath(sys.argv[4]))
        shutil.rmtree(WORK)
        return
    if len(sys.argv) > 3 and sys.argv[3] == "estimates":
        compose_forms.estimates(sys.modules[__name__])
        shutil.rmtree(WORK)
        return
    if len(sys.argv) > 3 and sys.argv[3] == "scripts":
        script_scaling.scripts(sys.modules[__name__])
        shutil.rmtree(WORK)
        return
    if len(sys.argv) > 3 and sys.argv[3] == "dice-exact":
        dice_exact.run(sys.modules[__name__])
        shutil.rmtree(WORK)
        return
    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, {platform.platform()}; "
          f"{RUNS} interleaved runs of each command; medians.")
    if len(sys.argv) > 3 and sys.argv[3] == "start-up":
        start_up_against(os.path.realpath(sys.argv[4]) if len(sys.argv) > 4 else None)
        shutil.rmtree(WORK)
        return
    if len(sys.argv) > 3 and sys.argv[3] == "big-fire":
        big_fire(os.path.realpath(sys.argv[4]) if len(sys.argv) > 4 else None)
        shutil.rmtree(WORK)
        return
    if len(sys.argv) > 3 and sys.argv[3] == "targets":
        targets(start_up(), large_rosters((10000,)))
        shutil.rmtree(WORK)
        return
    roll_ratio = start_up()
    for n in (400, 1000):
        prog = os.path.join(WORK, f"d{n}.dl")
        with open(prog, "w") as f:
            f.write(f"sum {n}#d6\n")
        group(f"3. Exact odds of {n} D6 against dicelab -c (target: at most 1.0x)", [
            (f"dicelab -c 'sum {n}#d6'", [DICELAB, "-c", "-f", prog], None),
            (f"muster roll {n}d6 --odds", [MUSTER, "roll", f"{n}d6", "--odds"], None),
        ])
    fire_cpu = large_rosters((100, 1000, 10000, 100000))
    group("5. Fuzzy-Wuzzy odds: fire with 40 stands, melee with 30 figures a side", [
        ("muster --version", [MUSTER, "--version"], None),
        ("fire --odds (40 stands)", [MUSTER, "fire", "regular-infantry:40", "--at", "irregular-spearmen:20", "--range", "medium", "--odds"], None),
        ("melee --odds (30 v 30 figures)", [MUSTER, "melee", "regular-infantry:15", "--vs", "irregular-spearmen:15", "--odds"], None),
    ])
    before_the_dice()
    notation()
    compose_forms.compose(sys.modules[__name__])
    compose_forms.estimates(sys.modules[__name__])
    script_scaling.scripts(sys.modules[__name__])
    dice_exact.run(sys.modules[__name__])
    events()
    remote()
    targets(roll_ratio, fire_cpu)
    shutil.rmtree(WORK)


if __name__ == "__main__":
    main()
