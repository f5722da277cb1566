#!/usr/bin/env bash
# Issue 15, findings 1, 2 and 8: hostile side files and rosters that are not regular files.
# Each attack is planted in a scratch folder (never a system path): a symbolic or hard link at
# each side file (r.tmp, r.journal, r.lock, r.history) pointing at a "victim" file, a device
# node (mknod) and a FIFO (mkfifo) as the roster and as side files, a read-only roster. Every
# refusal must leave the roster, its journal and the victim byte for byte as they were, and
# nothing may hang: each command runs under `timeout 10` (the harness's bound, not a timing).
# The shell runs on a terminal made by `script` (util-linux).
#   MUSTER_HOOKED=HOOKED test_hostile_files.sh MUSTER   (HOOKED: the build with the crash hook)
source "$(dirname "$0")/skip.sh"
source "$(dirname "$0")/scratch.sh"
hooked=$(realpath "${MUSTER_HOOKED:?needs MUSTER_HOOKED, the binary with the crash hook}")
set +e # each case checks its own status
export MUSTER_LOCK_TIMEOUT=2 NO_COLOR=1
failures=0

ue='# muster roster v1
rules   unbalanced-equality
turn    1
unit A  brit-infantry  side=british  stands=3  killed=0
unit Z  zulu-spears    side=zulu     stands=6  killed=0'

fresh() { # a new roster r with a one-entry journal, and a victim file holding a secret
    rm -rf r r.* victim elsewhere
    printf 'victim: a copy of a system file\n' > victim
    chmod 644 victim
    printf '%s\n' "$ue" > r
    "$muster" -f r kill A 1 > /dev/null || fail "setup: kill A 1"
}
# digest FILE...: kind, mode and (for a regular file) bytes; a device or FIFO is never read.
digest() {
    for f in "$@"; do
        [[ -e "$f" || -L "$f" ]] && stat -c '%F %a' "$f"
        [[ -f "$f" && ! -L "$f" ]] && cat "$f"
        echo "--$f"
    done | md5sum
}
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# refused LABEL STATUS MESSAGE COMMAND...: exit STATUS within the bound, MESSAGE on one line of
# stderr, r, r.journal and victim unchanged.
refused() {
    local label=$1 status=$2 message=$3; shift 3
    local before; before=$(digest r r.journal victim)
    timeout 10 "$muster" "$@" > out 2> err < /dev/null
    local got=$?
    [[ $got == 124 ]] && { problem "$label: hung (killed after 10 s)"; return; }
    [[ $got == "$status" ]] || problem "$label: exit $got, expected $status; $(head -c 300 err)"
    grep -qF -- "$message" err || problem "$label: stderr lacks '$message': $(head -c 300 err)"
    [[ $(wc -l < err) == 1 ]] || problem "$label: not one line on stderr"
    [[ $(digest r r.journal victim) == "$before" ]] || problem "$label: a file changed"
}

# Finding 1: a link planted at the temp file's old fixed name is never opened: temp files are
# new, unique names (O_CREAT|O_EXCL), so the save succeeds and the victim is untouched.
for kind in symlink hardlink; do
    fresh
    if [[ $kind == symlink ]]; then ln -s victim r.tmp; else ln victim r.tmp; fi
    victim_before=$(digest victim)
    "$muster" -f r kill A 2 > out 2> err || problem "r.tmp $kind: kill refused: $(cat err)"
    [[ $(digest victim) == "$victim_before" ]] || problem "r.tmp $kind: the victim was written"
    [[ -f r && ! -L r ]] || problem "r.tmp $kind: the roster is no longer a regular file"
    grep -q "killed=3" r || problem "r.tmp $kind: the change was not saved"
    ls r.tmp-* > /dev/null 2>&1 && problem "r.tmp $kind: a temp file was left behind"
done

# A temp file left by a save killed before its rename (a power cut) is removed by the next save.
fresh
{ MUSTER_CRASH_AT=temp-written "$hooked" -f r kill A 2; } > /dev/null 2>&1 # killed by itself
ls r.tmp-* > /dev/null 2>&1 || problem "crash before the rename: no temp file left to clean up"
"$muster" -f r kill A 2 > /dev/null || problem "crash before the rename: the next save failed"
ls r.tmp-* > /dev/null 2>&1 && problem "crash before the rename: the stale temp file was not removed"

# A link at the journal: refused (exit 3), nothing appended to the victim.
fresh; mv r.journal saved.journal; ln -s victim r.journal
refused "r.journal symlink" 3 "r.journal is a symbolic link" -f r kill A 2
# Every command that reads the journal says the same: remove the link (not "--roster").
for cmd in status log report; do
    refused "$cmd with a r.journal symlink" 3 "muster does not follow links: remove it" -f r $cmd
