#!/usr/bin/env bash
# Fair dice, the cheats on an entry (remote_cheats.sh): a link not of its chain, a request changed
# after the link, a revealed die edited.
source "$(dirname "$0")/remote_cheats.sh" "$1"

# A link that does not hash to the last one of its chain.
ue_pending
cheat alice "$answer" 'e["fair"]["link"] = "ab" * 32'
refused_by b bob "a link not of its chain" "$answer"
grep -q "does not hash to the last link of its chain" out || fail "not named: $(cat out)"

# A request changed after the other's link was given: bob rolls, then rewrites the roll's request.
ue_pending
b sync > /dev/null
roll=$(wc -l < bob/g.roster.journal)
cheat bob "$roll" 'e["request"]["range"] = "long"'
refused_by a alice "a request changed after the link" "$roll"
grep -q "the request changed after the other player's link was given" out || fail "not named: $(cat out)"

# A revealed die edited: another face, the entry resealed.
ue_pending
b sync > /dev/null
roll=$(wc -l < bob/g.roster.journal)
cheat bob "$roll" 'e["dice"][0]["value"] = e["dice"][0]["value"] % 6 + 1'
refused_by a alice "a fair die edited" "$roll"
grep -q "both links and the request give" out || fail "not named: $(cat out)"
echo "remote fair dice cheats on an entry: ok"
