// Fair dice in a shared game, this player's side (include/muster/remote/fair.hpp).
#include "muster/remote/fair.hpp"

#include "muster/dice/fair.hpp"
#include "muster/engine/event.hpp"
#include "muster/error.hpp"
#include "muster/store/files.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/store.hpp"
#include "muster/text/text.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

namespace muster::remote {

namespace {

constexpr std::string_view k_secret_header = "muster fair secret 1\n";

std::string secret_path(const std::string& pledge) {
    return secrets_folder() + "/" + pledge + ".secret";
}

bool has_secret(const std::string& pledge) {
    struct stat st {};
    return ::lstat(secret_path(pledge).c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

/// Writes a new secret (mode 0600, never over a file or through a link) and returns its pledge.
std::string make_secret() {
    const auto folder = secrets_folder();
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error) {
        throw RosterError(
            fmt::format("cannot make the secrets folder {}: {}", folder, error.message()));
    }
    ::chmod(folder.c_str(), S_IRWXU);
    const auto secret = dice::random_secret();
    auto pledge = dice::to_hex(dice::hash_times(secret, k_chain_links));
    const auto path = secret_path(pledge);
    const store::files::Fd fd(::open(
        path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, S_IRUSR | S_IWUSR));
    if (!fd.valid()) {
        throw RosterError(
            fmt::format("cannot create the secret {}: {}", path, std::strerror(errno)));
    }
    store::files::write_all(fd.get(), std::string(k_secret_header) + dice::to_hex(secret) + "\n",
                            path);
    if (store::files::flush(fd.get()) != 0) {
        throw RosterError(fmt::format("cannot flush the secret {}", path));
    }
    return pledge;
}

/// The link this player reveals after `reveals` others of the chain `pledge`.
std::string next_link(const std::string& pledge, std::size_t reveals) {
    if (reveals + 1 >= k_chain_links) {
        throw RuleError(fmt::format("the fair-dice chain {} is used up ({} links)",
                                    pledge.substr(0, 12), k_chain_links));
    }
    const auto path = secret_path(pledge);
    const auto text = store::files::read_regular(path, 256, "a fair-dice secret");
    std::optional<dice::Digest> secret;
    if (text && text->starts_with(k_secret_header) && text->size() == k_secret_header.size() + 65) {
        secret = dice::from_hex(std::string_view(*text).substr(k_secret_header.size(), 64));
    }
    if (!secret || dice::to_hex(dice::hash_times(*secret, k_chain_links)) != pledge) {
        throw RosterError(
            fmt::format("{} is not the secret of the pledge {}", path, pledge.substr(0, 12)));
    }
    return dice::to_hex(dice::hash_times(*secret, k_chain_links - 1 - reveals));
}

std::string field(const store::JournalEntry& entry, const char* key) {
    const auto found = entry.fair.find(key);
    return found == entry.fair.end() ? std::string() : found->get<std::string>();
}

void pledge(const std::string& roster_path) {
    const auto end = make_secret();
    store::JournalEntry entry;
    entry.command = "pledge";
    entry.brief = fmt::format("pledge a fair-dice chain ending {}", end.substr(0, 12));
    entry.fair = {{"pledge", end}};
    store::append_event(roster_path, std::move(entry));
}

Resolution roll(const std::string& roster_path, const FairState& state) {
    const auto& pending = *state.pending;
    const auto mine = next_link(*state.mine, state.my_reveals);
    dice::FairSource source(*dice::from_hex(mine), *dice::from_hex(*pending.other),
                            dice::request_digest(pending.seal, pending.request.dump()));
    store::Mode mode;
    mode.request = pending.request;
    mode.dice_source = "fair";
    mode.fair = {{"request", pending.seal}, {"roller", mine}, {"other", *pending.other}};
    const auto request = request_from_json(pending.request);
    auto done = store::transact(
        roster_path, mode,
        [&](Roster& roster, const RuleBook& book, const std::vector<RecordedChange>& history) {
            FixedEnv env(source);
            env.history = history;
            return run_request(request, roster, book, env);
        });
    if (!done.saved) {
        throw RuleError(fmt::format("the fair roll of journal line {} changed nothing, so it "
                                    "cannot be recorded",
                                    pending.line));
    }
    return std::move(done.resolution);
}

} // namespace

std::string secrets_folder() {
    for (const char* name : {"MUSTER_DATA_HOME"}) {
        if (const char* own = std::getenv(name); own != nullptr && *own != '\0') {
            return own;
        }
    }
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && *xdg == '/') {
        return std::string(xdg) + "/muster";
    }
    if (const char* home = std::getenv("HOME"); home != nullptr && *home == '/') {
        return std::string(home) + "/.local/share/muster";
    }
    throw RosterError("no folder for the fair-dice secrets: set HOME, XDG_DATA_HOME or "
                      "MUSTER_DATA_HOME");
}

FairState fair_state(const std::string& roster_path) {
    FairState state;
    store::read_journal(
        roster_path, store::read_text_file(roster_path), [&](store::JournalEntry&& entry) {
            if (entry.fair.is_null()) {
                return;
            }
            if (entry.command == "pledge" && has_secret(field(entry, "pledge"))) {
                state.mine = field(entry, "pledge");
            } else if (entry.command == "pending") {
                state.pending = FairState::Pending{entry.line, entry.seal, field(entry, "by"),
                                                   entry.request, std::nullopt};
            } else if (entry.command == "link" && state.pending) {
                state.pending->other = field(entry, "link");
                if (field(entry, "by") == state.mine) {
                    ++state.my_reveals;
                }
            } else if (entry.fair.contains("request") && state.pending) {
                if (state.pending->by == state.mine) {
                    ++state.my_reveals;
                }
                state.pending.reset();
            }
        });
    return state;
}

void refuse_while_pending(const std::string& roster_path) {
    const auto state = fair_state(roster_path);
    if (state.pending) {
        throw RuleError(fmt::format("a fair roll is pending (journal line {}): `muster sync` "
                                    "finishes it before anything else is saved; nothing changed",
                                    state.pending->line));
    }
}

std::size_t request_fair(const std::string& roster_path, const nlohmann::json& request,
                         const std::string& what) {
    auto state = fair_state(roster_path);
    if (state.pending) {
        refuse_while_pending(roster_path);
    }
    if (!state.mine) {
        pledge(roster_path);
        state = fair_state(roster_path);
    }
    store::JournalEntry entry;
    entry.command = "pending";
    entry.brief = fmt::format("{} asks for fair dice: waiting for the other player's link", what);
    entry.request = request;
    entry.fair = {{"by", *state.mine}};
    store::append_event(roster_path, std::move(entry));
    return fair_state(roster_path).pending->line;
}

FairStep fair_step(const std::string& roster_path) {
    FairStep step;
    auto state = fair_state(roster_path);
    if (!state.mine) {
        pledge(roster_path);
        step.pledged = true;
        state = fair_state(roster_path);
    }
    if (!state.pending) {
        return step;
    }
    const auto& pending = *state.pending;
    if (pending.by != *state.mine && !pending.other) {
        store::JournalEntry entry;
        entry.command = "link";
        entry.brief = fmt::format("link for the fair roll asked at journal line {}", pending.line);
        entry.fair = {{"for", pending.seal},
                      {"by", *state.mine},
                      {"link", next_link(*state.mine, state.my_reveals)}};
        store::append_event(roster_path, std::move(entry));
        step.answered = pending.line;
    } else if (pending.by == *state.mine && pending.other) {
        step.rolled = roll(roster_path, state);
    }
    return step;
}

} // namespace muster::remote
