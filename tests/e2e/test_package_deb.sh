#!/usr/bin/env bash
# `cpack -G DEB` in the binary's build folder makes a Debian package; unpacked into a scratch
# root it holds the binary, the man page and both completion scripts, and its muster runs.
set -euo pipefail
bin=$(realpath "$1")
build=$(dirname "$bin")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G DEB -B "$out/pkg" >/dev/null)
deb=$(ls "$out"/pkg/*.deb)
info=$(dpkg-deb --info "$deb")
grep -q "Package: muster" <<< "$info"
grep -q "Depends:.*libedit2.*libc6" <<< "$info" || { echo "dependencies (libc6 from shlibdeps, libedit2 for the shell) not recorded"; echo "$info"; exit 1; }
# loaded with dlopen, so shlibdeps cannot see them: the name checks' ICU, fair dice's libcrypto
grep -q "Depends:.*libicu[0-9].*libssl3" <<< "$info" || { echo "dlopen()ed libraries (libicu, libssl3) not in Depends"; echo "$info"; exit 1; }
dpkg -x "$deb" "$out/root"
for f in usr/bin/muster usr/share/man/man1/muster.1 usr/share/bash-completion/completions/muster \
         usr/share/zsh/vendor-completions/_muster; do
    [[ -s "$out/root/$f" ]] || { echo "missing from the package: $f"; exit 1; }
done
version=$("$out/root/usr/bin/muster" --version)
[[ "$version" =~ ^muster\ [0-9] ]] || { echo "unexpected --version: $version"; exit 1; }
grep -q "complete -F _muster muster" "$out/root/usr/share/bash-completion/completions/muster"
echo "package: ok ($(basename "$deb"))"
