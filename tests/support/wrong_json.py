#!/usr/bin/env python3
"""The schema refuses wrong documents (issue 39).

usage: wrong_json.py SCHEMA FILE...   Each FILE holds muster's valid JSON outputs, one a line. For
each output, every key and array element in it is made wrong once: a value of another type (a
number written as a string, "26"; a string as a number; a flag as "yes"; an object or a list as
a string), a probability out of [0, 1], an unknown key added to each object, and each required
key taken away. Each wrong document must be refused by the schema; the ones it lets through are
printed. Paths are tried once per shape (`result.units[].killed`), so the run stays short.
Exits 1 if any wrong document passed, 2 if there was nothing to check."""
import copy
import json
import re
import sys

import jsonschema

# The named wrong documents of issue 39, each (command, what it does), with the valid output
# they are made from; the systematic mutations below cover them too.
NAMED = [
    ("status", lambda d: d["result"]["units"][0].__setitem__("unit", 5)),
    ("replay", lambda d: d["result"].__setitem__("proven", "yes")),
    ("show", lambda d: d["result"]["units"][0].__setitem__("killed", "26")),
    ("morale", lambda d: d["result"].__setitem__("p_fail", 1.5) if "p_fail" in d["result"] else d["result"]["tests"][0].__setitem__("values", "26")),
    ("fire", lambda d: d["result"].__setitem__("unknown_key", 1)),
    ("fire", lambda d: d.__setitem__("unknown_key", 1)),
]


def other_type(value):
    """A value of a type `value` is not."""
    if isinstance(value, bool):
        return "yes"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return {"text": value}
    if value is None:
        return {"null": True}
    if isinstance(value, list):
        return {"list": value}
    return ["object"]


def walk(value, path, shape, out):
    """Yields (path as keys, shape) for every value inside `value`."""
    out.append((path, shape))
    if isinstance(value, dict):
        for key, inner in value.items():
            # `shares`, `options`, `odds`: keyed by names, not a vocabulary
            walk(inner, path + [key], shape + "." + ("*" if shape.endswith(("shares", "options", "odds")) else key), out)
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            walk(inner, path + [i], shape + "[]", out)


def at(doc, path):
    for key in path:
        doc = doc[key]
    return doc


def mutations(doc):
    """(what, wrong document) for each way of making `doc` wrong, once per shape."""
    places = []
    walk(doc, [], "", places)
    seen = set()
    for path, shape in places:
        if not path:
            continue
        parent_path, key = path[:-1], path[-1]
        value = at(doc, path)
        for kind in ("type", "probability", "unknown", "missing"):
            if (kind, shape) in seen:
                continue
            wrong = copy.deepcopy(doc)
            parent = at(wrong, parent_path)
            if kind == "type":
                parent[key] = other_type(value)
            elif kind == "probability":
                if not (isinstance(key, str) and (key == "p" or key.startswith("p_")) and isinstance(value, (int, float))):
                    continue
                parent[key] = 1.5
            elif kind == "unknown":
                if not isinstance(value, dict) or shape.endswith(("shares", "options", "odds")):
                    continue
                value_copy = at(wrong, path)
                value_copy["unknown_key"] = 1
            elif kind == "missing":
                if not isinstance(key, str) or shape.rsplit(".", 1)[0].endswith(("shares", "options", "odds")):
                    continue
                del parent[key]
            seen.add((kind, shape))
            yield kind, shape, wrong


def shrunk(value):
    """`value` with each list cut to its first two items: the same shapes, a smaller document to
    validate (a `types` output is 28 KB)."""
    if isinstance(value, dict):
        return {key: shrunk(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [shrunk(inner) for inner in value[:2]]
    return value


def main() -> int:
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    docs = []
    for path in sys.argv[2:]:
        for line in open(path, encoding="utf-8"):
            if line.startswith("{"):
                try:
                    docs.append(json.loads(line))
                except json.JSONDecodeError:
                    pass
    if not docs:
        return 2
    checked = passed = 0
    missing_ok = 0
    for command, change in NAMED:
        doc = next((d for d in docs if d.get("command") == command and "result" in d), None)
        if doc is None:
            print(f"no valid {command} output to make wrong")
            passed += 1
            continue
        wrong = copy.deepcopy(doc)
        change(wrong)
        checked += 1
        if validator.is_valid(wrong):
            passed += 1
            print(f"a wrong {command} document passed: {json.dumps(wrong)[:200]}")
    seen = set()
    for doc in docs:
        small = shrunk(doc)
        doc = small if validator.is_valid(small) else doc
        for kind, shape, wrong in mutations(doc):
            if (doc.get("command"), kind, shape) in seen:
                continue
            seen.add((doc.get("command"), kind, shape))
            checked += 1
            if validator.is_valid(wrong):
                if kind == "missing":
                    missing_ok += 1  # an optional key: its absence is valid
                    continue
                passed += 1
                print(f"{doc.get('command')}: {kind} at {shape} passed")
    print(f"{checked} wrong documents tried, {passed} passed ({missing_ok} keys optional)")
    return 1 if passed else 0


if __name__ == "__main__":
    sys.exit(main())
