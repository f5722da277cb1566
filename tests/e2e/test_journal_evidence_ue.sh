#!/usr/bin/env bash
# The record as evidence (journal_evidence.sh): the UE game: every derived field of every entry forged and caught, and the chain's breaks named.
exec bash "$(dirname "$0")/journal_evidence.sh" "$1" ue
