// The rules engine as a library (ARCHITECTURE.md): a roster from text, one fire resolved with
// the dice thrown at the table, then the exact odds of the same shot. No command line, no file:
// this program links muster_core alone.
//   build/release/muster_library_example
#include "muster/books.hpp"
#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/engine/unit_delta.hpp"
#include "muster/roster/format.hpp"

#include <cstdio>
#include <string>

int main() {
    using namespace muster;
    books::register_rule_sets(); // the built-in rule sets, which the roster's `rules` line names
    const std::string text = "# muster roster v1\n"
                             "rules unbalanced-equality\n"
                             "unit 90th/A brit-infantry side=british stands=3\n"
                             "unit Gun cannon-brit side=british stands=1\n"
                             "unit uThulwana zulu-spears side=zulu stands=20\n";
    Roster roster = parse_roster(text, "example.roster").roster;
    const auto book = make_rulebook(roster);

    FireRequest fire;
    fire.firers = {"90th/A", "Gun"};
    fire.target = "uThulwana";
    fire.range = "medium";

    // The cannon's D6 as thrown at the table: 5.
    dice::ScriptedSource thrown({5});
    FixedEnv at_the_table(thrown);
    const Roster before = roster;
    const Resolution shot = book->resolve(fire, roster, at_the_table);
    for (const auto& line : shot.text) {
        std::printf("%s\n", line.c_str());
    }
    for (const auto& action : shot.table) {
        std::printf("on the table: %s\n", action.c_str());
    }
    for (const auto& [words, count] : book->counts(*roster.find("uThulwana"))) {
        std::printf("uThulwana now has %lld %s\n", count, words.c_str()); // the book's counts
    }
    // What the fire did to each unit, as data (issue 39): typed deltas, no words to parse.
    for (const UnitDelta& delta : unit_deltas(before, roster, *book)) {
        std::printf("changed: %s, %d stand(s) off the table%s\n", delta.unit.c_str(),
                    delta.stands_lost, delta.destroyed ? ", destroyed" : "");
    }
    std::printf("casualties: %d inflicted, %d applied\n", shot.result.at("inflicted").get<int>(),
                shot.result.at("applied").get<int>());

    // Before the next turn's shot: every outcome, exactly; the roster does not change.
    for (auto& unit : roster.units) {
        unit.done.clear();
    }
    dice::ScriptedSource no_dice({}); // the odds enumerate every outcome themselves
    FixedEnv odds(no_dice);
    odds.exact_odds = true;
    const Resolution chances = book->resolve(fire, roster, odds);
    std::printf("%s\n", chances.text.front().c_str());
    std::printf("expected kills: %.4f\n", chances.result.at("mean").get<double>());
    return 0;
}
