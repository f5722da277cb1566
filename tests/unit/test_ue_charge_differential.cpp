// UE-APPROACH, one rule in one place (issue 21): every path that `charge` works out, replayed as
// the single commands a player would type (`fire`, `morale`, `melee`, `turn`) through the
// engine with the same dice, leaves the same casualties and the same outcome. (`charge` merges
// the throws of one turn that end alike; a path is replayed with the dice of its first throw.) The
// rosters come from a fixed-seed generator (small, so that every path is replayed and the test
// stays fast). Which commands to type each turn is decided here from the engine's own answers (who
// can fire, who is due a test, whether the target still stands), not read from `charge`: only the
// dice come from the path.
#include "../support/engine_fixture.hpp"
#include "muster/ue/charge.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/rulebook.hpp"
#include "muster/ue/unit.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <random>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_ue_charge_differential {

using muster::RuleError;
using muster::TurnRequest;
using muster::Unit;
using muster::engine_test::ChargeArgs;
using muster::engine_test::FireArgs;
using muster::engine_test::MeleeArgs;
using EngineGame = muster::engine_test::Game;
using muster::ue::ChargeEnd;
using muster::ue::ChargePath;

namespace {

constexpr int k_cases = 60;
constexpr std::uint32_t k_seed = 20261130;

/// A small random roster: a native charger `C`, its target `T` (a British company, or now and
/// then a native regular one, which tests morale after the spears: UE-APPROACH-2), and now and
/// then a gun `G` beside it.
std::string random_roster(std::mt19937& rng) {
    const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution(lo, hi)(rng); };
    static const std::array<std::pair<const char*, int>, 3> k_chargers{
        {{"zulu-spears", 300}, {"native-light-cavalry", 30}, {"zulu-rifles", 300}}};
    const auto& [type, per_stand] = k_chargers.at(static_cast<std::size_t>(pick(0, 2)));
    const int stands = pick(1, per_stand == 300 ? 3 : 4);
    const int men = stands * per_stand;
    std::string text = fmt::format("unit C {} side=zulu stands={} killed={}\n", type, stands,
                                   pick(0, men * 3 / 5));
    const int company = pick(1, 3);
    const int killed = pick(0, company * 45 / 2);
    const bool closed = pick(0, 1) == 1;
    const bool native = pick(0, 2) == 0;
    text += fmt::format("unit T {} side=british stands={} killed={} formation={}\n",
                        native ? "native-regular-infantry" : "brit-infantry", company, killed,
                        closed ? "closed" : "open");
    const int extra = pick(0, 19);
    if (extra < 2) {
        text += "unit G maxim-brit side=british stands=1\n";
    } else if (extra == 2) {
        text += "unit G cannon-brit side=british stands=1\n";
    }
    return text;
}

/// The dice of one path, handed out in order.
struct Dice {
    std::vector<int> values;
    std::size_t next = 0;
    std::vector<int> take(std::size_t n) {
        REQUIRE(next + n <= values.size());
        std::vector<int> out(values.begin() + static_cast<std::ptrdiff_t>(next),
                             values.begin() + static_cast<std::ptrdiff_t>(next + n));
        next += n;
        return out;
    }
};

/// How a replay ended, and the men killed the roster records on the charger and its target.
struct Replayed {
    ChargeEnd end = ChargeEnd::on;
    long long charger_killed = 0;
    long long target_killed = 0;
};

