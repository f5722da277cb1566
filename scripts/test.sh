#!/usr/bin/env bash
# Quick start, command 2: install what is missing, build with warnings as errors (and the link
# checks of ARCHITECTURE.md), clang-tidy on the C++ files the branch changes (scripts/tidy.sh),
# run every test (unit and end-to-end) with CTest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --test
cmake --preset dev >/dev/null
cmake --build --preset dev
scripts/tidy.sh
ctest --preset dev
