#!/usr/bin/env bash
# The battle report and sheet in a real browser (report_browser.sh): the console control, hostile
# names and markup, and a 200-turn game.
exec bash "$(dirname "$0")/report_browser.sh" "$1" control hostile long
