#!/usr/bin/env python3
"""A muster journal rewritten as an older muster wrote it (docs/game-record.md, "Older
journals"), for the tests of old games and of a downgrade.

    old_format.py JOURNAL [--format 3] [--from LINE] [--hashes fnv|kept|dropped] [--pass]

Each entry from line LINE (from 1) is made format 3 (or 1): the fields of format 4 and later
(`prev`, `file`, `began`, `author`, `sig`) dropped, and for format 1 the event's fields too; its
roster hashes (`from`, `to`) written as an older muster wrote them, FNV-1a 64 of the roster
text the entries give (`fnv`, the default), left as they are (`kept`: SHA-256, which only format
5 writes) or dropped; and a format-3 entry resealed with FNV-1a 64 (examples/reseal.py's old
seal). With --pass, a failed test is made a pass (its `roll.passed` and brief), as a forger
would.
"""
import argparse
import importlib.util
import json
import os

# examples/reseal.py's line (`dump`) and FNV-1a 64 (`fnv`), as an older muster sealed and hashed.
_spec = importlib.util.spec_from_file_location(
    "reseal", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples",
                           "reseal.py"))
_reseal = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_reseal)
dump = _reseal.dump
fnv = _reseal.fnv


def apply(lines, edits, forward=True):
    """The roster's lines with `edits` made (or, not `forward`, taken back)."""
    lines = list(lines)
    for edit in edits if forward else reversed(edits):
        old, new = (edit["before"], edit["after"]) if forward else (edit["after"], edit["before"])
        lines[edit["at"]:edit["at"] + len(old)] = new
    return lines


def texts(entries):
    """The roster's text before and after each entry, from its edits (an undo takes back the
    latest change not undone; a fair-dice event changes nothing)."""
    lines, live, out = [], [], []
    for entry in entries:
        before = "".join(lines)
        fair = entry.get("fair") or {}
        if entry.get("undo"):
            lines = apply(lines, live.pop(), forward=False)
        elif fair and "request" not in fair:
            pass
        else:
            lines = apply(lines, entry["edits"])
            live.append(entry["edits"])
        out.append((before, "".join(lines)))
    return out


def rewrite(path, version=3, first=1, hashes="fnv", make_pass=False):
    entries = [json.loads(line) for line in open(path, encoding="utf-8").read().splitlines()]
    rosters = texts(entries)
    out = []
    for number, (entry, (before, after)) in enumerate(zip(entries, rosters), 1):
        if number < first:
            out.append(dump(entry))
            continue
        for key in ("sum", "prev", "file", "began", "author", "sig"):
            entry.pop(key, None)
        for key, text in (("from", before), ("to", after)):
            if key in entry and entry[key] != "none":
                if hashes == "dropped":
                    entry.pop(key)
                elif hashes == "fnv":
                    entry[key] = fnv(text)
        if make_pass and isinstance(entry.get("roll"), dict) and entry["roll"].get("passed") is False:
            entry["roll"]["passed"] = True
            entry["brief"] = entry["brief"].replace("failed", "passed")
        entry["v"] = version
        if version == 1:  # no event, no seal, no die's source
            for key in ("request", "result", "rules", "rev", "fair", "solo"):
                entry.pop(key, None)
            for die in entry.get("dice", []):
                for key in ("source", "seed", "at"):
                    die.pop(key, None)
        else:
            entry["sum"] = fnv(dump(entry))
        out.append(dump(entry))
    with open(path, "w", encoding="utf-8") as journal:
        journal.write("".join(line + "\n" for line in out))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("journal")
    parser.add_argument("--format", type=int, default=3, choices=(1, 3))
    parser.add_argument("--from", dest="first", type=int, default=1)
    parser.add_argument("--hashes", choices=("fnv", "kept", "dropped"), default="fnv")
    parser.add_argument("--pass", dest="make_pass", action="store_true")
    args = parser.parse_args()
    rewrite(args.journal, args.format, args.first, args.hashes, args.make_pass)


if __name__ == "__main__":
    main()
