// A FW unit's own keys (fw/record.hpp): listed, read and checked for the roster file.
#include "muster/fw/record.hpp"

#include "muster/error.hpp"
#include "muster/roster/keys.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>

namespace muster::fw {

namespace {

/// FW-MOVE-1 rates, and `stationary` (FW-MOVE-5).
constexpr std::array<std::string_view, 4> k_move_rates{"stationary", "march", "double", "charge"};

} // namespace

void Record::fields(std::vector<UnitField>& out) const {
    out.push_back(keys::number_field("markers", markers, true));
    out.push_back(keys::number_field("dead", dead));
    out.push_back(keys::number_field("retreating", retreating));
    out.back().alert = true; // FW-RALLY-3: a sheet shows retreating stands in red
    out.push_back(keys::number_field("taken", taken, false, "markers taken this move"));
    out.push_back(keys::text_field("formation", formation));
    out.push_back(keys::flag_field("mounted", mounted));
    out.push_back(keys::flag_field("cover", cover));
    out.push_back(keys::list_field("moves", moves, "last moves", true));
    out.push_back(keys::flag_field("moved", moved));
    out.push_back(keys::flag_field("fought", fought));
    out.push_back(keys::flag_field("limbered", limbered));
}

bool Record::set(std::string_view key, std::string_view value, bool bare) {
    if (key == "mounted" || key == "cover" || key == "moved" || key == "fought" ||
        key == "limbered") {
        const bool on = keys::flag(key, value, bare);
        (key == "mounted"  ? mounted
         : key == "cover"  ? cover
         : key == "moved"  ? moved
         : key == "fought" ? fought
                           : limbered) = on;
        return true;
    }
    if (key == "markers" || key == "dead" || key == "retreating" || key == "taken") {
        keys::need_value(key, bare);
        (key == "markers"      ? markers
         : key == "dead"       ? dead
         : key == "retreating" ? retreating
                               : taken) = keys::count(key, value);
        return true;
    }
    if (key == "formation") {
        keys::need_value(key, bare);
        formation = keys::choice(key, value, k_formations);
        return true;
    }
    if (key == "moves") {
        keys::need_value(key, bare);
        auto rates = keys::list(value);
        for (const auto& rate : rates) {
            if (std::find(k_move_rates.begin(), k_move_rates.end(), rate) == k_move_rates.end()) {
                std::string rates_words;
                for (std::size_t i = 0; i < k_move_rates.size(); ++i) {
                    rates_words += i == 0 ? "" : (i + 1 == k_move_rates.size() ? " or " : ", ");
                    rates_words += k_move_rates[i];
                }
                throw RosterError(fmt::format("moves: `{}` is not a rate ({})", rate, rates_words));
            }
        }
        if (rates.size() > k_moves_kept) {
            throw RosterError(
                fmt::format("moves keeps the last {} rates, not {}", k_moves_kept, rates.size()));
        }
        moves = std::move(rates);
        return true;
    }
    return false;
}

std::unique_ptr<UnitRecord> new_record() {
    return std::make_unique<RecordOf<Record>>();
}

} // namespace muster::fw
