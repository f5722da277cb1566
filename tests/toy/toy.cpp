#include "toy.hpp"

#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/odds_table.hpp"
#include "muster/engine/record.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/roster_steps.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <type_traits>
#include <variant>

namespace muster::toy {

namespace {

const ToyType* find_type(std::string_view id) {
    const auto* it =
        std::find_if(k_types.begin(), k_types.end(), [&](const ToyType& t) { return t.id == id; });
    return it == k_types.end() ? nullptr : &*it;
}

const ToyType& type_of(const Unit& unit) {
    const auto* type = find_type(unit.type);
    if (type == nullptr) {
        throw RosterError(fmt::format("unknown type `{}` in {}", unit.type, k_rules_id));
    }
    return *type;
}

int figures(const Unit& unit) {
    return unit.stands * type_of(unit).figures_per_stand;
}

/// Stands left: a stand is lost for each full stand of figures hit.
int stands_left(const Unit& unit) {
    const int lost = static_cast<int>(key_count(unit, k_hits) / type_of(unit).figures_per_stand);
    return std::max(0, unit.stands - lost);
}

/// The number a firer's D6 hits on: its type's, one less with the toy's own `fire --aimed`, one
/// more at a target dug in (the toy's own `dig-in`).
int hit_on(const Unit& firer, bool aimed, const Unit& target) {
    return type_of(firer).hit_on - (aimed ? 1 : 0) + (has_mark(target.done, k_dug_mark) ? 1 : 0);
}

/// One part of the fire pool a firer: a D6 a stand left, scoring 1 on its number (hit_on).
dice::PoolPart firer_part(const Unit& firer, bool aimed, const Unit& target) {
    const int hit_on = toy::hit_on(firer, aimed, target);
    return {dice::Die::d6(), stands_left(firer),
            [hit_on](int face) { return face >= hit_on ? 1 : 0; },
            fmt::format("{} fire", firer.name), firer.name};
}

Resolution fire(const BookRequest& request, bool aimed, Draft& roster, Env& env,
                const RuleBook& book) {
    UnitResolver resolver(roster, book);
    const auto firers = resolve_units(resolver, request.units, true);
    Unit& target = resolver.resolve(request.unit_of("--at", k_fire));
    std::vector<dice::PoolPart> parts;
    for (Unit* firer : firers) {
        refuse_repeat(env, *firer, k_fired_mark, "fired", "toy fire", roster.before());
        parts.push_back(firer_part(*firer, aimed, target));
    }
    Resolution report = start_resolution("fire", k_rules_id);
    std::vector<std::string> names;
    for (const Unit* firer : firers) {
        names.push_back(firer->name);
    }
    if (env.odds()) {
        const auto dist = dice::pool_distribution(parts);
        Headline headline;
        headline.number(fmt::format("expected hits on {}", target.name), mean(dist));
        headline.chance(fmt::format("{} hit at least once", target.name), p_at_least(dist, 1));
        report.text.push_back(fmt::format("{} at {}: exact odds of the hits, mean {:.4f}",
                                          fmt::join(names, ", "), target.name, mean(dist)));
        add_odds_table(report, dist, "hits");
        report.result = {{"target", target.name}, {"distribution", distribution_json(dist)}};
        report.brief = fmt::format("fire --odds: {}", lead_with(report, headline));
        return report;
    }
    const auto thrown = env.dice().pool(parts);
    const long long room = figures(target) - key_count(target, k_hits);
    const long long hits = std::min(thrown.total, room);
    const int before = stands_left(target);
    set_key_count(target, k_hits, key_count(target, k_hits) + hits);
    for (Unit* firer : firers) {
        add_mark(firer->done, k_fired_mark);
        if (aimed) {
            add_mark(firer->done, k_aimed_mark);
        }
    }
    report.text.push_back(
        fmt::format("{} at {}: {} hit{} (D6, {}+ hits{}{})", fmt::join(names, ", "), target.name,
                    hits, hits == 1 ? "" : "s", hit_on(*firers.front(), aimed, target),
                    aimed ? ", aimed" : "", has_mark(target.done, k_dug_mark) ? ", dug in" : ""));
    if (const int lost = before - stands_left(target); lost > 0) {
        report.table.push_back(
            fmt::format("remove {} stand{} of {}", lost, lost == 1 ? "" : "s", target.name));
    }
    report.result = {
        {"target", target.name}, {"hits", hits}, {"hits_total", key_count(target, k_hits)}};
    report.brief = fmt::format("fire {} at {}: {} hit{}", fmt::join(names, ","), target.name, hits,
                               hits == 1 ? "" : "s");
    finish_resolution(report, env, {});
    return report;
}

/// The toy's own command: `dig-in UNIT...` marks each unit dug in for the round (once a round).
Resolution dig_in(const BookRequest& request, Draft& roster, Env& env, const RuleBook& book) {
    UnitResolver resolver(roster, book);
    const auto units = resolve_units(resolver, request.units, true);
    Resolution report = start_resolution(std::string(k_dig_in), k_rules_id);
    std::vector<std::string> names;
    for (Unit* unit : units) {
        refuse_repeat(env, *unit, k_dug_mark, "dug in", "toy dig-in", roster.before());
        add_mark(unit->done, k_dug_mark);
        names.push_back(unit->name);
        report.text.push_back(fmt::format("{} digs in: fire at it hits on one more", unit->name));
    }
    report.result = {{"units", names}};
    report.brief = fmt::format("{} {}", k_dig_in, fmt::join(names, ","));
    finish_resolution(report, env, {});
    return report;
}

class ToyRuleBook final : public RuleBook {
  public:
    std::string_view rules() const override { return k_rules_id; }
    void add_house_type(const HouseRule&) override { no_house_rules(); }
    void add_house_table(const HouseRule&) override { no_house_rules(); }
    bool has_type(std::string_view id) const override { return find_type(id) != nullptr; }
    std::vector<std::string> type_ids() const override {
        std::vector<std::string> ids;
        for (const auto& t : k_types) {
            ids.emplace_back(t.id);
        }
        return ids;
    }
    int default_stands(std::string_view id) const override {
        const auto* type = find_type(id);
        return type == nullptr ? 1 : type->stands;
    }
    std::vector<std::pair<std::string, std::vector<std::string>>> option_values() const override {
        return {};
    }
    std::vector<RosterKey> unit_keys() const override {
        return {{std::string(k_hits), k_max_count, true}};
    }
    void validate(const Unit& unit) const override {
        if (key_count(unit, k_hits) > figures(unit)) {
            throw RosterError(fmt::format("{} hits, but the unit has {} figures",
                                          key_count(unit, k_hits), figures(unit)));
        }
    }
    Derived derive(const Unit& unit, const Roster&) const override {
        const auto& type = type_of(unit);
        Derived d;
        d.figures_per_stand = type.figures_per_stand;
        d.figures = figures(unit);
        d.killed_figures = static_cast<int>(key_count(unit, k_hits));
        d.stands_left = stands_left(unit);
        d.stands_lost = unit.stands - d.stands_left;
        d.klass = "toy";
        d.kind = std::string(type.id);
        d.die = "D6";
        d.extra = {{"hit_on", static_cast<long long>(type.hit_on)}};
        return d;
    }
    std::vector<TypeRow> type_table() const override {
        std::vector<TypeRow> rows;
        for (const auto& t : k_types) {
            rows.push_back(
                {std::string(t.id),
                 "",
                 {{"figures", std::to_string(t.figures_per_stand), false, false,
                   TypeRow::number(t.figures_per_stand)},
                  {"hit-on", fmt::format("{}+", t.hit_on), false, false, TypeRow::number(t.hit_on)},
                  {"stands", std::to_string(t.stands), false, false, TypeRow::number(t.stands)}}});
        }
        return rows;
    }
    Resolution resolve_request(const Request& request, Draft& roster, Env& env) const override {
        return std::visit(
            [&](const auto& r) -> Resolution {
                using T = std::decay_t<decltype(r)>;
                if constexpr (std::is_same_v<T, KillRequest>) {
                    auto report =
                        kill(r, roster, *this, [&](Unit& unit, const Derived&, Resolution& out) {
                            const long long hits =
                                std::clamp(key_count(unit, k_hits) + r.count, 0LL,
                                           static_cast<long long>(figures(unit)));
                            set_key_count(unit, k_hits, hits);
                            out.text.push_back(fmt::format("{}: {} hits", unit.name, hits));
                            out.brief =
                                fmt::format("kill {} {}: {} hits", unit.name, r.count, hits);
                        });
                    report.rules = std::string(k_rules_id);
                    return report;
                } else if constexpr (std::is_same_v<T, BookRequest>) {
                    if (request.command == k_fire) {
                        return fire(r, request.has(k_aimed), roster, env, *this);
                    }
                    if (request.command != k_dig_in) {
                        refuse_other_command(*this, request.command);
                    }
                    return dig_in(r, roster, env, *this);
                } else if constexpr (std::is_same_v<T, TurnRequest>) {
                    auto report =
                        advance_turn(roster, *this, r.skip_owed, [](Draft&) { return TurnDue{}; });
                    report.rules = std::string(k_rules_id);
                    return report;
                } else {
                    throw RuleError(fmt::format("{} has no such step", k_rules_id));
                }
            },
            request.base());
    }
    /// The toy's own command (issue 40): the command line offers it, and refuses it on a roster
    /// of another rule set, because this book declares it.
    std::vector<CommandDecl> commands() const override {
        return {at_target_command(k_fire, "resolve fire at a target",
                                  "Toy fire: one D6 a firer's stand left, each hitting on the "
                                  "firer's hit-on number (the range is recorded, not counted).",
                                  "the firing unit(s)", "firer"),
                {std::string(k_dig_in), "toy: dig units in for the round",
                 "Dig the units in for the round (toy-skirmish): fire at a unit dug in hits on "
                 "one more. Once a round; throws no dice.",
                 "the unit(s) to dig in"}};
    }
    /// The toy's own option (issue 40): `fire --aimed`, read where it resolves (Request::has).
    std::vector<OptionSpec> options(std::string_view command) const override {
        if (command == k_fire) {
            auto out = range_options();
            out.push_back({std::string(k_aimed), "toy: aimed fire, each firer hits on one less"});
            return out;
        }
        return {};
    }
    /// The toy's own marks (issue 40): `shot`, left by its `fire` (a second fire is refused
    /// with that fire's journal line, found through this declaration), and `aimed`.
    std::vector<MarkSpec> marks() const override {
        return {{std::string(k_fired_mark), "fired", {"fire"}},
                {std::string(k_aimed_mark), "took aim", {"fire"}},
                {std::string(k_dug_mark), "dug in", {std::string(k_dig_in)}}};
    }
    std::vector<Owed> owed(const Roster&) const override { return {}; }
    std::string dice_order(std::string_view command) const override {
        return command == "fire" ? fmt::format("{}: one D6 a firer's stand left, in the order "
                                               "named",
                                               k_rules_id)
                                 : std::string();
    }
    std::string_view period() const override { return "round"; }
    /// The toy's turn: 1 fire (`fire`), and that is all.
    std::vector<Phase> phases() const override { return {{"fire", 1, "fire"}}; }
    std::string_view gone_word() const override { return "routed"; }
    FigureMarks figure_marks() const override { return {"hit", "", "standing"}; }

  private:
    [[noreturn]] static void no_house_rules() {
        throw RosterError(fmt::format("{} has no house rules", k_rules_id));
    }
};

} // namespace

std::unique_ptr<RuleBook> make_toy_rulebook() {
    return std::make_unique<ToyRuleBook>();
}

} // namespace muster::toy
