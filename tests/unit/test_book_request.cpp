// A command a rule book declares of its own (issue 40: RuleBook::commands) travels as a
// BookRequest: the journal keeps it as data ({"kind": COMMAND, "units": [...], "options": {...}}),
// reads it back exactly, refuses a damaged one, and a book that does not declare the command
// refuses it (the command line before anything runs; the book itself when a journal asks).
#include "../support/engine_fixture.hpp"
#include "../support/game_fixture.hpp"
#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/event.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/error.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <map>
#include <nlohmann/json.hpp>
#include <variant>

namespace muster_unit_book_request {

using namespace muster;
using nlohmann::json;

namespace {

Request dig_in(std::vector<std::string> units, std::vector<Request::Given> options = {}) {
    Request request(BookRequest{std::move(units)});
    request.command = "dig-in";
    request.given = options;
    request.options = std::move(options);
    return request;
}

} // namespace

TEST_CASE("a rule book's own command is journalled as data and read back exactly",
          "[book-request][journal]") {
    const auto written = request_json(dig_in({"Reds", "Blues"}, {{"--deep"}, {"--depth", {}, 2}}));
    CHECK(written == json::parse(R"({"kind":"dig-in","units":["Reds","Blues"],
                                     "options":{"--deep":true,"--depth":2}})"));
    const AnyRequest read = request_from_json(written);
    const auto& request = std::get<Request>(read);
    CHECK(request.command == "dig-in");
    REQUIRE(std::holds_alternative<BookRequest>(request.base()));
    CHECK(std::get<BookRequest>(request.base()).units == std::vector<std::string>{"Reds", "Blues"});
    REQUIRE(request.options.size() == 2);
    CHECK(request.has("--deep"));
    CHECK(request.option("--depth")->number == 2);
    CHECK(request_json(read) == written); // the same bytes again

    // No options: no `options` key, as every request writes it.
    CHECK(request_json(dig_in({"Reds"})) == json::parse(R"({"kind":"dig-in","units":["Reds"]})"));
}

TEST_CASE("a request of a built-in kind is still read as that kind, not as a book's command",
          "[book-request][journal]") {
    const AnyRequest read =
        request_from_json(json::parse(R"({"kind":"kill","unit":"A","count":2})"));
    CHECK(std::holds_alternative<KillRequest>(std::get<Request>(read).base()));
}

TEST_CASE("a damaged record of a book's command is refused, never read as something else",
          "[book-request][journal]") {
    for (const char* damaged : {
             R"({"kind":"Dig In","units":["Reds"]})",            // not a command's word
             R"({"kind":"-x","units":["Reds"]})",                // not a command's word
             R"({"kind":"dig-in"})",                             // no units
             R"({"kind":"dig-in","units":"Reds"})",              // units not a list
             R"({"kind":"dig-in","units":[5]})",                 // a unit not text
             R"({"kind":"dig-in","units":["Re\u202eds"]})",      // a bidi control
             R"({"kind":"dig-in","units":["Reds"],"depth":2})",  // an unknown field
             R"({"kind":"dig-in","units":["Reds"],"words":{}})", // words, but none
             R"({"kind":"dig-in","units":["Reds"],"options":{"deep":true}})", // not an option
             R"({"kind":"dig-in","units":["Reds"],"options":{"--deep":false}})",
         }) {
        INFO(damaged);
        CHECK_THROWS(request_from_json(json::parse(damaged)));
    }
}

TEST_CASE("a list field of any request is a list: a lone string is not read as a list of one",
          "[book-request][journal]") {
    CHECK_THROWS(request_from_json(json::parse(R"({"kind":"rally","units":"A"})")));
    CHECK_NOTHROW(request_from_json(json::parse(R"({"kind":"rally","units":["A"]})")));
}

TEST_CASE("a command no book of the roster declares is refused by the book (exit 1), naming the "
          "rule set that has it",
          "[book-request]") {
    for (const char* rules : {"unbalanced-equality", "fuzzy-wuzzy"}) {
        INFO(rules);
        engine_test::Game game(rules, "");
        CHECK_NOTHROW(refuse_undeclared_options(*game.book, dig_in({"A"}))); // not an option
        const Roster before = game.roster;
        CHECK_THROWS_WITH(game.resolve(dig_in({"A"})), std::string(rules) + " has no dig-in step");
        CHECK_THROWS_AS(game.resolve(dig_in({"A"})), RuleError);
        CHECK(game.roster == before);
    }
    // A command another registered book declares: that rule set is named.
    engine_test::Game fw("fuzzy-wuzzy", "");
    CHECK_THROWS_WITH(refuse_other_command(*fw.book, "army"),
                      "fuzzy-wuzzy has no army step: army is a command of unbalanced-equality");
    engine_test::Game ue("unbalanced-equality", "");
    CHECK_THROWS_WITH(refuse_other_command(*ue.book, "recon"),
                      "unbalanced-equality has no recon step: recon is a command of fuzzy-wuzzy");
    CHECK_THROWS_AS(refuse_other_command(*ue.book, "recon"), RuleError);
}

TEST_CASE("UE-ARMY, UE-ARTY-5, FW-RECON-1 and FW-ORDER-2: a rule set's own command must have the "
          "units and words its book declares, however it comes (a journal, a shared game, a "
          "program): checked before it runs, a usage error",
          "[book-request]") {
    engine_test::Game fw("fuzzy-wuzzy", "unit L regular-cavalry side=british stands=2\n"
                                        "unit M regular-cavalry side=british stands=2\n");
    const Roster before = fw.roster;
    const auto refused = [&](const Request& request) {
        dice::ScriptedSource none({});
        FixedEnv env(none);
        try {
            static_cast<void>(resolve(fw.roster, AnyRequest(request), *fw.book, env));
        } catch (const UsageError& e) {
            CHECK(fw.roster == before);
            return std::string(e.what());
        }
        return std::string("not refused");
    };
    using engine_test::own_command;
    CHECK(refused(own_command("recon", {"L"}, {{"zzz", "1"}})) == "recon has no word zzz");
    CHECK(refused(own_command("recover", {"L"}, {{"when", "week"}})) == "recover has no word when");
    CHECK(refused(own_command("recon", {"L", "M"})) == "recon takes one unit, not 2");
    CHECK(refused(own_command("recon", {})) == "recon: the reconnoitring unit is required");
    CHECK(refused(own_command("form", {"L"})) == "form: order is required");
    CHECK(refused(own_command("form", {"L"}, {{"order", "wedge"}}))
              .starts_with("form wedge: expected"));
    CHECK(refused(own_command("army", {"L"})) == "army names no unit");
    CHECK(refused(own_command("army", {}, {{"side", "british"}, {"order", "x"}})) ==
          "army has no word order");
    CHECK(refused(own_command("recrew", {})) == "recrew: --from is required");
}

TEST_CASE("UE-ARMY, UE-ARTY-5 and FW-RECON, FW-RECOVER, FW-ORDER-2: each book declares its own "
          "commands, and "
          "reads the journal's older records of them as it reads them now",
          "[book-request][journal]") {
    engine_test::Game ue("unbalanced-equality", "");
    engine_test::Game fw("fuzzy-wuzzy", "");
    const auto names = [](const RuleBook& book) {
        std::vector<std::string> out;
        for (const auto& command : book.commands()) {
            out.push_back(command.name);
        }
        return out;
    };
    CHECK(names(*ue.book) == std::vector<std::string>{"fire", "artillery", "melee", "charge",
                                                      "morale", "rally", "move", "army", "recrew"});
    CHECK(names(*fw.book) == std::vector<std::string>{"fire", "artillery", "melee", "charge",
                                                      "morale", "rally", "move", "recover", "recon",
                                                      "form"});
    // Schema 3's records, before the commands were the books' own, and what they read as now.
    const std::pair<const char*, const char*> k_records[] = {
        {R"({"kind":"army","side":"zulu"})",
         R"({"kind":"army","units":[],"words":{"side":"zulu"}})"},
        {R"({"kind":"army","side":""})", R"({"kind":"army","units":[]})"},
        {R"({"kind":"recon","unit":"U","open":true})",
         R"({"kind":"recon","units":["U"],"options":{"--open":true}})"},
        {R"({"kind":"recon","unit":"U","open":false})", R"({"kind":"recon","units":["U"]})"},
        {R"({"kind":"recover","units":["A","B"],"when":"day"})",
         R"({"kind":"recover","units":["A","B"],"options":{"--when":"day"}})"},
        {R"({"kind":"recover","units":[],"when":"move"})", R"({"kind":"recover","units":[]})"},
        {R"({"kind":"recrew","unit":"G","from":"A"})",
         R"({"kind":"recrew","units":["G"],"unit_options":{"--from":["A"]}})"},
        {R"({"kind":"recrew","gun":"G","from":"A"})",
         R"({"kind":"recrew","units":["G"],"unit_options":{"--from":["A"]}})"},
        {R"({"kind":"form","unit":"U","order":"square"})",
         R"({"kind":"form","units":["U"],"words":{"order":"square"}})"},
    };
    for (const auto& [old, now] : k_records) {
        INFO(old);
        CHECK(request_json(request_from_json(json::parse(old))) == json::parse(now));
    }
    // A damaged older record is refused.
    for (const char* damaged : {R"({"kind":"army","side":5})", R"({"kind":"recon","unit":"U"})",
                                R"({"kind":"recover","units":"A","when":"day"})",
                                R"({"kind":"form","unit":"U","order":"square","x":1})",
                                R"({"kind":"recon","unit":"U","open":"yes"})",
                                R"({"kind":"recrew","unit":"G","from":"A","x":1})",
                                R"({"kind":"recrew","unit":"G","from":7})"}) {
        INFO(damaged);
        CHECK_THROWS(request_from_json(json::parse(damaged)));
    }
}

TEST_CASE("UE-ARTY-5: recrew's usage names its gun and its --from as the command line always did",
          "[book-request][cli]") {
    muster::test::Game game;
    REQUIRE(game.fresh({"init", "--rules", "unbalanced-equality"}) == 0);
    CHECK(game.fresh({"recrew", "--from", "A"}) == 2);
    CHECK(game.err.str().find("recrew: gun is required") != std::string::npos);
    CHECK(game.fresh({"recrew", "G"}) == 2);
    CHECK(game.err.str().find("recrew: --from is required") != std::string::npos);
    CHECK(game.fresh({"recrew", "--help"}) == 0);
    CHECK(game.out.str().find("Usage: muster recrew [OPTIONS] gun") != std::string::npos);
}

namespace {

/// A journal request read back: its command, units and options as `--name=value` ("--cover").
std::string read_back(const char* record) {
    const AnyRequest read = request_from_json(json::parse(record));
    const auto& request = std::get<Request>(read);
    std::string out = request.command;
    for (const auto& unit : std::get<BookRequest>(request.base()).units) {
        out += " " + unit;
    }
    for (const auto& option : request.given) {
        out += " " + option.name;
        if (!option.text.empty()) {
            out += "=" + option.text;
        }
        if (option.number) {
            out += "=" + std::to_string(*option.number);
        }
    }
    return out;
}

} // namespace

TEST_CASE("UE-MORALE-2 and FW-FIRE-3: a morale entry written before morale was the books' reads "
          "as the command with its options",
          "[book-request][journal][ue][fw]") {
    CHECK(read_back(R"({"kind":"morale","units":["Z"],"range":"short","cover":true,
                       "single_stand":true,"markers":null})") ==
          "morale Z --range=short --cover --single-stand");
    CHECK(read_back(R"({"kind":"morale","units":["S:2"],"range":"","cover":false,
                       "single_stand":false,"markers":4})") == "morale S:2 --markers=4");
    CHECK(read_back(R"({"kind":"morale","units":[],"range":"","cover":false,
                       "single_stand":false,"markers":null})") == "morale");
    // the written form now
    CHECK(request_json(request_from_json(json::parse(
              R"({"kind":"morale","units":["Z"],"range":"long","cover":false,
                  "single_stand":false,"markers":null})"))) ==
          json::parse(R"({"kind":"morale","units":["Z"],"options":{"--range":"long"}})"));
    // both rule sets' fields at once: no muster wrote it, so it is damaged
    CHECK_THROWS(request_from_json(json::parse(R"({"kind":"morale","units":["Z"],"range":"short",
        "cover":false,"single_stand":false,"markers":2})")));
    CHECK_THROWS(request_from_json(json::parse(R"({"kind":"morale","units":"Z","range":"short",
        "cover":false,"single_stand":false,"markers":null})")));
    CHECK_THROWS(request_from_json(json::parse(R"({"kind":"morale","units":["Z"],"range":"short",
        "cover":"yes","single_stand":false,"markers":null})")));
}

TEST_CASE("UE-MOVE-1 and FW-MOVE-5: a move entry written before move was the books' reads as "
          "the command with its options",
          "[book-request][journal][ue][fw]") {
    CHECK(read_back(R"({"kind":"move","units":["A","B"],"open":false,"closed":true,
                       "mounted":false,"dismounted":false,"rate":"","together":false})") ==
          "move A B --closed");
    CHECK(read_back(R"({"kind":"move","units":["C","I"],"open":false,"closed":false,
                       "mounted":false,"dismounted":false,"rate":"march","together":true})") ==
          "move C I --rate=march --together");
    CHECK_THROWS(request_from_json(json::parse(R"({"kind":"move","units":["C"],"open":true,
        "closed":false,"mounted":false,"dismounted":false,"rate":"march","together":false})")));
    CHECK_THROWS(request_from_json(json::parse(R"({"kind":"move","units":["C"],"open":false,
        "closed":false,"mounted":false,"dismounted":false,"rate":"march"})")));
}

TEST_CASE("UE-RALLY-1 and FW-RALLY-1: morale, rally and move are journalled as the books' "
          "commands",
          "[book-request][journal][ue][fw]") {
    CHECK(request_json(engine_test::rally_of({"R"})) ==
          json::parse(R"({"kind":"rally","units":["R"]})"));
    CHECK(request_json(engine_test::move_of({"C"}, "double", {{"--together"}})) ==
          json::parse(R"({"kind":"move","units":["C"],
                          "options":{"--rate":"double","--together":true}})"));
    CHECK(read_back(R"({"kind":"rally","units":["R"]})") == "rally R");
}

namespace {

/// A journal request read back, with the units given by option: "fire A --at=Z --range=short".
std::string read_with_options(const char* record) {
    const AnyRequest read = request_from_json(json::parse(record));
    const auto& request = std::get<Request>(read);
    std::string out = request.command;
    const auto& own = std::get<BookRequest>(request.base());
    for (const auto& unit : own.units) {
        out += " " + unit;
    }
    for (const auto& [option, units] : own.unit_options) {
        for (const auto& unit : units) {
            out.append(" ").append(option).append("=").append(unit);
        }
    }
    for (const auto& option : request.given) {
        out += " " + option.name;
        if (!option.text.empty()) {
            out += "=" + option.text;
        }
        if (option.value()) {
            out += fmt::format("={}", *option.value());
        }
    }
    return out;
}

} // namespace

TEST_CASE("UE-FIRE-1, UE-ARTY-4 and FW-FIRE-2: a fire entry written before fire was the books' "
          "reads as the command with its options",
          "[book-request][journal][ue][fw]") {
    // UE's fields set
    CHECK(read_with_options(R"({"kind":"fire","firers":["A","B"],"target":"Z","range":"short",
        "distance":null,"cover":true,"square":false,"fortified":false,"single_stand":false,
        "open":false,"closed":true,"mounted":false,"dismounted":false,"vs":"","guns_only":false})") ==
          "fire A B --at=Z --range=short --cover --closed");
    // artillery was a fire with guns only
    CHECK(read_with_options(R"({"kind":"fire","firers":["G"],"target":"H","range":"",
        "distance":12.5,"cover":false,"square":false,"fortified":false,"single_stand":false,
        "open":false,"closed":false,"mounted":false,"dismounted":false,"vs":"gun",
        "guns_only":true})") == "artillery G --at=H --distance=12.5 --vs=gun");
    // FW's fields set, and an option no book read into a field then (the toy's)
    CHECK(read_with_options(R"({"kind":"fire","firers":["R"],"target":"N","range":"medium",
        "distance":null,"cover":false,"square":true,"fortified":false,"single_stand":false,
        "open":false,"closed":false,"mounted":false,"dismounted":false,"vs":"",
        "guns_only":false,"options":{"--aimed":true}})") ==
          "fire R --at=N --range=medium --square --aimed");
    // both rule sets' fields: no muster wrote it
    CHECK_THROWS(request_from_json(json::parse(R"({"kind":"fire","firers":["R"],"target":"N",
        "range":"short","distance":null,"cover":false,"square":true,"fortified":false,
        "single_stand":true,"open":false,"closed":false,"mounted":false,"dismounted":false,
        "vs":"","guns_only":false})")));
    // and the form written now
    CHECK(request_json(request_from_json(json::parse(R"({"kind":"fire","firers":["A"],
        "target":"Z","range":"long","distance":null,"cover":false,"square":false,
        "fortified":false,"single_stand":false,"open":false,"closed":false,"mounted":false,
        "dismounted":false,"vs":"","guns_only":false})"))) ==
          json::parse(R"({"kind":"fire","units":["A"],"unit_options":{"--at":["Z"]},
                          "options":{"--range":"long"}})"));
}

TEST_CASE("UE-MELEE-5 and FW-CLOSE-2: a melee entry written before melee was the books' reads as "
          "the command, side B by --vs",
          "[book-request][journal][ue][fw]") {
    CHECK(read_with_options(R"({"kind":"melee","a":["A"],"b":["Z","Y"],"pursue":true,
        "no_reinforce":"b","cover":false,"square":false,"fortified":false})") ==
          "melee A --vs=Z --vs=Y --pursue --no-reinforce=b");
    CHECK(read_with_options(R"({"kind":"melee","a":["N"],"b":["R"],"pursue":false,
        "no_reinforce":"","cover":true,"square":true,"fortified":false})") ==
          "melee N --vs=R --cover --square");
    CHECK_THROWS(request_from_json(json::parse(R"({"kind":"melee","a":["N"],"b":["R"],
        "pursue":true,"no_reinforce":"","cover":false,"square":true,"fortified":false})")));
}

TEST_CASE("UE-ARTY-5: recrew's --from is kept apart, and session 21's form (after the gun) still "
          "reads and resolves",
          "[book-request][journal][ue]") {
    CHECK(read_with_options(R"({"kind":"recrew","units":["G"],"unit_options":{"--from":["A"]}})") ==
          "recrew G --from=A");
    CHECK(read_with_options(R"({"kind":"recrew","units":["G","A"]})") == "recrew G A");
    CHECK(read_with_options(R"({"kind":"recrew","unit":"G","from":"A"})") == "recrew G --from=A");
    auto g = engine_test::ue("unit G cannon-brit side=british stands=1 killed=60\n"
                             "unit A brit-infantry side=british stands=3\n");
    const AnyRequest older =
        request_from_json(json::parse(R"({"kind":"recrew","units":["G","A"]})"));
    CHECK_NOTHROW(g.resolve(std::get<Request>(older)));
    // a unit option no declaration has, or two units where one is taken, is refused
    CHECK_THROWS_AS(check_own_command(std::get<Request>(request_from_json(json::parse(
                        R"({"kind":"recrew","units":["G"],"unit_options":{"--to":["A"]}})")))),
                    UsageError);
    CHECK_THROWS_AS(check_own_command(std::get<Request>(request_from_json(json::parse(
                        R"({"kind":"fire","units":["G"],"unit_options":{"--at":["A","B"]}})")))),
                    UsageError);
}

TEST_CASE("UE-TYPE-3 and FW-ORDER-1: add's rule-set options are journalled as given, and an "
          "entry that kept each unit key as a field of its own reads as those options",
          "[book-request][journal][ue][fw]") {
    const char* older = R"({"kind":"add","unit":"A","type":"brit-infantry","side":"british",
        "stands":null,"formation":"closed","mounted":true,"dismounted":false,"cover":false})";
    const AnyRequest read = request_from_json(json::parse(older));
    const auto& add = std::get<AddRequest>(read);
    REQUIRE(add.options.size() == 2);
    CHECK(add.options[0].name == "--formation");
    CHECK(add.options[0].text == "closed");
    CHECK(add.options[1].name == "--mounted");
    CHECK(request_json(read) == json::parse(R"({"kind":"add","unit":"A","type":"brit-infantry",
        "side":"british","stands":null,"options":{"--formation":"closed","--mounted":true}})"));
    CHECK(request_in_older_words(json::parse(older)));
    CHECK_FALSE(request_in_older_words(request_json(read)));
    CHECK_THROWS(request_from_json(json::parse(R"({"kind":"add","unit":"A","type":"t",
        "side":"","stands":null,"cover":3})")));
    // each option sets the unit key its book declares it sets: --dismounted is mounted=no
    auto g = engine_test::ue("unit B brit-infantry side=british stands=3\n");
    AddRequest mounted{"M", "brit-mounted-infantry", "british", std::nullopt, {{"--mounted"}}};
    dice::ScriptedSource none({});
    FixedEnv env(none);
    apply(g.roster, resolve(g.roster, mounted, *g.book, env));
    CHECK(ue::record(*g.roster.find("M")).mounted);
    AddRequest dismounted{
        "D", "brit-mounted-infantry", "british", std::nullopt, {{"--dismounted"}}};
    apply(g.roster, resolve(g.roster, dismounted, *g.book, env));
    CHECK_FALSE(ue::record(*g.roster.find("D")).mounted);
    AddRequest foreign{"F", "brit-infantry", "british", std::nullopt, {{"--square"}}};
    CHECK_THROWS_AS(resolve(g.roster, foreign, *g.book, env), UsageError);
    CHECK(g.roster.find("F") == nullptr);
}

TEST_CASE("issue 40: a command two rule books declare has one shape: the command line, the "
          "journal check and the report read the first book's",
          "[book-request]") {
    std::map<std::string, std::pair<std::string, CommandDecl>> first; // name: (rule set, decl)
    int shared = 0;
    for (const auto& rules : rule_sets()) {
        for (const auto& command : rules.commands()) {
            const auto [at, added] = first.try_emplace(command.name, rules.id, command);
            if (added) {
                continue;
            }
            ++shared;
            const CommandDecl& one = at->second.second;
            INFO(command.name << ": " << at->second.first << " and " << rules.id);
            CHECK(command.units.empty() == one.units.empty());
            CHECK(command.units_name == one.units_name);
            CHECK(command.units_required == one.units_required);
            CHECK(command.one_unit == one.one_unit);
            CHECK(command.roster_units == one.roster_units);
            CHECK(command.throws_dice == one.throws_dice);
            CHECK(command.odds_only == one.odds_only);
            CHECK(command.role == one.role);
            REQUIRE(command.unit_options.size() == one.unit_options.size());
            for (std::size_t i = 0; i < one.unit_options.size(); ++i) {
                CHECK(command.unit_options[i].name == one.unit_options[i].name);
                CHECK(command.unit_options[i].many == one.unit_options[i].many);
                CHECK(command.unit_options[i].required == one.unit_options[i].required);
                CHECK(command.unit_options[i].role == one.unit_options[i].role);
            }
            REQUIRE(command.words.size() == one.words.size());
            for (std::size_t i = 0; i < one.words.size(); ++i) {
                CHECK(command.words[i].key == one.words[i].key);
            }
        }
    }
    CHECK(shared >= 7); // fire, artillery, melee, charge, morale, rally and move at least
}

} // namespace muster_unit_book_request
