# Fair dice (test_remote_fair.sh), the cheats, sourced by test_remote_fair_cheats*.sh: each one a
# player could push, refused by the other player's sync as `fair-dice`, naming the entry, his game
# unchanged. Usage: source remote_cheats.sh BUILD_DIR
source "$(dirname "${BASH_SOURCE[0]}")/remote_setup.sh" "$1"

# Cheats. Each: the cheater rewrites his last commit behind muster's back and force-pushes it;
# the other player's sync refuses it, naming the kind and the entry; his game is unchanged.
cheat() { # PLAYER-FOLDER LINE STATEMENT
    reseal "$1/g.roster.journal" "$2" "$3"
    git -C "$1" commit -q -a --amend --no-edit
    git -C "$1" push -q -f origin HEAD:refs/heads/main
}
refused_by() { # PLAYER-FUNCTION PLAYER-FOLDER WHAT ENTRY
    cp "$2/g.roster" keep.r
    cp "$2/g.roster.journal" keep.j
    set +e
    "$1" sync > out 2> err
    local status=$?
    set -e
    [[ $status == 1 ]] || fail "$3: exit $status: $(cat out err)"
    grep -q "^refused .*journal line $4 .*: fair-dice: " out || fail "$3: $(cat out)"
    cmp -s "$2/g.roster" keep.r && cmp -s "$2/g.roster.journal" keep.j || fail "$3: game changed"
}
ue_pending() { # a UE game where bob asked for fair dice and alice has the request
    new_game unbalanced-equality
    a fire 90th/A --at uThulwana --range short > /dev/null
    a sync > /dev/null && b sync > /dev/null
    b morale uThulwana > /dev/null
    a sync > /dev/null # answers
    answer=$(wc -l < alice/g.roster.journal)
}

