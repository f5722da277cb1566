#!/usr/bin/env bash
# check_result_types.sh UNIT_TESTS REPO: the result types' samples (the unit tests' hidden
# `[dump]` case) validated against the schema by python3-jsonschema (issue 39).
set -euo pipefail
out=$(mktemp)
trap 'rm -f "$out"' EXIT
MUSTER_RESULT_TYPES_OUT=$out "$1" '[dump]' > /dev/null
# Debian's python3 has python3-jsonschema (scripts/deps.sh --test); another first on PATH may not.
python=python3
[[ -x /usr/bin/python3 ]] && python=/usr/bin/python3
"$python" "$2/tests/support/validate_results.py" "$2/schema/muster.schema.json" "$out"
