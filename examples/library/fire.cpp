// The rules engine as a library (ARCHITECTURE.md): a roster from text, one fire resolved with
// the dice thrown at the table and read as typed events, then the exact odds of the same shot. No
// command line, no file: this program links muster_core alone.
//   build/release/muster_library_example
#include "muster/books.hpp"
#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/request.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/format.hpp"

#include <cstdio>
#include <string>
#include <variant>

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

    // `fire 90th/A Gun --at uThulwana --range medium`: a command the rule book declares, as the
    // command line makes it (its units, the units given by option, its options).
    const Request fire = book_request_by_option("fire", {"90th/A", "Gun"},
                                                {{"--at", {"uThulwana"}}}, {{"--range", "medium"}});

    // The cannon's D6 as thrown at the table: 5. `resolve` works the shot out without touching
    // the roster; `apply` is the one place the roster changes (issue 39).
    dice::ScriptedSource thrown({5});
    FixedEnv at_the_table(thrown);
    const Outcome shot = resolve(roster, fire, *book, at_the_table);
    for (const auto& line : shot.resolution.text) {
        std::printf("%s\n", line.c_str());
    }
    for (const auto& action : shot.resolution.table) {
        std::printf("on the table: %s\n", action.c_str());
    }
    std::printf("roster untouched: uThulwana has %lld killed\n",
                book->counts(*roster.find("uThulwana")).front().second);
    apply(roster, shot);
    for (const auto& [words, count] : book->counts(*roster.find("uThulwana"))) {
        std::printf("uThulwana now has %lld %s\n", count, words.c_str()); // the book's counts
    }
    // What the fire did, as typed events: no words to parse, the same kinds for every command.
    for (const Event& event : shot.resolution.events) {
        if (const auto* hit = std::get_if<events::Casualties>(&event)) {
            std::printf("casualties on %s: %lld inflicted, %lld applied, %lld dropped\n",
                        hit->unit.c_str(), hit->inflicted, hit->applied, hit->excess);
        } else if (const auto* owes = std::get_if<events::Owes>(&event)) {
            std::printf("%s owes a %s: muster %s %s\n", owes->owed.who.c_str(),
                        owes->owed.what.c_str(), owes->owed.settle.c_str(), owes->owed.who.c_str());
        } else if (const auto* off = std::get_if<events::StandsRemoved>(&event)) {
            std::printf("take %d stand(s) of %s off the table\n", off->stands, off->unit.c_str());
        } else {
            std::printf("event: %s\n", std::string(event_kind(event)).c_str());
        }
    }

    // Before the next turn's shot: every outcome, exactly; the roster does not change.
    for (auto& unit : roster.units) {
        unit.done.clear();
    }
    dice::ScriptedSource no_dice({}); // the odds enumerate every outcome themselves
    FixedEnv odds(no_dice);
    odds.exact_odds = true;
    const Outcome chances = resolve(roster, fire, *book, odds);
    std::printf("%s\n", chances.resolution.text.front().c_str());
    std::printf("expected kills: %.4f\n", chances.resolution.result.at("mean").get<double>());
    return 0;
}
