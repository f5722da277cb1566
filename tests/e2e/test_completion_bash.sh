#!/usr/bin/env bash
# The bash completion script, sourced into bash: commands, options, unit names from the
# roster in force, type ids, the words an option takes.
set -euo pipefail
bin=$(realpath "$1")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/bin" && ln -s "$bin" "$dir/bin/muster"
export PATH="$dir/bin:$PATH"
cd "$dir"
muster init --rules unbalanced-equality >/dev/null
muster add 90th/A brit-infantry >/dev/null
muster add "Camel Corps" brit-light-cavalry >/dev/null
source <(muster completion bash)

fail=0
expect() { # expect "WORDS..." "wanted completion"
    local words=$1 want=$2
    read -r -a COMP_WORDS <<< "$words"
    [[ "$words" == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
    COMPREPLY=()
    _muster
    if ! grep -qxF -- "$want" <<< "$(printf '%s\n' "${COMPREPLY[@]}")"; then
        echo "completing '$words': wanted '$want', got: ${COMPREPLY[*]:-nothing}"
        fail=1
    fi
}
expect "muster ki" "kill"
expect "muster kill 90" "90th/A"
expect "muster kill Cam" 'Camel\ Corps'
expect 'muster kill "Cam' 'Camel\ Corps'
expect "muster add X brit-inf" "brit-infantry"
expect "muster roll --od" "--odds"
expect "muster --json sh" "show"
expect "muster completion " "zsh"
expect "muster fire 90th/A --range m" "medium"
expect "muster log --format " "markdown"
expect "muster fire 90th/A --at Cam" 'Camel\ Corps'
expect "muster move 90th/A --rate ch" "charge"
expect "muster set 90th/A fo" "formation="
# add's --formation words are the rule books' (RuleBook::options("add")): every registered
# book's, whatever the roster plays (issue 40).
expect "muster add X brit-infantry --formation cl" "closed"
expect "muster add X brit-infantry --formation sq" "square"
expect "muster option arm" "army-morale"
expect "muster artillery 90th/A --vs g" "gun"
# A rule book's own command's words (issue 40: CommandDecl::words): army's side is one of the
# roster's sides (UE-ARMY-1); form's order one of FW-ORDER-2's, after its unit.
muster add uThulwana zulu-spears --side zulu >/dev/null
expect "muster army " "zulu"
expect "muster form 90th/A sq" "square"
expect "muster form 90th/A re" "reorganise"
expect "muster form 90" "90th/A"
expect "muster form --seed 3 90th/A sq" "square"   # a global option's value is not a word
expect "muster army -f muster.roster " "zulu"
# A number is asked for: nothing to offer (not the unit names).
read -r -a COMP_WORDS <<< "muster show --width"
COMP_WORDS+=("")
COMP_CWORD=3
COMPREPLY=()
_muster
if [[ ${#COMPREPLY[@]} -ne 0 ]]; then
    echo "completing 'muster show --width ': wanted nothing, got: ${COMPREPLY[*]}"
    fail=1
fi
[[ $fail -eq 0 ]] && echo "completion: ok"
exit $fail