done
fresh; rm r.journal; ln victim r.journal
refused "r.journal hard link" 3 "r.journal has 2 hard links" -f r kill A 2
# A dangling link at the lock: its target is not created.
fresh; rm r.lock; ln -s "$PWD/elsewhere" r.lock
refused "r.lock dangling symlink" 3 "r.lock is a symbolic link" -f r kill A 2
[[ -e elsewhere ]] && problem "r.lock dangling symlink: its target was created"
fresh; rm r.lock; ln -s victim r.lock
refused "r.lock symlink" 3 "r.lock is a symbolic link" -f r kill A 2
fresh; rm r.lock; ln victim r.lock
refused "r.lock hard link" 3 "r.lock has 2 hard links" -f r kill A 2

# A side file planted by another user (here: nobody, made by root) is not used.
if [[ $(id -u) == 0 ]]; then
    fresh; chown 65534 r.journal
    refused "r.journal of another user" 3 "r.journal belongs to user 65534" -f r kill A 2
fi

# The shell's history: a link planted there is replaced by the session's history, never
# written through (the victim keeps its bytes and its mode).
fresh; ln -s victim r.history
victim_before=$(digest victim)
printf 'show\nexit\n' | timeout 10 script -qec "$muster -f r shell" /dev/null > out 2>&1
[[ $(digest victim) == "$victim_before" ]] || problem "r.history symlink: the victim was written"
[[ -L r.history ]] && problem "r.history symlink: still a link after the session"
grep -qF "the history is not read" out || problem "r.history symlink: no warning: $(cat out)"
fresh; ln victim r.history
victim_before=$(digest victim)
printf 'show\nexit\n' | timeout 10 script -qec "$muster -f r shell" /dev/null > out 2>&1
[[ $(digest victim) == "$victim_before" ]] || problem "r.history hard link: the victim was written"

# Finding 2: a device node and a FIFO as the roster: refused before a byte is read, never
# replaced, never waited on.
if mknod nulldev c 1 3 2> /dev/null && mknod zerodev c 1 5 2> /dev/null; then
    refused "init --force on a device" 3 "nulldev is not a regular file" -f nulldev init --force
    [[ -c nulldev ]] || problem "init --force on a device: the device was replaced"
    refused "show a zero device" 3 "zerodev is a character device, not a roster" -f zerodev show
    refused "kill on a zero device" 3 "zerodev is not a regular file" -f zerodev kill A 1
    fresh; rm r.journal; mknod r.journal c 1 5
    refused "journal is a zero device" 3 "r.journal is a character device" -f r kill A 2
    refused "log of a zero-device journal" 3 "r.journal is a character device, not a journal" -f r log
    rm -f r.journal nulldev zerodev
else
    skip_case "device nodes: mknod is not allowed here (not root); the FIFO cases still run"
fi
mkfifo fifo
refused "show a FIFO with no writer" 3 "fifo is a FIFO (named pipe), not a roster" -f fifo show
refused "kill on a FIFO" 3 "fifo is not a regular file" -f fifo kill A 1
refused "init --force on a FIFO" 3 "fifo is not a regular file" -f fifo init --force
[[ -p fifo ]] || problem "init --force on a FIFO: the FIFO was replaced"
fresh; rm r.journal; mkfifo r.journal
refused "journal is a FIFO" 3 "r.journal is a FIFO" -f r kill A 2
refused "undo with a FIFO journal" 3 "r.journal is a FIFO" -f r undo
fresh; rm r.lock; mkfifo r.lock
refused "lock is a FIFO" 3 "r.lock is a FIFO" -f r kill A 2

# A read-only roster (chmod 444) in a writable folder: refused, even for root; show still reads.
fresh; chmod 444 r
refused "read-only roster" 3 "r is read-only (mode 0444)" -f r kill A 2
refused "read-only roster, init --force" 3 "r is read-only" -f r init --force
"$muster" -f r show > /dev/null || problem "read-only roster: show refused"
chmod 644 r
"$muster" -f r kill A 2 > /dev/null || problem "read-only roster made writable: kill refused"

# The roster itself as a symbolic link is not followed for reading either.
fresh; mv r real; ln -s real r
refused "show through a symlink" 3 "r is a symbolic link (to real)" -f r show
rm -f r real

# Finding 8: --title with an escape is a bad argument (exit 2), not a file error; no file made.
rm -rf r r.*
refused "init --title with ESC" 2 "--title has the control character U+001B" -f r init --title $'\e]2;x\a'
[[ -e r ]] && problem "init --title with ESC: a roster was created"

# Finding 8: numbers are strict, in the environment too.
fresh
for t in 1e3 +5 ' 5' inf 0x10 5s; do
    MUSTER_LOCK_TIMEOUT="$t" refused "MUSTER_LOCK_TIMEOUT='$t'" 2 "MUSTER_LOCK_TIMEOUT=$t: expected seconds" -f r kill A 2
done
MUSTER_LOCK_TIMEOUT=0.5 "$muster" -f r kill A 2 > /dev/null || problem "MUSTER_LOCK_TIMEOUT=0.5 refused"

echo "hostile files: $failures failed"
finish "$failures"
