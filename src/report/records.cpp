// The journal's lines as the battle report reads them: entries, the game-record fields, what
// was undone (the text given; the store reads the file).
#include "muster/engine/event.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/report/model.hpp"
#include "muster/store/journal.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

namespace muster::battle_report {

namespace {

/// A request field as a list of unit names: an array of strings, or one string ("" is none).
std::vector<std::string> names_in(const nlohmann::json& request, const char* key) {
    std::vector<std::string> out;
    const auto found = request.find(key);
    if (found == request.end()) {
        return out;
    }
    if (found->is_string() && !found->get_ref<const std::string&>().empty()) {
        out.push_back(found->get<std::string>());
    } else if (found->is_array()) {
        for (const auto& item : *found) {
            if (item.is_string()) {
                out.push_back(item.get<std::string>());
            }
        }
    }
    return out;
}

std::string text_in(const nlohmann::json& object, const char* key) {
    const auto found = object.find(key);
    return found != object.end() && found->is_string() ? found->get<std::string>() : std::string();
}

/// One item of a `skipped` list as the report shows it: `turn --skip-owed`'s object as
/// Who owed a skipped item: its `unit` or `side` (journal version 3), or `who` (before).
std::string who_of(const nlohmann::json& item) {
    if (!item.is_object()) {
        return {};
    }
    for (const char* key : {"unit", "side", "who"}) {
        if (const auto found = item.find(key); found != item.end() && found->is_string()) {
            return found->get<std::string>();
        }
    }
    return {};
}

/// "uThulwana: morale test (UE-MORALE-1)"; a string as it is; another object as its values;
/// anything else as JSON.
std::string skipped_text(const nlohmann::json& item) {
    if (item.is_string()) {
        return item.get<std::string>();
    }
    const auto text_of = [&](const char* key) {
        const auto found = item.find(key);
        return found != item.end() && found->is_string() ? found->get<std::string>()
                                                         : std::string();
    };
    if (item.is_object() && !who_of(item).empty() && !text_of("owes").empty()) {
        const auto rule = text_of("rule");
        return fmt::format("{}: {}{}", who_of(item), text_of("owes"),
                           rule.empty() ? std::string() : fmt::format(" ({})", rule));
    }
    if (item.is_object()) {
        std::string text;
        for (const auto& [key, value] : item.items()) {
            text += (text.empty() ? "" : " ") +
                    (value.is_string() ? value.get<std::string>() : value.dump());
        }
        return text;
    }
    return item.dump();
}

/// The game-record fields of a journal entry (the agreed spec): `source`, and `roll` as one
/// object or a list of them. Missing or malformed fields read as not recorded.
void read_game_record(const store::JournalEntry& entry, Record& record) {
    record.source = entry.source;
    if (entry.skipped.is_array()) {
        for (const auto& item : entry.skipped) {
            record.skipped.push_back(skipped_text(item));
            // only an owed item (with `owes`) names who owed it as data
            record.skipped_who.push_back(item.is_object() && item.contains("owes") ? who_of(item)
                                                                                   : "");
        }
    }
    if (entry.roll.is_null()) {
        return;
    }
    const auto rolls = entry.roll.is_array() ? entry.roll : nlohmann::json::array({entry.roll});
    for (const auto& roll : rolls) {
        if (!roll.is_object() || !roll.contains("passed") || !roll["passed"].is_boolean()) {
            continue;
        }
        const auto text = [&](const char* key) {
            const auto f = roll.find(key);
            return f != roll.end() && f->is_string() ? f->get<std::string>() : std::string();
        };
        const auto chance = roll.find("p_pass");
        const bool has_chance = chance != roll.end() && chance->is_number() &&
                                chance->get<double>() >= 0 && chance->get<double>() <= 1;
        record.rolls.push_back({text("test"), text("unit"), text("side"),
                                roll["passed"].get<bool>(),
                                has_chance ? chance->get<double>() : 0});
    }
}

/// `request` in the words muster writes now (an older entry's read by the rule books:
/// RuleBook::request_of_record), or as it is when muster cannot read it.
nlohmann::json current_request(const nlohmann::json& request) {
    try {
        return request_json(request_from_json(request));
    } catch (const std::exception&) {
        return request;
    }
}

/// The units a request gives by the option `name` (BookRequest::unit_options).
std::vector<std::string> by_option(const nlohmann::json& request, const char* name) {
    const auto options = request.find("unit_options");
    return options == request.end() || !options->is_object() ? std::vector<std::string>()
                                                             : names_in(*options, name);
}

/// The words of a request's text options, for a move's history ("march").
std::string option_words(const nlohmann::json& request) {
    std::string words;
    if (const auto options = request.find("options");
        options != request.end() && options->is_object()) {
        for (const auto& [name, value] : options->items()) {
            if (value.is_string()) {
                words += (words.empty() ? "" : ", ") + value.get<std::string>();
            }
        }
    }
    return words;
}

/// The units `units` of a request in their `role` (RuleBook::commands, Role).
void take_role(Role role, std::vector<std::string> units, const nlohmann::json& request,
               Record& record) {
    switch (role) {
    case Role::none:
        break;
    case Role::fired:
        record.firers = std::move(units);
        break;
    case Role::fired_at:
        record.target = units.empty() ? std::string() : units.front();
        break;
    case Role::side_a:
        record.side_a = std::move(units);
        break;
    case Role::side_b:
        record.side_b = std::move(units);
        break;
    case Role::moved:
        record.movers = std::move(units);
        record.rate = option_words(request);
        break;
    case Role::scouted:
        record.scout = units.empty() ? std::string() : units.front();
        break;
    case Role::sides:   // read from the command (model.cpp: role_of), entry or not
    case Role::rallied: // the same
        break;
    }
}

/// Who did what (docs/game-record.md, "Event format"): the units of the request by the role its
/// command's declaration gives them (RuleBook::commands), and a fight's outcome from its typed
/// result (`winner` "a", "b" or a tie; UE's `pursue`).
void read_roles(const store::JournalEntry& entry, Record& record) {
    if (!entry.request.is_object()) {
        return;
    }
    const auto request = current_request(entry.request);
    record.typed = true;
    for (const char* key : {"units", "unit"}) {
        for (auto& name : names_in(request, key)) {
            record.named.push_back(std::move(name));
        }
    }
    if (const auto options = request.find("unit_options");
        options != request.end() && options->is_object()) {
        for (const auto& [option, units] : options->items()) {
            for (auto& name : names_in(*options, option.c_str())) {
                record.named.push_back(std::move(name));
            }
        }
    }
    const auto declared = command_declared(text_in(request, "kind"));
    if (!declared) {
        return;
    }
    take_role(declared->role, names_in(request, "units"), request, record);
    for (const auto& option : declared->unit_options) {
        take_role(option.role, by_option(request, option.name.c_str()), request, record);
    }
    if (!record.side_a.empty()) {
        const auto winner = entry.result.is_object() ? text_in(entry.result, "winner") : "";
        const auto& winners = winner == "a" ? record.side_a : record.side_b;
        const auto pursued =
            entry.result.is_object() ? entry.result.find("pursue") : entry.result.end();
        const bool pursue =
            pursued != entry.result.end() && pursued->is_boolean() && pursued->get<bool>();
        record.melee_outcome =
            winner == "a" || winner == "b"
                ? fmt::format("won by {}{}", fmt::join(winners, ", "), pursue ? ", pursuing" : "")
                : std::string("a tie");
    }
}

} // namespace

std::vector<Record> read_records(std::vector<store::JournalEntry> entries) {
    std::vector<Record> records;
    records.reserve(entries.size());
    for (auto& entry : entries) {
        Record record;
        read_game_record(entry, record);
        read_roles(entry, record);
        record.log_line = brief_line(brief_with_dice(entry.brief, entry.dice), entry.turn);
        record.entry = std::move(entry);
        records.push_back(std::move(record));
    }
    for (auto& r : records) {
        r.live = false;
    }
    std::vector<bool> undos; // live_changes needs only which entries are undos
    undos.reserve(records.size());
    for (const auto& r : records) {
        undos.push_back(r.entry.undo);
    }
    for (const auto i : store::live_changes(undos)) {
        records[i].live = true;
    }
    return records;
}

} // namespace muster::battle_report
