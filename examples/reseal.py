#!/usr/bin/env python3
"""Reseals every entry of a muster journal in place, in order, as a forger would
(docs/game-record.md, "What a seal can and cannot stop").

    reseal.py ROSTER.journal [--key SSH_PRIVATE_KEY]

A format-4 entry's seal (`sum`) is SHA-256 of its line without `sum` (keys sorted, no spaces,
UTF-8), and the line holds `prev`, the seal of the entry before it: rewrite any entry, reseal
from there on, and the chain is whole again. What a reseal cannot make agree is what replay
derives: the dice with their faces and seeds, and every field the rules give from the facts.
Entries of older formats are resealed with their own seal (FNV-1a 64).

A shared game's entries are signed (`sig`, beside `sum` and not under the seal; `author`, the
key's fingerprint, under it: docs/remote-play.md, "Players"). With --key, every entry whose
author is that key's is signed again (ssh-keygen -Y sign -n muster), as the forger can sign his
own; the other player's entries keep their signatures, which no longer match a changed seal.
"""
import hashlib
import json
import subprocess
import sys


def dump(entry):
    return json.dumps(entry, separators=(",", ":"), sort_keys=True, ensure_ascii=False)


def fnv(text):
    digest = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        digest = ((digest ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{digest:016x}"


def fingerprint(key):
    """The SHA-256 fingerprint of the private key file `key`, as ssh-keygen prints it."""
    out = subprocess.run(["ssh-keygen", "-lf", key], check=True, capture_output=True, text=True)
    return out.stdout.split()[1]


def sign(key, seal):
    """`seal` signed with `key` for muster: the signature's base64 on one line."""
    out = subprocess.run(["ssh-keygen", "-Y", "sign", "-n", "muster", "-f", key], input=seal,
                         check=True, capture_output=True, text=True).stdout
    return "".join(line for line in out.splitlines() if not line.startswith("-----"))


def reseal(path, key=None):
    """Reseals the journal at `path` in place, every entry in order (signing the key's own)."""
    author = fingerprint(key) if key else None
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
        sig = entry.pop("sig", None)
        if entry.get("v", 1) >= 4:
            if prev:
                entry["prev"] = prev
            else:
                entry.pop("prev", None)
            entry["sum"] = hashlib.sha256(dump(entry).encode("utf-8")).hexdigest()
            if author and entry.get("author") == author:
                sig = sign(key, entry["sum"])
            if sig:
                entry["sig"] = sig
        elif entry.get("v", 1) >= 2:
            entry["sum"] = fnv(dump(entry))
        prev = entry.get("sum", "")
        out.append(dump(entry))
    with open(path, "w", encoding="utf-8") as journal:
        journal.write("\n".join(out) + ("\n" if out else ""))


if __name__ == "__main__":
    if len(sys.argv) not in (2, 4) or (len(sys.argv) == 4 and sys.argv[2] != "--key"):
        sys.exit("usage: reseal.py ROSTER.journal [--key SSH_PRIVATE_KEY]")
    reseal(sys.argv[1], sys.argv[3] if len(sys.argv) == 4 else None)
