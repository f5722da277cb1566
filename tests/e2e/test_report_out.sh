#!/usr/bin/env bash
# `muster report --out` and `muster sheet --out` write a page safely (issue 14; muster often runs
# as root): a new file renamed into place, never through a symbolic link, never over a
# non-regular file or the roster's own files; every refusal is one `muster: error:` line with its
# exit status, and the roster, its journal and the refused target are left byte-identical.
#   test_report_out.sh MUSTER_BINARY
set -euo pipefail
bin=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
source "$(dirname "$0")/skip.sh"
scratch=$(mktemp -d)
trap 'chmod -R u+w "$scratch"; rm -rf "$scratch"' EXIT
cd "$scratch"
cp "$here/../../examples/isandlwana.roster" muster.roster
"$bin" kill uThulwana 30 >/dev/null
failed=0
fail() { echo "FAILED: $*"; failed=1; }
state() { cat muster.roster muster.roster.journal | md5sum; ls -A | sort | md5sum; }
echo secret >target.txt
ln -s target.txt link.html
ln -s /nonexistent/x.html dangling.html
mkdir folder.html
mkfifo pipe.html
ln muster.roster hardlink.html
before=$(state)

# expect STATUS MESSAGE-PART muster ARGS...: refused with that status and message, nothing moved.
expect() {
    local status=$1 part=$2
    shift 2
    local got=0
    "$bin" "$@" >out.txt 2>err.txt || got=$?
    [[ $got -eq $status ]] || fail "$*: exit $got, not $status"
    [[ $(wc -l <err.txt) -eq 1 ]] && grep -q "^muster: error: .*$part" err.txt ||
        fail "$*: stderr is not one error line with '$part': $(cat err.txt)"
    [[ ! -s out.txt ]] || fail "$*: wrote to stdout"
    if grep -q $'\e' err.txt; then fail "$*: an escape sequence reached the terminal"; fi
    rm -f out.txt err.txt
    [[ $(state) == "$before" ]] || fail "$*: the roster, journal or folder changed"
}

expect 2 "names a symbolic link" report --out link.html
expect 2 "names a symbolic link" sheet --out link.html
[[ $(cat target.txt) == secret ]] || fail "written through the link"
expect 2 "names a symbolic link" report --out dangling.html
expect 2 "not a regular file" report --out folder.html
expect 2 "not a regular file" sheet --out pipe.html
expect 2 "names the roster or one of its files" report --out muster.roster
expect 2 "names the roster or one of its files" report --out ./muster.roster.journal
expect 2 "names the roster or one of its files" sheet --out hardlink.html
expect 2 "not a file name" report --out ""
expect 3 "cannot write the page there: No such file" report --out /nonexistent/report.html
expect 2 "no such side in the roster (sides: british, zulu)" sheet --side nobody
# What was typed is not repeated: an escape sequence in it never reaches the terminal.
expect 2 "no such side" sheet --side $'\e[31mred'
expect 3 "cannot write" report --out $'/nonexistent/\e[2J.html'
# With --json the refusal is one JSON object (docs/scripting.md, "Refusals").
got=0
"$bin" report --json >out.txt 2>err.txt || got=$?
[[ $got -eq 2 && ! -s out.txt ]] || fail "report --json: exit $got, or wrote to stdout"
python3 -c 'import json,sys; d=json.load(open("err.txt")); sys.exit(0 if d["command"] == "report" and d["error"]["exit"] == 2 and "--json and --brief do not apply" in d["error"]["message"] else 1)' ||
    fail "report --json: stderr is not one JSON refusal: $(cat err.txt)"
rm -f out.txt err.txt
[[ $(state) == "$before" ]] || fail "report --json: the roster, journal or folder changed"
expect 2 "--json and --brief do not apply" sheet --brief
if [[ $(id -u) -ne 0 ]]; then # root writes anywhere
    mkdir locked && chmod a-w locked && before=$(state)
    expect 3 "cannot write" report --out locked/report.html
else
    skip_case "--out into a read-only folder: root writes anywhere"
fi
before=$(state)

# Written: a new file, then replaced; no temp file left; the roster's files untouched.
"$bin" report --out report.html
grep -q '<h1>Isandlwana refight</h1>' report.html || fail "report.html is not the report"
echo old >sheet.html
"$bin" sheet --out sheet.html --side zulu
grep -q 'data-unit="uThulwana"' sheet.html || fail "sheet.html is not the sheet"
grep -q 'data-unit="1/24th/A"' sheet.html && fail "--side zulu shows a british unit"
[[ $(stat -c %a report.html) == 644 ]] || fail "report.html is not mode 644"
leftover=$(find . -name '.*.tmp')
[[ -z "$leftover" ]] || fail "temp files left: $leftover"
[[ $(cat muster.roster muster.roster.journal | md5sum) == $(echo "$before" | head -1) ]] ||
    fail "writing a page changed the roster or its journal"
"$bin" report | cmp -s - report.html || fail "stdout and --out differ"

[[ $failed -eq 0 ]] && echo "ok"
finish "$failed"