/// Replays `path` on a fresh game from `roster` as single commands.
Replayed replay(const std::string& roster, const muster::ue::ChargeOdds& odds,
                const ChargePath& path, bool has_gun) {
    EngineGame g("unbalanced-equality", roster);
    const muster::ue::UeRuleBook book;
    const auto destroyed = [&](const char* name) {
        const Unit& u = g.unit(name);
        return muster::ue::status_of(u, book.type(u.type), muster::ue::Options{}).destroyed;
    };
    const auto ended = [&](ChargeEnd end) {
        return Replayed{end, muster::ue::record(g.unit("C")).killed,
                        muster::ue::record(g.unit("T")).killed};
    };
    for (std::size_t t = 0; t < path.turns.size(); ++t) {
        CAPTURE(t);
        const auto& plan = odds.turns.at(t);
        if (t > 0) {
            TurnRequest next;
            next.skip_owed = true;
            g.resolve(next);
        }
        Dice dice;
        for (const auto& command : path.turns[t]) {
            dice.values.insert(dice.values.end(), command.dice.begin(), command.dice.end());
        }
        if (plan.fire_and_charge) { // the spears first (UE-APPROACH-2)
            FireArgs spears{{"C"}, "T", "", plan.to, {}, false, {}, "", false};
            g.resolve(spears);
        }
        // Who can fire at C now: each defender asked alone, with odds (nothing changes).
        std::vector<std::string> firers;
        for (const char* d : {"T", "G"}) {
            if (std::string(d) == "G" && !has_gun) {
                continue;
            }
            FireArgs probe{{d}, "C", "", plan.to, {}, false, {}, "", false};
            try {
                g.odds(probe);
                firers.emplace_back(d);
            } catch (const RuleError&) {
            }
        }
        if (!firers.empty()) {
            const bool cannon = std::find(firers.begin(), firers.end(), "G") != firers.end() &&
                                g.unit("G").type == "cannon-brit";
            FireArgs fire{firers, "C", "", plan.to, {}, false, {}, "", false};
            g.resolve(fire, dice.take(cannon ? 1 : 0));
        }
        if (destroyed("C")) {
            CHECK(dice.next == dice.values.size());
            return ended(ChargeEnd::destroyed);
        }
        // Each unit `morale` finds due, the charger first: the target tests only after the
        // spears of a fire & charge, and only when the charger held (UE-APPROACH-2).
        const auto due = g.odds(muster::engine_test::morale_of({}));
        const auto owes = [&](const char* name) {
            for (const auto& test : due.result["tests"]) {
                if (test["unit"] == name) {
                    return true;
                }
            }
            return false;
        };
        if (owes("C")) {
            const auto test = g.resolve(muster::engine_test::morale_of({"C"}), dice.take(1));
            if (muster::ue::record(g.unit("C")).falling_back) {
                CHECK(dice.next == dice.values.size());
                return ended(ChargeEnd::repulsed);
            }
            CHECK(test.result["tests"][0]["passed"] == true);
        }
        if (plan.fire_and_charge && owes("T")) {
            g.resolve(muster::engine_test::morale_of({"T"}), dice.take(1));
            if (muster::ue::record(g.unit("T")).falling_back) {
                CHECK(dice.next == dice.values.size());
                return ended(ChargeEnd::target_broke);
            }
        }
        if (!plan.contact) {
            CHECK(dice.next == dice.values.size());
            continue;
        }
        if (destroyed("T")) {
            return ended(ChargeEnd::won); // the spears left nobody to melee
        }
        MeleeArgs melee;
        melee.a = {"C"};
        melee.b = {"T"};
        const auto r = g.resolve(melee, dice.take(2));
        CHECK(dice.next == dice.values.size());
        return ended(r.result["winner"] == "a" ? ChargeEnd::won : ChargeEnd::lost);
    }
    return ended(ChargeEnd::on);
}

} // namespace

TEST_CASE("UE-APPROACH-2: every path of charge, replayed as fire, morale and melee with the same "
          "dice, gives the same casualties and outcome",
          "[ue][charge][differential]") {
    std::mt19937 rng(k_seed);
    std::size_t replayed = 0;
    std::array<std::size_t, 6> ends{};
    for (int i = 0; i < k_cases; ++i) {
        const std::string roster = random_roster(rng);
        const double from = std::uniform_int_distribution(0, 16)(rng) / 2.0;
        CAPTURE(roster, from);
        EngineGame g("unbalanced-equality", roster);
        const muster::ue::UeRuleBook book;
        muster::ue::ChargeInput in;
        in.charger = &g.unit("C");
        in.defenders = {&g.unit("T")};
        const bool has_gun = g.roster.find("G") != nullptr;
        if (has_gun) {
            in.defenders.push_back(&g.unit("G"));
        }
        in.from = from;
        in.keep_paths = true;
        muster::ue::ChargeOdds odds;
        try {
            odds = muster::ue::charge_odds(in, book, muster::ue::Options{});
        } catch (const RuleError&) {
            continue; // a charger that cannot charge (destroyed by its starting killed)
        }
        double total = 0;
        for (const auto& path : odds.paths) {
            total += path.p;
            CAPTURE(replayed);
            const Replayed got = replay(roster, odds, path, has_gun);
            CHECK(got.end == path.end);
            CHECK(got.charger_killed == path.charger_killed);
            CHECK(got.target_killed == path.target_killed);
            ++ends.at(static_cast<std::size_t>(got.end));
            ++replayed;
        }
        CHECK(total == Approx(1.0));
        // The path view and the merged odds are the same numbers.
        ChargeArgs request;
        request.charger = "C";
        request.defenders =
            has_gun ? std::vector<std::string>{"T", "G"} : std::vector<std::string>{"T"};
        request.from = from;
        const auto merged = g.odds(request);
        double p_won = 0;
        for (const auto& path : odds.paths) {
            p_won += path.end == ChargeEnd::won ? path.p : 0.0;
        }
        CHECK(merged.result["p_won"].get<double>() == Approx(p_won).margin(1e-9));
    }
    // The generator reaches every ending.
    CHECK(replayed > 150);
    CHECK(ends[static_cast<std::size_t>(ChargeEnd::repulsed)] > 0);
    CHECK(ends[static_cast<std::size_t>(ChargeEnd::won)] > 0);
    CHECK(ends[static_cast<std::size_t>(ChargeEnd::lost)] > 0);
    CHECK(ends[static_cast<std::size_t>(ChargeEnd::destroyed)] > 0);
    CHECK(ends[static_cast<std::size_t>(ChargeEnd::target_broke)] > 0);
}

} // namespace muster_unit_ue_charge_differential
