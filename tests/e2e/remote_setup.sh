# Sourced by the remote-play tests (test_remote_*.sh): scratch.sh, then a hermetic git (a home of
# the test's own, identities through the environment, never the user's config), each player's
# own HOME with his own ssh signing key (ed25519, made here by ssh-keygen) in its git config, and
# `new_game RULES`: a bare repository remote.git, alice's game in alice/ shared to it, bob's plain
# clone in bob/. `a` and `b` run muster as alice and bob.
remote_tests=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$remote_tests/scratch.sh" "$1"
command -v git > /dev/null || { echo "SKIP: no git on this machine" >&2; exit 77; }
command -v ssh-keygen > /dev/null || { echo "SKIP: no ssh-keygen (openssh-client) on this machine" >&2; exit 77; }
export HOME="$scratch_dir/home"
mkdir -p "$HOME"
# make_player NAME: a HOME of NAME's own whose git signs with his ssh key keys/NAME.
make_player() {
    mkdir -p "$scratch_dir/keys" "$scratch_dir/home-$1"
    [[ -f "$scratch_dir/keys/$1" ]] || ssh-keygen -q -t ed25519 -N '' -C "$1" -f "$scratch_dir/keys/$1"
    printf '[gpg]\n\tformat = ssh\n[user]\n\tsigningKey = %s\n' "$scratch_dir/keys/$1" > "$scratch_dir/home-$1/.gitconfig"
}
make_player alice
make_player bob
# muster run without `a` or `b` (a test's own command line) plays as alice.
cp "$scratch_dir/home-alice/.gitconfig" "$HOME/.gitconfig"
# fingerprint NAME: the fingerprint of NAME's key, as muster prints it.
fingerprint() { ssh-keygen -lf "$scratch_dir/keys/$1.pub" | cut -d' ' -f2; }
export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=muster-test GIT_AUTHOR_EMAIL=test@muster.invalid
export GIT_COMMITTER_NAME=muster-test GIT_COMMITTER_EMAIL=test@muster.invalid
export MUSTER_DATA_HOME="$scratch_dir/secrets"
a() { HOME="$scratch_dir/home-alice" MUSTER_DATA_HOME="$scratch_dir/secrets-alice" "$muster" -f "$scratch_dir/alice/g.roster" "$@"; }
b() { HOME="$scratch_dir/home-bob" MUSTER_DATA_HOME="$scratch_dir/secrets-bob" "$muster" -f "$scratch_dir/bob/g.roster" "$@"; }

# The first game of each rule set is made so, then kept as it stands after the first syncs
# (templates/RULES) and copied for every later one: the same start, in a fraction of the time
# (a game made anew runs muster seven times and git dozens of times).
new_game() {
    cd "$scratch_dir"
    rm -rf remote.git alice bob secrets-alice secrets-bob
    if [[ -d "templates/$1" ]]; then
        cp -a "templates/$1/." .
        return
    fi
    git init -q --bare --initial-branch=main remote.git
    mkdir alice
    a init --rules "$1" > /dev/null
    if [[ "$1" == unbalanced-equality ]]; then
        a add 90th/A brit-infantry --side british > /dev/null
        a add uThulwana zulu-spears --side zulu > /dev/null
    else
        a add Lincolns regular-infantry --side british --stands 4 > /dev/null
        a add Hadendowa irregular-spearmen --side mahdist --stands 6 > /dev/null
    fi
    a share "$scratch_dir/remote.git" > /dev/null || fail "share failed"
    git clone -q remote.git bob || fail "clone failed"
    # Each player's fair-dice chain pledged (alice's at share, bob's at his first sync).
    b sync > /dev/null || fail "bob's first sync"
    a sync > /dev/null || fail "alice's first sync"
    mkdir -p "templates/$1"
    local made
    for made in remote.git alice bob secrets-alice secrets-bob; do
        [[ ! -e $made ]] || cp -a "$made" "templates/$1/"
    done
}

# Journal line N of PLAYER's game, as JSON, a field of it by a Python expression over `e`.
entry_field() {
    python3 -c 'import json,sys; e=json.loads(open(sys.argv[1]).read().splitlines()[int(sys.argv[2])-1]); print(eval(sys.argv[3]))' "$1/g.roster.journal" "$2" "$3"
}
# reseal FOLDER/g.roster.journal LINE STATEMENT: the entry changed and the journal resealed by
# the player whose folder it is, who signs his own entries again with his key.
reseal() {
    RESEAL_KEY="$scratch_dir/keys/$(basename "$(dirname "$1")")" python3 "$remote_tests/fixtures/reseal_entry.py" "$@"
}

# The two players' games are the same bytes.
same_game() {
    cmp -s alice/g.roster bob/g.roster || fail "$1: rosters differ"
    cmp -s alice/g.roster.journal bob/g.roster.journal || fail "$1: journals differ"
}

# Bob's files kept before a sync that must change nothing, and the check that it did not.
keep_bob() { cp bob/g.roster bob.keep; cp bob/g.roster.journal bob.jkeep; }
bob_unchanged() {
    cmp -s bob/g.roster bob.keep || fail "$1: bob's roster changed"
    cmp -s bob/g.roster.journal bob.jkeep || fail "$1: bob's journal changed"
}

# Alice's files as a cheater leaves them, committed and pushed behind muster's back.
cheat_push() {
    git -C alice add -A
    git -C alice commit -q -m "$1"
    git -C alice push -q origin HEAD:refs/heads/main
}

# Bob's sync (with the options after the third argument) refuses: exit 1, the kind (and the
# entry, when given) on standard output, his game unchanged.
refused() {
    local what=$1 kind=$2 entry=${3:-}
    shift 3 || shift $#
    keep_bob
    set +e
    b sync "$@" > out 2> err
    local status=$?
    set -e
    [[ $status == 1 ]] || fail "$what: exit $status, not 1: $(cat out err)"
    grep -q "^refused .*: $kind: " out || fail "$what: not refused as $kind: $(cat out)"
    [[ -z "$entry" ]] || grep -q "$entry" out || fail "$what: $entry not named: $(cat out)"
    grep -q "^muster: error: sync: refused" err || fail "$what: stderr: $(cat err)"
    bob_unchanged "$what"
}

# PLAYER's `muster replay` refuses the game (exit 1), naming each of the WORDS on standard output.
replay_refuses() {
    local player=$1
    shift
    set +e
    "$player" replay > out
    local status=$?
    set -e
    [[ $status == 1 ]] || fail "$player replay: exit $status, not 1: $(cat out)"
    for words in "$@"; do
        grep -q "$words" out || fail "$player replay does not name $words: $(cat out)"
    done
}
