#!/usr/bin/env bash
# Issue 11, the shell under tmux: Ctrl-C clears the line being typed and gives a new prompt;
# Ctrl-C while a command runs (here one waiting for the roster lock, as a long --odds would
# run) stops that command, not the shell; the prompt counts what is owed; Ctrl-D leaves.
set -euo pipefail
bin=$(realpath "$1")
command -v tmux >/dev/null || { echo "tmux is not installed (scripts/deps.sh --test installs it)"; exit 1; }
command -v flock >/dev/null || { echo "flock (util-linux) is not installed"; exit 1; }
examples=$(realpath "$(dirname "$0")/../../examples")
dir=$(mktemp -d)
sock="muster-int-$$"
holder=""
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; [[ -n "$holder" ]] && kill "$holder" 2>/dev/null; rm -rf "$dir"' EXIT
cd "$dir"
cp "$examples/isandlwana.roster" isandlwana.roster

screen() { tmux -L "$sock" capture-pane -p -t t; }
wait_for() { # up to 10 s for $1 on the screen
    for _ in $(seq 100); do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    echo "screen never showed: $1"; screen; exit 1
}
last_line() { screen | grep -v '^$' | tail -1; }
wait_prompt() { # the last line is the prompt $1 and nothing typed after it
    for _ in $(seq 100); do
        [[ "$(last_line)" == "$1" ]] && return 0
        sleep 0.1
    done
    echo "no prompt '$1' at the bottom:"; screen; exit 1
}

tmux -L "$sock" new-session -d -s t -x 150 -y 40 \
    "cd '$dir' && env MUSTER_ROSTER='$dir/isandlwana.roster' NO_COLOR=1 '$bin'; echo 'shell left'; sleep 30"
wait_prompt "isandlwana t1>"
# Ctrl-C drops the line being typed: the next line runs alone.
tmux -L "$sock" send-keys -t t "kill uThulwana 30"
wait_for "kill uThulwana 30"
tmux -L "$sock" send-keys -t t C-c
wait_prompt "isandlwana t1>"
tmux -L "$sock" send-keys -t t "fire 1/24th/A --at uThulwana --range short" Enter
wait_for "27 killed"
# The prompt counts what is owed (uThulwana's morale test).
wait_prompt "isandlwana t1 (1 owed)>"
# Ctrl-C while a command runs stops the command and keeps the shell.
(exec 9> isandlwana.roster.lock && flock 9 && exec sleep 60) &
holder=$!
sleep 0.3
tmux -L "$sock" send-keys -t t "morale uThulwana --dice 2" Enter
sleep 0.5
tmux -L "$sock" send-keys -t t C-c
wait_for "interrupted"
wait_prompt "isandlwana t1 (1 owed)>"
kill "$holder"
holder=""
tmux -L "$sock" send-keys -t t "morale uThulwana --dice 5" Enter
wait_for "uThulwana: morale passed at short range (D6 5)"
wait_prompt "isandlwana t1>"
tmux -L "$sock" send-keys -t t C-d
wait_for "shell left"
grep -q "killed=27 " isandlwana.roster || { echo "the cleared line ran:"; cat isandlwana.roster; exit 1; }
echo "shell interrupt: ok"
