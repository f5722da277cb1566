// FW-APPROACH, one rule in one place (issue 21): the odds `charge` gives in fuzzy-wuzzy equal the
// odds of the same charge played as the single commands a player would type (`move --rate`,
// `fire --distance`, `morale`, `melee`, `turn`), each thrown with every sequence of typed dice
// (every face of every die, AvD repeats included) on a copy of the roster, and the rosters that
// come out merged when they are the same. Nothing here reads `charge`'s own steps: which rate the
// charger may move at, who can fire, whether the charger owes its fire combat result and who
// wins the close combat are the engine's answers to the single commands. The rosters come from a
// fixed-seed generator, small enough for every throw to be played (a stand has two figures).
#include "../support/engine_fixture.hpp"
#include "muster/fw/record.hpp"
#include "muster/fw/rulebook.hpp"
#include "muster/fw/state.hpp"
#include "muster/roster/format.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <map>
#include <random>
#include <stdexcept>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fw_charge_differential {

using muster::Request;
using muster::Resolution;
using muster::Roster;
using muster::RuleError;
using muster::TurnRequest;
using muster::engine_test::ChargeArgs;
using muster::engine_test::FireArgs;
using muster::engine_test::MeleeArgs;
using EngineGame = muster::engine_test::Game;

namespace {

constexpr int k_cases = 24;
constexpr std::uint32_t k_seed = 20261201;
/// No run of one command throws more dice than this (the generator keeps units small).
constexpr std::size_t k_max_dice = 8;

/// Every sequence of faces, in odometer order: `draw` hands out the faces chosen so far and the
/// first face of any die beyond them, and remembers how many faces each die had.
class EveryThrow final : public muster::dice::DiceSource {
  public:
    explicit EveryThrow(std::vector<std::size_t> choice) : m_choice(std::move(choice)) {}
    std::vector<std::size_t> choice() const { return m_choice; }
    const std::vector<std::size_t>& sizes() const { return m_sizes; }

  protected:
    int draw(const muster::dice::Die& die, const std::string& purpose) override {
        if (m_sizes.size() >= k_max_dice) {
            throw std::logic_error("more dice than the generator allows");
        }
        const auto faces = die.faces();
        if (m_sizes.size() == m_choice.size()) {
            m_choice.push_back(0);
        }
        const int value = faces[m_choice[m_sizes.size()]];
        m_sizes.push_back(faces.size());
        record(die, value, purpose);
        return value;
    }

  private:
    std::vector<std::size_t> m_choice;
    std::vector<std::size_t> m_sizes;
};

/// One outcome of a command: the roster after it, the resolution, its probability.
struct Outcome {
    Roster roster;
    Resolution resolution;
    double p = 0;
};

/// What the charge changes on its units (the rest of the roster is the same on every path).
std::string state_key(const Roster& roster) {
    std::string key;
    for (const char* name : {"C", "T", "G"}) {
        if (const auto* u = roster.find(name); u != nullptr) {
            key += fmt::format("{}:{},{},{},{},{},{};", name, muster::fw::record(*u).markers,
                               muster::fw::record(*u).taken, muster::fw::record(*u).retreating,
                               muster::fw::record(*u).moved, muster::fw::record(*u).fought,
                               fmt::join(muster::fw::record(*u).moves, "/"));
        }
    }
    return key;
}

/// `request` resolved on `roster` with every sequence of dice, the runs that end alike merged: the
/// same roster after, and the same `what` of the result (the distance moved, the winner). A
/// refusal (RuleError) before any die is thrown is the command refused: rethrown.
std::vector<Outcome> every_throw(const EngineGame& g, const Roster& roster, const Request& request,
                                 const char* what = nullptr) {
    std::map<std::string, Outcome> merged;
    std::vector<std::size_t> choice;
    for (;;) {
        EveryThrow dice(choice);
        muster::FixedEnv env(dice);
        Outcome o{roster, {}, 1.0};
        muster::Outcome resolved = g.book->resolve(request, o.roster, env);
        muster::apply(o.roster, resolved);
        o.resolution = std::move(resolved.resolution);
        const auto& sizes = dice.sizes();
        for (const std::size_t n : sizes) {
            o.p /= static_cast<double>(n);
        }
        std::string key = state_key(o.roster);
        if (what != nullptr) {
            key += o.resolution.result[what].dump();
        }
        if (auto found = merged.find(key); found != merged.end()) {
            found->second.p += o.p;
        } else {
            merged.emplace(std::move(key), std::move(o));
        }
        choice = dice.choice();
        choice.resize(sizes.size());
        while (!choice.empty() && choice.back() + 1 == sizes[choice.size() - 1]) {
            choice.pop_back();
        }
        if (choice.empty()) {
            break;
        }
        ++choice.back();
    }
    std::vector<Outcome> out;
    out.reserve(merged.size());
    for (auto& [key, o] : merged) {
        out.push_back(std::move(o));
    }
    return out;
}

/// A small random fuzzy-wuzzy roster: a native charger `C` (1 or 2 stands, at most 3 unwounded
/// figures: a close combat is at most 5 dice, 7,776 throws), the
/// British stand `T` it charges and now and then a second firing stand `G` beside it.
std::string random_roster(std::mt19937& rng, bool& second) {
    const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution(lo, hi)(rng); };
    static const std::array<const char*, 3> k_chargers{"irregular-spearmen", "irregular-cavalry",
                                                       "irregular-riflemen"};
    const int stands = pick(1, 2);
    std::string text = fmt::format("unit C {} side=mahdist stands={} markers={}\n",
                                   k_chargers.at(static_cast<std::size_t>(pick(0, 2))), stands,
                                   pick(stands - 1, stands));
    text += fmt::format("unit T regular-infantry side=british stands=1 markers={}\n", pick(0, 1));
    second = pick(0, 4) == 0;
    if (second) {
        text += "unit G regular-infantry side=british stands=1 markers=1\n";
    }
    return text;
}

