#include "cli/app.hpp"
#include "cli/refusal.hpp"
#include "muster/books.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/remote/keys.hpp"
#include "muster/store/save.hpp"
#include "muster/text/text.hpp"

#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fmt/format.h>
#include <iostream>
#include <streambuf>
#include <unistd.h>

namespace {

/// Standard output as muster writes it: buffered (64 KiB: a page or a long log in a few writes),
/// written with write(2), and the first error kept (its errno), so that a failed write is
/// reported at the end however early it came.
class CheckedStdout : public std::streambuf {
  public:
    CheckedStdout() { setp(m_buffer.data(), m_buffer.data() + m_buffer.size()); }
    int error() const { return m_error; }

  protected:
    int_type overflow(int_type c) override {
        if (drain() != 0) {
            return traits_type::eof();
        }
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return drain(); }

  private:
    /// Writes the buffer out; -1 (and the errno kept) when that fails.
    int drain() {
        const char* at = pbase();
        while (at < pptr() && m_error == 0) {
            const auto put = ::write(STDOUT_FILENO, at, static_cast<std::size_t>(pptr() - at));
            if (put < 0 && errno == EINTR) {
                continue;
            }
            if (put <= 0) {
                m_error = put < 0 ? errno : EIO;
                break;
            }
            at += put;
        }
        setp(m_buffer.data(), m_buffer.data() + m_buffer.size()); // lost when it failed
        return m_error == 0 ? 0 : -1;
    }

    std::array<char, 65536> m_buffer{};
    int m_error = 0;
};

/// A write or flush to standard output that failed (a full disk, EIO) is an error of its own,
/// exit 3, as coreutils make it: the page or note was cut short or lost. When the roster was
/// changed all the same, the message begins with what was saved, so that a script does not
/// make the change again (README, "Exit status"): "saved r.roster; the report could not be
/// written to standard output: ...".
int checked_output(int status, CheckedStdout& out, const muster::cli::Refusal& refusal) {
    std::cout.flush();
    if (out.error() == 0 || out.error() == EPIPE) {
        // A reader that closed the pipe (`muster show | head -1`) wanted no more: not an
        // error, as with ripgrep or git (a `set -o pipefail` script goes on).
        return status;
    }
    const auto& saved = muster::store::saved_roster();
    const std::string message =
        saved.empty()
            ? fmt::format("cannot write to standard output: {}", std::strerror(out.error()))
            : fmt::format("saved {}; the report could not be written to standard output: {} "
                          "(the change stands; `muster undo` takes it back)",
                          saved, std::strerror(out.error()));
    muster::cli::print_refusal(std::cerr, refusal, message, 3);
    return 3;
}

/// SIGPIPE caught and nothing done: a write to a closed pipe fails with EPIPE instead of
/// killing muster (exit 141), and `checked_output` ends quietly. A handler, not SIG_IGN, so that
/// the programs muster runs (git) start with the default again (exec resets handlers).
void ignore_closed_pipe() {
    struct sigaction action {};
    action.sa_handler = [](int) {};
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGPIPE, &action, nullptr);
}

} // namespace

int main(int argc, char** argv) {
    ignore_closed_pipe();
    // Never destroyed: std::cout is flushed once more after main returns (and on std::exit),
    // when a static of this function would be gone already (a use after free that
    // AddressSanitizer reports at exit).
    auto* out = new CheckedStdout; // NOLINT(cppcoreguidelines-owning-memory)
    std::cout.rdbuf(out);
    // Registered, not run: the rule books are made the first time a command asks for a rule set
    // or a roster's rules, so `roll` and `--version` make none.
    muster::set_rule_set_loader(&muster::books::register_rule_sets);
    // A shared game's entries are signed and checked with the players' ssh keys (ssh-keygen).
    muster::store::set_signatures(muster::remote::ssh_signatures());
    const int status = muster::cli::run(argc, argv);
    return checked_output(
        status, *out,
        muster::cli::refusal_for({}, std::vector<std::string>(argv + 1, argv + argc)));
}
