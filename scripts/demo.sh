#!/usr/bin/env bash
# Quick start, command 1: install what is missing, build muster (release), and play a short
# demonstration resolution on a scratch copy of an example roster.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake --preset release >/dev/null
cmake --build --preset release
bin=build/release/muster
echo
echo "== muster $($bin --version | cut -d' ' -f2) built at $bin"
exec bash examples/demo.sh "$bin"