/// The charge's endings and markers, as the single commands give them.
struct Played {
    double contact = 0, won = 0, lost = 0, tie = 0, repulsed = 0, out_of_action = 0;
    std::map<long long, double> charger_markers, target_markers;
};

/// A charge state between moves: the roster and the inches left.
using State = std::pair<std::string, double>;

Played play(const EngineGame& g, double from, bool second) {
    const auto markers = [](const Roster& r, const char* name) {
        return static_cast<long long>(muster::fw::record(*r.find(name)).markers);
    };
    const long long start = markers(g.roster, "C");
    Played out;
    std::map<State, std::pair<Roster, double>> states;
    states[{state_key(g.roster), from}] = {g.roster, 1.0};
    const auto end = [&](double& ending, const Roster& r, double p, bool closed) {
        ending += p;
        out.charger_markers[markers(r, "C") - start] += p;
        out.target_markers[closed ? markers(r, "T") - markers(g.roster, "T") : 0] += p;
    };
    std::map<std::string, std::vector<Outcome>> move_cache;
    for (int move = 1; !states.empty(); ++move) {
        REQUIRE(move <= 10);
        std::map<State, std::pair<Roster, double>> next;
        std::map<std::string, std::pair<Roster, double>> at_contact;
        for (const auto& [key, value] : states) {
            const auto& [roster, p_state] = value;
            // The fastest rate the engine lets the charger move at now (FW-MOVE-2..4).
            // The same on every state with the same units (the inches left do not matter).
            auto& moved = move_cache[state_key(roster)];
            for (const char* rate : {"charge", "double", "march"}) {
                if (!moved.empty()) {
                    break;
                }
                try {
                    moved = every_throw(g, roster, muster::engine_test::move_of({"C"}, rate),
                                        "distance");
                } catch (const RuleError&) {
                }
            }
            REQUIRE_FALSE(moved.empty());
            for (const auto& m : moved) {
                const double thrown = m.resolution.result["distance"].get<double>();
                const bool contact = thrown >= key.second;
                const double left = contact ? 0.0 : key.second - thrown;
                // The defenders fire at the distance left, one after the other; one that cannot
                // (out of range) is refused and fires nothing.
                std::vector<Outcome> fired{{m.roster, {}, m.p * p_state}};
                for (const char* d : {"T", "G"}) {
                    if (std::string_view(d) == "G" && !second) {
                        continue;
                    }
                    FireArgs fire = muster::engine_test::fire_of({d}, "C", "");
                    fire.distance = left;
                    std::vector<Outcome> after;
                    for (const auto& f : fired) {
                        try {
                            for (auto& o : every_throw(g, f.roster, fire)) {
                                o.p *= f.p;
                                after.push_back(std::move(o));
                            }
                        } catch (const RuleError&) {
                            after.push_back(f);
                        }
                    }
                    fired = std::move(after);
                }
                for (const auto& f : fired) {
                    const auto& c = *f.roster.find("C");
                    const auto& book = muster::fw::book_of(*g.book);
                    if (muster::fw::unit_state(c, book.type(c.type)).ready_unwounded == 0) {
                        end(out.out_of_action, f.roster, f.p, false); // FW-PIECE-2
                        continue;
                    }
                    // FW-FIRE-3: the charger's fire combat result, when it took markers.
                    std::vector<Outcome> tested{{f.roster, {}, f.p}};
                    if (muster::fw::record(c).taken > 0) {
                        tested = every_throw(g, f.roster, muster::engine_test::morale_of({"C"}));
                        for (auto& t : tested) {
                            t.p *= f.p;
                        }
                    }
                    for (const auto& t : tested) {
                        if (muster::fw::record(*t.roster.find("C")).retreating > 0) {
                            end(out.repulsed, t.roster, t.p, false);
                            continue;
                        }
                        if (!contact) {
                            Roster turned = t.roster;
                            TurnRequest turn;
                            turn.skip_owed = true;
                            muster::dice::ScriptedSource none({});
                            muster::FixedEnv env(none);
                            muster::apply(turned, g.book->resolve(turn, turned, env));
                            auto& slot = next[{state_key(turned), left}];
                            slot.first = turned;
                            slot.second += t.p;
                            continue;
                        }
                        auto& slot = at_contact[state_key(t.roster)];
                        slot.first = t.roster;
                        slot.second += t.p;
                    }
                }
            }
        }
        // FW-APPROACH-3: close combat with every state that made contact this move.
        for (const auto& [key, value] : at_contact) {
            const auto& [roster, p] = value;
            out.contact += p;
            for (const auto& c :
                 every_throw(g, roster, muster::engine_test::melee_of({"C"}, {"T"}), "winner")) {
                const std::string winner = c.resolution.result["winner"];
                double& ending = winner == "a" ? out.won : winner == "b" ? out.lost : out.tie;
                end(ending, c.roster, c.p * p, true);
            }
        }
        states = std::move(next);
    }
    return out;
}

