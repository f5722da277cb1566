#!/usr/bin/env bash
# Issue 42, item 3: `muster share` does everything or nothing. It pushes the branch the remote's
# HEAD names, so a plain `git init --bare` remote (HEAD: master) is cloned into a playable game;
# a mistyped URL or a refused push leaves the roster, journal, folder and secrets as they were,
# and the right URL then works; inside another repository it refuses (that repository's files
# would be sent); commit messages name the roster's file, not where it lies on the sharer's disk;
# the secrets folder's mode is never changed, and a folder muster makes for it is 0700.
source "$(dirname "$0")/remote_setup.sh" "$1"

mode_of() { stat -c %a "$1"; }

# A roster and its journal in FOLDER, nothing shared yet.
fresh_game() {
    mkdir -p "$1"
    "$muster" -f "$1/g.roster" init --rules unbalanced-equality > /dev/null
    "$muster" -f "$1/g.roster" add 90th/A brit-infantry --side british > /dev/null
    "$muster" -f "$1/g.roster" add uThulwana zulu-spears --side zulu > /dev/null
}

# share must fail with STATUS, saying WORDS, and leave FOLDER as it was (no repository, no
# marker, the roster and journal byte for byte, no secret).
share_refused() {
    local folder=$1 status_wanted=$2 words=$3 url=$4
    cp "$folder/g.roster" r.keep
    cp "$folder/g.roster.journal" j.keep
    local had_git=no
    [[ -e "$folder/.git" ]] && had_git=yes
    set +e
    MUSTER_DATA_HOME="$scratch_dir/secrets-$folder" "$muster" -f "$scratch_dir/$folder/g.roster" \
        share "$url" > out 2> err
    local status=$?
    set -e
    [[ $status == "$status_wanted" ]] || fail "share $url: exit $status, not $status_wanted: $(cat err)"
    grep -q "$words" err || fail "share $url: $(cat err)"
    cmp -s "$folder/g.roster" r.keep || fail "share $url changed the roster"
    cmp -s "$folder/g.roster.journal" j.keep || fail "share $url changed the journal"
    [[ ! -e "$folder/g.roster.shared" ]] || fail "share $url left the marker"
    [[ $had_git == yes || ! -e "$folder/.git" ]] || fail "share $url left a repository"
    [[ -z "$(ls -A "secrets-$folder" 2> /dev/null)" ]] || fail "share $url left a secret"
}

# A plain bare remote (git's default HEAD, refs/heads/master): bob's plain clone is the game.
git init -q --bare plain.git
[[ "$(git -C plain.git symbolic-ref HEAD)" == refs/heads/master ]] || fail "the test's git default"
mkdir alice
a init --rules unbalanced-equality > /dev/null
a add 90th/A brit-infantry --side british > /dev/null
a add uThulwana zulu-spears --side zulu > /dev/null
a share "$scratch_dir/plain.git" > out || fail "share to a plain bare remote: $(cat out)"
grep -q "branch master pushed" out || fail "share did not push the remote's HEAD branch: $(cat out)"
git clone -q plain.git bob 2> /dev/null
[[ -f bob/g.roster && -f bob/g.roster.shared ]] || fail "bob's plain clone holds no game"
b sync > out || fail "bob's first sync in the plain clone: $(cat out)"
a sync > /dev/null || fail "alice's sync"
a kill uThulwana 5 > /dev/null
a sync > /dev/null && b sync > /dev/null || fail "a save did not travel through the plain remote"
same_game "through a plain bare remote"
b replay > /dev/null || fail "bob's game does not replay"

# Commit messages name the file (`a` gives muster the roster's absolute path).
messages=$(git -C alice log --format=%B)
grep -q "init g.roster" <<< "$messages" || fail "the first commit does not name the roster"
! grep -qF "$scratch_dir" <<< "$messages" ||
    fail "a commit message holds the roster's path: $(grep -F "$scratch_dir" <<< "$messages")"

# A mistyped URL: nothing changed, and the right URL then works.
fresh_game carol
share_refused carol 3 "cannot reach" "$scratch_dir/no-such.git"
git init -q --bare carol.git
MUSTER_DATA_HOME="$scratch_dir/secrets-carol" "$muster" -f "$scratch_dir/carol/g.roster" \
    share "$scratch_dir/carol.git" > out 2>&1 || fail "the right URL after a mistyped one: $(cat out)"

# A remote that answers but refuses the push (its branch holds another history): all undone.
fresh_game dave
git init -q --bare --initial-branch=main dave.git
git clone -q dave.git other 2> /dev/null
git -C other commit -q --allow-empty -m "another game"
git -C other push -q origin HEAD:refs/heads/main
share_refused dave 3 "push to origin" "$scratch_dir/dave.git"
[[ -z "$(ls -A secrets-dave 2> /dev/null)" ]] || fail "a refused push left the pledge's secret"

# Inside another repository (notes of its own): refused, nothing sent, nothing changed.
git init -q outer
echo "private notes" > outer/notes.txt
git -C outer add notes.txt
git -C outer commit -q -m notes
fresh_game outer/game
git init -q --bare --initial-branch=main outer.git
share_refused outer/game 1 "holds other files" "$scratch_dir/outer.git"
[[ -z "$(git -C outer.git for-each-ref)" ]] || fail "something was pushed from another repository"
[[ -z "$(git -C outer remote)" ]] || fail "a remote was added to another repository"

# The secrets folder: one that others can write (1777) is refused, naming it, and nothing is
# shared; a shared folder above it keeps its mode (1777); folders muster makes are 0700.
fresh_game erin
git init -q --bare --initial-branch=main erin.git
mkdir -m 1777 shared-tmp
set +e
MUSTER_DATA_HOME="$scratch_dir/shared-tmp" "$muster" -f "$scratch_dir/erin/g.roster" \
    share "$scratch_dir/erin.git" > out 2> err
status=$?
set -e
[[ $status == 3 ]] && grep -q "shared-tmp can be written by others" err ||
    fail "share with a 1777 secrets folder: exit $status: $(cat err)"
[[ -z "$(ls shared-tmp)" ]] || fail "a secret written to a folder others can write"
[[ -z "$(git -C erin.git for-each-ref)" ]] || fail "the refused share pushed"
MUSTER_DATA_HOME="$scratch_dir/shared-tmp/erin" "$muster" -f "$scratch_dir/erin/g.roster" \
    share "$scratch_dir/erin.git" > /dev/null || fail "share with a secrets folder under a 1777 one"
[[ "$(mode_of shared-tmp)" == 1777 ]] || fail "the shared folder's mode changed: $(mode_of shared-tmp)"
[[ "$(mode_of shared-tmp/erin)" == 700 ]] || fail "the secrets folder's mode: $(mode_of shared-tmp/erin)"
[[ -n "$(ls shared-tmp/erin)" ]] || fail "no secret written"
fresh_game frank
git init -q --bare --initial-branch=main frank.git
MUSTER_DATA_HOME="$scratch_dir/made/by/muster" "$muster" -f "$scratch_dir/frank/g.roster" \
    share "$scratch_dir/frank.git" > /dev/null || fail "share with a new secrets folder"
for made in made made/by made/by/muster; do
    [[ "$(mode_of "$made")" == 700 ]] || fail "$made made with mode $(mode_of "$made")"
done
echo "remote share: ok"
