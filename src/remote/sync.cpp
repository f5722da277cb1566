// `muster sync` (include/muster/remote/sync.hpp; docs/remote-play.md).
#include "muster/remote/sync.hpp"

#include "muster/error.hpp"
#include "muster/remote/fair.hpp"
#include "muster/remote/git.hpp"
#include "muster/remote/incoming.hpp"
#include "muster/remote/keep_both.hpp"
#include "muster/remote/unanswered.hpp"
#include "muster/store/adopt.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/replay.hpp"
#include "muster/store/save.hpp"
#include "muster/store/store.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <csignal>
#include <fmt/format.h>

namespace muster::remote {

namespace {

/// Whether `e` is a close that `rolls` makes void: the same request rolled there with fair dice,
/// by a roller whose muster had not had the link for the whole reveal deadline (the roll is the
/// one both links fix: no die is chosen by leaving the close out).
bool voided_by(const EntrySummary& e, const std::vector<EntrySummary>& rolls) {
    return e.source == "closed" && !e.request.empty() &&
           std::any_of(rolls.begin(), rolls.end(), [&](const EntrySummary& roll) {
               return roll.source == "fair" && roll.request == e.request;
           });
}

/// The first entry of `entries` that may not be left out: a fair roll, a link given for a
/// request (leaving it out would let the roller, who knows the dice once he has it, ask again),
/// or a player's join (the list of players only grows). A pledge, a request no one has
/// answered, and a close made void by the fair roll of its request in `kept`, may go.
const EntrySummary* first_fair(const std::vector<EntrySummary>& entries,
                               const std::vector<EntrySummary>& kept = {}) {
    const auto found = std::find_if(entries.begin(), entries.end(), [&](const EntrySummary& e) {
        return e.fair && (!e.event || e.command == "link" || e.command == "join") &&
               !voided_by(e, kept);
    });
    return found == entries.end() ? nullptr : &*found;
}

/// The byte length of the first `lines` lines of `journal`.
std::size_t lines_length(std::string_view journal, std::size_t lines) {
    std::size_t at = 0;
    for (std::size_t i = 0; i < lines && at < journal.size(); ++i) {
        const auto end = journal.find('\n', at);
        at = end == std::string_view::npos ? journal.size() : end + 1;
    }
    return at;
}

/// The best common ancestor of two commits (one `git merge-base`): when it is one of them, that
/// one is the other's ancestor. Empty when they have none (unrelated histories).
std::string merge_base(const Game& game, const std::string& one, const std::string& other) {
    const auto found = run_git(game.top, {"merge-base", one, other});
    return found.status == 0 ? chomp(found.out) : std::string();
}

/// This side's files as last saved (and committed).
struct Local {
    std::string roster;
    std::optional<std::string> journal;
};

/// A roll closed past the reveal deadline whose time is ahead of this machine's clock (beyond
/// the tolerance): its author's clock was set forward to close it early.
std::optional<Refusal> closed_early(const std::vector<EntrySummary>& entries) {
    const auto now = store::now_seconds();
    for (const auto& e : entries) {
        if (e.source == "closed" &&
            store::journal_seconds(e.time).value_or(0) > now + k_clock_tolerance_seconds) {
            return Refusal{"fair-dice", e.line, e.command,
                           fmt::format("a roll closed at {}, ahead of this machine's clock ({}): "
                                       "the reveal deadline has not passed here",
                                       e.time, store::utc_now())};
        }
    }
    return std::nullopt;
}

class Syncer {
  public:
    Syncer(std::string path, Keep keep, FairAsk ask)
        : m_path(std::move(path)), m_keep(keep), m_ask(ask) {}
    SyncOutcome run();

  private:
    bool void_early_close(const Copy& copy, const std::string& mine, const std::string& theirs);
    void take(const Copy& copy, const std::string& head);
    void merge(const std::string& mine, const std::string& theirs);
    void push();
    SyncOutcome done(SyncState state, std::string head);

    std::string m_path;
    Keep m_keep;
    FairAsk m_ask;
    Game* m_game = nullptr;
    Local m_local;
    SyncOutcome m_out;
};

/// Ctrl-C, SIGTERM, SIGHUP and SIGQUIT held off while it lives (blocked, delivered when it
/// ends): the game's files and its branch are changed together or not at all. (SIGKILL cannot be
/// held: a take it cuts is finished by the next muster, store::finish_take.)
class HoldInterrupt {
  public:
    HoldInterrupt() {
        sigset_t interrupt;
        sigemptyset(&interrupt);
        for (const int signal : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) {
            sigaddset(&interrupt, signal);
        }
        ::sigprocmask(SIG_BLOCK, &interrupt, &m_before);
    }
    HoldInterrupt(const HoldInterrupt&) = delete;
    HoldInterrupt& operator=(const HoldInterrupt&) = delete;
    ~HoldInterrupt() { ::sigprocmask(SIG_SETMASK, &m_before, nullptr); }

