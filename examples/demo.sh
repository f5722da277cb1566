#!/usr/bin/env bash
# The quick-start demonstration: a few resolutions on a scratch copy of the example roster
# (examples/isandlwana.roster); your copy is never touched.
#   examples/demo.sh [MUSTER_BINARY]
set -euo pipefail
bin=$(realpath "${1:-build/release/muster}")
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$here/isandlwana.roster" "$scratch/"
export MUSTER_ROSTER="$scratch/isandlwana.roster"
muster() { printf '\n$ muster'; printf ' %q' "$@"; printf '\n'; "$bin" "$@"; }

echo "Isandlwana, turn 1: two companies of the 24th fire on the uKhandempemvu at medium range."
muster fire 1/24th/A 1/24th/C --at uKhandempemvu --range medium
echo
echo "What are the Zulus' chances in the morale test?"
muster morale uKhandempemvu --odds
echo
echo "They throw a 2 on the table:"
muster morale uKhandempemvu --dice 2
muster show uKhandempemvu
echo
echo "The game notes so far:"
muster log
