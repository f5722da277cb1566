#!/usr/bin/env bash
# Disk full: a change that cannot be written fails with exit 3 and a message, and leaves the
# roster and its journal byte-for-byte as they were. Two ways: a real 64 KiB tmpfs filled to
# the brim (when this user may mount one), and always a simulated ENOSPC on every write to a
# regular file (an LD_PRELOAD shim).
#   enospc.sh MUSTER_BINARY SHIM.so
set -euo pipefail
bin=$(realpath "$1")
shim=$(realpath "$2")
source "$(dirname "$0")/skip.sh"
dir=$(mktemp -d)
mnt=""
cleanup() { [[ -n "$mnt" ]] && umount "$mnt" 2>/dev/null; rm -rf "$dir"; }
trap cleanup EXIT

check_refused() { # check_refused LABEL ROSTER COMMAND...
    local label=$1 roster=$2; shift 2
    local before_r before_j status=0
    before_r=$(sha256sum < "$roster")
    before_j=$(sha256sum < "$roster.journal" 2>/dev/null || echo none)
    "$@" > "$dir/out" 2> "$dir/err" || status=$?
    if [[ $status -ne 3 ]]; then
        echo "$label: exit $status, wanted 3"; cat "$dir/out" "$dir/err"; exit 1
    fi
    grep -q "No space left on device" "$dir/err" || { echo "$label: message does not say why:"; cat "$dir/err"; exit 1; }
    [[ $(wc -l < "$dir/err") -eq 1 ]] || { echo "$label: more than one line on stderr"; cat "$dir/err"; exit 1; }
    [[ $(sha256sum < "$roster") == "$before_r" ]] || { echo "$label: roster changed"; exit 1; }
    [[ $(sha256sum < "$roster.journal" 2>/dev/null || echo none) == "$before_j" ]] || { echo "$label: journal changed"; exit 1; }
    "$bin" -f "$roster" show > /dev/null || { echo "$label: roster no longer reads"; exit 1; }
    echo "$label: ok"
}

# Simulated: every write to a regular file fails.
r="$dir/sim.roster"
"$bin" -f "$r" init --rules unbalanced-equality >/dev/null
"$bin" -f "$r" add 90th/A brit-infantry >/dev/null
"$bin" -f "$r" kill 90th/A 15 >/dev/null
check_refused "simulated ENOSPC, kill" "$r" env ASAN_OPTIONS=verify_asan_link_order=0 LD_PRELOAD="$shim" "$bin" -f "$r" kill 90th/A 15
check_refused "simulated ENOSPC, undo" "$r" env ASAN_OPTIONS=verify_asan_link_order=0 LD_PRELOAD="$shim" "$bin" -f "$r" undo

# Real: a tiny tmpfs, filled up after the roster is made.
mkdir "$dir/mnt"
if mount -t tmpfs -o size=64k tmpfs "$dir/mnt" 2>/dev/null; then
    mnt="$dir/mnt"
    r="$mnt/full.roster"
    "$bin" -f "$r" init --rules unbalanced-equality >/dev/null
    "$bin" -f "$r" add 90th/A brit-infantry >/dev/null
    "$bin" -f "$r" kill 90th/A 15 >/dev/null
    dd if=/dev/zero of="$mnt/filler" bs=1k count=1000 2>/dev/null || true
    check_refused "real full tmpfs, kill" "$r" "$bin" -f "$r" kill 90th/A 15
else
    skip_case "real full tmpfs: cannot mount a tmpfs as $(id -un); the simulated case ran"
fi
finish 0
