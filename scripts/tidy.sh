#!/usr/bin/env bash
# clang-tidy (.clang-tidy, every finding an error) on the C++ files a branch changes: the .cpp
# files under src/, tests/unit/ and examples/ that differ from where the branch left main
# (MUSTER_TIDY_BASE, default main; the last commit when there is no such branch). A changed
# header is checked through the changed files that include it (HeaderFilterRegex).
# The whole tree takes about 15 minutes on the 2-core machine, so CI checks what changed:
# `scripts/tidy.sh --all` for all.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ${1:-} == --all ]]; then
    mapfile -t files < <(git ls-files 'src/*.cpp' 'tests/unit/*.cpp' 'examples/*.cpp')
else
    changed() { git diff --name-only --diff-filter=d "$1" -- 'src/*.cpp' 'tests/unit/*.cpp' 'examples/*.cpp'; }
    # What the branch (and the work tree) changes since it left main; on main itself, or where
    # there is no main (a CI checkout of one commit), what the last commit changed.
    base=$(git merge-base HEAD "${MUSTER_TIDY_BASE:-main}" 2> /dev/null || git rev-parse HEAD)
    mapfile -t files < <(changed "$base")
    if [[ ${#files[@]} -eq 0 && $base == $(git rev-parse HEAD) ]]; then
        mapfile -t files < <(changed HEAD~1)
    fi
fi
if [[ ${#files[@]} -eq 0 ]]; then
    echo "tidy: no C++ file changed"
    exit 0
fi

# The dev preset's compile commands, one a file (the release build compiles unity batches):
# configured here, without a build, when there are none yet (a fresh clone in CI).
build=build/dev
[[ -f $build/compile_commands.json ]] || cmake --preset dev > /dev/null

# CMake's precompiled headers are GCC's (.gch), which clang cannot read: the same commands
# without them (each file then parses its headers itself). GCC-only warning flags (the GCC 12
# string false positives, CMakeLists.txt) are passed over with -Wno-unknown-warning-option.
db=$(mktemp -d)
trap 'rm -rf "$db"' EXIT
python3 - "$build/compile_commands.json" "$db/compile_commands.json" << 'PY'
import json, re, sys
commands = json.load(open(sys.argv[1]))
for c in commands:
    c["command"] = re.sub(r" -include \S+cmake_pch\.hxx", "", c["command"]).replace(" -Winvalid-pch", "")
json.dump(commands, open(sys.argv[2], "w"))
PY

echo "tidy: ${#files[@]} file(s): ${files[*]}"
start=$SECONDS
status=0
printf '%s\n' "${files[@]}" |
    xargs -P "${MUSTER_TIDY_JOBS:-2}" -n 1 clang-tidy -p "$db" --quiet \
        --extra-arg=-Wno-unknown-warning-option 2> /dev/null || status=$?
echo "tidy: $((SECONDS - start)) s"
exit $status
