// The command line's usage errors in muster's words: CLI11's validators and failure message
// formatter, and the "did you mean" suggestions.
#pragma once

#include <CLI/CLI.hpp>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace muster::cli {

/// "unknown command 'fier'; did you mean 'fire'?"
std::string unknown_command(std::string_view word);

/// "fire: unknown option '--rnage'; did you mean '--range'?" for a word CLI11 did not expect
/// after `command` ("" for none); `options` are the long options it does accept.
std::string unexpected_word(std::string_view extra, std::string_view command,
                            const std::vector<std::string>& options);

/// A value from a fixed list: "'md' is not one of text, markdown, json" (CLI11 puts the option's
/// name before it).
CLI::Validator one_of(std::initializer_list<const char*> words);

/// `--dice` values with none empty: `--dice 3,` or `--dice ,3` is a typing slip, not a 3.
CLI::Validator dice_values();

/// Every numeric option of `app` read strictly: what CLI11 would read leniently as a number (an
/// empty word as 0, `0x10` as 16, ` 5`) is refused before it is converted, so a script's empty
/// variable never becomes a 0 that is saved. Whole numbers for integer options, decimals too
/// for the others.
void strict_numbers(CLI::App& app);

/// CLI11's parse error in muster's words, one line without the `muster: error: ` prefix, chosen
/// by the error's type and the options `app` parsed: "--roster takes one value, not 2" (an
/// option given too often), "--roster needs a value" (`last_word`, the last word parsed, names
/// an option without its value), "--stands: 99999999999 is too large" (a number its option's
/// type cannot hold); otherwise CLI11's own line (a validator's after the option's name).
std::string parse_error_message(const CLI::App& app, const CLI::ParseError& error,
                                std::string_view last_word);

} // namespace muster::cli
