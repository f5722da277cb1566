#pragma once

#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/error.hpp"
#include "muster/ue/record.hpp"
#include "units.hpp"

#include <fmt/format.h>
#include <map>

/// A small rule book for tests of the roster format and store, independent of the real troop
/// tables: two UE-like types, one option, and UE-ROSTER-3's "killed within the men present".
namespace muster::test {

class FakeRuleBook : public RuleBook {
  public:
    explicit FakeRuleBook(std::string_view rules = "unbalanced-equality") : m_rules(rules) {}
    std::string_view rules() const override { return m_rules; }
    void add_house_type(const HouseRule& rule) override {
        for (const auto& [key, value] : rule.keys) {
            if (key == "base") {
                if (!m_men.contains(value)) {
                    throw RosterError(fmt::format("unknown base type `{}`", value));
                }
                m_men[rule.name] = m_men[value];
            } else if (key != "men") {
                throw RosterError(fmt::format("unknown house-rule key `{}`", key));
            }
        }
        for (const auto& [key, value] : rule.keys) {
            if (key == "men") {
                m_men[rule.name] = std::stoi(value);
            }
        }
    }
    void add_house_table(const HouseRule& rule) override {
        if (rule.name != "defence") {
            throw RosterError(fmt::format("unknown table `{}`", rule.name));
        }
    }
    bool has_type(std::string_view id) const override { return m_men.contains(std::string(id)); }
    std::vector<std::string> type_ids() const override {
        std::vector<std::string> ids;
        for (const auto& [id, men] : m_men) {
            ids.push_back(id);
        }
        return ids;
    }
    int default_stands(std::string_view type) const override {
        return type == "zulu-spears" ? 6 : 3;
    }
    std::vector<std::pair<std::string, std::vector<std::string>>> option_values() const override {
        return {{"combat-power", {"figures", "men"}}, {"army-morale", {"on", "off"}}};
    }
    void validate(const Unit& unit) const override {
        const long long men = static_cast<long long>(unit.stands) * m_men.at(unit.type);
        if (muster::ue::record(unit).killed > men) {
            throw RosterError(fmt::format("killed={} is more than the unit's {} men",
                                          muster::ue::record(unit).killed, men));
        }
    }
    Derived derive(const Unit& unit, const Roster&) const override {
        Derived d;
        const int men = m_men.at(unit.type);
        d.figures_per_stand = men / 15;
        d.figures = unit.stands * d.figures_per_stand;
        d.killed_figures = static_cast<int>(muster::ue::record(unit).killed / 15);
        d.stands_lost = static_cast<int>(muster::ue::record(unit).killed / men);
        d.stands_left = unit.stands - d.stands_lost;
        d.extra.emplace_back("remainder", std::to_string(muster::ue::record(unit).killed % 15));
        return d;
    }
    std::vector<TypeRow> type_table() const override {
        std::vector<TypeRow> rows;
        for (const auto& [id, men] : m_men) {
            rows.push_back({id, "", {{"men", std::to_string(men), false, false}}});
        }
        return rows;
    }
    /// The fake resolves nothing: it only stands in for a rule set's tables and checks.
    Resolution resolve_request(const Request& /*request*/, Draft& /*roster*/,
                               Env& /*env*/) const override {
        throw RuleError("the fake rule book resolves nothing");
    }

    std::vector<Owed> owed(const Roster& /*roster*/) const override { return {}; }

  private:
    std::string m_rules;
    std::map<std::string, int, std::less<>> m_men{{"brit-infantry", 45}, {"zulu-spears", 300}};
};

} // namespace muster::test
