#!/usr/bin/env bash
# Runs every libFuzzer harness for SECONDS each (default 600), growing fuzz/corpus/<harness>
# and saving any crashing input under fuzz/regressions/<harness>/ (replayed by the unit tests).
#   fuzz/run.sh [SECONDS] [HARNESS...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
harnesses=("$@")
[[ ${#harnesses[@]} -eq 0 ]] && harnesses=(notation dice_values roster journal command script)
scripts/deps.sh --test
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
for h in "${harnesses[@]}"; do
    mkdir -p "fuzz/corpus/$h" "fuzz/regressions/$h"
    echo "== fuzz_$h for ${seconds}s"
    build/fuzz/fuzz/fuzz_"$h" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
        -artifact_prefix="fuzz/regressions/$h/" "fuzz/corpus/$h" 2>&1 | tail -n 4
done
