#!/usr/bin/env bash
# The battle report and the roster sheet in a real browser (issue 14): the example games are
# played for a few turns with seeded and typed dice, a 200-turn game and a game with hostile
# names are added, and each report and sheet is opened in headless Chromium (Debian's package,
# installed by scripts/deps.sh --test). The test takes a screenshot of each and checks the page's
# DOM: every point of the casualty chart is the side's total that the roster held at the end of
# that turn (read here from the roster file itself, not from muster), plotted as a share of the
# side's starting strength (issue 24: UE, the men against its army line's, which sits at 25% for
# every side) where the chart's scale puts it, its line passing through it; the screenshot is a
# PNG of the window's size; every unit has a history row (report) and a card (sheet); no console message
# (a blocked load or a script error would print one: a control page proves it does); nothing
# that could load from anywhere; no script element.
#   report_browser.sh MUSTER_BINARY [PART...]   (MUSTER_SCREENSHOTS=DIR keeps the screenshots)
# PART: control, isandlwana, omdurman, hostile, long (default every one). Two tests run it, each
# with some of the parts (test_report_browser_*.sh), so that each stays well within its timeout:
# Chromium's start-up, twice a page, is most of the time.
set -euo pipefail
bin=$(realpath "$1")
shift
parts=("$@")
[[ ${#parts[@]} -gt 0 ]] || parts=(control isandlwana omdurman hostile long)
wanted() { [[ " ${parts[*]} " == *" $1 "* ]]; }
here=$(cd "$(dirname "$0")" && pwd)
examples=$(cd "$here/../../examples" && pwd)
command -v chromium >/dev/null ||
    { echo "chromium is not installed (scripts/deps.sh --test installs it)"; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
shots=${MUSTER_SCREENSHOTS:-$scratch}
failed=0
fail() { echo "FAILED: $*"; failed=1; }

# browse PAGE NAME: NAME.dom (the DOM after loading), NAME.log (its console), NAME.png.
browse() {
    local page=$1 name=$2 profile
    profile=$(mktemp -d "$scratch/profile.XXXXXX")
    local flags=(--headless --no-sandbox --disable-gpu --disable-background-networking
        --disable-component-update --disable-sync --no-first-run --user-data-dir="$profile"
        --enable-logging=stderr --v=0 --hide-scrollbars --window-size=1100,1600)
    timeout 120 chromium "${flags[@]}" --dump-dom "file://$page" >"$scratch/$name.dom" \
        2>"$scratch/$name.log"
    timeout 120 chromium "${flags[@]}" --screenshot="$shots/$name.png" "file://$page" \
        >/dev/null 2>>"$scratch/$name.log"
    [[ -s "$shots/$name.png" ]] || fail "$name: no screenshot"
    # A PNG (its signature) of the window's size (IHDR: width and height, big-endian).
    python3 -c 'import struct, sys; d = open(sys.argv[1], "rb").read(24)
sys.exit(0 if d[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", d[16:24]) == (1100, 1600) else 1)' \
        "$shots/$name.png" 2>/dev/null || fail "$name: the screenshot is not a 1100x1600 PNG"
    if grep -q ':CONSOLE' "$scratch/$name.log"; then
        fail "$name: console messages:"
        grep ':CONSOLE' "$scratch/$name.log"
    fi
    # Nothing that loads: no src/href/action attribute, no url() in style, no script element.
    if grep -Eiq '<[^>]*[[:space:]](src|href|action|srcset|poster|data)=|url\(|@import|<script' \
        "$scratch/$name.dom"; then
        fail "$name: the page could load something or run a script"
    fi
}

# The control: a page that loads from the network must print a console message here, or the
# console check above could not fail.
if wanted control; then
printf '%s\n' '<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src '"'none'"'"></head><body><img src="http://example.invalid/x.png"></body></html>' >"$scratch/control.html"
flags_ok=0
browse "$scratch/control.html" control 2>/dev/null >/dev/null || true
grep -q ':CONSOLE' "$scratch/control.log" && flags_ok=1
[[ $flags_ok -eq 1 ]] || fail "control: a blocked load printed no console message"
failed=0 # the control's own failures were expected
fi

# side_totals ROSTER: "side killed markers dead" per side, summed from the roster's unit lines.
side_totals() {
    awk '$1 == "unit" { side = ""; k = 0; m = 0; d = 0
            for (i = 2; i <= NF; i++) {
                if ($i ~ /^side=/) side = substr($i, 6)
                if ($i ~ /^killed=/) k = substr($i, 8)
                if ($i ~ /^markers=/) m = substr($i, 9)
                if ($i ~ /^dead=/) d = substr($i, 6)
            }
            if (!(side in seen)) { seen[side] = 1; order[++n] = side }
            K[side] += k; M[side] += m; D[side] += d }
         END { for (i = 1; i <= n; i++) print order[i], K[order[i]], M[order[i]], D[order[i]] }' "$1"
}

# snapshot GAME TURN: the expected points of the chart at this moment ("start" or a turn).
snapshot() {
    local game=$1 turn=$2
    side_totals "$scratch/$game/muster.roster" | while read -r side k m d; do
        if grep -q '^rules *fuzzy-wuzzy' "$scratch/$game/muster.roster"; then
            echo "$side markers $turn $m"
            echo "$side dead $turn $d"
        else
            echo "$side killed $turn $k"
        fi
    done >>"$scratch/$game.expected"
}

# play GAME ROSTER: a scratch folder with a copy of ROSTER; `m` runs muster there.
play() {
    mkdir "$scratch/$1"
    cp "$2" "$scratch/$1/muster.roster"
    : >"$scratch/$1.expected"
    snapshot "$1" start
}
m() { (cd "$scratch/$game" && "$bin" "$@" >/dev/null); }
end_turn() {
    snapshot "$game" "$(awk '$1 == "turn" { print $2 }' "$scratch/$game/muster.roster")"
    # Once the game record refuses a turn with tests owed, skip them (it records what it skips).
    m turn 2>/dev/null || m turn --skip-owed
}

# check GAME: report and sheet in the browser, the chart's points against the expected ones.
check() {
    local game=$1
    (cd "$scratch/$game" && "$bin" report --out "$scratch/$game-report.html" &&
        "$bin" sheet --out "$scratch/$game-sheet.html")
    browse "$scratch/$game-report.html" "$game-report"
    browse "$scratch/$game-sheet.html" "$game-sheet"
    local dom="$scratch/$game-report.dom"
    # The points drawn: side series turn value, each checked against the chart's scale.
    awk '
        function attr(line, name,   s) {
            if (!match(line, name "=\"[^\"]*\"")) return ""
            s = substr(line, RSTART + length(name) + 2, RLENGTH - length(name) - 3)
            return s
        }
        function off(a, b, tolerance) { return a - b > tolerance || b - a > tolerance }
        /<svg id="casualties"/ { ymax = attr($0, "data-ymax"); top = attr($0, "data-top")
                                 bottom = attr($0, "data-bottom") }
        # UE-ARMY-1: each army line at 25% of its side, so at one height for every side; its
        # data-value is the men at 25%, so the side strength is four times it.
        /<line class="threshold"/ {
            side = attr($0, "data-side"); men[side] = 4 * attr($0, "data-value")
            if (attr($0, "data-share") != 25) print "MISPLACED army line not at 25%: " $0
            if (line_y != "" && attr($0, "y1") != line_y) print "MISPLACED army lines apart: " $0
            line_y = attr($0, "y1")
        }
        /<polyline/ { key = attr($0, "data-side") " " attr($0, "data-series")
                      npts[key] = split(attr($0, "points"), pts, " ")
                      for (i = 1; i <= npts[key]; i++) P[key, i] = pts[i]; seen[key] = 0 }
        /<circle class="pt"/ {
            v = attr($0, "data-value"); share = attr($0, "data-share"); cy = attr($0, "cy")
            side = attr($0, "data-side"); key = side " " attr($0, "data-series")
            want = bottom - (bottom - top) * share / ymax
            if (off(cy, want, 0.06)) print "MISPLACED " $0
            if (side in men && off(share, 100 * v / men[side], 0.001))
                print "MISPLACED share is not killed/men: " $0
            if (P[key, ++seen[key]] != attr($0, "cx") "," cy) print "MISPLACED off its line: " $0
            print side, attr($0, "data-series"), attr($0, "data-turn"), v
        }' "$dom" | sed 's/&amp;/\&/g' >"$scratch/$game.drawn"
    if grep -q '^MISPLACED' "$scratch/$game.drawn"; then
        fail "$game: points not where the scale puts them"
        grep '^MISPLACED' "$scratch/$game.drawn" | head -3
    fi
    if ! diff <(sort "$scratch/$game.expected") <(grep -v '^MISPLACED' "$scratch/$game.drawn" | sort) \
        >"$scratch/$game.diff"; then
        fail "$game: the chart's points are not the roster's totals (< expected, > drawn)"
        head -20 "$scratch/$game.diff"
    fi
    # Every unit of the roster has a history row and a card.
    local units
    units=$(awk '$1 == "unit" { if ($2 ~ /^"/) { match($0, /"[^"]*"/); print substr($0, RSTART + 1, RLENGTH - 2) } else print $2 }' \
        "$scratch/$game/muster.roster" | sort)
    [[ -n "$units" ]] || fail "$game: no units read"
    local rows cards
    rows=$(grep -o '<tr class="unit[^"]*" data-unit="[^"]*"' "$dom" | sed 's/.*data-unit="//; s/"$//; s/&amp;/\&/g' | sort)
    cards=$(grep -o '<div class="card" data-unit="[^"]*"' "$scratch/$game-sheet.dom" | sed 's/.*data-unit="//; s/"$//; s/&amp;/\&/g' | sort)
    [[ "$rows" == "$units" ]] || fail "$game: history rows [$rows] are not the units [$units]"
    [[ "$cards" == "$units" ]] || fail "$game: sheet cards [$cards] are not the units [$units]"
    echo "$game: $(wc -l <"$scratch/$game.expected") points, $(echo "$units" | wc -l) units checked"
}

# Isandlwana (UE): three turns of fire, morale tests, a melee and army morale.
if wanted isandlwana; then
game=isandlwana
play $game "$examples/isandlwana.roster"
m fire 1/24th/A 1/24th/C --at uKhandempemvu --range long
m fire uKhandempemvu --at 1/24th/A --distance 3
m morale --seed 11
end_turn
m fire 2/24th/G --at uMbonambi --range medium
m artillery "RA 7-pdr" --at uThulwana --distance 20 --dice 6
m fire uMbonambi --at 2/24th/G --distance 3
m morale --dice 1,4
m kill uKhandempemvu 400
m undo
end_turn
m melee uMbonambi --vs 2/24th/G --seed 5
m army --seed 3
snapshot $game 3
check $game
fi

# Omdurman (FW): one move with typed dice (examples/fw-move.sh), then a second with seeded ones.
if wanted omdurman; then
game=omdurman
play $game "$examples/omdurman.roster"
m move Hadendowa --rate charge --dice 4,5,3
m fire Grenadiers --at Hadendowa --range medium --dice 4,5,3,4
m artillery Maxims --at Hadendowa --distance 10 --dice 5,3
m morale --dice 2
m melee Baggara --vs Lincolns --dice 5,4,4,3,5,2,6,1,3,4,2,6,5,1
end_turn
m fire Grenadiers --at Baggara --range short --seed 7
m fire Jihadiya --at Lincolns --range long --seed 8
snapshot $game 2
check $game
fi

# An empty journal, names with quotes and non-ASCII, markup in the title and a side.
if wanted hostile; then
game=hostile
mkdir -p "$scratch/src"
cat >"$scratch/src/hostile.roster" <<'ROSTER'
# muster roster v1
rules   unbalanced-equality
title   <script>alert("pwned")</script> & Rorke's Drift — Ünd
turn    1
unit "Rorke's Men"  brit-infantry  side=british  stands=3  killed=30
unit Zulu/Ängel     zulu-spears    side=zulu     stands=6
ROSTER
play $game "$scratch/src/hostile.roster"
snapshot $game 1
check $game
grep -q '&lt;script&gt;alert' "$scratch/hostile-report.dom" || fail "hostile: the title is not text"
fi

# 200 turns.
if wanted long; then
game=long
play $game "$examples/isandlwana.roster"
for ((t = 1; t <= 200; t++)); do
    m kill uThulwana 7
    [[ $((t % 3)) -eq 0 ]] && m kill 1/24th/A 1
    end_turn
done
check $game
fi

[[ $failed -eq 0 ]] && echo "ok"
exit $failed
