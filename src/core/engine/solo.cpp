#include "muster/engine/solo.hpp"

#include "muster/engine/record.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <set>

namespace muster::solo {

namespace {

/// Equal scores: closer than this they are a tie (docs/solo.md "Ties").
constexpr double k_score_tie = 1e-9;

/// A number of `result` at `key`, or 0 when it has none.
double number_at(const nlohmann::json& result, std::string_view key) {
    const auto found = result.find(key);
    return found != result.end() && found->is_number() ? found->get<double>() : 0.0;
}

/// Whether a melee side's units (`sides.a.units`) hold one of `own`.
bool holds_own(const nlohmann::json& side, const std::vector<std::string>& own) {
    const auto units = side.find("units");
    if (units == side.end() || !units->is_array()) {
        return false;
    }
    return std::ranges::any_of(*units, [&](const nlohmann::json& unit) {
        return unit.is_string() && std::ranges::find(own, unit.get<std::string>()) != own.end();
    });
}

Measures melee_measures(const nlohmann::json& result, const std::vector<std::string>& own) {
    Measures m;
    const auto sides = result.find("sides");
    if (sides == result.end() || !sides->is_object() || !sides->contains("a") ||
        !sides->contains("b")) {
        return m;
    }
    const bool ours_a = holds_own(sides->at("a"), own);
    // A side's expected losses: FW gives `expected_loss` by side, UE the certain phase A
    // `losses` of each side.
    const auto expected = result.find("expected_loss");
    const auto loss_of = [&](const char* side) {
        return expected != result.end() && expected->is_object()
                   ? number_at(*expected, side)
                   : number_at(sides->at(side), "losses");
    };
    m.own_loss = loss_of(ours_a ? "a" : "b");
    m.enemy_loss = loss_of(ours_a ? "b" : "a");
    m.enemy_breaks = number_at(result, ours_a ? "p_a_wins" : "p_b_wins");
    m.own_breaks = number_at(result, ours_a ? "p_b_wins" : "p_a_wins");
    m.contact = 1.0; // a melee is contact
    return m;
}

Measures charge_measures(const nlohmann::json& result) {
    Measures m;
    m.contact = number_at(result, "p_contact");
    m.enemy_breaks = number_at(result, "p_won");
    // anything but winning or a tie: repulsed on the way, beaten or destroyed in the melee
    m.own_breaks = number_at(result, "p_repulsed") + number_at(result, "p_lost") +
                   number_at(result, "p_destroyed");
    if (const auto loss = result.find("expected_loss"); loss != result.end() && loss->is_object()) {
        m.own_loss = number_at(*loss, "charger");
        m.enemy_loss = number_at(*loss, "target");
    }
    return m;
}

} // namespace

const Doctrine* doctrine_named(std::string_view name) {
    const auto found = std::ranges::find(k_doctrines, name, &Doctrine::name);
    return found == k_doctrines.end() ? nullptr : &*found;
}

Measures measures_of(SoloOption::Reading reading, const nlohmann::json& result,
                     const std::vector<std::string>& own) {
    using Reading = SoloOption::Reading;
    Measures m;
    if (!result.is_object()) {
        return m; // holding back: nothing happens
    }
    switch (reading) {
    case Reading::at_enemy:
        m.enemy_loss = number_at(result, "mean");     // the target's expected losses
        m.enemy_breaks = number_at(result, "p_fail"); // the target fails its test
        break;
    case Reading::fight:
        m = melee_measures(result, own);
        break;
    case Reading::charge:
        m = charge_measures(result);
        break;
    case Reading::recovery:
        m.own_loss = -number_at(result, "mean"); // markers taken off: losses undone
        break;
    case Reading::own_test:
        m.own_breaks = number_at(result, "p_fail"); // the side's own test
        break;
    }
    return m;
}

Decision decide(const std::vector<Measures>& measures, const Doctrine& doctrine) {
    Decision decision;
    double scale = 0; // the largest expected loss listed: losses are weighed as a share of it
    for (const auto& m : measures) {
        scale = std::max({scale, std::abs(m.enemy_loss), std::abs(m.own_loss)});
    }
    const auto share = [&](double loss) { return scale > 0 ? loss / scale : 0.0; };
    for (const auto& m : measures) {
        decision.scores.push_back(
            doctrine.enemy_loss * share(m.enemy_loss) + doctrine.enemy_breaks * m.enemy_breaks +
            doctrine.contact * m.contact - doctrine.own_loss * share(m.own_loss) -
            doctrine.own_breaks * m.own_breaks);
    }
    for (std::size_t i = 1; i < decision.scores.size(); ++i) {
        if (decision.scores[i] > decision.scores[decision.chosen] + k_score_tie) {
            decision.chosen = i;
        }
    }
    const double best = decision.scores.at(decision.chosen);
    for (std::size_t i = 0; i < decision.scores.size(); ++i) {
        if (i != decision.chosen && std::abs(decision.scores[i] - best) <= k_score_tie) {
            decision.tied.push_back(i);
        }
    }
    const Measures& m = measures[decision.chosen];
    std::vector<std::string> terms;
    const auto term = [&](std::string_view what, double weight, double value, bool percent) {
        if (weight != 0 && value != 0) {
            terms.push_back(percent
                                ? fmt::format("{} {:.1f}% x{:g}", what, value * 100, weight)
                                : fmt::format("{} {:.2f} of the most x{:g}", what, value, weight));
        }
    };
    term("enemy losses", doctrine.enemy_loss, share(m.enemy_loss), false);
    term("enemy breaks", doctrine.enemy_breaks, m.enemy_breaks, true);
    term("contact", doctrine.contact, m.contact, true);
    term("own losses", -doctrine.own_loss, share(m.own_loss), false);
    term("own breaks", -doctrine.own_breaks, m.own_breaks, true);
    std::string why;
    for (const auto& t : terms) {
        why += why.empty() ? t : ", " + t;
    }
    decision.reason = fmt::format(
        "{}: choice {} scores {:.3f}, the highest ({}){}", doctrine.name, decision.chosen + 1, best,
        why.empty() ? "nothing gained or risked" : why,
        decision.tied.empty() ? ""
                              : fmt::format("; tied with choice {}: the first listed is taken",
                                            decision.tied.front() + 1));
    return decision;
}

int phase_reached(const RuleBook& book, const std::vector<std::string>& commands) {
    const auto phases = book.phases();
    int reached = 0;
    for (const auto& command : commands) {
        for (const Phase& phase : phases) {
            if (phase.command == command) {
                reached = std::max(reached, phase.number);
            }
        }
    }
    return reached;
}

void choose(Listing& listing, const Doctrine& doctrine) {
    listing.doctrine = std::string(doctrine.name);
    if (listing.choices.empty()) {
        listing.decision.reset();
        return;
    }
    std::vector<Measures> measures;
    for (const auto& c : listing.choices) {
        measures.push_back(c.measures);
    }
    listing.decision = decide(measures, doctrine);
    for (std::size_t i = 0; i < listing.choices.size(); ++i) {
        listing.choices[i].score = listing.decision->scores[i];
    }
}

nlohmann::json listing_json(const Listing& listing) {
    nlohmann::json choices = nlohmann::json::array();
    for (const auto& c : listing.choices) {
        nlohmann::json odds = nlohmann::json::object();
        nlohmann::json headline = nlohmann::json::array();
        if (c.result.is_object()) {
            for (const auto& [key, value] : c.result.items()) {
                if (key.starts_with("p_") && value.is_number()) {
                    odds[key] = value;
                }
            }
            headline = c.result.value("headline", nlohmann::json::array());
        }
        std::vector<std::string> argv;
        if (!c.argv.empty()) {
            argv.emplace_back("muster");
            argv.insert(argv.end(), c.argv.begin(), c.argv.end());
        }
        choices.push_back(
            {{"argv", argv},
             {"command", c.argv.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.command)},
             {"hold", c.argv.empty() ? nlohmann::json(c.hold) : nlohmann::json(nullptr)},
             {"headline", headline},
             {"odds", odds},
             {"measures",
              {{"enemy_loss", c.measures.enemy_loss},
               {"own_loss", c.measures.own_loss},
               {"enemy_breaks", c.measures.enemy_breaks},
               {"own_breaks", c.measures.own_breaks},
               {"contact", c.measures.contact}}},
             {"score", c.score}});
    }
    const auto& d = listing.decision;
    return {{"side", listing.side},
            {"doctrine", listing.doctrine},
            {"phase",
             {{"number", listing.phase.number},
              {"title", listing.phase.name},
              {"command", listing.phase.command}}},
            {"refused", listing.refused},
            {"choices", choices},
            {"chosen", d ? nlohmann::json(d->chosen) : nlohmann::json(nullptr)},
            {"reason", d ? nlohmann::json(d->reason) : nlohmann::json(nullptr)},
            {"played", nullptr}};
}

