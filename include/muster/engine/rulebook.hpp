#pragma once

#include "muster/engine/owed.hpp"
#include "muster/roster/format.hpp"
#include "muster/roster/roster.hpp"

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

/// What the engine, the store and the CLI need from a rule set, whatever it is: its troop table
/// with the roster's house rules applied, validation, the derived numbers of a unit, and the
/// engine's entry point `resolve`. Implemented by muster::ue (src/core/ue/rulebook.cpp) and
/// muster::fw (src/core/fw/rulebook.cpp), registered by src/core/rulesets.cpp in the engine's
/// registry (muster/engine/rule_sets.hpp), which makes a roster's book.
namespace muster {

class Draft;
class Env;
struct Outcome;
struct Request;
struct Resolution;

/// Derived numbers of a unit: computed, never stored (UE-ROSTER, FW-PIECE-2).
struct Derived {
    int figures_per_stand = 0;
    int figures = 0;         ///< starting figures
    int killed_figures = 0;  ///< UE: floor(killed / 15); FW: dead
    int wounded_figures = 0; ///< FW: markers; UE: 0
    int stands_lost = 0;     ///< stands off the table (UE-ROSTER-2; FW: stands out of action)
    int stands_left = 0;
    /// The unit is gone in the rule set's words (RuleBook::gone_word: UE-ROSTER-4 "destroyed"):
    /// the diary of a change notes it ("; 1/24th/A destroyed"). A rule set that does not say so
    /// of a unit (FW, the toy) leaves it false and the diary notes its stands lost.
    bool gone = false;
    /// The type's class (UE-TYPE-2 "british", "native"; FW "regular", "irregular"), its kind
    /// ("regular_infantry", "cavalry", ...) and the die its tests throw ("D6", "AvD"): data for
    /// `show --json`.
    std::string klass;
    std::string kind;
    std::string die;
    /// A further number, flag or word of a unit (issue 23: typed, never text read back).
    using Value = std::variant<long long, bool, std::string>;
    /// Further values for `show` and `show --json`, in display order: (snake_case key, value),
    /// e.g. ("cp", 135), ("remainder", 7), ("half_strength", false), ("formation", "closed").
    std::vector<std::pair<std::string, Value>> extra;

