"""Issue 41's saves in the benchmark (bench/bench.py, group 13): a script of 500 and of 2,000
saving lines, each line a resolution of a realistic game (ten fires, a morale round, a kill and
`turn --skip-owed` a turn, on a 20-unit roster), run whole from a fresh roster. A save reads only
the journal's tail, so the longer script should cost about 4x the shorter one (issue 41's
limit: at most 6x). Each function takes the bench module (its MUSTER, WORK and group)."""
import os
import subprocess


def script_lines(n):
    """The first n lines of a saving script: an init, 20 units, then whole turns."""
    lines = ["init --rules unbalanced-equality"]
    for i in range(10):
        lines.append(f"add a{i} brit-infantry --side british --stands 3")
        lines.append(f"add b{i} zulu-spears --side zulu --stands 40")
    turn = 0
    while len(lines) < n:
        for i in range(10):
            lines.append(f"fire a{i} --at b{(i + turn) % 10} --range long")
        lines += ["morale", f"kill b{turn % 10} 1", "turn --skip-owed"]
        turn += 1
    return lines[:n]


def scripts(bench):
    rows = []
    for n in (500, 2000):
        path = os.path.join(bench.WORK, f"script{n}")
        with open(path + ".txt", "w") as f:
            f.write("\n".join(script_lines(n)) + "\n")
        roster = path + ".roster"

        def setup(roster=roster):
            for old in (roster, roster + ".journal"):
                if os.path.exists(old):
                    os.remove(old)

        argv = ["/bin/sh", "-c", f'exec "$0" --seed 7 -f "$1" - < "$2"', bench.MUSTER, roster,
                path + ".txt"]
        rows.append((f"a {n}-line saving script", argv, setup))
    stats, _ = bench.group("13. A script's saves: 2,000 lines against 500 (target: at most 6x, "
                           "issue 41)", rows)
    short, long = (stats[label] for label, _, _ in rows)
    print(f"\n2,000 lines take {long / short:.1f}x 500 lines (target: at most 6x).")
