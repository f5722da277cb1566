#!/usr/bin/env bash
# The README's "A game turn, three ways" must show only what muster prints: every output line
# of its code blocks and table must be a line of the golden test walkthrough.t, which runs the
# same commands. ($1, the binary, is not needed: walkthrough.t runs it.)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
readme="$here/../../README.md"
golden="$here/walkthrough.t"
missing=$(awk '
    /^## A game turn, three ways/ { on = 1; next }
    on && /^## / { exit }
    on && /^```/ { block = !block; next }
    on && (block || /^\| /) && !/^\$ / && NF > 0 { print }
' "$readme" | grep -vxF -f "$golden" || true)
count=$(awk '/^## A game turn, three ways/ { on = 1; next } on && /^## / { exit } on' "$readme" | wc -l)
[[ $count -gt 20 ]] || { echo "README has no walkthrough section"; exit 1; }
if [[ -n "$missing" ]]; then
    echo "README walkthrough lines that muster does not print (see walkthrough.t):"
    echo "$missing"
    exit 1
fi
echo "README walkthrough: every line checked"
