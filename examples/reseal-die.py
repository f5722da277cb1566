#!/usr/bin/env python3
"""Changes the first die of a journal's first COMMAND entry to VALUE and reseals the entry, as
someone rewriting the record on purpose would (docs/game-record.md, "Replay"): the seal (`sum`)
is a checksum against accidents and hand edits, not a signature, so it is recomputed here; what
such a forger cannot make agree is the die's faces and, for seeded dice, what the seed gives.

    reseal-die.py ROSTER.journal COMMAND VALUE
"""
import json
import sys

path, command, value = sys.argv[1], sys.argv[2], int(sys.argv[3])
lines = open(path, encoding="utf-8").read().splitlines()
for i, line in enumerate(lines):
    entry = json.loads(line)
    if entry["command"] != command or not entry["dice"]:
        continue
    entry["dice"][0]["value"] = value
    entry.pop("sum")
    digest = 0xCBF29CE484222325  # FNV-1a 64 of the line without `sum`, keys sorted
    for byte in json.dumps(entry, separators=(",", ":"), sort_keys=True,
                           ensure_ascii=False).encode("utf-8"):
        digest = ((digest ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    entry["sum"] = f"{digest:016x}"
    lines[i] = json.dumps(entry, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    break
else:
    sys.exit(f"no {command} entry with dice in {path}")
with open(path, "w", encoding="utf-8") as out:
    out.write("\n".join(lines) + "\n")