int step_of(const RuleBook& book, std::string_view command) {
    for (const Phase& phase : book.phases()) {
        if (phase.command == command) {
            return phase.number;
        }
    }
    return 0;
}

std::vector<SoloOption> owed_options(const Roster& roster, const RuleBook& book,
                                     std::string_view side) {
    std::vector<SoloOption> out;
    std::set<std::set<std::string>> melees; // one option a continuing melee, not one a unit
    for (const Owed& owed : book.owed(roster)) {
        const Unit* unit = owed.army ? nullptr : roster.find(owed.who);
        const bool ours = owed.army ? owed.who == side : unit != nullptr && unit->side == side;
        if (!ours) {
            continue;
        }
        if (!owed.against.empty()) {
            std::set<std::string> locked(owed.with.begin(), owed.with.end());
            locked.insert(owed.who);
            locked.insert(owed.against.begin(), owed.against.end());
            if (!melees.insert(locked).second) {
                continue;
            }
        }
        auto argv = owed_argv(owed);
        argv.erase(argv.begin()); // "muster"
        // a fight owed (a continuing melee) is read as a fight, anything else as a test
        const auto reading =
            owed.against.empty() ? SoloOption::Reading::own_test : SoloOption::Reading::fight;
        out.push_back({owed.step, argv, "", reading});
        for (const auto& choice : owed.choices) { // an option the settling command takes
            if (choice.option.starts_with("--")) {
                auto with = argv;
                with.push_back(choice.option);
                out.push_back({owed.step, std::move(with), "", reading});
            }
        }
    }
    return out;
}

