#!/usr/bin/env python3
"""Reseals every entry of a muster journal in place, in order, as a forger would
(docs/game-record.md, "What a seal can and cannot stop").

    reseal.py ROSTER.journal

A format-4 entry's seal (`sum`) is SHA-256 of its line without `sum` (keys sorted, no spaces,
UTF-8), and the line holds `prev`, the seal of the entry before it: rewrite any entry, reseal
from there on, and the chain is whole again. What a reseal cannot make agree is what replay
derives: the dice with their faces and seeds, and every field the rules give from the facts.
Entries of older formats are resealed with their own seal (FNV-1a 64).
"""
import hashlib
import json
import sys


def dump(entry):
    return json.dumps(entry, separators=(",", ":"), sort_keys=True, ensure_ascii=False)


def fnv(text):
    digest = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        digest = ((digest ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{digest:016x}"


def reseal(path):
    """Reseals the journal at `path` in place, every entry in order."""
    with open(path, encoding="utf-8") as journal:
        lines = journal.read().splitlines()
    out = []
    prev = ""
    for line in lines:
        try:
            entry = json.loads(line)
        except ValueError:
            out.append(line)  # a damaged line stays as it is
            continue
        entry.pop("sum", None)
        if entry.get("v", 1) >= 4:
            if prev:
                entry["prev"] = prev
            else:
                entry.pop("prev", None)
            entry["sum"] = hashlib.sha256(dump(entry).encode("utf-8")).hexdigest()
        elif entry.get("v", 1) >= 2:
            entry["sum"] = fnv(dump(entry))
        prev = entry.get("sum", "")
        out.append(dump(entry))
    with open(path, "w", encoding="utf-8") as journal:
        journal.write("\n".join(out) + ("\n" if out else ""))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: reseal.py ROSTER.journal")
    reseal(sys.argv[1])
