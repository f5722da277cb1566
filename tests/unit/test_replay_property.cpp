// `muster replay` as a property (issue 23, docs/game-record.md "Replay"): random games of both
// rule sets, played through the command line with seeded dice (fire, artillery, morale, melee,
// rally, recover, move, recon, form, kill, add, set, turn, undo; refused commands included), are
// each proven; then one thing is mutated at random (a roster line, a journal field, a die, the
// rules revision with the result) and replay must name that kind of difference. Fixed seed.
#include "../support/game_fixture.hpp"
#include "muster/store/journal.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_replay_property {

namespace {

void spill(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

struct Table : muster::test::Game {
    int muster(std::vector<std::string> words) { return fresh(std::move(words)); }
    nlohmann::json replay() {
        const int status = muster({"--json", "replay"});
        INFO("replay exit " << status << ": " << err.str());
        REQUIRE((status == 0 || status == 1));
        auto json = nlohmann::json::parse(out.str())["result"];
        CHECK(json["proven"] == (status == 0));
        return json;
    }
};

struct Generator {
    std::mt19937_64 rng;
    explicit Generator(std::uint64_t seed) : rng(seed) {}
    int below(int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); }
    template <class T> const T& pick(const std::vector<T>& v) {
        return v[static_cast<std::size_t>(below(static_cast<int>(v.size())))];
    }
};

/// The units of a game: name, type and side. Names overlap on purpose (`A`, `90th/A`, `A A`):
/// a unit is matched by its name as data, never by a part of a sentence.
struct Force {
    std::string name, type, side;
};

const std::vector<Force> k_ue_forces = {{"90th/A", "brit-infantry", "british"},
                                        {"A", "zulu-spears", "zulu"},
                                        {"A A", "zulu-spears", "zulu"},
                                        {"RA", "cannon-brit", "british"},
                                        {"NNC", "native-regular-infantry", "british"},
                                        {"uThulwana", "zulu-rifles", "zulu"}};
const std::vector<Force> k_fw_forces = {{"Lincolns", "regular-infantry", "british"},
                                        {"A", "irregular-spearmen", "mahdist"},
                                        {"A A", "irregular-spearmen", "mahdist"},
                                        {"Lancers", "regular-cavalry", "british"},
                                        {"Maxims", "regular-machine-gun", "british"}};

/// One random command of a game (it may be refused: then it changes nothing).
std::vector<std::string> random_command(Generator& g, bool ue, const std::vector<Force>& forces) {
    const auto unit = [&] { return g.pick(forces).name; };
    const std::vector<std::string> ranges = {"short", "medium", "long"};
    std::vector<std::string> words = {"--seed", std::to_string(g.rng() % 100000)};
    const auto add = [&](std::initializer_list<std::string> more) {
        words.insert(words.end(), more.begin(), more.end());
    };
    switch (g.below(ue ? 13 : 15)) {
    case 0:
    case 1:
    case 2:
        add({"fire", unit(), "--at", unit(), "--range", g.pick(ranges)});
        break;
    case 3:
        add({"artillery", ue ? "RA" : "Maxims", "--at", unit(), "--range", g.pick(ranges)});
        break;
    case 4:
        add({"morale"});
        break;
    case 5:
        add({"melee", unit(), "--vs", unit()});
        break;
    case 6:
        add({"rally"});
        break;
    case 7:
        add({"kill", unit(), std::to_string(g.below(40) - 5)});
        break;
    case 8:
        add({"turn", "--skip-owed"});
        break;
    case 9:
        words = {"undo"};
        break;
    case 10:
        add({"set", unit(), g.below(2) == 0 ? "cover=yes" : "cover=no"});
        break;
    case 11:
        add({"add", "R" + std::to_string(g.below(1000)), g.pick(forces).type, "--side",
             g.pick(forces).side});
        break;
    case 12:
        if (ue) {
            add({"army"});
        } else {
            add({"move", unit(), "--rate",
                 g.pick(std::vector<std::string>{"march", "double", "charge"})});
        }
        break;
    case 13:
        add({"recover", unit()});
        break;
    default:
        add({"form", unit(),
             g.pick(std::vector<std::string>{"square", "line", "column", "reorganise"})});
        break;
    }
    return words;
}

/// Plays one game of up to `length` commands; returns how many changes were saved.
int play(Table& t, Generator& g, bool ue, int length) {
    REQUIRE(t.muster({"init", "--rules", ue ? "unbalanced-equality" : "fuzzy-wuzzy"}) == 0);
    const auto& forces = ue ? k_ue_forces : k_fw_forces;
    for (const auto& f : forces) {
        INFO(t.err.str());
        REQUIRE(t.muster({"add", f.name, f.type, "--side", f.side}) == 0);
    }
    int saved = 0;
    for (int i = 0; i < length; ++i) {
        const auto words = random_command(g, ue, forces);
        const int status = t.muster(words);
        INFO(fmt::format("{}", fmt::join(words, " ")) << ": " << t.err.str());
        REQUIRE(status != 3); // bad input is 1 or 2; nothing here is unreadable
        REQUIRE(t.err.str().find("internal") == std::string::npos);
        saved += status == 0 ? 1 : 0;
    }
    return saved;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& l : lines) {
        text += l + "\n";
    }
    return text;
}