    /// The value of `key` in `extra` when it is a number, else `otherwise`.
    long long number(std::string_view key, long long otherwise = 0) const {
        for (const auto& [k, value] : extra) {
            if (k == key) {
                if (const auto* n = std::get_if<long long>(&value)) {
                    return *n;
                }
            }
        }
        return otherwise;
    }
};

/// A derived value as `show` and the sheets print it: a number, "yes"/"no", or the word.
inline std::string shown_value(const Derived::Value& value) {
    if (const auto* flag = std::get_if<bool>(&value)) {
        return *flag ? "yes" : "no";
    }
    if (const auto* n = std::get_if<long long>(&value)) {
        return std::to_string(*n);
    }
    return std::get<std::string>(value);
}

/// One row of `muster types`: the type id and its values, each marked when it comes from a
/// house rule or is provisional (FW-TAB-1).
struct TypeRow {
    std::string id;
    std::string base; ///< the built-in it derives from ("" for a built-in)
    /// A value's numbers (issue 27: data for `types --json`, never its text read back): none
    /// for a word (a class, a kind, a die); one unnamed for a number; named for a compound
    /// value (("long", 24), ("medium", 12), ("short", 6)); several unnamed for a list.
    using Numbers = std::vector<std::pair<std::string, long long>>;
    struct Value {
        std::string key, value; ///< `value` as the rule book writes it: `24/12/6`, `+1`, `D6`
        bool house = false;
        bool provisional = false;
        Numbers numbers = {};
    };
    /// A number's Numbers.
    static Numbers number(long long n) { return {{"", n}}; }
    /// A list's Numbers.
    template <typename Range> static Numbers list(const Range& values) {
        Numbers out;
        for (const auto& v : values) {
            out.emplace_back("", static_cast<long long>(v));
        }
        return out;
    }
    std::vector<Value> values;
};

/// What `muster solo` is told of the table that the roster does not hold (docs/solo.md): how far
/// each enemy unit stands from the side muster plays, in inches (0: in contact).
struct SoloTable {
    std::vector<std::pair<std::string, double>> distance; ///< (enemy unit, inches), as typed
};

/// One choice the side muster plays has in a phase (RuleBook::solo_options): the command that
/// takes it, as the words a player would type after `muster`, or none for holding back (`hold`
/// says what holding is: "hold: no charge", "press on: no recovery").
struct SoloOption {
    /// How `solo` reads the choice's exact odds (solo::measures_of).
    enum class Reading {
        own_test, ///< the side's own test (morale, rally, an army's): `p_fail` breaks it
        at_enemy, ///< shooting: the target's expected losses (`mean`) and its test (`p_fail`)
        fight,    ///< a melee: each side's losses and who breaks
        charge,   ///< a whole charge: contact, the melee, the charger's losses
        recovery, ///< losses taken back (`mean`)
    };
    int step = 0;                  ///< the phase's number in the rules' sequence (Phase::number)
    std::vector<std::string> argv; ///< `{"fire", "iNgobamakhosi", "--at", ...}`; empty to hold
    std::string hold = {};
    Reading reading = Reading::own_test;
};

/// A phase of the turn as `status` names it (UE-SEQ, FW-SEQ): the command that plays it, its
/// number in the sequence and its words.
struct Phase {
    std::string_view command;
    int number = 0;
    std::string_view name;
    /// Its command played after a later phase is a retreat, not the round taken back to this
    /// phase (issue 24: movement after the fire, the beaten falling back): `status` keeps the
    /// phase reached, or moves on to RuleBook::retreat_phase when the rule set has one.
    bool retreats_after = false;
};

/// An army's strength for the battle report's army morale line (UE-ARMY-1).
struct ArmyTally {
    std::string side;
    long long men = 0;
    bool reached = false; ///< its casualties reached the line: it tests
};

/// What changed in a unit's record between two states, in the rule set's words (the battle
/// report's unit histories: "lost 82 men", "took 2 markers", "fell back").
struct UnitChange {
    enum class Kind {
        hit,            ///< it lost men or figures, or took markers
        restored,       ///< men put back (a new crew, a correction)
        recovered,      ///< markers recovered
        fell_back,      ///< it fell back or began to retreat
        rallied,        ///< it stopped falling back
        stands_rallied, ///< retreating stands rallied (said otherwise after a partial rally)
    };
    UnitChange(Kind change, std::string words, std::string key_event = {})
        : kind(change), text(std::move(words)), headline(std::move(key_event)) {}
    Kind kind = Kind::hit;
    std::string text;
    /// What the chart's key events say of it after the unit's name ("fell back", "retreating");
    /// "" when it is not a key event.
    std::string headline;
};

/// An army morale rule's words for the battle report (RuleBook::army_words).
struct ArmyWords {
    std::string heading; ///< its column: "army morale (UE-ARMY)"
    std::string rule;    ///< the rule id of its line: "UE-ARMY-1"
    std::string past;    ///< what an army past its line does: "tests every turn, 1-2 retreats"
    std::string off;     ///< the rule turned off for this roster: "off (OPT-3)"
};

/// How the battle ended, when the rule set's rules end one (UE-ARMY-3: the army check decides
/// it): the period it ended in, the armies (sides) that left the field, the winners, or a draw,
/// and the whole in the rule set's words. `status`, `show` and the report print `words`; a
/// further resolution is refused with them.
struct BattleEnd {
    int period = 0; ///< the turn (or move) it ended in; 0 when an older record does not say
    std::vector<std::string> retreated;
    std::vector<std::string> winners; ///< none in a draw
    bool draw = false;
    std::string words; ///< "the battle is over (turn 3): ..."
};

/// The words of a sheet's figure marks: x for a figure lost, o wounded ("" when the rule set
/// has no wounded), . unhurt.
struct FigureMarks {
    std::string lost = "lost";
    std::string wounded;
    std::string unhurt = "alive";
};

/// An option a rule set gives one of its commands (issue 40): the command line offers every
/// option a registered rule set declares, with its help and the words its value may be, and
/// refuses one that the roster's book does not declare, naming the rule set that does.
struct OptionSpec {
    enum class Kind {
        flag,    ///< no value
        text,    ///< a word or a text
        integer, ///< a whole number
        decimal, ///< a number of inches (`--distance 7.5`)
    };
    std::string name; ///< `--name`
    std::string help;
    Kind kind = Kind::flag;
    std::vector<std::string> values = {}; ///< the words a text may be (completion); none: any
    std::string excludes = {};            ///< an option of the same command it cannot be given with
    /// `add`'s: the unit key it sets and its value, `mounted=no`; "" for the key of its name, to
    /// the text given (`--formation closed`) or, for a flag, to yes (`--cover`).
    std::string sets = {};
};

/// A word a command of a rule set's own takes after its units (CommandDecl::words): `form
/// UNIT ORDER`'s order, `army [SIDE]`'s side. A word keyed `side` names a side (the journal's
/// record of what an entry is about: named_sides).
struct WordDecl {
    std::string key; ///< its key in the request (BookRequest::words) and the journal
    std::string help;
    bool required = true;
    std::vector<std::string> values = {}; ///< the words it may be (checked, completion); none: any
};

/// What the battle report says a command's units did in a unit's history and the key events
/// (CommandDecl::role for its own units, UnitOptionDecl::role for an option's).
enum class Role {
    none,
    fired,    ///< they fired
    fired_at, ///< it was fired at ("fired on, no loss" when it lost nothing)
    side_a,   ///< a fight's first side (with its result's `winner`: "a", "b" or a tie)
    side_b,   ///< a fight's other side
    moved,    ///< they moved (after the words of the command's text options: "moved: march")
    scouted,  ///< it scouted (a test in the command's name)
    rallied,  ///< they tested to rally: a failed test with some stands rallied is a partial rally
    sides,    ///< the command tests sides, not units: a failed test is a side's retreat
};

/// A unit a command of a rule set's own takes by an option (CommandDecl::unit_options):
/// `recrew GUN --from UNIT`'s `--from`, `fire A --at Z`'s `--at`, `melee A --vs B C`'s `--vs`.
/// Its units are kept under its name (BookRequest::unit_options).
struct UnitOptionDecl {
    std::string name; ///< `--from`
    std::string help;
    bool many = false;    ///< it takes several units (`melee A --vs B C`), else one
    bool required = true; ///< it must be given
    Role role = Role::none;
};

/// A command a rule set declares of its own (issue 40, RuleBook::commands): the command line
/// offers it under its name, taking the units it names, its words and the options the book
/// declares for it (RuleBook::options), and runs it as a BookRequest. Under a roster of another
/// rule set, that rule set's book refuses it (exit 1: refuse_other_command, or words of its own).
struct CommandDecl {
    std::string name;                  ///< `dig-in`: a word of lower-case letters and hyphens
    std::string summary;               ///< one line, as the command table keeps each command's
    std::string description;           ///< `muster --help`'s line and `muster NAME --help`
    std::string units = "the unit(s)"; ///< the help of the units it names; "": it names none
    std::string units_name = "unit";   ///< their name in its usage line and messages
    bool units_required = true;        ///< at least one unit must be named
    bool one_unit = false;             ///< one unit at most
    bool roster_units = false;         ///< the roster's units only (no ad-hoc TYPE[:STANDS])
    std::vector<WordDecl> words = {};  ///< the words after the units, in order
    std::vector<UnitOptionDecl> unit_options = {}; ///< the units it takes by option
    bool throws_dice = false;                      ///< it takes --dice, --seed and --odds
    bool odds_only = false; ///< it gives exact odds only: nothing saved, nothing locked (`charge`)
    Role role = Role::none; ///< what the battle report says its units did
    std::string group = "resolve"; ///< its group in `muster --help`
};

/// A command that throws dice over the units it names (its words and options aside), as a rule
/// book declares one: `rally [UNIT...]`, `move UNIT...`.
CommandDecl dice_command(std::string_view name, std::string summary, std::string description,
                         std::string units, bool units_required);
/// A dice command over its units (`units_name` in its usage) at one target unit, `--at TARGET`:
/// `fire FIRER... --at TARGET`; the report says its units fired and its target was fired at.
CommandDecl at_target_command(std::string_view name, std::string summary, std::string description,
                              std::string units, std::string units_name);
/// A command that gives exact odds only (nothing saved) of one unit against the units of
/// `against`: `charge UNIT --at DEFENDER...`, in the group `decide`.
CommandDecl odds_command(std::string_view name, std::string summary, std::string description,
                         std::string unit, UnitOptionDecl against);

/// `--range BAND` and `--distance INCHES`: how far a fire is, as a rule set that fires by range
/// bands (short, medium, long) declares them.
std::vector<OptionSpec> range_options();
/// `--from INCHES`: where a charge starts.
OptionSpec from_option();

/// A mark a rule set keeps in a unit's `done` or `due` (the game's record), how `status` reads
/// it ("fire": "fired"), and the commands whose roll leaves it ("fire", "artillery"), so that a
/// repeat is refused with the roll found in the journal (refuse_repeat). The roster reads any
/// mark's word; the rule books' declarations say which are marks muster keeps (check_roster).
struct MarkSpec {
    std::string mark;
    std::string words;
    std::vector<std::string> commands = {}; ///< none: no command's journal line shows it
};

/// The battle report's headline columns beyond the side's strength (RuleBook::casualty_word)
/// and its counts (RuleBook::counts): its stands off the table and its units gone.
struct HeadlineWords {
    std::string stands; ///< "stands lost"
    std::string gone;   ///< "units out of action"
};

/// How the battle report's casualty chart speaks of one of a rule set's counts
/// (RuleBook::chart_words): its line's caption after the side ("men killed"), and a point's
/// number in a tooltip, with `{n}` the count and `{of}` the side's strength ("{n} men of {of}";
/// "{n} of {of} figures").
struct ChartWords {
    std::string caption;
    std::string point;
};

class RuleBook {
  public:
    virtual ~RuleBook() = default;
    /// The rule set's registered id: "unbalanced-equality", what the roster's `rules` line says.
    virtual std::string_view rules() const = 0;

