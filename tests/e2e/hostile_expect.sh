# The hostile-input tests' harness (test_hostile_round5*.sh), sourced: a scratch folder
# (scratch.sh), `problem` counting failures, and `expect`, a command's exit, message and the
# roster and journal left as they were.
#   source hostile_expect.sh MUSTER
source "$(dirname "${BASH_SOURCE[0]}")/scratch.sh" "$1"
set +e
export MUSTER_LOCK_TIMEOUT=2 NO_COLOR=1
failures=0
problem() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
digest() { for f in "$@"; do [[ -e $f ]] && stat -c '%a' "$f" && cat "$f"; echo "--$f"; done | md5sum; }
# expect LABEL STATUS MESSAGE COMMAND...: exit STATUS, MESSAGE in stderr, roster and journal kept
expect() {
    local label=$1 status=$2 message=$3; shift 3
    local before; before=$(digest r.roster r.roster.journal)
    timeout 10 "$muster" -f r.roster "$@" > out 2> err < /dev/null
    local got=$?
    [[ $got == "$status" ]] || problem "$label: exit $got, expected $status; $(head -c 300 err)"
    grep -qF -- "$message" err out || problem "$label: no '$message' in: $(head -c 300 err)"
    [[ $(digest r.roster r.roster.journal) == "$before" ]] || problem "$label: the roster or journal changed"
}