  private:
    sigset_t m_before{};
};

/// Writes `copy` over the game's files (unless they changed since they were read) and moves the
/// branch to `head`, whose tree holds them; the index follows. Ctrl-C waits until all is done.
void Syncer::take(const Copy& copy, const std::string& head) {
    const HoldInterrupt hold;
    const auto before = m_game->head;
    if (head != before) {
        git_ok(m_game->top, {"update-ref", std::string(k_taking_ref), head}, "sync",
               {.shielded = true});
    }
    if (!store::adopt_game(m_path, m_local.roster, m_local.journal, copy.roster,
                           copy.journal.value_or(""))) {
        git_ok(m_game->top, {"update-ref", "-d", std::string(k_taking_ref)}, "sync");
        throw RosterError("sync: the game was saved while it synced; nothing taken: run `muster "
                          "sync` again");
    }
    store::crash_point("take-files-written");
    if (head != before) {
        // The branch moved and the take's record removed in one transaction of git's.
        git_ok(m_game->top, {"update-ref", "-m", "muster sync", "--stdin"}, "sync",
               {.shielded = true,
                .input = fmt::format("start\nupdate HEAD {} {}\ndelete {}\ncommit\n", head, before,
                                     k_taking_ref)});
        m_game->head = head;
    }
    git_ok(m_game->top, {"reset", "-q", "HEAD", "--", m_game->roster, m_game->journal}, "sync",
           {.shielded = true});
    m_game->clean_at = store::saves_made(); // the files are the commit's
}

/// When what came in closes this player's own request less than the reveal deadline after his
/// muster last saw it unanswered (by his clock), the link cannot have been his for the whole
/// deadline: the close is void. The game up to the close (the link) is taken, sent as a merge
/// with the other copy as a parent, and done() then rolls on the link. False (nothing done) when
/// there is no such close, or this side has entries of its own.
bool Syncer::void_early_close(const Copy& copy, const std::string& mine,
                              const std::string& theirs) {
    const std::string local = m_local.journal.value_or("");
    const std::string their_journal = copy.journal.value_or("");
    const auto common = common_length(local, their_journal);
    if (mine.empty() || common != local.size()) {
        return false;
    }
    const auto incoming = entries_after(their_journal, common);
    if (std::none_of(incoming.begin(), incoming.end(),
                     [](const EntrySummary& e) { return e.source == "closed"; })) {
        return false;
    }
    const auto state = fair_state(m_path);
    if (state.players.empty() || !state.pending || !state.my_request()) {
        return false;
    }
    const auto close = std::find_if(incoming.begin(), incoming.end(), [&](const EntrySummary& e) {
        return e.source == "closed" && e.request == state.pending->seal;
    });
    const auto seen = last_unanswered(state.pending->seal);
    const auto now = store::now_seconds();
    if (close == incoming.end() || !seen || now - *seen >= state.deadline) {
        return false;
    }
    // A request and its link change no roster line: the roster up to the close is this side's.
    Copy upto{copy.commit, m_local.roster,
              std::string(their_journal.substr(0, lines_length(their_journal, close->line - 1)))};
    if (prove(*m_game, upto)) {
        return false;
    }
    take(upto, mine);
    merge(mine, theirs);
    push();
    m_out.theirs = entries_after(upto.journal.value_or(""), common);
    m_out.void_close = *close;
    m_out.unanswered_ago = now - *seen;
    m_out.asked_at = state.pending->line;
    return true;
}

/// A commit with both sides as parents and the game's files as they are now as its tree.
void Syncer::merge(const std::string& mine, const std::string& theirs) {
    std::vector<std::string> add = {"add", "--", m_game->roster, m_game->journal};
    git_ok(m_game->top, add, "sync", {.shielded = true});
    const auto tree = chomp(git_ok(m_game->top, {"write-tree"}, "sync", {.shielded = true}));
    const auto message = m_keep == Keep::mine   ? "muster sync --keep mine"
                         : m_keep == Keep::both ? "muster sync --keep both"
                                                : "muster sync: both copies kept";
    const auto commit =
        chomp(git_ok(m_game->top, {"commit-tree", tree, "-p", mine, "-p", theirs, "-m", message},
                     "sync", {.shielded = true}));
    git_ok(m_game->top, {"update-ref", "-m", "muster sync", "HEAD", commit, mine}, "sync",
           {.shielded = true});
    m_game->head = commit;
    m_game->clean_at = store::saves_made(); // the files are the merge's tree
}

void Syncer::push() {
    std::vector<std::string> args = {"push", "-q", "--no-verify"};
    const auto side = remote_side_options_of(m_game->top, m_game->remote, true);
    args.insert(args.end(), side.begin(), side.end());
    args.insert(args.end(), {m_game->remote, "HEAD:refs/heads/" + m_game->branch});
    try {
        git_ok(m_game->top, args,
               fmt::format("sync: push to {} (when the other player pushed meanwhile, run "
                           "`muster sync` again)",
                           m_game->remote));
    } catch (const RosterError& e) {
        const auto lock =
            stale_branch_lock(remote_url(m_game->top, m_game->remote, true), m_game->branch);
        if (!lock) {
            throw;
        }
        throw RosterError(fmt::format("sync: push to {}: {}", m_game->remote, *lock));
    }
    m_out.pushed = true;
}

/// A round that left the game up to date with the other copy: the fair-dice step owed, if any,
/// journalled, committed and pushed.
SyncOutcome Syncer::done(SyncState state, std::string head) {
    m_out.state = state;
    m_out.fair = fair_step(m_path, m_ask);
    if (m_ask.close != nullptr) {
        m_out.fair.closed = close_withheld(m_path, *m_ask.close);
    }
    if (m_out.fair.any()) {
        commit_saves(*m_game);
        push();
        head = m_game->head;
        if (m_out.state == SyncState::up_to_date) {
            m_out.state = SyncState::pushed; // a join, a pledge or a link sent
        }
    }
    m_out.head = std::move(head);
    return m_out;
}

SyncOutcome Syncer::run() {
    if (!is_shared(m_path)) {
        throw RuleError(fmt::format("sync: {} is not a shared game: `muster share URL` shares "
                                    "it, or play in a clone of a shared one",
                                    m_path));
    }
    m_game = &reopen_game(m_path); // another muster may have committed since the last round
    m_out.keep = m_keep;
    store::finish_take(m_path); // a sync killed while it took the other's saves, finished
    if (m_ask.close != nullptr) {
        check_closable(m_path); // on the game as this player has it: refused before any change
    }
    const auto own = store::replay(m_path);
    if (own.difference != store::ReplayDifference::none) {
        throw RuleError(fmt::format("sync: your own copy does not replay ({} at journal line "
                                    "{}): `muster replay` names it; nothing was sent",
                                    store::to_string(own.difference), own.line));
    }
    m_out.committed = commit_saves(*m_game);
    const auto mine = m_game->head;
    const auto side = remote_side_options_of(m_game->top, m_game->remote, false);
    // The remote's branch is asked first: when it is this copy's commit, there is nothing to
    // fetch (an idle sync: four git commands in all).
    const auto branch_ref = "refs/heads/" + m_game->branch;
    std::vector<std::string> ask = {"ls-remote", "--refs"};
    ask.insert(ask.end(), side.begin(), side.end());
    ask.insert(ask.end(), {m_game->remote, branch_ref});
    const auto listed = git_ok(m_game->top, ask, fmt::format("sync: ask {}", m_game->remote));
    if (!mine.empty() && listed == mine + "\t" + branch_ref + "\n") {
        return done(SyncState::up_to_date, mine);
    }
    std::vector<std::string> fetch = {"fetch", "-q", "--no-tags", "--no-recurse-submodules",
                                      "--no-write-fetch-head"};
    fetch.insert(fetch.end(), side.begin(), side.end());
    fetch.insert(fetch.end(), {m_game->remote, fmt::format("+{}:{}", branch_ref, k_incoming_ref)});
    git_ok(m_game->top, fetch, fmt::format("sync: fetch from {}", m_game->remote));
    const auto theirs = chomp(
        git_ok(m_game->top, {"rev-parse", "--verify", "-q", std::string(k_incoming_ref)}, "sync"));
    m_local.roster = store::read_text_file(m_path).value_or("");
    m_local.journal = store::read_journal_file(m_path);
    const std::string local_journal = m_local.journal.value_or("");
    const auto base = mine == theirs ? mine : merge_base(*m_game, mine, theirs);
    if (base == theirs) {
        if (mine != theirs) {
            push();
        }
        return done(mine != theirs ? SyncState::pushed : SyncState::up_to_date, mine);
    }
    Copy copy;
    // Whatever --keep says, what came in is proven before anything is kept beside it: a merge
    // with an unproven copy as a parent would send it on as part of the game.
    auto refusal = read_copy(*m_game, mine, theirs, copy);
    if (!refusal) {
        refusal = prove(*m_game, copy);
    }
    if (!refusal && base == mine && void_early_close(copy, mine, theirs)) {
        return done(SyncState::taken, m_game->head);
    }
    if (!refusal) {
        refusal = closed_early(entries_after(
            copy.journal.value_or(""), common_length(local_journal, copy.journal.value_or(""))));
    }
    if (refusal) {
        m_out.state = SyncState::refused;
        m_out.refusal = std::move(refusal);
        m_out.head = mine;
        return m_out;
    }
    const std::string their_journal = copy.journal.value_or("");
    const auto common = common_length(local_journal, their_journal);
    if (!mine.empty() && base == mine) {
        m_out.dropped = entries_after(local_journal, common);
        m_out.theirs = entries_after(their_journal, common);
        if (const auto* fair = first_fair(m_out.dropped, m_out.theirs)) {
            m_out.state = SyncState::refused;
            m_out.refusal = Refusal{"fair-dice", fair->line, fair->command,
                                    "the other copy leaves out a fair roll or a link given: "
                                    "they stand once made"};
            m_out.head = mine;
            return m_out;
        }
        const auto voided =
            std::find_if(m_out.dropped.begin(), m_out.dropped.end(),
                         [&](const EntrySummary& e) { return voided_by(e, m_out.theirs); });
        if (voided != m_out.dropped.end()) {
            m_out.void_close = *voided;
        }
        take(copy, theirs);
        return done(SyncState::taken, theirs);
    }
    m_out.mine = entries_after(local_journal, common);
    m_out.theirs = entries_after(their_journal, common);
    const bool same = copy.roster == m_local.roster && their_journal == local_journal;
    if (m_keep == Keep::none && !same) {
        const auto events = [](const std::vector<EntrySummary>& entries) {
            return std::all_of(entries.begin(), entries.end(),
                               [](const EntrySummary& e) { return e.event; });
        };
        const auto asks = [](const std::vector<EntrySummary>& entries) {
            return std::any_of(entries.begin(), entries.end(),
                               [](const EntrySummary& e) { return e.command == "pending"; });
        };
        // A request is asked on the game as both players have it: one that crossed a change of
        // the other player's is not kept silently, since its roll would then be made on another
        // roster than the one it was asked on, where the rules may refuse it (an FW move of a
        // unit that moved meanwhile) and leave it pending for good.
        const bool crossed = (asks(m_out.mine) && !events(m_out.theirs)) ||
                             (asks(m_out.theirs) && !events(m_out.mine));
        if ((!events(m_out.mine) && !events(m_out.theirs)) || crossed) {
            m_out.state = SyncState::concurrent;
            m_out.head = mine;
            return m_out;
        }
        try { // only pledges, requests or links on one side: both kept when the game proves
            auto both = keep_both(*m_game, copy, local_journal, common);
            if (prove(*m_game, both)) {
                m_out.state = SyncState::concurrent;
                m_out.head = mine;
                return m_out;
            }
            take(both, mine);
        } catch (const RuleError&) {
            m_out.state = SyncState::concurrent;
            m_out.head = mine;
            return m_out;
        }
        merge(mine, theirs);
        push();
        return done(SyncState::taken, m_game->head);
    }
    if (const auto* fair = first_fair(m_keep == Keep::mine ? m_out.theirs : m_out.mine,
                                      m_keep == Keep::mine ? m_out.mine : m_out.theirs);
        fair != nullptr && (m_keep == Keep::mine || m_keep == Keep::theirs)) {
        throw RuleError(fmt::format("sync --keep {}: it would leave out the fair roll or link at "
                                    "journal line {} ({}): they stand once made; keep "
                                    "{} or both",
                                    m_keep == Keep::mine ? "mine" : "theirs", fair->line,
                                    fair->command, m_keep == Keep::mine ? "theirs" : "mine"));
    }
    if (m_keep == Keep::theirs) {
        take(copy, theirs);
        return done(SyncState::kept, theirs);
    }
    if (m_keep == Keep::both) {
        const auto both = keep_both(*m_game, copy, local_journal, common);
        const auto proof = prove(*m_game, both);
        if (proof) {
            throw RuleError(fmt::format("sync --keep both: the game with both sides' entries "
                                        "does not replay ({} at journal line {}); nothing "
                                        "changed",
                                        proof->kind, proof->line));
        }
        take(both, mine);
    }
    merge(mine, theirs);
    push();
    return done(SyncState::kept, m_game->head);
}

} // namespace

SyncOutcome sync(const std::string& roster_path, Keep keep, const FairAsk& ask) {
    return Syncer(roster_path, keep, ask).run();
}

} // namespace muster::remote
