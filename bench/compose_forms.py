"""Issue 44's forms in the benchmark (bench/bench.py, groups 11 and 12): chains against the plain
pool, the forms against dicelab where dicelab can say the same, and each form's work estimate
against the measured time. Each function takes the bench module (its MUSTER, RUNS, group,
run_once and against_dicelab)."""
import json
import os
import shutil
import statistics
import subprocess
import sys

# Issue 44's forms against dicelab, the Debian peer, where it can say the same (icepool, the
# peer the issue names, is not a Debian package and PyPI is not reachable from the reference
# machine). dicelab has no spelling for a division by a die that rounds down (it truncates; the
# quotients below are positive, so the two agree).
COMPOSE_PAIRS = [
    ("(3d6>=3)d6>=4", "count >=4 ((count >=3 3#d6)#d6)"),
    ("(6d6>=3)d6>=4", "count >=4 ((count >=3 6#d6)#d6)"),
    ("d3d6", "sum(d3#d6)"),
    ("(d4)d6kh2", "sum(high 2 (d4#d6))"),
    ("max(1,d6-2)", "sum(high 1 (1,d6-2))"),
    ("min(3,2d6)", "sum(low 1 (3,sum(2#d6)))"),
    ("max(d6,d6,d6)", "sum(high 1 (d6,d6,d6))"),
    ("{2d6}ro<7", "let x = sum(2#d6) in if <7 x then sum(2#d6) else x"),
    ("{2d6}>{2d6}", "count >0 (sum(2#d6)-sum(2#d6))"),
    ("{3d6}>{3d6}", "count >0 (sum(3#d6)-sum(3#d6))"),
    ("{2d6,2d6}kh1", "sum(high 1 (2#(sum(2#d6))))"),
    ("{2d6,2d6,2d6}kl2", "sum(low 2 (3#(sum(2#d6))))"),
    ("10/d6", "10/d6"),
    ("d6/(2d6-1)", "d6/(sum(2#d6)-1)"),
    ("5d(d6+1)>=4cf1cs6",
     "count >=4 (foreach x in 5#d6 do if ==1 x then 0 else if ==6 x then 9 else x+1)"),
    ("8d(d6+1)>=4cf1cs6",
     "count >=4 (foreach x in 8#d6 do if ==1 x then 0 else if ==6 x then 9 else x+1)"),
    ("(4d(d6+1)>=4cf1)d6>=4",
     "count >=4 ((count >=4 (foreach x in 4#d6 do if ==1 x then 0 else x+1))#d6)"),
]

def instructions(argv):
    """Instructions the whole process executes (valgrind's callgrind), or None without it (or
    with BENCH_NO_CALLGRIND set: callgrind runs a process about 50 times slower)."""
    if shutil.which("valgrind") is None or os.environ.get("BENCH_NO_CALLGRIND"):
        return None
    out = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"callgrind.{os.getpid()}.out")
    run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + argv,
                         capture_output=True, text=True, check=True)
    if os.path.exists(out):
        os.remove(out)
    for line in run.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[1].strip())
    return None


