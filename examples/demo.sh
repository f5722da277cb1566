#!/usr/bin/env bash
# The quick-start demonstration: a few resolutions on a scratch copy of an example roster.
#   examples/demo.sh [MUSTER_BINARY]
set -euo pipefail
bin=$(realpath "${1:-build/release/muster}")
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
muster() { echo "\$ muster $*"; "$bin" "$@"; echo; }

echo "A musket volley's worth of dice, with the dice you threw:"
muster roll 3d6 2avd+1 --dice 4,2,6,3,5
echo "What are my chances? Exact odds of 2 average dice:"
muster roll 2avd --odds
