#!/usr/bin/env bash
# The interactive shell driven as a person would, under tmux: `muster` alone on a terminal
# starts it; Tab completes a unit name; the prompt shows roster and turn; history is kept
# beside the roster; Ctrl-D leaves; `muster -f FILE` alone opens it too. Then `muster show` on a terminal draws in colour.
set -euo pipefail
bin=$(realpath "$1")
command -v tmux >/dev/null || { echo "tmux is not installed (scripts/deps.sh --test installs it)"; exit 1; }
dir=$(mktemp -d)
sock="muster-test-$$"
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$dir"' EXIT
cd "$dir"
"$bin" -f isandlwana.roster init --rules unbalanced-equality --title Isandlwana >/dev/null
"$bin" -f isandlwana.roster add 90th/A brit-infantry --side british >/dev/null
"$bin" -f isandlwana.roster add uThulwana zulu-spears --side zulu >/dev/null
"$bin" -f isandlwana.roster add "Durnford's Horse" brit-mounted-infantry --side british >/dev/null

screen() { tmux -L "$sock" capture-pane -p -t "${1:-t}"; } # of tmux session $1 (default t)
wait_for() { # wait up to 10 s (CI runs this beside other tests, under sanitizers) for $1 on $2
    for _ in $(seq 100); do
        screen "${2:-t}" | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    echo "screen never showed: $1"; screen "${2:-t}"; exit 1
}

tmux -L "$sock" new-session -d -s t -x 120 -y 40 \
    "cd '$dir' && env MUSTER_ROSTER='$dir/isandlwana.roster' NO_COLOR=1 '$bin'"
wait_for "isandlwana t1>"
tmux -L "$sock" send-keys -t t "kill uThu" Tab
wait_for "kill uThulwana"
tmux -L "$sock" send-keys -t t "30" Enter
wait_for "uThulwana: 30 killed"
tmux -L "$sock" send-keys -t t "turn" Enter
wait_for "isandlwana t2>"
# A name with a space and a quote in it is completed quoted, so the line runs as typed.
tmux -L "$sock" send-keys -t t "kill Durn" Tab
wait_for "kill \"Durnford's Horse\""
tmux -L "$sock" send-keys -t t "2" Enter
wait_for "Durnford's Horse: 2 killed"
tmux -L "$sock" send-keys -t t "kil 90th/A 3" Enter
wait_for "unknown command 'kil'; did you mean 'kill'?"
# Ctrl-D once the shell shows its prompt again, as a person would.
for _ in $(seq 100); do
    [[ "$(screen | grep -v '^$' | tail -1)" == "isandlwana t2>"* ]] && break
    sleep 0.1
done
tmux -L "$sock" send-keys -t t C-d
for _ in $(seq 100); do tmux -L "$sock" has-session -t t 2>/dev/null || break; sleep 0.1; done
if tmux -L "$sock" has-session -t t 2>/dev/null; then echo "Ctrl-D did not leave the shell within 10 s; the screen:"; screen; exit 1; fi
grep -q "^killed.*\|killed=30" isandlwana.roster || { echo "the kill did not reach the roster"; cat isandlwana.roster; exit 1; }
grep -q 'kill\\040uThulwana\\04030' isandlwana.roster.history || { echo "no history kept"; cat isandlwana.roster.history; exit 1; }
# `muster -f FILE` with no command opens the shell on that roster too (new-user trial).
tmux -L "$sock" new-session -d -s f -x 120 -y 40 \
    "cd '$dir' && env NO_COLOR=1 '$bin' -f '$dir/isandlwana.roster'; sleep 30"
wait_for "isandlwana t2>" f
tmux -L "$sock" send-keys -t f C-d
# On a terminal `show` is in colour (killed figures red), unless NO_COLOR is set.
tmux -L "$sock" new-session -d -s c -x 120 -y 40 \
    "env -u NO_COLOR '$bin' -f '$dir/isandlwana.roster' show uThulwana; sleep 30"
wait_for "killed 30" c
pane=$(tmux -L "$sock" capture-pane -p -e -t c)
grep -q $'\e\\[31mxx' <<< "$pane" ||
    { echo "no colour on a terminal:"; tmux -L "$sock" capture-pane -p -e -t c | cat -v; exit 1; }
echo "shell: ok"
