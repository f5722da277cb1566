"""Issue 62's figures in the benchmark (bench/bench.py, group 14): the exact odds of big pools
against dicelab and against their own memory (10,000 D6: time, page faults, peak memory),
chains against their plain sum, and the notation issue 62 added. The function takes the bench
module (its MUSTER, RUNS, DICELAB, WORK, group and run_once)."""
import os
import statistics
import sys

# (muster expression, what it is compared with in its group: an expression of muster's own).
CHAINS = [
    ("(100d6>=4)d6>=5", "100d6"),
    ("(1000d6>=4)d6>=5", "1000d6"),
    ("((1000d6>=3)d6>=4)d6<=4", "1000d6"),
]

# Issue 62's notation, each timed against the plain pool of as many dice.
NEW_FORMS = [
    ("1000d6>=4>=6", "1000d6>=4"),
    ("1000d{1,1,2,3}", "1000d6"),
    ("ceil(1000d6/2)", "1000d6"),
    ("1000d6!o", "1000d6!"),
    ("200d6kh100", "200d6"),
    ("hits:1000d6>=4", "1000d6>=4"),
]


def run(bench):
    print("\n## 14. Issue 62: big pools, chains and the new notation\n")
    prog = os.path.join(bench.WORK, "d1000.dl")
    with open(prog, "w") as f:
        f.write("sum 1000#d6\n")
    bench.group("14a. Exact odds of 1000 D6 against dicelab -c (target: at most 0.1x)", [
        ("dicelab -c 'sum 1000#d6'", [bench.DICELAB, "-c", "-f", prog], None),
        ("muster roll 1000d6 --odds", [bench.MUSTER, "roll", "1000d6", "--odds"], None),
    ])
    # The big pools: few runs (each takes a second); the page faults show the memory churn.
    runs = bench.RUNS
    bench.RUNS = max(3, runs // 8)
    bench.group("14b. Exact odds of 5,000 and 10,000 D6 (target: 10,000 under 1.5 s, flat memory)", [
        ("muster roll 5000d6 --odds", [bench.MUSTER, "roll", "5000d6", "--odds"], None),
        ("muster roll 10000d6 --odds", [bench.MUSTER, "roll", "10000d6", "--odds"], None),
    ])
    bench.RUNS = runs
    for chain, plain in CHAINS:
        bench.group(f"14c. A chain against its plain sum: `{chain}` (target: at most 3x)", [
            (f"muster roll {plain} --odds", [bench.MUSTER, "roll", plain, "--odds"], None),
            (f"muster roll {chain} --odds", [bench.MUSTER, "roll", chain, "--odds"], None),
        ])
    for form, plain in NEW_FORMS:
        bench.group(f"14d. `{form}` against `{plain}`", [
            (f"muster roll {plain} --odds", [bench.MUSTER, "roll", plain, "--odds"], None),
            (f"muster roll {form} --odds", [bench.MUSTER, "roll", form, "--odds"], None),
        ])
    sys.stdout.flush()
