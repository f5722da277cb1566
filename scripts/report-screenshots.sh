#!/usr/bin/env bash
# Makes docs/images/battle-report.png and docs/images/roster-sheet.png: the Isandlwana example
# played for four turns with seeded dice, its battle report and roster sheet rendered by headless
# Chromium (scripts/deps.sh --test installs it). Run it again when the pages change.
#   scripts/report-screenshots.sh [MUSTER_BINARY]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(realpath "${1:-$root/build/release/muster}")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$root/examples/isandlwana.roster" "$scratch/muster.roster"
cd "$scratch"
m() { "$bin" "$@" >/dev/null; }
next_turn() { m turn 2>/dev/null || m turn --skip-owed; }

# Turn 1: the firing line opens at long range; the gun finds uThulwana.
m fire 1/24th/A 1/24th/C --at uKhandempemvu --range long
m fire 1/24th/F 2/24th/G --at uMbonambi --range long
m artillery "RA 7-pdr" --at uThulwana --distance 20 --seed 4
m fire iNgobamakhosi --at NNC/1 --range long
m morale --seed 21
next_turn
# Turn 2: the horns close in, spears at 3"; uKhandempemvu goes in.
m fire uKhandempemvu --at 1/24th/A --distance 3
m fire 1/24th/A --at uKhandempemvu --distance 3
m fire uMbonambi --at 1/24th/F --distance 3
m fire 1/24th/F --at uMbonambi --distance 3
m fire iNgobamakhosi --at NNC/1 --range medium
m morale --seed 8
m melee uKhandempemvu --vs 1/24th/A --seed 2
next_turn
# Turn 3: uThulwana charges the 1/24th's C company.
m rally --seed 5
m fire uThulwana --at 1/24th/C --distance 3
m fire 1/24th/C --at uThulwana --distance 3
m fire iNgobamakhosi --at 2/24th/G --range medium
m fire 2/24th/G --at iNgobamakhosi --range medium
m morale --seed 13
m melee uThulwana --vs 1/24th/C --seed 9
m army --seed 6
next_turn
# Turn 4: the horsemen and the gun are all that is left.
m rally --seed 2
m fire "Durnford's Horse" --at uMbonambi --range medium
m artillery "RA 7-pdr" --at uMbonambi --distance 5 --seed 1
m morale --seed 3
m melee uMbonambi --vs "Durnford's Horse" --seed 12
m army --seed 12

shoot() { # PAGE PNG HEIGHT
    local profile
    profile=$(mktemp -d "$scratch/profile.XXXXXX")
    chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
        --disable-component-update --disable-sync --no-first-run --user-data-dir="$profile" \
        --hide-scrollbars --force-device-scale-factor=1 --window-size="1000,$3" \
        --screenshot="$2" "file://$1" >/dev/null 2>&1
}
"$bin" report --out report.html
"$bin" sheet --out sheet.html
shoot "$scratch/report.html" "$root/docs/images/battle-report.png" "${REPORT_HEIGHT:-2150}"
shoot "$scratch/sheet.html" "$root/docs/images/roster-sheet.png" "${SHEET_HEIGHT:-1080}"
echo "wrote docs/images/battle-report.png and docs/images/roster-sheet.png"
