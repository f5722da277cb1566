#!/usr/bin/env python3
"""Validates muster's JSON output against schema/muster.schema.json (issue 27).

usage: validate_json.py SCHEMA FILE...   each FILE holds JSON objects, one a line; a line that
does not start with '{' is skipped (a golden file's commands and text). Prints each object
that fails with where it came from and why; exits 1 if any failed, 2 if none was read."""
import json
import sys

import jsonschema


def main() -> int:
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    checked = failed = 0
    commands = set()
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                if not line.startswith("{"):
                    continue
                try:
                    value = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a golden file's text line that happens to start with '{'
                checked += 1
                commands.add(value.get("command"))
                errors = sorted(validator.iter_errors(value), key=lambda e: list(e.path))
                if errors:
                    failed += 1
                    for error in errors[:3]:
                        where = "/".join(str(p) for p in error.absolute_path)
                        print(f"{path}:{number}: {value.get('command')}: at /{where}: {error.message[:300]}")
    print(f"{checked} JSON outputs checked, {failed} failed; commands: {' '.join(sorted(c for c in commands if c))}")
    if checked == 0:
        return 2
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