def compose(b):
    # Issue 44's target: `(100d6>=3)d6>=4 --odds` costs at most 3x `100d6 --odds`; instruction
    # counts do not depend on what else the machine runs.
    pairs = [("100d6", "(100d6>=3)d6>=4"), ("1000d6", "(1000d6>=3)d6>=4"),
             ("20d6kh10", "(20d6>=2)d6kh10")]
    rows = []
    for plain, chain in pairs:
        a = [b.MUSTER, "roll", plain, "--odds"]
        c = [b.MUSTER, "roll", chain, "--odds"]
        ia, ic = instructions(a), instructions(c)
        stats, _ = b.group(f"11. `{chain} --odds` against `{plain} --odds`", [
            (f"muster roll {plain} --odds", a, None), (f"muster roll {chain} --odds", c, None)])
        rows.append((plain, chain, ia, ic, stats[f"muster roll {plain} --odds"],
                     stats[f"muster roll {chain} --odds"]))
    print("\n### 11. Chains against the plain pool: instructions (callgrind) and time (target: "
          "at most 3x)\n")
    print("| plain | chain | instructions | instructions | ratio | time | time | ratio |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for plain, chain, ia, ic, ta, tc in rows:
        ins = (f"{ia / 1e6:.2f} M | {ic / 1e6:.2f} M | {ic / ia:.2f}x" if ia and ic
               else "n/a | n/a | n/a")
        print(f"| `{plain}` | `{chain}` | {ins} | {ta * 1000:.2f} ms | {tc * 1000:.2f} ms "
              f"| {tc / ta:.2f}x |")
    rows = []
    for expr, prog in COMPOSE_PAIRS:
        d, m = b.against_dicelab(expr, prog, f"11. `{expr} --odds` against dicelab `{prog}`")
        rows.append((expr, prog, d, m))
    print("\n### 11. Composed forms against dicelab (medians)\n")
    b.dicelab_table(rows)


# Group 12: each of issue 44's forms at sizes where the work, not muster's start, is most of
# the time, its estimate (what --explain prints and `result.rolls[].estimate.seconds` carries)
# against the work measured two ways: the instructions the whole process executes (callgrind:
# the same on a loaded machine as on an idle one) and its CPU time (user + system). The estimate
# is in seconds of the reference machine, fitted to the forms of group 8; the forms of group 8
# measured in the same run give the scale (seconds an instruction, seconds of this run's CPU a
# second of the reference machine's), so a ratio of 1.0x means a form is estimated as well as
# the forms the constants were fitted on. Target: 0.67x to 1.5x.
BASELINE = ["2000d6", "3000avd", "200d100", "100d1000", "100d6kh50", "60d10!", "2000d10>=7",
            "d300*d300"]
ESTIMATED = [
    ("chain", ["(2000d6>=3)d6>=4", "(4000d6>=2)d6>=4", "(100d6>=2)d6kh20"]),
    ("random number of dice", ["(d1000)d6", "(2d1000)d6", "(d100)d20kh5", "(d50)d10kh10"]),
    ("max / min", ["max(1000d6,1000d6)", "min(1000d6,1500d6)", "max(d1000,d1000,d1000)"]),
    ("whole roll re-rolled", ["{2000d6}ro<7000", "{3000d6}ro<10500>=10500"]),
    ("opposed", ["{1000d6}>{1000d6}", "{1500d6}={1000d6}"]),
    ("best of groups", ["{1000d6,1000d6,1000d6}kh2", "{1000d6,1000d6}kh1",
                        "{1000d6,1200d6}kh1", "{d100,d200,d300}kh2"]),
    ("division by a die", ["2000d6/d6", "1000d6/(2d6-1)", "d1000/(d6+d6)"]),
    ("per-die modifier, natural results", ["5000d(d6+1)>=4cf1cs6", "2000d(d6+1)",
                                           "(3000d(d6+1)>=4cf1)d(d6-1)>=4cs6",
                                           "100d(d6+1)kh50"]),
]


def cpu_median(b, argv, runs):
    cpu = []
    for _ in range(runs):
        b.run_once(argv, None, cpu)
    return statistics.median(cpu)


def measured(b, expr):
    """(estimate, instructions or None, median CPU seconds), or None when muster refuses."""
    argv = [b.MUSTER, "roll", expr, "--odds"]
    out = subprocess.run([b.MUSTER, "--json", "roll", expr, "--odds"], capture_output=True,
                         text=True)
    if out.returncode != 0:
        return None, out.stderr.strip()
    estimate = json.loads(out.stdout)["result"]["rolls"][0]["estimate"]["seconds"]
    return (estimate, instructions(argv), cpu_median(b, argv, max(3, b.RUNS // 4))), ""


def ratio_text(r):
    return "n/a" if r is None else f"{r:.2f}x" + ("" if 0.67 <= r <= 1.5 else " **off**")


def estimates(b):
    rows = []
    for form, exprs in [("group 8 (the fit)", BASELINE)] + ESTIMATED:
        for expr in exprs:
            m, why = measured(b, expr)
            rows.append((form, expr, m, why))
    base = [m for form, _, m, _ in rows if form == "group 8 (the fit)" and m]
    per_instruction = (statistics.median(e / i for e, i, _ in base)
                       if all(i for _, i, _ in base) else None)
    per_cpu = statistics.median(e / c for e, _, c in base)
    print("\n### 12. Issue 44's forms: work estimate against measured work (target: 0.67x to "
          "1.5x)\n")
    print(f"Scale from group 8's forms in this run: {per_instruction or 0:.3g} s an instruction, "
          f"{per_cpu:.2f} reference seconds a CPU second.\n")
    print("| form | expression | estimate | instructions | estimate / instructions | CPU "
          "(median) | estimate / CPU |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for form, expr, m, why in rows:
        if m is None:
            print(f"| {form} | `{expr}` | refused: {why} | | | | |")
            continue
        estimate, ins, cpu = m
        by_ins = estimate / (ins * per_instruction) if ins and per_instruction else None
        ins_text = f"{ins / 1e6:.1f} M" if ins else "n/a"
        print(f"| {form} | `{expr}` | {estimate:.3f} s | {ins_text} | {ratio_text(by_ins)} "
              f"| {cpu:.3f} s | {ratio_text(estimate / (cpu * per_cpu))} |")
    sys.stdout.flush()
