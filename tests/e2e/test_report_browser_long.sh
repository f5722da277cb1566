#!/usr/bin/env bash
# The battle report and sheet in a real browser (report_browser.sh): a 200-turn game.
exec bash "$(dirname "$0")/report_browser.sh" "$1" long
