#pragma once

#include "muster/engine/rulebook.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/tables.hpp"

#include <memory>

namespace muster::fw {

/// The 'Ere's to You Fuzzy-Wuzzy rule book (docs/rules.md, Part 2): built-in types and provisional
/// tables (FW-TAB-1) plus the roster's house rules, validation and derived numbers
/// (FW-PIECE-2).
std::unique_ptr<RuleBook> make_fw_rulebook();

/// The rule set's id: the roster's `rules` line (docs/rules.md, Part 2).
inline constexpr std::string_view k_rules_id = "fuzzy-wuzzy";

/// The FW implementation of RuleBook; `book()` gives the tables the rules code reads.
class FwRuleBook final : public RuleBook {
  public:
    std::string_view rules() const override { return k_rules_id; }
    std::string_view provisional_rule() const override { return "FW-TAB-1"; }
    void add_house_type(const HouseRule& rule) override { m_book.add_house_type(rule); }
    void add_house_table(const HouseRule& rule) override { m_book.add_house_table(rule); }
    bool has_type(std::string_view id) const override { return m_book.has_type(id); }
    std::vector<std::string> type_ids() const override { return m_book.type_ids(); }
    /// One stand: a company, squadron, battery or group of ~200 (FW-PIECE-1).
    int default_stands(std::string_view type) const override;
    /// OPT-4 `fw-regular-fire-results off|on`, default first.
    std::vector<std::pair<std::string, std::vector<std::string>>> option_values() const override;
    /// FW-PIECE-2: markers + dead within the figures; retreating within the stands present;
    /// no unbalanced-equality keys; FW formations (open, closed, line, column, square); rates in
    /// `moves`.
    void validate(const Unit& unit) const override;
    /// FW-PIECE-2: figures, unwounded, stands out of action (markers fill stands in order),
    /// stands able to act and ready (not retreating).
    Derived derive(const Unit& unit, const Roster& roster) const override;
    /// Every type and global table, provisional values marked (FW-TAB-1).
    std::vector<TypeRow> type_table() const override;
    /// src/core/fw/solo.cpp: the choices `muster solo` weighs for a side (docs/solo.md).
    std::vector<SoloOption> solo_options(const Roster& roster, std::string_view side,
                                         const SoloTable& table) const override;
    /// src/core/fw/resolve.cpp: each command's dice (src/core/fw/resolve.hpp).
    std::string dice_order(std::string_view command) const override;
    /// src/core/fw/commands.cpp: its own commands (recover, recon, form) and their older records.
    std::vector<CommandDecl> commands() const override;
    std::optional<Request> request_of_record(const nlohmann::json& record) const override;
    /// src/core/fw/options.cpp: the options it gives each command, and reading them (issue 40).
    std::vector<OptionSpec> options(std::string_view command) const override;
    /// src/core/fw/words.cpp: its marks and how `status` reads them; the report's headline.
    std::vector<MarkSpec> marks() const override;
    HeadlineWords headline_words() const override;
    MakeUnitRecord unit_record_maker() const override { return &new_record; }
    // src/core/fw/words.cpp: how FW speaks (FW-SEQ, FW-PIECE-2, FW-RALLY-3).
    std::string help_words(std::string_view topic) const override;
    std::string_view period() const override { return "move"; }
    std::vector<Phase> phases() const override;
    std::optional<Phase> retreat_phase() const override;
    std::string_view gone_word() const override { return "out of action"; }
    FigureMarks figure_marks() const override;
    std::vector<std::pair<std::string, long long>> counts(const Unit& unit) const override;
    std::vector<UnitChange> unit_changes(const Unit& before, const Unit& after,
                                         std::string_view command) const override;
    std::pair<int, int> stands_rallied(const Unit& before, const Unit& after) const override;
    std::vector<std::string> sheet_numbers(const Unit& unit, const Derived& d) const override;
    std::string lost_text(const Unit& unit, const Derived& d) const override;
    std::vector<std::pair<long long, std::string_view>>
    stand_states(const Unit& unit, const Derived& d) const override;
    bool standing_since(const Unit& unit) const override;
    /// FW-FIRE-3: a failed fire combat result test (its roll's `test`) sends stands retreating.
    std::vector<std::string> setback_tests() const override { return {"fire-result"}; }
    std::vector<std::string> standing_words(const Unit& unit,
                                            std::string_view since) const override;
    /// src/core/fw/owed.cpp.
    std::vector<Owed> owed(const Roster& roster) const override;
    /// FW-PIECE-2: its counts on the chart, dead figures and casualty markers.
    ChartWords chart_words(std::string_view count) const override;
    std::optional<Request> settling_request(const Owed& owed) const override;

    const Book& book() const { return m_book; }

  private:
    /// src/core/fw/resolve.cpp: the FW resolutions (docs/rules.md, Part 2).
    muster::Resolution resolve_request(const Request& request, Draft& roster,
                                       Env& env) const override;

    Book m_book;
};

/// The FW tables of a rule book. Throws RuleError when `rulebook` is not a fuzzy-wuzzy one.
const Book& book_of(const RuleBook& rulebook);

/// OPT-4: the option name and whether regulars take the fire combat result test.
inline constexpr const char* k_opt_regular_fire_results = "fw-regular-fire-results";
bool regular_fire_results(const Roster& roster);

/// The fire combat result test a unit that took markers owes (FW-FIRE-3): the owed item `owed`
/// lists and the event a fire that makes it due adds.
Owed fire_result_owed(const Unit& unit);

} // namespace muster::fw
