#pragma once

#include "muster/dice/dice.hpp"
#include "muster/roster/format.hpp"
#include "muster/store/files.hpp"

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// The roster's journal, `<roster>.journal` (docs/roster.md): append-only, one JSON
/// object a line, one line per change. Each entry holds the time, the command's brief line, the
/// dice, and the before-image of the lines it changed, enough to restore the exact previous bytes.
namespace muster::store {

struct JournalEntry {
    std::string time;    ///< UTC, ISO 8601
    std::string command; ///< "kill", "fire", ... or "undo"
    std::string brief;   ///< the command's --brief line, without its `t3 ` turn
    std::vector<dice::Throw> dice;
    std::vector<LineEdit> edits; ///< the change, as format_roster made it
    bool undo = false;           ///< an undo entry cancels the latest change not yet undone
    /// Write-ahead check (README, "Reliability"): the hash of the roster before the save, on
    /// the first entry of a save, and after it, on the last (`text_hash`); empty when unknown.
    std::string from_hash;
    std::string to_hash;
    std::optional<int> turn; ///< the roster's turn after the change (none in older journals)
    /// The game's record (docs/game-record.md), absent in older journals: where the dice came
    /// from ("typed", "seeded N", "random", "fair"; "" when none were thrown), the test or tests
    /// with a pass/fail outcome (an object, or an array when one command tested several units; null
    /// when none), and what `turn --skip-owed` skipped (an array; null otherwise).
    std::string source = {};
    nlohmann::json roll = nullptr;
    nlohmann::json skipped = nullptr;