    /// Apply the roster's `type` and `table` lines. Throws RosterError (without a place; the
    /// caller adds FILE:LINE) for an unknown base, key or bad value.
    virtual void add_house_type(const HouseRule& rule) = 0;
    virtual void add_house_table(const HouseRule& rule) = 0;

    virtual bool has_type(std::string_view id) const = 0;
    virtual std::vector<std::string> type_ids() const = 0;
    virtual int default_stands(std::string_view type) const = 0;
    /// The rule that makes the rule set's numbers provisional (FW-TAB-1: Cordery's tables are
    /// lost), or "" when they are the published ones.
    virtual std::string_view provisional_rule() const { return {}; }
    /// Whether the rule set's numbers are provisional (provisional_rule).
    bool provisional() const { return !provisional_rule().empty(); }
    /// The rule options (OPT-*) this rule set knows, with their allowed values and default.
    virtual std::vector<std::pair<std::string, std::vector<std::string>>> option_values() const = 0;

    /// Throws RosterError (no place) when a unit's state is impossible: unknown type, killed
    /// more than the unit has, markers beyond figures, a key of the other rule set.
    virtual void validate(const Unit& unit) const = 0;
    virtual Derived derive(const Unit& unit, const Roster& roster) const = 0;
    /// The whole table in force for `muster types`.
    virtual std::vector<TypeRow> type_table() const = 0;

