#!/usr/bin/env bash
# Standard output on a really full disk. In a mount namespace of its own (so nothing of the
# machine's mounts is touched, and the mount goes with the test), a 64 KiB tmpfs is filled to
# the brim; then `muster report > full/report.html` and `muster --brief kill ... >>
# full/notes.txt` must fail (exit 3) saying why, and the kill's error must begin with what it
# saved (the roster is on another disk, and the change stands: README, "Exit status").
# Where no mount namespace or tmpfs can be made (no privilege, a locked-down container), the
# test exits 77, which CTest reports as skipped (SKIP_RETURN_CODE 77 in tests/CMakeLists.txt).
#   full_tmpfs.sh MUSTER
set -euo pipefail
skip() {
    echo "SKIP: $*"
    exit 77
}
if [[ ${MUSTER_FULL_TMPFS_NS:-} != 1 ]]; then
    # Root makes a mount namespace directly; anyone else through a user namespace where they are
    # root (when the kernel allows unprivileged user namespaces).
    unshare_args=(--mount)
    [[ $(id -u) == 0 ]] || unshare_args+=(--map-root-user)
    unshare "${unshare_args[@]}" true 2> /dev/null ||
        skip "cannot make a mount namespace here (unshare ${unshare_args[*]} failed)"
    MUSTER_FULL_TMPFS_NS=1 exec unshare "${unshare_args[@]}" bash "$0" "$@"
fi

source "$(dirname "$0")/scratch.sh"
export NO_COLOR=1
mkdir full
mount -t tmpfs -o size=64k tmpfs full 2> /dev/null || skip "cannot mount a tmpfs in the namespace"
trap 'umount "$scratch_dir/full" 2> /dev/null; rm -rf "$scratch_dir"' EXIT
r=game.roster
cp "$examples/isandlwana.roster" "$r"
"$muster" -f "$r" kill 1/24th/A 2 > /dev/null
# Filled to the brim: the filler stops at the first ENOSPC.
dd if=/dev/zero of=full/filler bs=1k count=1000 2> /dev/null && fail "the 64 KiB tmpfs took 1,000 KiB"
status=0
"$muster" -f "$r" report > full/report.html 2> err || status=$?
[[ $status == 3 ]] || fail "report > full disk: exit $status, wanted 3: $(cat err)"
grep -qx "muster: error: cannot write to standard output: No space left on device" err ||
    fail "report > full disk: wrong message: $(cat err)"

before=$(md5sum < "$r")
status=0
"$muster" -f "$r" --brief kill 1/24th/A 3 >> full/notes.txt 2> err || status=$?
[[ $status == 3 ]] || fail "kill >> full disk: exit $status, wanted 3: $(cat err)"
grep -qx "muster: error: saved $r; the report could not be written to standard output: No space left on device (the change stands; \`muster undo\` takes it back)" err ||
    fail "kill >> full disk: the message does not say the change was saved: $(cat err)"
[[ $(wc -l < err) == 1 ]] || fail "kill >> full disk: more than one line on stderr: $(cat err)"
[[ $(md5sum < "$r") != "$before" ]] || fail "kill >> full disk: the change is not in the roster"
"$muster" -f "$r" --brief log | tail -1 | grep -q "kill 1/24th/A 3" ||
    fail "kill >> full disk: the change is not journalled: $("$muster" -f "$r" --brief log | tail -1)"
echo "full tmpfs: ok"
