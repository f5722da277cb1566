// `muster sync --keep both`: this side's entries re-resolved after the other side's
// (include/muster/remote/keep_both.hpp).
#include "muster/remote/keep_both.hpp"

#include "muster/engine/event.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/error.hpp"
#include "muster/remote/git.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/store/signatures.hpp"
#include "muster/store/store.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>

namespace muster::remote {

namespace {

/// A folder of the repository's git directory, removed with what is in it.
class Scratch {
  public:
    explicit Scratch(const Game& game) {
        auto pattern =
            chomp(git_ok(game.top, {"rev-parse", "--absolute-git-dir"}, "sync --keep both")) +
            "/muster-keep-XXXXXX";
        if (::mkdtemp(pattern.data()) == nullptr) {
            throw RosterError(fmt::format("sync --keep both: cannot make {}", pattern));
        }
        m_path = std::move(pattern);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
    ~Scratch() {
        std::error_code ignored;
        std::filesystem::remove_all(m_path, ignored);
    }
    const std::string& path() const { return m_path; }

  private:
    std::string m_path;
};

void write_file(const std::string& path, std::string_view text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!out.flush()) {
        throw RosterError(fmt::format("sync --keep both: cannot write {}", path));
    }
}

[[noreturn]] void cannot_follow(const store::JournalEntry& entry, std::size_t line,
                                const std::string& why) {
    throw RuleError(fmt::format("sync --keep both: your entry at journal line {} ({}: {}) cannot "
                                "follow theirs: {}; choose --keep mine or --keep theirs; nothing "
                                "changed",
                                line, entry.command, text::escaped(entry.brief), why));
}

} // namespace

Copy keep_both(const Game& game, const Copy& theirs, std::string_view mine_journal,
               std::size_t common) {
    std::vector<store::JournalEntry> mine;
    store::scan_journal(mine_journal.substr(common),
                        [&](store::JournalEntry&& entry) { mine.push_back(std::move(entry)); });
    const auto first_line = static_cast<std::size_t>(
        std::count(mine_journal.begin(), mine_journal.begin() + static_cast<long>(common), '\n'));
    const Scratch scratch(game);
    const auto path = scratch.path() + "/game.roster";
    write_file(path, theirs.roster);
    write_file(store::journal_path(path), theirs.journal.value_or(""));
    std::string me;
    for (const auto& entry : mine) {
        const auto line = first_line + entry.line;
        if (!entry.author.empty() && me.empty()) {
            if (auto* keys = store::signatures()) {
                me = store::key_fingerprint(keys->public_key(game.roster_path)).value_or("");
            }
        }
        if (!entry.author.empty() && entry.author != me) {
            cannot_follow(entry, line, "it is not yours (signed by the other player)");
        }
        if (store::is_fair_event(entry)) {
            // A pledge, request or link changes no roster line: journalled again as it is; the
            // game with both sides' entries is then proven by replay (a request while another
            // is pending, a link for no request, is refused there).
            store::append_event(path, entry);
            continue;
        }
        if (entry.undo || entry.command == "init" || !entry.request.is_object()) {
            cannot_follow(entry, line,
                          entry.undo ? "an undo undoes what was before it, which is now theirs"
                                     : "it is not a request the rules resolve");
        }
        AnyRequest request;
        try {
            request = request_from_json(entry.request);
        } catch (const std::exception&) {
            cannot_follow(entry, line, "its request is not one muster can read");
        }
        store::Mode mode;
        mode.request = entry.request;
        mode.dice_source = entry.source;
        mode.seed = entry.seed;
        std::vector<int> values;
        for (const auto& thrown : entry.dice) {
            values.push_back(thrown.value);
        }
        try {
            store::transact(path, mode,
                            [&](const Roster& roster, const RuleBook& book,
                                const std::vector<RecordedChange>& history) {
                                dice::ScriptedSource source(values);
                                FixedEnv env(source, Budget::current());
                                env.history = history;
                                auto outcome = muster::resolve(roster, request, book, env);
                                source.finish();
                                return outcome;
                            });
        } catch (const Error& e) {
            cannot_follow(entry, line, fmt::format("the rules refuse it there: {}", e.what()));
        }
    }
    Copy both;
    both.roster = store::read_text_file(path).value_or("");
    both.journal = store::read_journal_file(path);
    return both;
}

} // namespace muster::remote
