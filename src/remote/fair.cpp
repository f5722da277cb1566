// Fair dice in a shared game, this player's side (include/muster/remote/fair.hpp).
#include "muster/remote/fair.hpp"

#include "muster/dice/fair.hpp"
#include "muster/engine/event.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/error.hpp"
#include "muster/remote/unanswered.hpp"
#include "muster/store/files.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/store/signatures.hpp"
#include "muster/store/store.hpp"
#include "muster/text/parse.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <map>
#include <sys/stat.h>
#include <unistd.h>

namespace muster::remote {

namespace {

/// The request of a pending fair roll (its state file is another's work: hostile input), or a
/// RuleError saying it cannot be read.
AnyRequest pending_request(const nlohmann::json& json) {
    try {
        return request_from_json(json);
    } catch (const std::exception& e) {
        throw RuleError(fmt::format("the pending fair roll's request is not one muster can read "
                                    "({}); `muster sync` cannot go on with it",
                                    text::escaped(e.what())));
    }
}

constexpr std::string_view k_secret_header = "muster fair secret 1\n";

bool has_secret(const std::string& pledge) {
    struct stat st {};
    return ::lstat(secret_file(pledge).c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

/// Makes `folder` and each missing folder above it with mode 0700; a folder already there keeps
/// its mode (a shared 1777 folder above the secrets is not muster's to change).
void make_private_folders(const std::string& folder) {
    std::string at;
    std::size_t from = 0;
    while (from <= folder.size()) {
        const auto slash = folder.find('/', from);
        at = folder.substr(0, slash);
        from = slash == std::string::npos ? folder.size() + 1 : slash + 1;
        if (at.empty() || at == ".") {
            continue;
        }
        if (::mkdir(at.c_str(), S_IRWXU) != 0 && errno != EEXIST) {
            throw RosterError(
                fmt::format("cannot make the secrets folder {}: {}", at, std::strerror(errno)));
        }
    }
    check_private_folder(folder);
}

/// Writes a new secret (mode 0600, never over a file or through a link) and returns its pledge.
std::string make_secret() {
    const auto folder = secrets_folder();
    make_private_folders(folder);
    const auto secret = dice::random_secret();
    auto pledge = dice::to_hex(dice::hash_times(secret, k_chain_links));
    const auto path = secret_file(pledge);
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
    const auto path = secret_file(pledge);
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

/// A position file: "muster fair position 2", then the count of links given and the seal of the
/// request the last one was given for (format 1: the count alone).
constexpr std::string_view k_position_header_1 = "muster fair position 1\n";
constexpr std::string_view k_position_header = "muster fair position 2\n";

std::string position_file(const std::string& pledge) {
    return secrets_folder() + "/" + pledge + ".position";
}

/// How many links of a chain this player has given, and for which request the last one was.
struct Given {
    std::size_t count = 0;
    std::string request; ///< the request's seal (empty: not recorded, format 1)
};

/// The position file of the chain `pledge` (count 0 when there is none).
Given links_given(const std::string& pledge) {
    const auto text =
        store::files::read_regular(position_file(pledge), 512, "a fair-dice position");
    if (!text) {
        return {};
    }
    const bool second = text->starts_with(k_position_header);
    std::optional<Given> given;
    if ((second || text->starts_with(k_position_header_1)) && text->ends_with('\n')) {
        const auto body = std::string_view(*text).substr(
            k_position_header.size(), text->size() - k_position_header.size() - 1);
        const auto space = second ? body.find(' ') : std::string_view::npos;
        const auto count =
            text::try_parse_int(body.substr(0, space), 0, static_cast<long long>(k_chain_links))
                .value;
        if (count && (!second || space != std::string_view::npos)) {
            given = Given{static_cast<std::size_t>(*count),
                          second ? std::string(body.substr(space + 1)) : std::string()};
        }
    }
    if (!given) {
        throw RosterError(
            fmt::format("{} is not a fair-dice position file", position_file(pledge)));
    }
    return *given;
}

/// Records that `given` links of the chain `pledge` are given, the last for the request sealed
/// `request`: a new file (0600, never through a link) flushed and renamed over the old, before
/// the link is written anywhere (a link leaves this machine only through the journal).
void record_given(const std::string& pledge, std::size_t given, const std::string& request) {
    const auto path = position_file(pledge);
    const auto temp = path + ".new";
    ::unlink(temp.c_str());
    const store::files::Fd fd(::open(
        temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, S_IRUSR | S_IWUSR));
    if (!fd.valid()) {
        throw RosterError(fmt::format("cannot write {}: {}", temp, std::strerror(errno)));
    }
    store::files::write_all(fd.get(), fmt::format("{}{} {}\n", k_position_header, given, request),
                            temp);
    if (store::files::flush(fd.get()) != 0 || ::rename(temp.c_str(), path.c_str()) != 0) {
        throw RosterError(fmt::format("cannot write {}: {}", path, std::strerror(errno)));
    }
    // The rename itself made durable: the folder's entry flushed.
    const store::files::Fd folder(
        ::open(secrets_folder().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!folder.valid() || store::files::flush(folder.get()) != 0) {
        throw RosterError(fmt::format("cannot write {}: {}", path, std::strerror(errno)));
    }
}

/// Refuses to reveal a link when the game holds fewer of this player's links than he gave: the
/// next link by the game's count would be one already given, which the other player knows.
void refuse_rewritten(const FairState& state) {
    const auto given = links_given(*state.mine);
    // One link counted for the request still pending, and not in the game: a muster stopped
    // after it counted the link and before it wrote it. It never left this machine, and is
    // given now to that same request.
    const bool cut_short = given.count == state.my_reveals + 1 && state.pending &&
                           given.request == state.pending->seal;
    if (given.count > state.my_reveals && !cut_short) {
        throw RuleError(fmt::format(
            "history rewritten: the game holds {} of the links you gave from your fair-dice chain "
            "{}, and you gave {} (a remote that lost them: a force-push, or a copy reset to "
            "one); muster reveals no link twice: nothing was given. Find the copy that holds "
            "them (the other player's, or your git reflog) and play on from it",
            state.my_reveals, state.mine->substr(0, 12), given.count));
    }
}

/// Refuses to pledge a chain when the game holds its two already: one of them is this player's,
/// whose secret is not in the secrets folder (a new machine, a lost folder).
void refuse_missing_secret(const FairState& state) {
    if (state.chains.size() < dice::k_chains_per_game) {
        return;
    }
    std::string files;
    for (const auto& chain : state.chains) {
        files += fmt::format("{}{}.secret", files.empty() ? "" : " or ", chain);
    }
    throw RosterError(fmt::format("your fair-dice secret is not in {}: the game's two chains are "
                                  "pledged and muster pledges no second one for you; restore "
                                  "your secret file ({}) and its .position file from your backup "
                                  "into that folder, or set MUSTER_DATA_HOME to where they are",
                                  secrets_folder(), files));
}

std::string field(const store::JournalEntry& entry, const char* key) {
    const auto found = entry.fair.find(key);
    return found == entry.fair.end() ? std::string() : found->get<std::string>();
}

void pledge(const std::string& roster_path, const std::optional<std::string>& replaces = {}) {
    const auto end = make_secret();
    store::JournalEntry entry;
    entry.command = "pledge";
    entry.fair = {{"pledge", end}};
    if (replaces) {
        entry.brief = fmt::format("pledge a new fair-dice chain ending {}, replacing {}",
                                  end.substr(0, 12), replaces->substr(0, 12));
        entry.fair["replaces"] = *replaces;
    } else {
        entry.brief = fmt::format("pledge a fair-dice chain ending {}", end.substr(0, 12));
    }
    store::append_event(roster_path, std::move(entry));
}

/// This player's key's fingerprint (his git signing key).
std::string my_fingerprint(const std::string& roster_path) {
    auto* keys = store::signatures();
    if (keys == nullptr) {
        throw RosterError("this program cannot sign a shared game's entries");
    }
    return *store::key_fingerprint(keys->public_key(roster_path));
}

std::string fingerprints(const std::vector<Player>& players) {
    std::string out;
    for (const auto& p : players) {
        out += fmt::format("{}{}", out.empty() ? "" : " and ", p.fingerprint);
    }
    return out;
}

/// In a game with players: this player's live chain, whose secret is not here (a new machine,
/// a lost folder): restore it, or pledge a new chain.
[[noreturn]] void refuse_lost_secret(const FairState& state) {
    throw RosterError(fmt::format(
        "your fair-dice secret is not in {}: your chain {} is pledged in this game; restore "
        "your secret file {}.secret and its .position file from your backup into that folder (or "
        "set "
        "MUSTER_DATA_HOME to where they are), or, when they are lost, pledge a new chain with "
        "`muster sync --new-chain` (while nothing is pending)",
        secrets_folder(), state.mine->substr(0, 12), *state.mine));
}

/// A game with players whose two players are others: this player's key is neither.
void refuse_stranger(const FairState& state) {
    if (state.players.empty() ||
        std::any_of(state.players.begin(), state.players.end(),
                    [&](const Player& p) { return p.fingerprint == state.me; })) {
        return;
    }
    if (state.players.size() >= 2) {
        throw RuleError(fmt::format("this game's players are {}; your signing key {} is neither "
                                    "(git config user.signingKey): play with your key of this "
                                    "game; nothing changed",
                                    fingerprints(state.players), state.me));
    }
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
    const auto request = pending_request(pending.request);
    auto done = store::transact(roster_path, mode,
                                [&](const Roster& roster, const RuleBook& book,
                                    const std::vector<RecordedChange>& history) {
                                    FixedEnv env(source, Budget::current());
                                    env.history = history;
                                    return muster::resolve(roster, request, book, env);
                                });
    if (!done.saved) {
        throw RuleError(fmt::format("the fair roll of journal line {} changed nothing, so it "
                                    "cannot be recorded",
                                    pending.line));
    }
    return std::move(done.resolution);
}

} // namespace

std::string secret_file(const std::string& pledge) {
    return secrets_folder() + "/" + pledge + ".secret";
}

void check_private_folder(const std::string& folder) {
    struct stat st {};
    if (::stat(folder.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
        throw RosterError(fmt::format("the secrets folder {} is not a folder", folder));
    }
    if (st.st_uid != ::geteuid() || (st.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
        throw RosterError(fmt::format("the secrets folder {} can be written by others (mode {:o}, "
                                      "owner {}): make it yours alone (`chmod 700 {}`) or set "
                                      "MUSTER_DATA_HOME to one that is",
                                      text::escaped(folder), st.st_mode & 07777U, st.st_uid,
                                      text::escaped(folder)));
    }
}

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

bool FairState::my_request() const {
    return pending && (players.empty() ? mine && pending->by == *mine : pending->author == me);
}

FairState fair_state(const std::string& roster_path) {
    FairState state;
    std::map<std::string, std::string> chain_of;              // each player's live chain
    std::vector<std::pair<std::string, std::string>> pledges; // chain, author
    store::read_journal(
        roster_path, store::read_text_file(roster_path), [&](store::JournalEntry&& entry) {
            if (entry.fair.is_null()) {
                return;
            }
            if (entry.command == "join") {
                if (state.players.empty()) {
                    const auto deadline = field(entry, "deadline");
                    state.deadline =
                        store::deadline_seconds(deadline.empty() ? store::k_default_reveal_deadline
                                                                 : deadline)
                            .value_or(0);
                }
                state.players.push_back({entry.author, field(entry, "key")});
            } else if (entry.command == "pledge") {
                state.chains.push_back(field(entry, "pledge"));
                pledges.emplace_back(state.chains.back(), entry.author);
            } else if (entry.command == "pending") {
                state.pending = FairState::Pending{entry.line,
                                                   entry.seal,
                                                   field(entry, "by"),
                                                   entry.author,
                                                   entry.request,
                                                   std::nullopt,
                                                   {},
                                                   0};
            } else if (entry.command == "withdraw") {
                state.pending.reset();
            } else if (entry.command == "link" && state.pending) {
                state.pending->other = field(entry, "link");
                state.pending->answered_by = entry.author;
                state.pending->answered_at = store::journal_seconds(entry.time).value_or(0);
                pledges.emplace_back("link:" + field(entry, "by"), "");
            } else if (entry.fair.contains("request") && state.pending) {
                if (entry.fair.contains("roller")) {
                    pledges.emplace_back("link:" + state.pending->by, "");
                }
                state.pending.reset();
            }
        });
    if (!state.players.empty()) {
        state.me = my_fingerprint(roster_path);
    }
    for (const auto& [chain, author] : pledges) {
        if (chain.starts_with("link:")) {
            if (state.mine && chain.substr(5) == *state.mine) {
                ++state.my_reveals;
            }
            continue;
        }
        const bool ours =
            state.players.empty() ? has_secret(chain) : (!author.empty() && author == state.me);
        if (ours) {
            state.mine = chain; // a later chain of this player replaces the one before
            state.my_reveals = 0;
        }
    }
    state.secret_here = state.mine && has_secret(*state.mine);
    return state;
}

void refuse_save(const std::string& roster_path) {
    const auto state = fair_state(roster_path);
    refuse_stranger(state);
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
        refuse_save(roster_path);
    }
    refuse_stranger(state);
    if (!state.mine || !state.secret_here) {
        if (state.mine && !state.players.empty()) {
            refuse_lost_secret(state);
        }
        if (state.players.empty()) {
            refuse_missing_secret(state);
        }
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

std::optional<std::size_t> withdraw_request(const std::string& roster_path) {
    const auto state = fair_state(roster_path);
    if (!state.pending) {
        return std::nullopt;
    }
    const auto& pending = *state.pending;
    if (!state.my_request()) {
        throw RuleError(fmt::format("the fair roll pending at journal line {} is the other "
                                    "player's: only he can withdraw it; nothing changed",
                                    pending.line));
    }
    if (pending.other) {
        throw RuleError(fmt::format("the fair roll asked at journal line {} stands: the other "
                                    "player's link was given for it, so you could know its dice; "
                                    "`muster sync` rolls it; nothing changed",
                                    pending.line));
    }
    store::JournalEntry entry;
    entry.command = "withdraw";
    entry.brief = fmt::format("withdraw the fair roll asked at journal line {}", pending.line);
    entry.fair = {{"for", pending.seal}, {"by", pending.by}};
    store::append_event(roster_path, std::move(entry));
    return pending.line;
}

void join(const std::string& roster_path, const std::string& deadline) {
    auto* keys = store::signatures();
    if (keys == nullptr) {
        throw RosterError("this program cannot sign a shared game's entries");
    }
    const auto key = keys->public_key(roster_path);
    const auto fingerprint = *store::key_fingerprint(key);
    store::JournalEntry entry;
    entry.command = "join";
    entry.brief = fmt::format("join the game as {}", fingerprint);
    entry.fair = {{"key", key}};
    if (!deadline.empty()) {
        entry.fair["deadline"] = deadline;
    }
    store::append_event(roster_path, std::move(entry));
}

FairStep fair_step(const std::string& roster_path, const FairAsk& ask) {
    FairStep step;
    auto state = fair_state(roster_path);
    refuse_stranger(state);
    if (!state.players.empty() &&
        std::none_of(state.players.begin(), state.players.end(),
                     [&](const Player& p) { return p.fingerprint == state.me; })) {
        join(roster_path, {}); // the second player: his first sync adds his key
        step.joined = state.me;
        state = fair_state(roster_path);
    }
    if (ask.new_chain) {
        if (state.players.empty() || !state.mine) {
            throw RuleError("sync --new-chain: you have no chain in this game to replace (your "
                            "first sync pledges one); nothing changed");
        }
        if (state.pending) {
            throw RuleError(fmt::format("sync --new-chain: a fair roll is pending (journal line "
                                        "{}): a chain is replaced only when nothing is pending; "
                                        "nothing changed",
                                        state.pending->line));
        }
        pledge(roster_path, state.mine);
        step.pledged = step.replaced = true;
        state = fair_state(roster_path);
    } else if (state.mine && !state.secret_here && !state.players.empty()) {
        refuse_lost_secret(state);
    } else if (!state.mine || !state.secret_here) {
        if (state.players.empty()) {
            refuse_missing_secret(state);
        }
        pledge(roster_path);
        step.pledged = true;
        state = fair_state(roster_path);
    }
    step.players = state.players;
    if (!state.pending) {
        return step;
    }
    const auto& pending = *state.pending;
    const bool answer = !state.my_request() && !pending.other;
    const bool reveal = state.my_request() && pending.other;
    if (state.my_request() && !pending.other && !state.players.empty()) {
        record_unanswered(pending.seal); // the game as the remote has it: no link yet
    }
    if (answer || reveal) {
        refuse_rewritten(state);
    }
    if (answer || reveal) {
        // Counted first, durably: a link written to the journal is a link given.
        record_given(*state.mine, state.my_reveals + 1, pending.seal);
        store::crash_point("link-counted");
    }
    if (answer) {
        store::JournalEntry entry;
        entry.command = "link";
        entry.brief = fmt::format("link for the fair roll asked at journal line {}", pending.line);
        entry.fair = {{"for", pending.seal},
                      {"by", *state.mine},
                      {"link", next_link(*state.mine, state.my_reveals)}};
        store::append_event(roster_path, std::move(entry));
        step.answered = pending.line;
    } else if (reveal) {
        step.rolled = roll(roster_path, state);
        forget_unanswered(pending.seal);
    }
    return step;
}

namespace {

/// The pending roll `sync --close` may close, checked (RuleError when none may be).
FairState::Pending closable(const FairState& state) {
    if (state.players.empty() || !state.pending || state.my_request() || !state.pending->other ||
        state.pending->answered_by != state.me) {
        throw RuleError("sync --close: no fair roll of the other player's waits for its roll "
                        "after your link; nothing changed");
    }
    const auto& pending = *state.pending;
    const auto due = pending.answered_at + state.deadline;
    if (store::now_seconds() < due) {
        throw RuleError(fmt::format(
            "sync --close: the fair roll asked at journal line {} is the roller's to make until "
            "the reveal deadline has passed, {} s after your link ({} s from now); nothing "
            "changed",
            pending.line, state.deadline, due - store::now_seconds()));
    }
    return pending;
}

} // namespace

void check_closable(const std::string& roster_path) {
    closable(fair_state(roster_path));
}

Resolution close_withheld(const std::string& roster_path, Env& env) {
    const auto pending = closable(fair_state(roster_path));
    store::Mode mode;
    mode.request = pending.request;
    mode.dice_source = "closed";
    mode.fair = {{"request", pending.seal}, {"other", *pending.other}};
    const auto request = pending_request(pending.request);
    auto done = store::transact(roster_path, mode,
                                [&](const Roster& roster, const RuleBook& book,
                                    const std::vector<RecordedChange>& history) {
                                    env.history = history;
                                    return muster::resolve(roster, request, book, env);
                                });
    if (!done.saved) {
        throw RuleError(fmt::format("sync --close: the roll of journal line {} changes nothing "
                                    "with those dice, so it cannot be recorded",
                                    pending.line));
    }
    return std::move(done.resolution);
}

} // namespace muster::remote