std::string reseal(nlohmann::json json) {
    json.erase("sum");
    json["sum"] = muster::store::seal_of(json, json["v"].get<int>());
    return json.dump();
}

/// A mutation of a played game and the difference replay must name.
struct Mutation {
    std::string what;
    std::string kind; ///< the expected `difference.kind`
};

/// Applies one random mutation the game allows; "" when this game offers none of that sort.
Mutation mutate(Table& t, Generator& g) {
    auto journal = lines_of(t.journal());
    // Entries after init: indexes of entries with dice, and of seeded ones.
    std::vector<std::size_t> with_dice, resolved;
    for (std::size_t i = 1; i < journal.size(); ++i) {
        const auto j = nlohmann::json::parse(journal[i]);
        if (j.value("undo", false)) {
            continue;
        }
        if (!j["dice"].empty()) {
            with_dice.push_back(i);
        }
        if (j.contains("request") && !j["request"].is_null() && j["command"] != "add") {
            resolved.push_back(i);
        }
    }
    switch (g.below(4)) {
    case 0: { // a hand edit of the roster
        auto roster = t.text();
        const auto at = roster.find("killed=");
        if (at == std::string::npos) {
            roster += "# a note by hand\n";
        } else {
            roster.insert(at + 7, "1");
        }
        spill(t.roster, roster);
        return {"roster line", "hand-edit"};
    }
    case 1: { // a journal field altered, its seal left as it was
        const auto i = 1 + static_cast<std::size_t>(g.below(static_cast<int>(journal.size()) - 1));
        auto j = nlohmann::json::parse(journal[i]);
        j["time"] = "1999-01-01T00:00:00Z";
        journal[i] = j.dump();
        spill(t.journal_path(), joined(journal));
        return {"journal field", "altered-entry"};
    }
    case 2: { // a die that is not a face of its die, resealed
        if (with_dice.empty()) {
            return {};
        }
        const auto i = g.pick(with_dice);
        auto j = nlohmann::json::parse(journal[i]);
        auto& die =
            j["dice"][static_cast<std::size_t>(g.below(static_cast<int>(j["dice"].size())))];
        die["value"] = 7 + g.below(5);
        journal[i] = reseal(j);
        spill(t.journal_path(), joined(journal));
        return {"die", "not-a-face"};
    }
    default: { // a seeded die changed to another face, resealed
        if (with_dice.empty()) {
            return {};
        }
        const auto i = g.pick(with_dice);
        auto j = nlohmann::json::parse(journal[i]);
        auto& die =
            j["dice"][static_cast<std::size_t>(g.below(static_cast<int>(j["dice"].size())))];
        const int value = die["value"].get<int>();
        die["value"] = die["die"] == "AvD" ? (value == 3 ? 4 : 3) : value % 6 + 1;
        journal[i] = reseal(j);
        spill(t.journal_path(), joined(journal));
        return {"seeded die", "seed"};
    }
    }
}

void games(bool ue, int count, int length) {
    Generator g(ue ? 20261201 : 18850126);
    int proven = 0, named = 0, changes = 0;
    for (int game = 0; game < count; ++game) {
        Table t;
        changes += play(t, g, ue, 1 + g.below(length));
        {
            INFO("game " << game << " (" << (ue ? "UE" : "FW") << "):\n" << t.journal());
            const auto json = t.replay();
            INFO(t.out.str());
            REQUIRE(json["proven"] == true);
            ++proven;
        }
        const auto mutation = mutate(t, g);
        if (mutation.kind.empty()) {
            continue;
        }
        INFO("game " << game << ", mutated " << mutation.what << ":\n" << t.journal());
        const auto json = t.replay();
        INFO(t.out.str());
        REQUIRE(json["proven"] == false);
        CHECK(json["difference"]["kind"] == mutation.kind);
        ++named;
    }
    CHECK(proven == count);
    CHECK(named > count / 2);
    CHECK(changes > count * length / 8); // the games did change things
}

} // namespace

TEST_CASE("replay property: random Unbalanced Equality games are proven, and one mutation is "
          "named",
          "[replay][property]") {
    games(true, 100, 60);
}

TEST_CASE("replay property: random Fuzzy-Wuzzy games are proven, and one mutation is named",
          "[replay][property]") {
    games(false, 100, 60);
}

} // namespace muster_unit_replay_property
