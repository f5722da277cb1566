#pragma once

#include <string>
#include <string_view>
#include <vector>

/// The shell's history beside the roster (`ROSTER.history`), in libedit's format (a
/// `_HiStOrY_V2_` line, then one line each with spaces, controls and `\` written as octal
/// escapes, `kill\040A\0402`). muster reads and writes the file itself, through the store's
/// side-file functions, never by name through libedit (issue 20: a racer swapped libedit's
/// temp file for a link between its creation and libedit opening it by name).
namespace muster::cli::history {

/// The most lines kept: the oldest are dropped beyond it.
inline constexpr std::size_t k_max_lines = 1000;

/// The file's text for `lines` (the last k_max_lines of them).
std::string encode(const std::vector<std::string>& lines);

/// The lines of a history file's text (libedit's escapes undone; a file without the first
/// line is read as plain lines).
std::vector<std::string> decode(std::string_view text);

/// The history of the roster at `roster`, read from `path` on the descriptor that is checked
/// (never through a link, never waiting on a FIFO, one link, this user's or the roster
/// owner's). Throws muster::Error naming the problem when the file may not be read.
std::vector<std::string> load(const std::string& path, const std::string& roster);

/// Replaces the file `path` with `lines`: a new temp file made exclusively, written through
/// its descriptor, given the roster's owner and mode 0600, renamed over `path`. Throws
/// muster::Error when it cannot (the caller carries on without a history).
void save(const std::vector<std::string>& lines, const std::string& path,
          const std::string& roster);

} // namespace muster::cli::history