    /// The event (format 2, docs/game-record.md "Event format"); a version-1 entry has none of
    /// these and cannot be re-resolved by `muster replay` nor matched by unit name.
    int version = 2;
    std::string rules = {};           ///< the rule set it was resolved under; "" for none
    std::string rules_revision = {};  ///< the rules contract's revision (k_rules_revision)
    nlohmann::json request = nullptr; ///< the engine's request (muster/engine/event.hpp)
    nlohmann::json result = nullptr;  ///< the typed result: what `--json` prints as `result`
    /// The fair-dice protocol of a shared game (docs/game-record.md, "Fair dice"): on a `pledge`
    /// entry {"pledge": chain end} (and {"replaces": the chain before}, a player's new chain);
    /// on a `pending` request {"by": the roller's pledge}; on a `link` {"for": the pending entry's
    /// seal, "by": the answering pledge, "link"}; on the roll that resolves it {"request": the
    /// pending entry's seal, "roller", "other": both links} (a roll closed after the deadline:
    /// no "roller"); on a `join` {"key": the player's public key, "deadline": the reveal
    /// deadline, on the first join only}. Hex digests but for `key` and `deadline`; null on
    /// every other entry.
    nlohmann::json fair = nullptr;
    /// The seed of a seeded entry's dice (each die at its position from 0), when `source` is
    /// "seeded N".
    std::optional<std::uint64_t> seed = {};
    /// A command `muster solo --play` chose (docs/solo.md): {"side", "doctrine"}; null for a
    /// command a player typed. A fact, covered by the seal.
    nlohmann::json solo = nullptr;
    /// Format 4 (docs/game-record.md, "The chain of seals"): the seal (`sum`) of the entry before
    /// it in the journal, covered by this entry's own seal; "" for the journal's first entry (or
    /// one after a version-1 entry, which has no seal).
    std::string prev = {};
    /// Format 4: who wrote the entry in a game with players (docs/remote-play.md, "Players"): his
    /// signing key's fingerprint ("SHA256:..."), covered by the seal; "" when none is recorded.
    std::string author = {};
    /// The author's signature of the entry's seal (`sig`, one line of base64; ssh-keygen's
    /// `-Y sign -n muster`), beside `sum` and, like it, not covered by the seal; "" for none.
    std::string sig = {};
    /// Format 4, on an `init` entry: the roster file's name (never its folder).
    std::string file = {};
    /// Format 4, on an `init` entry: true when it records a roster that already existed, as it
    /// was when its journal began (its first save, `muster share`), not one `muster init` made.
    bool began = false;
    /// Set by the reader: the entry's line number (from 1), and whether its seal (`sum`, the
    /// hash of the rest of the line) matches; a version-1 entry has no seal and reads as sealed.
    /// A format-4 seal (SHA-256) is checked only by a reader that keeps lines (`Keep::lines`,
    /// `muster replay`); other readers leave `sealed` true for it.
    std::size_t line = 0;
    bool sealed = true;
    std::string seal = {}; ///< set by the reader: the recorded `sum` ("" when none)
    /// Set by a reader that keeps lines: the line as read, without `sum` (replay compares the
    /// fields it derives with it, field for field); null otherwise.
    nlohmann::json recorded = nullptr;
};

/// A roster text's hash, as the journal's entries record it (`from`, `to`) for the write-ahead
/// check and replay: SHA-256 (libcrypto) in 64 hex digits since format 5. An entry of formats
/// 1-4 recorded FNV-1a 64 in 16 hex digits, still checked, so that a game begun by an older muster
/// goes on. "none" for no file.
struct TextHash {
    std::string digits;     ///< SHA-256: what a new entry records
    std::string old_digits; ///< FNV-1a 64: what an entry of formats 1-4 recorded
    /// Whether `recorded` (an entry's `from` or `to`, of any format) is this text's hash.
    bool is(std::string_view recorded) const;
    bool operator==(const TextHash& other) const = default;
};
TextHash text_hash(const std::optional<std::string>& text);
/// The same hash of a text there is (no copy of it made into an optional).
TextHash text_hash(std::string_view text);
TextHash text_hash(const std::string& text);
/// The seal of an entry of formats 1-3 (FNV-1a 64 of its line), checked, never written.
std::string old_seal(std::string_view text);

/// How many leading bytes of the journal are committed. The journal is written before the
/// roster, so a crash between the two leaves a last save whose `to_hash` is not the roster's
/// while its `from_hash` is: that save never happened and its entries are left out. Anything
/// else (an older journal without hashes, a roster edited by hand) is kept as it is.
std::size_t committed_length(std::string_view journal, const TextHash& roster_hash);

/// `committed_length` read from the end of a journal only: `tail` is its last lines (from a
/// line's start), `at_start` whether that is the whole journal. Nothing when the answer lies
/// further back than `tail` (read more of it); else the committed length of `tail`.
std::optional<std::size_t> committed_length_of_tail(std::string_view tail,
                                                    const TextHash& roster_hash, bool at_start);

/// Adds the game-record fields an entry has (`source`, `roll`, `skipped`) to `json`: the journal
/// line and `muster log --json` give them alike.
void add_record_fields(nlohmann::json& json, const JournalEntry& entry);

/// The journal format muster writes (docs/game-record.md, "Event format"): 5.
inline constexpr int k_journal_version = 5;

/// One journal line (without the newline), sealed: its `sum` is SHA-256 of the line without it
/// (keys sorted, as written), which holds `prev`, the seal of the entry before. `seal`, when
/// given, is set to that seal.
std::string encode_entry(const JournalEntry& entry, std::string* seal = nullptr);
/// An entry as its journal line holds it, without `sum` (what the seal covers).
nlohmann::json journal_json(const JournalEntry& entry);
/// The seal of a line's JSON without `sum`: SHA-256 (64 hex digits) for format 4, FNV-1a 64
/// (`text_hash`, 16) before.
std::string seal_of(const nlohmann::json& without_sum, int version);

/// How entries of a game with players are signed as they are encoded: `author` (the key's
/// fingerprint) set on each before its seal, `sign` of its seal after (its `sig`).
struct EntrySigner {
    std::string author;
    std::function<std::string(const std::string& seal)> sign;
};

/// Journal lines for `entries`, each ending in a newline, chained: the first's `prev` is
/// `prev` (the seal of the journal's last entry, "" for none), each next one's the seal of the
/// one before; each signed by `signer` when given (else with no `sig`).
std::string encode_chain(std::vector<JournalEntry>& entries, std::string prev,
                         const EntrySigner* signer = nullptr);

/// The last entry of a journal as the next entry is chained to it: its seal, and its author (a
/// game with players signs every entry, so the next one is signed when this one was).
struct ChainEnd {
    std::string seal;
    std::string author;
};

/// The chain end of a journal's `tail` (its last lines, from a line's start): that of the last
/// line that decodes (a torn or damaged line is passed over; seal "" for a version-1 entry,
/// which has none); nothing when no line of `tail` decodes.
std::optional<ChainEnd> chain_end(std::string_view tail);
/// `chain_end`'s seal.
std::optional<std::string> last_seal(std::string_view tail);

/// The journal's entries, oldest first. A damaged line (a torn last entry after a crash, or a
/// line edited by hand) is skipped and counted in `damaged`; everything else is still read.
std::vector<JournalEntry> decode_journal(std::string_view text, int& damaged);

/// What reading a journal found besides its entries: whether there is one, and the line numbers
/// (from 1) of the damaged lines skipped.
struct JournalScan {
    bool exists = false;
    std::vector<std::size_t> damaged;
    bool from_end = false; ///< `damaged` counts lines from the journal's end (scan_last)
};

/// The one journal reader, fed one line at a time (a journal read in pieces): each entry
/// decoded and handed to `visit` as it comes, its line number counted; damaged lines skipped
/// and listed. Every field is checked: text fields are text muster writes, numbers in range.
/// What a reader keeps of each line besides its fields: nothing, or (`lines`) the line's JSON
/// (`JournalEntry::recorded`), with a format-4 seal checked.
enum class Keep { fields, lines };

class JournalScanner {
  public:
    /// `wanted`, when given, says by its number which lines to decode: the others are counted
    /// and neither decoded nor checked (a second pass over lines a first pass checked).
    explicit JournalScanner(const std::function<void(JournalEntry&&)>& visit,
                            std::function<bool(std::size_t)> wanted = {}, Keep keep = Keep::fields)
        : m_visit(visit), m_wanted(std::move(wanted)), m_keep(keep) {}
    /// The next line without its newline; `complete` unless no newline ended it (a torn entry).
    void line(std::string_view line, bool complete);
    const JournalScan& scan() const { return m_scan; }

