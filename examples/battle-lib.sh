# The shared part of examples/ue-battle-jq.sh and examples/fw-battle-jq.sh (issue 27), sourced
# as `source battle-lib.sh ROSTER TITLE [MUSTER_BINARY] [SEED]` with $here the examples folder:
# plays on a scratch copy of examples/ROSTER (the working directory from here on), notes in
# notes.md. Each script defines `check_result JSON WORDS...`, its rule set's checks of one
# resolution.
bin=$(realpath "${3:-build/release/muster}")
seed=${4:-27}
game=$(mktemp -d)
trap 'rm -rf "$game"' EXIT
cp "$here/$1" "$game/muster.roster"
cd "$game"
notes=notes.md
echo "# $2, played by $(basename "$0") (seed $seed)" > "$notes"

die() { echo "$(basename "$0"): $*" >&2; exit 1; }

# Runs one muster command (its words), seeded, as JSON; keeps its brief line in the notes.
play() {
    local step json
    step=$(grep -c '^- ' "$notes") # the commands played so far (play runs in a subshell)
    step=$((step + 1))
    json=$("$bin" --json --seed "$((seed + step))" "$@") || die "muster $* failed"
    jq -e '.schema == 3' <<< "$json" > /dev/null || die "muster $*: not schema 3"
    jq -r '"- " + .brief' <<< "$json" >> "$notes"
    printf '%s' "$json"
}

# Replays a roll's dice from its JSON into --dice on a copy of the game as it was before it.
replayed() {
    local json=$1
    shift
    local dice
    dice=$(jq -r '[.dice[].value | tostring] | join(",")' <<< "$json")
    [[ -n $dice ]] || return 0
    "$bin" --json -f before/muster.roster --dice "$dice" "$@" | jq -cS '.result'
}

# Plays whatever is owed, in the order `status --json` gives it, each by its own argv; each roll
# replayed from its JSON into --dice on a copy of the game as it was, which must agree; each
# result checked by check_result; the step no longer owed afterwards.
settle_owed() {
    local rounds=0
    while :; do
        local owed
        owed=$("$bin" --json status | jq -c '[.result.owed[] | select(.decision == null)][0] // empty')
        [[ -n $owed ]] || break
        rounds=$((rounds + 1))
        ((rounds <= 20)) || die "still owed after 20 steps: $owed"
        mapfile -t words < <(jq -r '.argv[1:][]' <<< "$owed")
        rm -rf before && mkdir before && cp muster.roster* before/
        local json
        json=$(play "${words[@]}")
        [[ $(replayed "$json" "${words[@]}") == "$(jq -cS '.result' <<< "$json")" ]] ||
            die "muster ${words[*]}: its dice replayed with --dice give another result"
        check_result "$json" "${words[@]}"
        "$bin" --json status | jq -e --argjson o "$owed" 'all(.result.owed[]; . != $o)' \
            > /dev/null || die "muster ${words[*]} ran but is still owed"
    done
}

# The notes: one brief line per command played, each with its turn, then the journal as a
# Markdown table; the journal holds one entry per command. Prints them.
finish_notes() {
    local step entries
    step=$(grep -c '^- ' "$notes")
    [[ $(grep -c '^- t[0-9]* [a-z]' "$notes") == "$step" ]] || die "a brief line without its turn"
    "$bin" log --format markdown >> "$notes"
    # (the roster's first entry, its text when its journal began at the first save, is no command)
    entries=$("$bin" --json log | jq '[.result.entries[] | select(.command != "init")] | length')
    [[ $entries == "$step" ]] || die "$step commands but $entries journal entries"
    cat "$notes"
}
