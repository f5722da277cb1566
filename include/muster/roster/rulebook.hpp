#pragma once

#include "muster/roster/roster.hpp"

#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

/// What the roster and the CLI need from a rule set, whatever it is: its troop table with the
/// roster's house rules applied, validation, and the derived numbers of a unit. Implemented by
/// muster::ue (src/core/ue/rulebook.cpp) and muster::fw (src/core/fw/rulebook.cpp); made by
/// src/core/rulesets.cpp.
namespace muster {

class Env;
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
    struct Value {
        std::string key, value;
        bool house = false;
        bool provisional = false;
    };
    std::vector<Value> values;
};

/// One thing a unit or an army still owes this turn, with the command that settles it
/// (docs/game-record.md).
struct Owed {
    std::string who;     ///< the unit, or the army (side)
    std::string what;    ///< "morale test", "rally", "army check", ...
    std::string rule;    ///< the rule id (docs/rules.md)
    std::string command; ///< what to type: `muster morale uThulwana` (the words of `argv`)
    /// As data, for `turn --auto`: the item's step in the rules' sequence (UE-SEQ 1-6, FW-SEQ
    /// 1-10), the command word that settles it ("morale", "rally", "army", "melee"), and, when
    /// settling it needs a player's decision, what that decision is ("" when dice alone do).
    int step = 0;
    std::string settle;
    std::string choice;
    /// The command as words, `{"muster", "morale", "uThulwana"}`: `command` is these words,
    /// each quoted as the roster quotes a name (`muster_command`).
    std::vector<std::string> argv = {};
    bool army = false; ///< `who` is a side (an army check), not a unit
};

class RuleBook {
  public:
    virtual ~RuleBook() = default;
    virtual RuleSet rules() const = 0;

    /// Apply the roster's `type` and `table` lines. Throws RosterError (without a place; the
    /// caller adds FILE:LINE) for an unknown base, key or bad value.
    virtual void add_house_type(const HouseRule& rule) = 0;
    virtual void add_house_table(const HouseRule& rule) = 0;

    virtual bool has_type(std::string_view id) const = 0;
    virtual std::vector<std::string> type_ids() const = 0;
    virtual int default_stands(std::string_view type) const = 0;
    /// Whether the rule set's numbers are provisional (FW-TAB-1: Cordery's tables are lost).
    virtual bool provisional() const { return false; }
    /// The rule options (OPT-*) this rule set knows, with their allowed values and default.
    virtual std::vector<std::pair<std::string, std::vector<std::string>>> option_values() const = 0;

    /// Throws RosterError (no place) when a unit's state is impossible: unknown type, killed
    /// more than the unit has, markers beyond figures, a key of the other rule set.
    virtual void validate(const Unit& unit) const = 0;
    virtual Derived derive(const Unit& unit, const Roster& roster) const = 0;
    /// The whole table in force for `muster types`.
    virtual std::vector<TypeRow> type_table() const = 0;

    /// The engine's one entry point (muster/engine/request.hpp, ARCHITECTURE.md): resolves
    /// `request` against `roster` with the dice and settings of `env`, changes the roster (never
    /// with `env.odds()`) and returns the Resolution. Throws UsageError for an option of the
    /// other rule set, RuleError for a step this rule set does not have or a move the rules
    /// refuse.
    virtual Resolution resolve(const Request& request, Roster& roster, Env& env) const = 0;
    /// Everything owed this turn (UE) or move (FW), in roster order, armies last.
    virtual std::vector<Owed> owed(const Roster& roster) const = 0;
};

/// The rule book for a roster: built-ins plus the roster's house rules.
std::unique_ptr<RuleBook> make_rulebook(const Roster& roster);
/// The built-in rule book of a rule set (for ad-hoc units with no roster).
std::unique_ptr<RuleBook> make_rulebook(RuleSet rules);

} // namespace muster