  private:
    const std::function<void(JournalEntry&&)>& m_visit;
    std::function<bool(std::size_t)> m_wanted;
    Keep m_keep;
    JournalScan m_scan{true, {}};
    std::size_t m_number = 0;
};

/// The one journal reader over a journal's text: each entry, oldest first, with its line
/// number, handed to `visit` as it is decoded (nothing kept); damaged lines are skipped and
/// listed. Every field is checked: text fields are text muster writes, numbers in range.
JournalScan scan_journal(std::string_view text, const std::function<void(JournalEntry&&)>& visit,
                         Keep keep = Keep::fields);

/// The one journal reader over a roster's journal file: only its committed entries (a save cut
/// short between journal and roster is left out: committed_length against `roster_text`).
/// Throws RosterError when the journal cannot be read.
JournalScan read_journal(const std::string& roster_path,
                         const std::optional<std::string>& roster_text,
                         const std::function<void(JournalEntry&&)>& visit,
                         Keep keep = Keep::fields);

/// What JournalFile reads at a time.
inline constexpr std::size_t k_journal_piece = std::size_t{64} << 10;

/// A roster's journal opened once, for readers that pass over it more than once (`log` and
/// `status` first learn which entries to show, then show them): each pass reads the committed
/// entries (as `read_journal`) from the same open file, a piece at a time; nothing holds the
/// whole journal (issue 20: a 120 MB journal took 1.1 GB with `log --format json`).
class JournalFile {
  public:
    /// Opens the journal of the roster at `roster_path` and finds, from its last lines, where its
    /// committed entries end (against `roster_text`). Throws RosterError when it cannot be read.
    /// `piece`: the bytes read at a time (its last lines first, then its lines from the first);
    /// smaller only in tests.
    JournalFile(const std::string& roster_path, const std::optional<std::string>& roster_text,
                std::size_t piece = k_journal_piece);
    bool exists() const { return m_fd.valid() || m_scratch.has_value(); }
    /// Where the committed entries end (bytes; 0 when there is no journal).
    std::size_t end() const { return m_scratch ? m_scratch->size() : m_end; }
    /// One pass over the committed entries, oldest first (none when there is no journal);
    /// `wanted` as for JournalScanner.
    JournalScan scan(const std::function<void(JournalEntry&&)>& visit,
                     std::function<bool(std::size_t)> wanted = {}, Keep keep = Keep::fields) const;
    /// The last `count` committed entries that `counts` accepts, read from the journal's end
    /// (issue 41: `log -n` costs what it shows, not the journal), handed to `visit` oldest
    /// first with the entries after them that `counts` refused; `line` numbers them from 1 in
    /// that order. The scan's `damaged` lists the damaged lines met, counted from the end.
    JournalScan scan_last(std::size_t count, const std::function<bool(const JournalEntry&)>& counts,
                          const std::function<void(JournalEntry&&)>& visit) const;