    /// The engine's one entry point (muster/engine/request.hpp, ARCHITECTURE.md): resolves
    /// `request` against `roster` with the dice and settings of `env`, without writing it, and
    /// returns the Outcome (muster/engine/outcome.hpp: what each unit becomes, never anything
    /// with `env.odds()`), which `apply` writes. Throws RuleError for a step this rule set
    /// does not have or a move the rules refuse (an option it does not declare is refused
    /// before: refuse_undeclared_options). The work it does is charged to `env.budget()`, bound
    /// for the call (muster/budget.hpp): a program that calls it directly runs within the Env's
    /// budget as the command line does, and work over its limit is refused (UsageError).
    [[nodiscard]] Outcome resolve(const Request& request, const Roster& roster, Env& env) const;
    /// The same, writing what it does to `draft` (the engine's run_request): the rule set's
    /// resolution within the Env's budget.
    Resolution resolve(const Request& request, Draft& draft, Env& env) const;
    /// The options this rule set gives `command` (`fire`, `artillery`, `melee`...) beyond the
    /// command's own (its units, `--at`, `--range`...), in the order `--help` lists them; none
    /// by default.
    virtual std::vector<OptionSpec> options(std::string_view command) const {
        (void)command;
        return {};
    }
    /// The commands this rule set has of its own beyond the shared ones (`fire`, `kill`,
    /// `turn`...), each resolved as a BookRequest; none by default.
    virtual std::vector<CommandDecl> commands() const { return {}; }
    /// A request of one of this book's own commands as the journal recorded it before the
    /// command was the book's own (its schema-3 form: `{"kind": "recon", "unit": ...}`), in
    /// the words it has now (a BookRequest); none when `record` is not one.
    virtual std::optional<Request> request_of_record(const nlohmann::json& record) const;
    /// Whether this book declares the command `name` of its own (commands()).
    bool declares_command(std::string_view name) const;
    /// Everything owed this turn (UE) or move (FW), in roster order, armies last.
    virtual std::vector<Owed> owed(const Roster& roster) const = 0;
    /// The request that settles `owed` by dice alone, for `turn --auto`: resolved exactly as
    /// the command of `owed.settle` alone would be; none (by default) when no command settles
    /// it alone (a player's decision, `owed.choice`, is asked for before: settling_request).
    virtual std::optional<Request> settling_request(const Owed& owed) const;
    /// The choices of `side` under this rule set, every phase, for `muster solo` (docs/solo.md):
    /// the commands it could type, as many as are sensible; the rules refuse the rest when they
    /// are worked out. None by default (a rule set with no programmed opponent).
    virtual std::vector<SoloOption> solo_options(const Roster& roster, std::string_view side,
                                                 const SoloTable& table) const {
        (void)roster;
        (void)side;
        (void)table;
        return {};
    }
    /// The order `command` throws its dice in under this rule set, for `--help` and `--dice`
    /// ("unbalanced-equality: ..."); "" when the rule set has no such command.
    virtual std::string dice_order(std::string_view command) const {
        (void)command;
        return {};
    }
    /// What this rule set says in a built-in command's `--help` of `topic` (rule_set_words):
    /// "kill" what its count is, "turn" what a round clears and lists, "turn --auto" the order
    /// it throws owed tests in, "set" its unit keys, "option" its rule options; "" for nothing.
    virtual std::string help_words(std::string_view topic) const {
        (void)topic;
        return {};
    }
    /// Whether each die `command` throws is one unit's own (a test, a shot, a move), so that
    /// `--dice UNIT=V` may name it; a die thrown per side (an army's test) is not.
    virtual bool dice_by_unit(std::string_view command) const {
        (void)command;
        return true;
    }
    /// The counts a rule set with no record type of its own keeps on each unit (read, checked
    /// and written by the roster file as its own keys; key_count reads one).
    virtual std::vector<RosterKey> unit_keys() const { return {}; }
    /// How to make an empty record of this rule set's units (UnitRecord: its own keys). By
    /// default a record of the counts of unit_keys(), or none when there are none.
    virtual MakeUnitRecord unit_record_maker() const;

