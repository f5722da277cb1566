"""Issue 40's measure of a speed trick (bench/bench.py, mode `tricks`): a realistic game (20 and
200 units, a journal of 1,000 entries) and the short commands, with this binary and an older one
(the trick in, the trick out) paired: instructions of the whole process under callgrind (the same
whatever else the machine runs) and the median wall and CPU time of interleaved runs. Each
binary plays its own game (its own journal format), made by the same seeded script. Takes the
bench module (its MUSTER, RUNS, WORK, ROLLDICE, group and run_once)."""
import os
import shutil
import subprocess
import sys

from compose_forms import instructions


def game(binary, tag, units, entries):
    """A UE game of `units` units and at least `entries` journal entries, played by `binary` as
    one `muster --seed 1879 -` script (each turn ten fires at long range, the reaction tests, a
    man lost by hand, the turn); kept as a template folder, its path returned."""
    folder = os.path.join(WORK, f"{tag}-{units}-{entries}")
    path = os.path.join(folder, "g.roster")
    if os.path.exists(path):
        return path
    os.makedirs(folder)
    half = units // 2
    lines = ["init --rules unbalanced-equality"]
    for i in range(half):
        lines.append(f"add a{i} brit-infantry --side british --stands 3")
        lines.append(f"add b{i} zulu-spears --side zulu --stands 40")
    for t in range(entries // 13 + 1):
        for i in range(10):
            lines.append(f"fire a{(i + t) % half} --at b{(i + 3 * t) % half} --range long")
        lines.append("morale")
        lines.append(f"kill b{t % half} 1")
        lines.append("turn --skip-owed")
    subprocess.run([binary, "-f", path, "--seed", "1879", "-"], input="\n".join(lines) + "\n",
                   text=True, stdout=subprocess.DEVNULL, check=True)
    return path


def copy_of(template, tag):
    """A setup step: the game's roster and journal copied afresh to a working folder; the copy's
    roster path is returned by the step's `path` attribute."""
    folder = os.path.join(WORK, "run-" + tag)
    path = os.path.join(folder, "g.roster")

    def setup():
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        for suffix in ("", ".journal"):
            shutil.copyfile(template + suffix, path + suffix)
    setup.path = path
    return setup


def commands(binary, tag):
    """(label, argv, setup) of the commands measured, for one binary."""
    rows = [("roll 3d6", [binary, "roll", "3d6"], None),
            ("--version", [binary, "--version"], None),
            ("roll 4d6kh3 --odds", [binary, "roll", "4d6kh3", "--odds"], None)]
    for units in (20, 200):
        template = game(binary, tag, units, 1000)
        for label, words in (("show", ["show", "a1"]), ("status", ["status"]),
                             ("fire --dry-run", ["fire", "a1", "--at", "b1", "--range", "short",
                                                 "--dry-run"]),
                             ("fire", ["fire", "a1", "--at", "b1", "--range", "short"]),
                             ("replay", ["replay"])):
            setup = copy_of(template, f"{tag}-{units}-{label.replace(' ', '')}")
            rows.append((f"{label} ({units} units, 1,000 entries)",
                         [binary, "-f", setup.path] + words, setup))
    return rows


# Not counted under callgrind: about a minute a binary (it runs a process about 50 times slower).
UNCOUNTED = {"replay (200 units, 1,000 entries)"}


def run(b, before):
    global WORK
    WORK = b.WORK
    after_rows = commands(b.MUSTER, "after")
    before_rows = commands(before, "before")
    print(f"\n### Issue 40: each command with the trick (older binary) and without, paired\n")
    table = []
    for (label, argv_a, setup_a), (_, argv_b, setup_b) in zip(after_rows, before_rows):
        counts = []
        for argv, setup in ((argv_b, setup_b), (argv_a, setup_a)):
            if setup:
                setup()
            counts.append(None if label in UNCOUNTED else instructions(argv))
        stats, _ = b.group(f"`{label}`: before and after", [
            (f"before: {label}", argv_b, setup_b), (label, argv_a, setup_a)])
        table.append((label, counts, stats[f"before: {label}"], stats[label],
                      b.CPU[f"before: {label}"], b.CPU[label]))
    print("\n### Issue 40: summary (instructions: callgrind; time: medians of interleaved runs)\n")
    print("| command | instructions before | after | after/before | wall before | after "
          "| after/before | CPU before | after |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for label, (ib, ia), wb, wa, cb, ca in table:
        ins = (f"{ib / 1e6:.3f} M | {ia / 1e6:.3f} M | {ia / ib:.3f}" if ib and ia else "- | - | -")
        print(f"| `{label}` | {ins} | {wb * 1000:.2f} ms | {wa * 1000:.2f} ms | {wa / wb:.3f} "
              f"| {cb * 1000:.2f} ms | {ca * 1000:.2f} ms |")
    sys.stdout.flush()
    stats, _ = b.group("2. Rolling dice against rolldice (target: at most 1.5x, issue 40)", [
        ("rolldice 3d6", [b.ROLLDICE, "3d6"], None),
        ("muster roll 3d6", [b.MUSTER, "roll", "3d6"], None),
        ("before: muster roll 3d6", [before, "roll", "3d6"], None)])
    print(f"\n`muster roll 3d6` / `rolldice 3d6`: {stats['muster roll 3d6'] / stats['rolldice 3d6']:.2f}x"
          f" (before: {stats['before: muster roll 3d6'] / stats['rolldice 3d6']:.2f}x)")