  private:
    std::string m_path;
    files::Fd m_fd;
    std::size_t m_end = 0;
    std::size_t m_piece;
    /// A dry-run script's journal in memory (store::ScratchGame), read instead of the file: its
    /// committed text, not copied (the scratch game outlives every reader of a command).
    std::optional<std::string_view> m_scratch;
};

/// The changes not undone of a roster's journal (its committed entries against `roster_text`),
/// newest first, one at a time: each call gives the next going back, nothing when none is left.
/// An undo cancels the nearest change not undone before it; fair-dice events are no changes;
/// damaged lines are skipped (issue 41: `status` reads only as far back as it needs). Throws
/// RosterError when the journal cannot be read.
using LiveChanges = std::function<std::optional<JournalEntry>()>;
LiveChanges live_changes_from_end(const std::string& roster_path, const std::string& roster_text);

/// "(line 3)" / "(lines 3, 7)": the damaged lines of a scan, for a warning.
std::string damaged_lines_text(const JournalScan& scan);

/// The current time as UTC ISO 8601: "2026-11-29T12:30:00Z" (the tests' program,
/// muster_hooked, reads a fake clock from $MUSTER_TEST_NOW: save.hpp test_now).
std::string utc_now();
/// `utc_now` in seconds since 1970.
long long now_seconds();
/// A journal time ("2026-11-29T12:30:00Z") in seconds since 1970; nothing when it is not one.
std::optional<long long> journal_seconds(std::string_view time);

/// The reveal deadline of a game whose first join names none (docs/remote-play.md, "A withheld
/// reveal"): two days, time for a player who plays by mail to come back to it.
inline constexpr std::string_view k_default_reveal_deadline = "48h";
/// A reveal deadline's text in seconds: 1 to 99999 minutes (`90m`), hours (`48h`) or days
/// (`7d`); nothing when it is not one.
std::optional<long long> deadline_seconds(std::string_view text);

/// Whether `entry` is a fair-dice event that changes no roster line: a pledge, a pending
/// request, a link, a withdrawal or a player's join (not the roll that resolves a request).
bool is_fair_event(const JournalEntry& entry);

/// Indexes of the changes not cancelled by a later undo, oldest first (fair-dice events are no
/// changes).
std::vector<std::size_t> live_changes(const std::vector<JournalEntry>& entries);
/// The same from which entries are undos alone (`undo[i]`: entry i is an undo).
std::vector<std::size_t> live_changes(const std::vector<bool>& undo);

} // namespace muster::store
