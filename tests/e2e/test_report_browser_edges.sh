#!/usr/bin/env bash
# The battle report and sheet in a real browser (report_browser.sh): the console control, and
# hostile names and markup.
exec bash "$(dirname "$0")/report_browser.sh" "$1" control hostile
