#!/usr/bin/env bash
# CHANGELOG.md's newest version heading ("## [X.Y.Z] - DATE", Keep a Changelog form) is the
# version `muster --version` prints. An [Unreleased] heading, if any, is skipped.
# Usage: test_changelog_version.sh MUSTER_BINARY
set -euo pipefail
bin=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
newest=$(grep -m1 -oE '^## \[[0-9]+\.[0-9]+\.[0-9]+\] - [0-9]{4}-[0-9]{2}-[0-9]{2}$' \
    "$root/CHANGELOG.md" | sed -E 's/^## \[([^]]+)\].*/\1/') || true
if [[ -z "$newest" ]]; then
    echo "FAIL: CHANGELOG.md has no '## [X.Y.Z] - YYYY-MM-DD' heading"
    exit 1
fi
said=$("$bin" --version)
if [[ "$said" != "muster $newest" ]]; then
    echo "FAIL: muster --version says '$said', CHANGELOG.md's newest entry is $newest"
    exit 1
fi
# The first version heading is the newest: no later heading carries a higher number.
while read -r v; do
    if [[ "$(printf '%s\n%s\n' "$v" "$newest" | sort -V | tail -1)" != "$newest" ]]; then
        echo "FAIL: CHANGELOG.md lists $v below $newest: newest first"
        exit 1
    fi
done < <(grep -oE '^## \[[0-9]+\.[0-9]+\.[0-9]+\]' "$root/CHANGELOG.md" | tr -d '#[] ')
echo "ok: muster --version is CHANGELOG.md's newest entry ($newest)"
