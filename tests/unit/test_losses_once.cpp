// A resolution's losses are worked out once (issue 39): the rule works them out, its effect
// carries them to `apply`, and the journal, the brief line, the text, the JSON and the table are
// drawn from what it worked out. `ue::losses_worked_out` counts the calls.
#include "../support/engine_fixture.hpp"
#include "../support/scratch.hpp"
#include "muster/engine/event.hpp"
#include "muster/engine/game_events.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/render/output.hpp"
#include "muster/store/store.hpp"
#include "muster/ue/record.hpp"
#include "muster/ue/unit.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <sstream>
#include <variant>

namespace muster_unit_losses_once {

using namespace muster;
using muster::engine_test::fire_of;
using muster::engine_test::melee_of;

namespace {

struct Folder : test::ScratchDir {
    std::string path = *this / "game.roster";
    Folder() : test::ScratchDir("muster-losses-once") {}
};

/// `request` saved through the store with `dice`, then printed as text and as JSON: everything
/// a command does with a resolution.
store::Transaction saved_and_printed(const std::string& path, const AnyRequest& request,
                                     std::vector<int> dice) {
    store::Mode mode;
    mode.dice_source = "typed";
    auto done = store::transact(path, mode, [&](const Roster& roster, const RuleBook& book) {
        dice::ScriptedSource source(dice);
        FixedEnv env(source);
        return resolve(roster, request, book, env);
    });
    render::Output out(done.resolution);
    add_roster_fields(out, done.after, *done.book);
    std::ostringstream text;
    render::render(out, render::Style{}, text);
    render::Style json;
    json.format = render::Format::json;
    std::ostringstream printed;
    render::render(out, json, printed);
    CHECK_FALSE(text.str().empty());
    CHECK(printed.str().find("\"casualties\"") != std::string::npos);
    return done;
}

long long men_applied(const Resolution& resolution, const std::string& unit) {
    long long applied = 0;
    for (const auto& event : resolution.events) {
        if (const auto* e = std::get_if<events::Casualties>(&event); e && e->unit == unit) {
            applied += e->applied;
        }
    }
    return applied;
}

} // namespace

TEST_CASE("UE-FIRE-6: two firers' kills at one target are worked out into losses once",
          "[engine][losses][ue]") {
    Folder f;
    store::create(f.path,
                  "# muster roster v1\nrules unbalanced-equality\nturn 1\n"
                  "unit 90th/A brit-infantry side=british stands=3\n"
                  "unit Gun cannon-brit side=british stands=1\n"
                  "unit uThulwana zulu-spears side=zulu stands=20 killed=270\n",
                  false);
    const std::size_t before = ue::losses_worked_out();
    const auto done =
        saved_and_printed(f.path, fire_of({"90th/A", "Gun"}, "uThulwana", "medium"), {5});
    CHECK(ue::losses_worked_out() - before == 1); // the fire's, and no other
    // and what was worked out once is what the roster, the events and the table say
    const long long killed = ue::record(*done.after.find("uThulwana")).killed;
    CHECK(killed - 270 == men_applied(done.resolution, "uThulwana"));
    REQUIRE(done.resolution.deltas.size() >= 1);
    bool stands_line = false;
    for (const auto& line : done.resolution.table) {
        stands_line = stands_line || line.rfind("remove ", 0) == 0;
    }
    INFO(fmt::format("{}", fmt::join(done.resolution.table, " / ")));
    CHECK(stands_line); // 270 + 47 killed, 300 men a stand: its first stand comes off
}

TEST_CASE("UE-MELEE-5: a melee works out each hurt unit's losses once, phase C included",
          "[engine][losses][ue]") {
    Folder f;
    store::create(f.path,
                  "# muster roster v1\nrules unbalanced-equality\nturn 1\n"
                  "unit 90th/A brit-infantry side=british stands=3\n"
                  "unit uThulwana zulu-spears side=zulu stands=2\n",
                  false);
    const std::size_t before = ue::losses_worked_out();
    const auto done = saved_and_printed(f.path, melee_of({"uThulwana"}, {"90th/A"}), {6, 1});
    std::size_t hurt = 0;
    for (const auto& event : done.resolution.events) {
        hurt += std::holds_alternative<events::Casualties>(event) ? 1U : 0U;
    }
    CHECK(hurt >= 1);
    CHECK(ue::losses_worked_out() - before == hurt);
}

} // namespace muster_unit_losses_once
