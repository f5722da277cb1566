#!/usr/bin/env bash
# Differential test of `muster roll --odds` against dicelab (Debian package `dicelab`,
# installed by scripts/deps.sh --test), on every form both can express: sums, keep/drop,
# success counts, a whole roll against a target, `*`, `/` and d%, chains, a random number of
# dice, max/min, a whole roll re-rolled, opposed rolls, best of groups, a per-die modifier with
# natural results (dicelab's foreach over the dice). dicelab prints its
# probabilities with six decimals and has no option for more, so the two agree here to
# dicelab's precision (5e-7, its rounding); the exact values are checked to 1e-12 against a
# brute-force enumerator in tests/unit/test_dice_exact.cpp. dicelab's `/` truncates towards
# zero and muster's rounds down, so only non-negative quotients are compared.
#   test_dice_dicelab.sh MUSTER_BINARY [--slow]
# dicelab enumerates every outcome: `count <=2 6#d12` (12^6 of them) takes it about a minute,
# so CI checks the same form on 4d12 and the stress set (stress.dicelab, --slow) adds 6d12.
set -euo pipefail
bin=$(realpath "$1")
if ! command -v dicelab >/dev/null; then
    echo "dicelab is not installed: run scripts/deps.sh --test" >&2
    exit 1
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# muster expression | dicelab program
pairs=(
    "3d6|sum(3#d6)"
    "d20|d20"
    "10d6|sum(10#d6)"
    "5d10+3|sum(5#d10)+3"
    "2d6-d6|sum(2#d6)-d6"
    "dd66|d6.d6"
    "4d6kh3|sum(high 3 4#d6)"
    "4d6dl1|sum(high 3 4#d6)"
    "2d20kh1|sum(high 1 2#d20)"
    "2d20kl1|sum(low 1 2#d20)"
    "5d6dh2|sum(low 3 5#d6)"
    "5d8kl2|sum(low 2 5#d8)"
    "5d6>=4|count >=4 5#d6"
    "4d6=6|count ==6 4#d6"
    "4d12<=2|count <=2 4#d12"
    "{2d6}>=7|count >=7 (sum(2#d6))"
    "(2d6+1)>=7|count >=7 (sum(2#d6)+1)"
    "{3d6}<=8|count <=8 (sum(3#d6))"
    "d6*2|d6*2"
    "(d6+1)*d4|(d6+1)*d4"
    "2d6/2|sum(2#d6)/2"
    "d%|d100"
    "(3d6>=3)d6>=4|count >=4 ((count >=3 3#d6)#d6)"
    "d3d6|sum(d3#d6)"
    "(d3+1)d6|sum((d3+1)#d6)"
    "(d4)d6kh2|sum(high 2 (d4#d6))"
    "{2d6,2d6}kh1|sum(high 1 (2#(sum(2#d6))))"
    "{2d6,2d6,2d6}kl2|sum(low 2 (3#(sum(2#d6))))"
    "10/d6|10/d6"
    "d6/(2d6-1)|d6/(sum(2#d6)-1)"
    "max(1,d6-2)|sum(high 1 (1,d6-2))"
    "min(3,2d6)|sum(low 1 (3,sum(2#d6)))"
    "{2d6}ro<7|let x = sum(2#d6) in if <7 x then sum(2#d6) else x"
    "{2d6}>{2d6}|count >0 (sum(2#d6)-sum(2#d6))"
    "{2d6}={2d6}|count ==0 (sum(2#d6)-sum(2#d6))"
    "5d(d6+1)>=4cf1cs6|count >=4 (foreach x in 5#d6 do if ==1 x then 0 else if ==6 x then 9 else x+1)"
    "4d(d6+3)>=5cf1|count >=5 (foreach x in 4#d6 do if ==1 x then 0 else x+3)"
    "4d(d6-2)>=4cs6|count >=4 (foreach x in 4#d6 do if ==6 x then 9 else x-2)"
    "3d(d6+1)|sum(foreach x in 3#d6 do x+1)"
    "(4d(d6+1)>=4cf1)d6>=4|count >=4 ((count >=4 (foreach x in 4#d6 do if ==1 x then 0 else x+1))#d6)"
)
if [[ ${2:-} == --slow ]]; then
    pairs+=("6d12<=2|count <=2 6#d12")
fi
failed=0
for pair in "${pairs[@]}"; do
    expr=${pair%%|*}
    prog=${pair#*|}
    printf '%s\n' "$prog" >"$scratch/p.dl"
    "$bin" roll "$expr" --odds --json | jq -r '.result.distribution[] | "\(.[0]) \(.[1])"' \
        >"$scratch/m"
    dicelab -c -f "$scratch/p.dl" | awk '{print $1, $2}' >"$scratch/d"
    if ! awk -v expr="$expr" '
        FNR == NR { m[$1] = $2; seen[$1] = 1; next }
        { d[$1] = $2; seen[$1] = 1 }
        END {
            bad = 0
            for (x in seen) {
                diff = m[x] - d[x]; if (diff < 0) diff = -diff
                if (diff > 5e-7 + 1e-12) {
                    printf "%s: total %s: muster %s, dicelab %s\n", expr, x, m[x], d[x]
                    bad = 1
                }
            }
            exit bad
        }' "$scratch/m" "$scratch/d"; then
        failed=1
    fi
done
[[ $failed -eq 0 ]] && echo "muster and dicelab agree on ${#pairs[@]} expressions (to 5e-7)"
exit $failed
