#!/usr/bin/env python3
"""Writes the start-up code order (issue 22, docs/performance.md): the functions a short command
runs, listed by input section in a GNU ld script that the link of `muster` reads, so that they
sit together at the front of the program instead of across its 4 MB of code. Every page of
code touched is a page fault when the program starts (several microseconds each on a virtual
machine): `roll 3d6` touched 33 pages of 64 KiB before, 9 after.

    bench/startup_order.py BUILD/muster [OUTPUT.ld]     (default: bench/startup-order.ld)

BUILD must be a release build (the release preset compiles with -ffunction-sections, so that each
function has a section `.text.NAME` of its own; libstdc++'s archive is built that way too).
Runs each command of COMMANDS under `valgrind --tool=callgrind` and lists every function of the
program that ran, in the order of their first call. A name that is gone or renamed later only
stops matching (the linker ignores a pattern that matches nothing): the order is a hint for
speed, never a condition for a correct program. Run it again after big changes to what
start-up runs, and commit the result.
"""
import os
import re
import subprocess
import sys
import tempfile

# What a player runs most, and the floor: each list of words is run in a scratch folder.
COMMANDS = [
    ["--version"],
    ["roll", "3d6"],
    ["roll", "2d6+1", "--json"],
    ["-f", "{roster}", "show"],
    ["-f", "{roster}", "fire", "coA", "--at", "impi", "--range", "short", "--dry-run"],
    ["fire", "brit-infantry:3", "--at", "zulu-spears:20", "--range", "short", "--odds"],
]


def executed_functions(binary, argv, cwd):
    """Mangled names of the functions of `binary` that ran, in the order callgrind lists them."""
    out = os.path.join(cwd, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", "--dump-instr=no",
                    f"--callgrind-out-file={out}", binary] + argv, cwd=cwd,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    names = {}    # callgrind's compressed ids: "(12) name" the first time, "(12)" after
    objects = {}
    order = []
    current_ob = None
    with open(out) as f:
        for line in f:
            m = re.match(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if not m:
                continue
            kind, key, name = m.groups()
            table = objects if kind.endswith("ob") else names
            if name is not None:
                table[key] = name
            if kind == "ob":
                current_ob = objects[key]
            elif kind == "fn" and current_ob in (binary, "???"):
                # (callgrind names the program "???" once its code is ordered: its names stay)
                order.append(names[key])
    os.remove(out)
    return order


def main():
    binary = os.path.realpath(sys.argv[1])
    target = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        os.path.dirname(os.path.realpath(__file__)), "startup-order.ld")
    work = tempfile.mkdtemp(prefix="muster-order-")
    roster = os.path.join(work, "game.roster")
    subprocess.run([binary, "-f", roster, "init", "--rules", "unbalanced-equality"], check=True,
                   stdout=subprocess.DEVNULL)
    for name, kind, stands in (("impi", "zulu-spears", "20"), ("coA", "brit-infantry", "3")):
        subprocess.run([binary, "-f", roster, "add", name, kind, "--stands", stands],
                       check=True, stdout=subprocess.DEVNULL)
    defined = set(subprocess.run(["nm", "--defined-only", "--format=just-symbols", binary],
                                 check=True, capture_output=True, text=True).stdout.split())
    seen = set()
    order = []
    for words in COMMANDS:
        argv = [w.format(roster=roster) for w in words]
        for name in executed_functions(binary, argv, work):
            # Only named functions of their own section: not the start files' code (in .text),
            # not the static constructors and main (.text.startup, together already).
            if name in seen or name not in defined:
                continue
            if name.startswith(("_GLOBAL__sub_I_", "_start", "main", "_init", "_fini")):
                continue
            seen.add(name)
            order.append(name)
            # A complete-object constructor or destructor (C1, D1) is, when it does what the
            # base-object one does, an alias of it, in the base-object one's section (C2, D2).
            alias = re.sub(r"([CD])1([EI])", r"\g<1>2\g<2>", name)
            if alias != name and alias not in seen:
                seen.add(alias)
                order.append(alias)
    with open(target, "w") as f:
        f.write("/* Written by bench/startup_order.py: the functions that start-up runs, first in\n"
                "   the program's code (docs/performance.md, issue 22). Regenerate, never edit. */\n")
        f.write("SECTIONS\n{\n  .text.startup_order :\n  {\n")
        # The program's entry, its static constructors and main first, as the default script
        # has them (.text.startup), then what they call.
        f.write("    *Scrt1.o(.text)\n    *crtbegin*.o(.text)\n    *(.text.startup .text.startup.*)\n")
        for name in order:
            f.write(f"    *(.text.{name})\n")
        f.write("  }\n}\nINSERT BEFORE .text;\n")
    print(f"{len(order)} functions written to {target}")


if __name__ == "__main__":
    main()
