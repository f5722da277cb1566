#!/usr/bin/env bash
# The record as evidence (journal_evidence.sh): a game begun from each example roster, and a format-3 game (and one continued in format 4), replay.
exec bash "$(dirname "$0")/journal_evidence.sh" "$1" formats
