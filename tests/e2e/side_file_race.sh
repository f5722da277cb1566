#!/usr/bin/env bash
# Issue 20, finding 1: a racer swaps muster's new side files for links in a race. The folder is
# writable by all (mode 0777, no sticky bit), as a shared game folder may be; tests/support/
# link_racer.c (run as user nobody when the test runs as root) watches it with inotify and
# replaces each new file named r.* or .page.* with a symbolic link to a victim file owned by
# the test's user. muster must write every side file through the descriptor it created
# exclusively (O_EXCL|O_NOFOLLOW), so the victim keeps its bytes and its mode. Bounded: the
# racer stops after 8 s at most, and each muster runs under `timeout 10`.
#   side_file_race.sh MUSTER LINK_RACER
racer=$(realpath "$2")
source "$(dirname "$0")/scratch.sh"
set +e
export MUSTER_LOCK_TIMEOUT=2 NO_COLOR=1
failures=0
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

mkdir game && chmod 0777 game && chmod 0755 "$scratch_dir"
printf 'victim: a system file\n' > game/victim && chmod 0644 game/victim
victim_before=$(stat -c '%a %U' game/victim; cat game/victim)
printf '# muster roster v1\nrules   unbalanced-equality\nturn    1\nunit A  brit-infantry  side=british  stands=3  killed=0\nunit Z  zulu-spears    side=zulu     stands=6  killed=0\n' > game/r

as_racer=()
if [[ $(id -u) == 0 ]]; then
    as_racer=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi
race() { # race PREFIX: starts the racer on game/ for PREFIX, waits until it watches
    rm -f game/STOP
    coproc RACER { "${as_racer[@]}" "$racer" "$scratch_dir/game" "$1" victim 8; }
    read -r ready <&"${RACER[0]}"
    [[ $ready == ready ]] || problem "racer did not start"
}
stop_race() { # prints the racer's swap count
    touch game/STOP
    local line; read -r line <&"${RACER[0]}"
    wait "$RACER_PID" 2> /dev/null
    echo "$line"
}
check_victim() {
    [[ "$(stat -c '%a %U' game/victim; cat game/victim)" == "$victim_before" ]] ||
        problem "$1: the victim was written or its mode changed: $(stat -c '%a %U' game/victim; head -c 80 game/victim)"
}

# The shell's history: each line saves ROSTER.history through a temp file r.history.tmp-*.
race "r.history."
lines=$(for i in $(seq 1 15); do echo "show"; done; echo exit)
printf '%s\n' "$lines" | (cd game && timeout 20 script -qec "$muster -f r shell" /dev/null) > out 2>&1
echo "history: $(stop_race)"
check_victim "shell history"
[[ -L game/r.history ]] && problem "r.history is a link (a swapped temp file was renamed into place)"
rm -f game/r.history*

# The roster's temp file (r.tmp-*), the journal and lock: each change makes a temp file.
race "r."
for i in $(seq 1 10); do (cd game && timeout 10 "$muster" -f r kill A 0 > /dev/null 2>&1); done
echo "roster temp: $(stop_race)"
check_victim "roster temp, journal and lock"
[[ -f game/r && ! -L game/r ]] || problem "the roster is no longer a regular file (a swapped temp file was renamed into place)"

# A page written with --out goes through a temp file beside it (.page.html.*).
rm -f game/r.*
race ".page.html"
for i in $(seq 1 10); do (cd game && timeout 10 "$muster" -f r report --out page.html > /dev/null 2>&1); done
echo "--out: $(stop_race)"
check_victim "report --out"
[[ -L game/page.html ]] && problem "page.html is a link (a swapped temp file was renamed into place)"

echo "side file race: $failures failed"
[[ $failures == 0 ]]
