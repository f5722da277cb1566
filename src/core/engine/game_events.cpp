// A resolution's typed events and their one JSON form (include/muster/engine/game_events.hpp).
#include "muster/engine/game_events.hpp"

#include "muster/engine/record.hpp"

#include <type_traits>

namespace muster {

namespace {

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

/// A test as the journal's `roll` keeps it: unit and side only when there is one.
nlohmann::json test_json(const events::Tested& t) {
    nlohmann::json roll = {{"test", t.test}};
    if (!t.unit.empty()) {
        roll["unit"] = t.unit;
    }
    if (!t.side.empty()) {
        roll["side"] = t.side;
    }
    roll["passed"] = t.passed;
    roll["p_pass"] = t.p_pass;
    return roll;
}

nlohmann::json fields(const Event& event) {
    return std::visit(
        Overloaded{
            [](const events::Casualties& e) { return casualties_json(e); },
            [](const events::Tested& e) -> nlohmann::json {
                return {{"test", e.test},
                        {"unit", e.unit.empty() ? nlohmann::json() : nlohmann::json(e.unit)},
                        {"side", e.side},
                        {"passed", e.passed},
                        {"p_pass", e.p_pass},
                        {"die", e.die},
                        {"values", e.values}};
            },
            [](const events::FallsBack& e) -> nlohmann::json {
                return {{"unit", e.unit}};
            },
            [](const events::MeleeWon& e) -> nlohmann::json {
                return {{"side", e.side}, {"units", e.units}};
            },
            [](const events::Owes& e) -> nlohmann::json {
                return {{"owed", owed_json(e.owed)}};
            },
            [](const events::StandsRemoved& e) -> nlohmann::json {
                return {{"unit", e.unit}, {"stands", e.stands}};
            },
            [](const events::StandsReturned& e) -> nlohmann::json {
                return {{"unit", e.unit}, {"stands", e.stands}};
            },
            [](const events::Gone& e) -> nlohmann::json {
                return {{"unit", e.unit}};
            },
            [](const events::Added& e) -> nlohmann::json {
                return {{"unit", e.unit}};
            },
            [](const events::Removed& e) -> nlohmann::json {
                return {{"unit", e.unit}};
            },
        },
        event);
}

} // namespace

nlohmann::json casualties_json(const events::Casualties& casualties) {
    return {{"unit", casualties.unit},
            {"loss", casualties.loss},
            {"inflicted", casualties.inflicted},
            {"applied", casualties.applied},
            {"excess", casualties.excess}};
}

std::string_view event_kind(const Event& event) {
    return std::visit(
        Overloaded{
            [](const events::Casualties&) { return std::string_view("casualties"); },
            [](const events::Tested&) { return std::string_view("tested"); },
            [](const events::FallsBack&) { return std::string_view("falls_back"); },
            [](const events::MeleeWon&) { return std::string_view("melee_won"); },
            [](const events::Owes&) { return std::string_view("owes"); },
            [](const events::StandsRemoved&) { return std::string_view("stands_removed"); },
            [](const events::StandsReturned&) { return std::string_view("stands_returned"); },
            [](const events::Gone&) { return std::string_view("gone"); },
            [](const events::Added&) { return std::string_view("added"); },
            [](const events::Removed&) { return std::string_view("removed"); },
        },
        event);
}

std::string_view event_unit(const Event& event) {
    return std::visit(
        [](const auto& e) -> std::string_view {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, events::MeleeWon>) {
                return {};
            } else if constexpr (std::is_same_v<T, events::Owes>) {
                return e.owed.army ? std::string_view() : std::string_view(e.owed.who);
            } else {
                return e.unit;
            }
        },
        event);
}

nlohmann::json event_json(const Event& event) {
    nlohmann::json out = {{"event", event_kind(event)}};
    out.update(fields(event));
    return out;
}

nlohmann::json events_json(const std::vector<Event>& events) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& event : events) {
        out.push_back(event_json(event));
    }
    return out;
}

nlohmann::json tests_roll_json(const std::vector<Event>& events) {
    nlohmann::json roll;
    for (const auto& event : events) {
        const auto* test = std::get_if<events::Tested>(&event);
        if (test == nullptr) {
            continue;
        }
        if (roll.is_null()) {
            roll = test_json(*test);
        } else {
            if (roll.is_object()) {
                roll = nlohmann::json::array({roll});
            }
            roll.push_back(test_json(*test));
        }
    }
    return roll;
}

} // namespace muster