std::vector<SoloOption>
each_pair(const Roster& roster, std::string_view side, const SoloTable& table,
          const std::function<std::vector<SoloOption>(const Unit&, const Unit&, double)>& make) {
    std::vector<SoloOption> out;
    for (const Unit& unit : roster.units) {
        if (unit.side != side) {
            continue;
        }
        for (const auto& [name, distance] : table.distance) {
            const Unit* enemy = roster.find(name);
            if (enemy == nullptr || enemy->side == side) {
                continue;
            }
            for (auto& option : make(unit, *enemy, distance)) {
                out.push_back(std::move(option));
            }
        }
    }
    return out;
}

std::vector<SoloOption> enemy_options(const RuleBook& book, const Roster& roster,
                                      std::string_view side, const SoloTable& table,
                                      std::string_view hold, const EnemyCommands& commands) {
    using Reading = SoloOption::Reading;
    const int movement = step_of(book, commands.move);
    const int fire = step_of(book, commands.fire);
    const int melee = step_of(book, commands.melee);
    const std::string fires(commands.fire), charges(commands.charge), melees(commands.melee);
    auto out = each_pair(roster, side, table, [&](const Unit& unit, const Unit& enemy, double d) {
        if (d <= 0) {
            return std::vector<SoloOption>{
                {melee, {melees, unit.name, "--vs", enemy.name}, "", Reading::fight}};
        }
        return std::vector<SoloOption>{
            {movement,
             {charges, unit.name, "--at", enemy.name, "--from", inches(d)},
             "",
             Reading::charge},
            {fire,
             {fires, unit.name, "--at", enemy.name, "--distance", inches(d)},
             "",
             Reading::at_enemy}};
    });
    if (std::ranges::any_of(out, [&](const SoloOption& o) { return o.step == movement; })) {
        out.push_back({movement, {}, std::string(hold)});
    }
    return out;
}

std::string inches(double distance) {
    return fmt::format("{:g}", distance);
}

} // namespace muster::solo
