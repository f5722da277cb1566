# Sourced by the test_*.sh scripts: strict mode, the binary under test as $muster, the
# examples folder as $examples, a scratch folder as the working directory (removed on exit),
# and `fail MESSAGE`.
set -euo pipefail
muster=$(realpath "$1")
examples=$(realpath "$(dirname "${BASH_SOURCE[0]}")/../../examples")
scratch_dir=$(mktemp -d)
trap 'rm -rf "$scratch_dir"' EXIT
cd "$scratch_dir"
# True when $muster is built with AddressSanitizer (the asan preset), which reserves terabytes of
# address space: no `ulimit -v` allows it. ldd's output is read whole: under pipefail a
# `ldd | grep -q` fails when grep leaves first and ldd dies of SIGPIPE.
sanitized() {
    [[ $(ldd "$muster" 2> /dev/null) == *libasan* ]]
}
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
