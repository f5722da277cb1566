#!/usr/bin/env bash
# Every example in the docs is run (issue "A newcomer's first ten minutes"): each ```console
# block of README.md and docs/*.md is a golden test in the format of run_golden.sh — `$ ` lines
# are commands (`> ` lines continue one), the other lines their exact output, `[N]` a non-zero
# exit status; a block indented in a list has its indentation taken off. A page's blocks run
# in order in one scratch folder, so a roster one block makes
# is there for the next; `<!-- $ command -->` lines run unseen (setup, such as copying an
# example roster). A page with no console block is skipped; every page in docs/ must be linked
# from the README.
#   test_docs_examples.sh MUSTER_BINARY [PAGE.md ...]
set -euo pipefail
bin=$(realpath "$1")
shift
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
pages=("$@")
if [[ ${#pages[@]} -eq 0 ]]; then
    pages=("$root/README.md")
    for page in "$root"/docs/*.md; do
        [[ -e "$page" ]] && pages+=("$page")
    done
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

failed=0
checked=0
for page in "${pages[@]}"; do
    name=${page#"$root"/}
    if [[ "$name" == docs/* ]] && ! grep -qF "($name)" "$root/README.md"; then
        echo "FAILED: $name is not linked from README.md"
        failed=1
    fi
    golden="$scratch/$(echo "$name" | tr '/' '_').t"
    awk -v page="$name" '
        BEGIN { print "# examples of " page }
        /^ *```console[ \t]*$/ { block = 1; indent = index($0, "`") - 1; next }
        block && /^ *```[ \t]*$/ { block = 0; next }
        block { print substr($0, indent + 1); next }
        /^<!-- \$ .* -->[ \t]*$/ { sub(/^<!-- /, ""); sub(/ -->[ \t]*$/, ""); print }
    ' "$page" > "$golden"
    [[ $(wc -l < "$golden") -gt 1 ]] || continue
    checked=$((checked + 1))
    if ! bash "$here/run_golden.sh" "$bin" "$golden"; then
        echo "FAILED: an example in $name does not print what the page shows"
        failed=1
    fi
done
[[ $checked -gt 0 ]] || { echo "FAILED: no console examples found"; exit 1; }
[[ $failed -eq 0 ]] && echo "docs examples: $checked pages checked"
exit $failed
