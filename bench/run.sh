#!/usr/bin/env bash
# The benchmark (issue "Performance"): builds the release preset, installs the tools compared
# against (Debian's rolldice, dicelab; python3 to drive), and runs bench/bench.py, which times
# whole processes, each pair interleaved in one run so machine noise cancels, and prints a
# Markdown table of medians, ratios and peak memory. Never part of the test suite.
#   bench/run.sh [RUNS] [before-the-dice|notation|compose|estimates|scripts|dice-exact|events|remote|targets|start-up]   (default 40 runs; all groups)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
missing=()
for p in rolldice dicelab python3 time; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [[ ${#missing[@]} -gt 0 ]]; then
    sudo=(); [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    "${sudo[@]}" apt-get install -y -qq "${missing[@]}"
fi
cmake --preset release >/dev/null
cmake --build --preset release >/dev/null
exec python3 bench/bench.py build/release/muster "${1:-40}" ${2:+"$2"}
