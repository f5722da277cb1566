#!/usr/bin/env python3
"""Validates the result types' samples against schema/muster.schema.json (issue 39).

usage: validate_results.py SCHEMA FILE   FILE holds one sample a line, {"command", "definition",
"result"}, as the unit test `[dump]` writes them: each result must be valid under its
definition, and under what the schema lets its command give (the command's `result`). Exits 1
if any is not, 2 if none was read."""
import json
import sys

import jsonschema


def main() -> int:
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    by_command = {}
    for rule in schema["$defs"]["output"]["allOf"]:
        command = rule.get("if", {}).get("properties", {}).get("command", {}).get("const")
        if command:
            by_command[command] = rule["then"]["properties"]["result"]
    checked = failed = 0
    with open(sys.argv[2], encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            sample = json.loads(line)
            wanted = [
                ("its definition", {"$ref": "#/$defs/" + sample["definition"]}),
                ("its command's result", by_command.get(sample["command"], {"not": {}})),
            ]
            for what, sub in wanted:
                validator = jsonschema.Draft202012Validator({"$defs": schema["$defs"], **sub})
                errors = list(validator.iter_errors(sample["result"]))
                if errors:
                    failed += 1
                    print(f"sample {number} ({sample['command']}, {sample['definition']}): "
                          f"not valid under {what}: {errors[0].message[:300]}")
            checked += 1
    print(f"{checked} samples checked, {failed} failures")
    return 2 if checked == 0 else (1 if failed else 0)


if __name__ == "__main__":
    sys.exit(main())
