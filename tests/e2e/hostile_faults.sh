#!/usr/bin/env bash
# Issue 15, findings 7 and 8: every failed flush is reported (exit 3) with what is known of the
# files' state, and a failed save leaves no journal where there was none. Faults are injected
# with the LD_PRELOAD shim (tests/support/enospc_shim.c, MUSTER_SHIM_FAIL=...).
#   hostile_faults.sh MUSTER_BINARY SHIM.so
set -uo pipefail
bin=$(realpath "$1")
shim=$(realpath "$2")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
failures=0
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
shimmed() { # shimmed MODE COMMAND...
    local mode=$1; shift
    env ASAN_OPTIONS=verify_asan_link_order=0 LD_PRELOAD="$shim" MUSTER_SHIM_FAIL="$mode" "$@"
}
fresh() {
    rm -f r r.*
    "$bin" -f r init > /dev/null && "$bin" -f r add A brit-infantry > /dev/null &&
        "$bin" -f r kill A 3 > /dev/null || problem "setup failed"
}
digest() { cat r r.journal 2> /dev/null | md5sum; }

# The flush of the journal or the temp file fails (EIO): refused before the rename, both files
# byte for byte as they were, no temp file left.
fresh
before=$(digest)
shimmed fdatasync "$bin" -f r kill A 2 > out 2> err
status=$?
[[ $status == 3 ]] || problem "fdatasync EIO: exit $status, expected 3: $(cat err)"
grep -qE "cannot flush .* to the disk: Input/output error; nothing was changed" err ||
    problem "fdatasync EIO: the message does not say what failed: $(cat err)"
[[ $(wc -l < err) == 1 ]] || problem "fdatasync EIO: not one line on stderr: $(cat err)"
[[ $(digest) == "$before" ]] || problem "fdatasync EIO: the roster or journal changed"
ls r.tmp-* > /dev/null 2>&1 && problem "fdatasync EIO: a temp file was left behind"
"$bin" -f r kill A 2 > /dev/null || problem "fdatasync EIO: the next save failed"

# The flush of the folder after the rename fails: the change is made (the roster replaced, the
# journal holding its entry), and that is what muster says, with exit 3: it may not survive a
# power cut. Before the fix, success was reported.
fresh
shimmed fsync-dir "$bin" -f r kill A 2 > out 2> err
status=$?
[[ $status == 3 ]] || problem "folder fsync EIO: exit $status, expected 3: $(cat err)"
grep -qF "the roster r was replaced and the change journalled, but the folder . could not be flushed to the disk (Input/output error)" err ||
    problem "folder fsync EIO: the message does not say the state: $(cat err)"
grep -q "killed=5" r || problem "folder fsync EIO: the roster is not the new one"
"$bin" -f r log | tail -n 1 | grep -q "kill A 2" || problem "folder fsync EIO: the journal lacks the change"
"$bin" -f r undo > /dev/null || problem "folder fsync EIO: the change cannot be undone"

# Finding 8: a save that fails (disk full) where there was no journal leaves none behind (it
# left an empty one).
fresh
rm r.journal
before=$(md5sum < r)
shimmed write "$bin" -f r kill A 2 > out 2> err
status=$?
[[ $status == 3 ]] || problem "ENOSPC, no journal: exit $status, expected 3: $(cat err)"
[[ -e r.journal ]] && problem "ENOSPC, no journal: a journal was left behind ($(stat -c %s r.journal) bytes)"
[[ $(md5sum < r) == "$before" ]] || problem "ENOSPC, no journal: the roster changed"

# Round five: `report --out` and `sheet --out` on a full disk left their temp file (0 bytes).
for command in report sheet; do
    fresh
    shimmed write "$bin" -f r "$command" --out page.html > out 2> err
    status=$?
    [[ $status == 3 ]] || problem "ENOSPC, $command --out: exit $status, expected 3: $(cat err)"
    leftover=$(compgen -G '.page.html.tmp-*')
    [[ -z $leftover ]] || problem "ENOSPC, $command --out: a temp file was left: $leftover"
    [[ -e page.html ]] && problem "ENOSPC, $command --out: a page was made"
done

echo "hostile faults: $failures failed"
[[ $failures == 0 ]]