    // How the rule set speaks: `show`, `status`, the sheets and the battle report ask these
    // instead of naming a rule set (src/core/engine/rulebook.cpp has the defaults).

    /// One round of play: "turn" (UE-SEQ), "move" (FW-SEQ: one muster turn is one move).
    virtual std::string_view period() const { return "turn"; }
    /// The phases of a round in order, each with the command that plays it (`status`).
    virtual std::vector<Phase> phases() const { return {}; }
    /// The phase a `move` after a later phase is (FW-SEQ's retreat movement); none by default.
    virtual std::optional<Phase> retreat_phase() const { return std::nullopt; }
    /// A unit with no stand left able to act: "destroyed" (UE-ROSTER-4), "out of action" (FW);
    /// "gone" by default.
    virtual std::string_view gone_word() const { return "gone"; }
    /// The marks this rule set keeps, and how `status` reads each; none by default.
    virtual std::vector<MarkSpec> marks() const { return {}; }
    /// How `status` reads `mark`: its words in marks(), else the mark itself.
    std::string mark_words(std::string_view mark) const;
    /// The battle report's headline columns: by default "stands lost" and "units " + gone_word().
    virtual HeadlineWords headline_words() const;
    /// What the battle report counts a side's strength in: "men" (UE), "figures".
    virtual std::string_view casualty_word() const { return "figures"; }
    /// The chart's words for `count`, one of counts()' words: by default the count itself and
    /// "{n} of {of} " + casualty_word().
    virtual ChartWords chart_words(std::string_view count) const;
    /// The words of the figure marks on a sheet.
    virtual FigureMarks figure_marks() const { return {}; }
    /// A unit's casualty counts as (words, count), for the sheets: ("killed", 12); by default
    /// the rule set's own keys (unit_keys).
    virtual std::vector<std::pair<std::string, long long>> counts(const Unit& unit) const;
    /// The numbers of `show`'s sheet, one item each: by default the counts, "stands lost N of
    /// M" and the derived extras.
    virtual std::vector<std::string> sheet_numbers(const Unit& unit, const Derived& d) const;
    /// What of a unit is off the table, for the sheet's red: by default "stands lost N of M";
    /// "" for nothing.
    virtual std::string lost_text(const Unit& unit, const Derived& d) const;
    /// What changed in a unit's record from `before` to `after` by `command`, in order; none by
    /// default.
    virtual std::vector<UnitChange> unit_changes(const Unit& before, const Unit& after,
                                                 std::string_view command) const {
        (void)before;
        (void)after;
        (void)command;
        return {};
    }
    /// Stands that rallied from `before` to `after`, and of how many retreating (FW-RALLY-2);
    /// (0, 0) by default.
    virtual std::pair<int, int> stands_rallied(const Unit& before, const Unit& after) const {
        (void)before;
        (void)after;
        return {0, 0};
    }
    /// What a mark of `done` says of this unit in `status`'s words when the rule set says more
    /// than the mark ("fired at (medium)"); "" for the mark's own words.
    virtual std::string done_words(const Unit& unit, std::string_view mark) const {
        (void)unit;
        (void)mark;
        return {};
    }
    /// The tests (a journalled roll's `test`) whose failure sends a unit back (UE's `morale`,
    /// FW's `fire-result`): standing_words' `since` is the round of the unit's last such failure.
    virtual std::vector<std::string> setback_tests() const { return {}; }
    /// Whether standing_words shows `since` for this unit (it is falling back, retreating ...):
    /// only then does `status` look back through the journal for its last failed test.
    virtual bool standing_since(const Unit& unit) const {
        (void)unit;
        return false;
    }
    /// A unit's standing state in `status`'s words (falling back, retreating since ...);
    /// `since` is " since turn 3 (2 turns)" or "".
    virtual std::vector<std::string> standing_words(const Unit& unit,
                                                    std::string_view since) const {
        (void)unit;
        (void)since;
        return {};
    }
    /// Each stand's state, stand 1 first, as runs of (count, state) filled in order up to the
    /// unit's stands (`show --json`'s `stands.states`, issue 27). By default (UE-ROSTER-2) the
    /// stands lost, then the rest in action.
    virtual std::vector<std::pair<long long, std::string_view>>
    stand_states(const Unit& unit, const Derived& d) const {
        return {{d.stands_lost, "lost"}, {unit.stands, "in_action"}};
    }
    /// Whether the rule set has an army morale rule (UE-ARMY), and whether it is on for this
    /// roster (OPT-3), and each army's tally against its line.
    virtual bool has_army_morale() const { return false; }
    virtual bool army_morale(const Roster& roster) const {
        (void)roster;
        return false;
    }
    virtual std::vector<ArmyTally> army_tallies(const Roster& roster) const {
        (void)roster;
        return {};
    }
    /// The share of its strength an army's casualties reach before it tests (UE-ARMY-1: 1/4).
    virtual double army_line_share() const { return 0; }
    /// The army morale rule's words for the battle report.
    virtual ArmyWords army_words() const { return {}; }
    /// The ids of its rules whose numbers changed in rules revision `revision` (k_rules_revision
    /// and the revisions before it, muster/engine/event.hpp), for `replay` to name; none by
    /// default.
    virtual std::vector<std::string_view> rules_changed_in(std::string_view revision) const {
        (void)revision;
        return {};
    }
    /// How the battle ended, when it has (UE-ARMY-3); nothing while it goes on, and for a rule
    /// set whose rules end no battle.
    virtual std::optional<BattleEnd> battle_end(const Roster& roster) const {
        (void)roster;
        return std::nullopt;
    }

  protected:
    /// What `resolve` runs, within the Env's budget: each rule set's resolutions.
    /// It reads the roster as it was (`Draft::before`) and writes only the draft.
    virtual Resolution resolve_request(const Request& request, Draft& roster, Env& env) const = 0;
};

/// Applies the document's `type` and `table` lines to `book` and checks options and every unit
/// against it (unknown type, impossible state), throwing RosterError(file, line, what)
/// (src/core/engine/check_roster.cpp).
void check_roster(const RosterDocument& doc, RuleBook& book, const std::string& file);

/// The rule book for a roster: its rule set's registered book (muster/engine/rule_sets.hpp)
/// plus the roster's house rules.
std::unique_ptr<RuleBook> make_rulebook(const Roster& roster);
/// The built-in rule book of a registered rule set (for ad-hoc units with no roster). Throws
/// RosterError (no place) for an id no rule set registered.
std::unique_ptr<RuleBook> make_rulebook(std::string_view rules);

} // namespace muster
