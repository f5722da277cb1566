#!/usr/bin/env bash
# Issue 41: `log -n N` reads the journal from its end, as far back as its N entries: it shows
# what the whole journal's last N are (text, Markdown with undone changes struck through, JSON),
# and a damaged line before them is never read, so never reported.
#   test_log_tail.sh MUSTER
source "$(dirname "$0")/skip.sh"
source "$(dirname "$0")/scratch.sh"
set +e
export NO_COLOR=1
failures=0
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

printf '%s\n' '# muster roster v1' 'rules   unbalanced-equality' 'turn    1' \
    'unit A  brit-infantry  side=british  stands=3  killed=0' \
    'unit Z  zulu-spears    side=zulu     stands=40 killed=0' > r
for i in $(seq 1 30); do
    "$muster" -f r kill Z 1 > /dev/null || problem "setup: kill Z 1 ($i)"
done
"$muster" -f r undo > /dev/null || problem "setup: undo"
"$muster" -f r kill A 1 > /dev/null || problem "setup: kill A 1"

for n in 0 1 2 3 10 40; do
    for format in text json; do
        whole=$("$muster" -f r log --format "$format" 2> /dev/null)
        got=$("$muster" -f r log -n "$n" --format "$format" 2>&1)
        if [[ $format != json ]]; then
            want=$(printf '%s\n' "$whole" | tail -n "$n")
            [[ $got == "$want" ]] || problem "log -n $n: '$got', the whole log's last $n: '$want'"
        elif [[ $format == json ]]; then
            python3 - "$n" "$whole" "$got" <<'PY' || problem "log -n $n --format json differs from the whole log's last $n"
import json, sys
n, whole, got = int(sys.argv[1]), json.loads(sys.argv[2]), json.loads(sys.argv[3])
want = whole["result"]["entries"][-n:] if n else []
assert got["result"]["entries"] == want, (got["result"]["entries"], want)
PY
        fi
    done
done
# Markdown: the last N entries, the undo among them left out of the table and the change it
# undid (the 30th kill) struck through.
got=$("$muster" -f r log -n 3 --format markdown)
grep -qF '~~kill Z 1: killed 29 -> 30~~ (undone)' <<< "$got" || problem "log -n 3 markdown: no undone change struck through: $got"
[[ $(grep -c '^| [0-9]' <<< "$got") == 2 ]] || problem "log -n 3 markdown: the undo entry is no row, two changes are: $got"

# A damaged line at the journal's start: the whole log reports it, -n 3 never reads it.
python3 - <<'PY'
lines = open('r.journal').read().splitlines()
lines[1] = '{"damaged": '
open('r.journal', 'w').write('\n'.join(lines) + '\n')
PY
"$muster" -f r log > /dev/null 2> err
grep -qF '1 damaged journal entry skipped in r.journal (line 2)' err || problem "log: the damaged line 2 is not reported: $(cat err)"
"$muster" -f r log -n 3 > out 2> err
[[ ! -s err ]] || problem "log -n 3 read back to line 2: $(cat err)"
[[ $(wc -l < out) == 3 ]] || problem "log -n 3 printed $(wc -l < out) lines"
# A damaged line among the last ones is reported, counted from the end, and skipped.
python3 - <<'PY'
lines = open('r.journal').read().splitlines()
lines[-2] = '{"damaged": '
open('r.journal', 'w').write('\n'.join(lines) + '\n')
PY
"$muster" -f r log -n 2 > out 2> err
grep -qF '1 damaged journal entry skipped in r.journal (line 2 from the end)' err || problem "log -n 2: the damaged line 2 from the end is not reported: $(cat err)"
[[ $(wc -l < out) == 2 ]] || problem "log -n 2 printed $(wc -l < out) lines"

((failures == 0)) || exit 1
echo "log -n: from the journal's end"
