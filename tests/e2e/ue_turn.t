# examples/ue-turn.sh: one whole Unbalanced Equality turn (UE-SEQ, all six phases) with fixed
# dice on a copy of examples/isandlwana-turn3.roster.
$ bash $EXAMPLES/ue-turn.sh "$MUSTER_BIN"
