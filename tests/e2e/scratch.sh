# Sourced by the test_*.sh scripts: strict mode, the binary under test as $muster, the
# examples folder as $examples, a scratch folder as the working directory (removed on exit),
# and `fail MESSAGE`.
set -euo pipefail
muster=$(realpath "$1")
examples=$(realpath "$(dirname "${BASH_SOURCE[0]}")/../../examples")
scratch_dir=$(mktemp -d)
trap 'rm -rf "$scratch_dir"' EXIT
cd "$scratch_dir"
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
