#pragma once

#include "muster/engine/rulebook.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/types.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

/// The Unbalanced Equality rule book: the troop table with the roster's house rules, the rule
/// options OPT-1..3, validation and the derived numbers of a unit (UE-ROSTER, UE-CP).
namespace muster::ue {

/// OPT-1 `combat-power figures|men` (UE-CP-2).
enum class CombatPower { figures, men };
/// OPT-2 `morale-modifiers benefit|literal` (UE-MORALE-2).
enum class MoraleModifiers { benefit, literal };

/// The UE rule options in force (docs/rules.md, "Options"); defaults are the first values.
struct Options {
    CombatPower combat_power = CombatPower::figures;   ///< OPT-1
    MoraleModifiers morale = MoraleModifiers::benefit; ///< OPT-2
    bool army_morale = true;                           ///< OPT-3
};

/// Option keys, as in the roster header and `muster option`.
inline constexpr std::string_view k_option_combat_power = "combat-power"; ///< OPT-1
inline constexpr std::string_view k_option_morale = "morale-modifiers";   ///< OPT-2
inline constexpr std::string_view k_option_army_morale = "army-morale";   ///< OPT-3

/// The options set in a roster's header (missing keys take their defaults). Throws RosterError
/// for a value the option does not have.
Options read_options(const Roster& roster);

/// The rule set's id: the roster's `rules` line (docs/rules.md, Part 1).
inline constexpr std::string_view k_rules_id = "unbalanced-equality";

/// UE's RuleBook (include/muster/engine/rulebook.hpp).
class UeRuleBook final : public RuleBook {
  public:
    UeRuleBook();
    std::string_view rules() const override { return k_rules_id; }
    /// UE-TYPE-4: `type ID [base=BUILTIN] key=value...`; `base` defaults to ID when ID is a
    /// built-in (an override), and may name an earlier house type.
    void add_house_type(const HouseRule& rule) override;
    /// UE has no `table` lines: always throws RosterError.
    void add_house_table(const HouseRule& rule) override;
    bool has_type(std::string_view id) const override;
    std::vector<std::string> type_ids() const override;
    int default_stands(std::string_view id) const override;
    std::vector<std::pair<std::string, std::vector<std::string>>> option_values() const override;
    /// Unknown type, killed beyond the men a unit has, a fuzzy-wuzzy key, a formation UE does
    /// not have, gun keys on a non-gun, a gun of more than one stand (UE-TYPE-1).
    void validate(const Unit& unit) const override;
    /// UE-ROSTER-1..5, UE-CP-1/2, UE-FIRE-9: figures, killed figures, remainder, stands lost and
    /// left, cp, half strength, destroyed, horse holders, silent / destroyed guns.
    Derived derive(const Unit& unit, const Roster& roster) const override;
    std::vector<TypeRow> type_table() const override;
    /// src/core/ue/solo.cpp: the choices `muster solo` weighs for a side (docs/solo.md).
    std::vector<SoloOption> solo_options(const Roster& roster, std::string_view side,
                                         const SoloTable& table) const override;
    /// src/core/ue/resolve.cpp: each command's dice (src/core/ue/resolve.hpp).
    std::string dice_order(std::string_view command) const override;
    /// src/core/ue/commands.cpp: its own command (army) and its older records.
    std::vector<CommandDecl> commands() const override;
    std::optional<Request> request_of_record(const nlohmann::json& record) const override;
    /// src/core/ue/options.cpp: the options it gives each command, and reading them (issue 40).
    std::vector<OptionSpec> options(std::string_view command) const override;
    /// src/core/ue/words.cpp: its marks and how `status` reads them; the report's headline.
    std::vector<MarkSpec> marks() const override;
    HeadlineWords headline_words() const override;
    MakeUnitRecord unit_record_maker() const override { return &new_record; }
    // src/core/ue/words.cpp: how UE speaks (UE-SEQ, UE-ROSTER, UE-ARMY).
    std::string help_words(std::string_view topic) const override;
    bool dice_by_unit(std::string_view command) const override;
    std::vector<Phase> phases() const override;
    std::string_view casualty_word() const override { return "men"; }
    /// UE-ROSTER-4: a unit gone is "destroyed".
    std::string_view gone_word() const override { return "destroyed"; }
    /// UE-ROSTER-1: men killed, of the side's men.
    ChartWords chart_words(std::string_view count) const override {
        (void)count;
        return {"men killed", "{n} men of {of}"};
    }
    FigureMarks figure_marks() const override;
    std::vector<std::pair<std::string, long long>> counts(const Unit& unit) const override;
    std::vector<UnitChange> unit_changes(const Unit& before, const Unit& after,
                                         std::string_view command) const override;
    std::string done_words(const Unit& unit, std::string_view mark) const override;
    bool standing_since(const Unit& unit) const override;
    /// UE-MORALE-4: a failed morale test (its roll's `test`) sends a unit falling back.
    std::vector<std::string> setback_tests() const override { return {"morale"}; }
    std::vector<std::string> standing_words(const Unit& unit,
                                            std::string_view since) const override;
    bool has_army_morale() const override { return true; }
    bool army_morale(const Roster& roster) const override;
    std::vector<muster::ArmyTally> army_tallies(const Roster& roster) const override;
    double army_line_share() const override;
    ArmyWords army_words() const override;
    std::optional<BattleEnd> battle_end(const Roster& roster) const override; // UE-ARMY-3
    std::vector<std::string_view> rules_changed_in(std::string_view revision) const override;
    /// src/core/ue/owed.cpp.
    std::vector<Owed> owed(const Roster& roster) const override;
    std::optional<Request> settling_request(const Owed& owed) const override;

    /// The type of `id`; throws RuleError (naming the known types) when there is none.
    const TroopType& type(std::string_view id) const;
    const TroopType* find_type(std::string_view id) const;

  private:
    /// src/core/ue/resolve.cpp: the UE resolutions (docs/rules.md, Part 1).
    muster::Resolution resolve_request(const Request& request, Draft& roster,
                                       Env& env) const override;

    /// Up to this many types, find_type reads them in order rather than hash the id.
    static constexpr std::size_t k_types_read_in_order = 32;
    std::vector<TroopType> m_types;
    /// find_type's first look, for a few types: the place in m_types of the one type whose id
    /// falls in each bucket (`type_bucket`), k_no_type for none, k_many_types for more than
    /// one (those are read in order). A 10,000-unit roster's types are looked up 40,000 times.
    static constexpr std::uint8_t k_no_type = 0xff;
    static constexpr std::uint8_t k_many_types = 0xfe;
    std::array<std::uint8_t, 64> m_type_bucket{};
    void index_type_buckets();
    /// find_type where the bucket does not tell: read in order, or hashed past 32 types.
    [[gnu::noinline]] const TroopType* find_type_slowly(std::string_view id) const;
    /// Each type's place in m_types: a roster of 100,000 `type` lines is read in linear time.
    /// Looked up by string_view (no string made for each unit's type).
    struct IdHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view id) const noexcept {
            return std::hash<std::string_view>{}(id);
        }
    };
    std::unordered_map<std::string, std::size_t, IdHash, std::equal_to<>> m_type_index;
};

std::unique_ptr<RuleBook> make_ue_rulebook();

/// The UE rule book behind `book`; throws RuleError when the roster plays another rule set.
const UeRuleBook& ue_book(const RuleBook& book);

/// The reaction test a native unit fired on with casualties owes (UE-MORALE-1): the owed item
/// `owed` lists and the event a fire that makes it due adds.
Owed reaction_test_owed(const Unit& unit);

} // namespace muster::ue
