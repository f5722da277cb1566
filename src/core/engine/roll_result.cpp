// `roll`'s result types and their one serializer each (include/muster/engine/roll_result.hpp).
#include "muster/engine/roll_result.hpp"

#include "muster/engine/odds_table.hpp"

namespace muster::results {

void to_json(nlohmann::json& out, const RolledDie& die) {
    out = {{"value", die.value}, {"kept", die.kept}, {"score", die.score}, {"shown", die.shown}};
    if (!die.rerolled.empty()) {
        out["rerolled"] = die.rerolled;
    }
    if (!die.chain.empty()) {
        out["chain"] = die.chain;
    }
}

void to_json(nlohmann::json& out, const RolledTerm& term) {
    out = {{"term", term.term}, {"values", term.values}};
    if (term.count) {
        out["count"] = *term.count;
    }
    if (term.dice) {
        out["dice"] = *term.dice;
    }
    if (term.total) {
        out["total"] = *term.total;
    }
    if (term.label) {
        out["label"] = *term.label;
    }
}

void to_json(nlohmann::json& out, const Roll& roll) {
    out = {{"expression", roll.expression}, {"terms", roll.terms}, {"total", roll.total}};
    if (roll.repeat) {
        out["repeat"] = *roll.repeat;
    }
    if (roll.pass) {
        out["pass"] = *roll.pass;
    }
    if (roll.successes) {
        out["successes"] = *roll.successes;
    }
}

void to_json(nlohmann::json& out, const Estimate& estimate) {
    out = {{"seconds", estimate.seconds}, {"bytes", estimate.bytes}, {"totals", estimate.totals}};
}

void to_json(nlohmann::json& out, const RollOdds& odds) {
    out = {{"expression", odds.expression},
           {"mean", mean(odds.distribution)},
           {"distribution", distribution_json(odds.distribution)},
           {"estimate", odds.estimate}};
    if (odds.p_pass) {
        out["p_pass"] = *odds.p_pass;
    }
    if (odds.explosion_cap) {
        out["explosion_cap"] = *odds.explosion_cap;
    }
    if (odds.repeat) {
        out["repeat"] = *odds.repeat;
    }
}

void to_json(nlohmann::json& out, const RollReport& report) {
    out = {{"rolls", report.rolls}};
    if (report.rolls.size() == 1) {
        out["total"] = report.rolls.front().total;
        if (report.rolls.front().pass) {
            out["pass"] = *report.rolls.front().pass;
        }
    }
}

void to_json(nlohmann::json& out, const RollOddsReport& report) {
    out = {{"rolls", report.rolls}};
    if (report.rolls.size() == 1) {
        const auto& one = report.rolls.front();
        out["mean"] = mean(one.distribution);
        out["distribution"] = distribution_json(one.distribution);
        if (one.p_pass) {
            out["p_pass"] = *one.p_pass;
        }
    }
}

} // namespace muster::results