double chance_of(const nlohmann::json& distribution, long long markers) {
    for (const auto& entry : distribution) {
        if (entry.at(0).get<long long>() == markers) {
            return entry.at(1).get<double>();
        }
    }
    return 0.0;
}

} // namespace

TEST_CASE("FW-APPROACH-2: charge's odds equal the charge played as move, fire, morale and melee "
          "with every throw of the dice",
          "[fw][charge][differential]") {
    std::mt19937 rng(k_seed);
    int compared = 0;
    std::array<int, 4> reached{}; // contact, repulsed, out of action, won
    for (int i = 0; i < k_cases; ++i) {
        bool second = false;
        const std::string roster = random_roster(rng, second);
        const double from = std::uniform_int_distribution(0, 14)(rng);
        CAPTURE(roster, from);
        EngineGame g("fuzzy-wuzzy", roster);
        ChargeArgs request;
        request.charger = "C";
        request.defenders =
            second ? std::vector<std::string>{"T", "G"} : std::vector<std::string>{"T"};
        request.from = from;
        nlohmann::json odds;
        try {
            odds = g.odds(request).result;
        } catch (const RuleError&) {
            continue; // a charger that cannot charge
        }
        const Played played = play(g, from, second);
        CHECK(odds["p_contact"].get<double>() == Approx(played.contact).margin(1e-9));
        CHECK(odds["p_won"].get<double>() == Approx(played.won).margin(1e-9));
        CHECK(odds["p_lost"].get<double>() == Approx(played.lost).margin(1e-9));
        CHECK(odds["p_tie"].get<double>() == Approx(played.tie).margin(1e-9));
        CHECK(odds["p_repulsed"].get<double>() == Approx(played.repulsed).margin(1e-9));
        CHECK(odds["p_destroyed"].get<double>() == Approx(played.out_of_action).margin(1e-9));
        for (const auto& [m, p] : played.charger_markers) {
            CHECK(chance_of(odds["loss_distribution"]["charger"], m) == Approx(p).margin(1e-9));
        }
        for (const auto& [m, p] : played.target_markers) {
            CHECK(chance_of(odds["loss_distribution"]["target"], m) == Approx(p).margin(1e-9));
        }
        CHECK(played.contact + played.repulsed + played.out_of_action == Approx(1.0));
        reached[0] += played.contact > 0 ? 1 : 0;
        reached[1] += played.repulsed > 0 ? 1 : 0;
        reached[2] += played.out_of_action > 0 ? 1 : 0;
        reached[3] += played.won > 0 ? 1 : 0;
        ++compared;
    }
    // The generator reaches every ending.
    CHECK(compared > 20);
    for (const int n : reached) {
        CHECK(n > 0);
    }
}

} // namespace muster_unit_fw_charge_differential
