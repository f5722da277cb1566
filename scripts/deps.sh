#!/usr/bin/env bash
# Installs the Debian packages muster needs to build and test, if any is missing.
# Runs apt-get as root, or through sudo. Safe to run again: it does nothing when all is there.
set -euo pipefail

packages=(g++ cmake make ninja-build libcli11-dev libfmt-dev catch2 nlohmann-json3-dev libedit-dev libutfcpp-dev libicu-dev
          libssl-dev git openssh-client)
if [[ "${1:-}" == "--test" ]]; then
    # The test suite also uses these (sanitizer runtimes, clang-tidy, tmux for the terminal tests,
    # headless Chromium for the battle report's browser test, fonts so its screenshots have text, jq
    # for the example battles examples/*-battle-jq.sh).
    packages+=(clang clang-tidy libclang-rt-14-dev tmux dpkg-dev chromium fonts-dejavu-core dicelab python3-jsonschema jq)
fi

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "muster: installing ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then
    sudo=()
elif command -v sudo >/dev/null; then
    sudo=(sudo)
else
    echo "muster: need root or sudo to install: ${missing[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
