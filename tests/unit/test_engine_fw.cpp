// Fuzzy-wuzzy fire, fire combat results and close combat through the engine's one entry point,
// book->resolve(request, roster, env), with scripted dice; the provisional numbers (FW-TAB-1)
// as src/core/fw/tables.cpp has them; the other rule set's options and steps refused.
#include "../support/engine_fixture.hpp"
#include "muster/fw/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_engine_fw {

using muster::refuse_undeclared_options;
using muster::Request;
using muster::RuleError;
using muster::UsageError;
using muster::engine_test::fire_of;
using muster::engine_test::FireArgs;
using muster::engine_test::fw;
using muster::engine_test::melee_of;
using muster::engine_test::MeleeArgs;
using muster::engine_test::morale_of;
using muster::engine_test::move_of;
using muster::engine_test::probability_of;
using muster::engine_test::table_says;
using muster::engine_test::total_probability;

namespace {

/// Markers one fire inflicts on a fresh target `target_line`, by `firer_line` unit F.
int markers_of(const std::string& firer_line, const std::string& target_line,
               const std::string& range, std::vector<int> dice) {
    auto g = fw(firer_line + target_line);
    return g.resolve(fire_of({"F"}, "T", range), std::move(dice)).result["applied"].get<int>();
}

const std::string k_rifles = "unit F regular-infantry side=british stands=4\n";
const std::string k_target = "unit T irregular-spearmen side=mahdist stands=6\n";

} // namespace

// ---- FW-FIRE ------------------------------------------------------------------------------

TEST_CASE("FW-FIRE-2: book.resolve: a regular rifle AvD scores max(0, die - 3) at medium in "
          "the open",
          "[engine][fw][fire]") {
    auto g = fw(k_rifles + k_target);
    const auto r = g.resolve(fire_of({"F"}, "T", "medium"), {5, 4, 3, 2});
    CHECK(r.result["applied"] == 3); // 2 + 1 + 0 + 0
    const auto& f = r.result["firers"][0];
    CHECK(f["die"] == "AvD");
    CHECK(f["dice_count"] == 4); // one per firing stand (FW-DICE)
    CHECK(f["attack"] == 0);
    CHECK(f["range_adjustment"] == 0);
    CHECK(f["defence"] == 3);
    CHECK(muster::fw::record(g.unit("T")).markers == 3);
    CHECK(muster::fw::record(g.unit("T")).taken == 3);
    CHECK(muster::fw::record(g.unit("F")).fought);
    CHECK(r.result["must_test"] == true);
    CHECK(std::find(r.text.begin(), r.text.end(),
                    "(provisional numbers, FW-TAB-1: see `muster types`; roster `table`/`type` "
                    "lines replace them)") != r.text.end());
}

TEST_CASE("FW-FIRE-2: book.resolve: range short +1, long -1, cover 4, square 5",
          "[engine][fw][fire]") {
    const std::string one = "unit F regular-infantry side=british stands=1\n";
    CHECK(markers_of(one, k_target, "short", {5}) == 3);
    CHECK(markers_of(one, k_target, "long", {5}) == 1);
    CHECK(markers_of(one, "unit T irregular-spearmen side=mahdist stands=6 cover\n", "medium",
                     {5}) == 1);
    // against a square only a 6 on a D6 scores; an AvD never does
    const std::string square = "unit T regular-infantry side=british stands=4 formation=square\n";
    CHECK(markers_of("unit F irregular-riflemen side=mahdist stands=1\n", square, "medium", {6}) ==
          1);
    CHECK(markers_of("unit F irregular-riflemen side=mahdist stands=1\n", square, "medium", {5}) ==
          0);
    CHECK(markers_of(one, "unit T irregular-spearmen side=mahdist stands=6\n", "medium", {2}) == 0);
}

TEST_CASE("FW-FIRE-2: book.resolve: --square and --fortified set the defence for one shot",
          "[engine][fw][fire]") {
    auto g = fw("unit F irregular-riflemen side=mahdist stands=2\n"
                "unit T regular-infantry side=british stands=4\n");
    FireArgs r = fire_of({"F"}, "T", "medium");
    r.position.fortified = true;
    const auto res = g.resolve(r, {6, 5});
    CHECK(res.result["position"] == "fortification");
    CHECK(res.result["applied"] == 1); // 6 - 5, 5 - 5
}

TEST_CASE("FW-FIRE-2: book.resolve: weapons' attack gradings and ranges", "[engine][fw][fire]") {
    // musket -1 (D6): 6 - 1 - 3 = 2
    CHECK(markers_of("unit F irregular-musketeers side=mahdist stands=1\n",
                     "unit T regular-infantry side=british stands=4\n", "medium", {6}) == 2);
    // machine gun +1: one AvD per crew figure, 2 figures: (5 + 1 - 3) + (4 + 1 - 3)
    CHECK(markers_of("unit F regular-machine-gun side=british stands=1\n", k_target, "medium",
                     {5, 4}) == 5);
    // field gun +1 at short +1, irregular crew D6: (1 + 2 - 3) + (6 + 2 - 3)
    CHECK(markers_of("unit F irregular-artillery side=mahdist stands=1\n",
                     "unit T regular-infantry side=british stands=4\n", "short", {1, 6}) == 5);
    // rifle 18/12/6
    auto g = fw(k_rifles + k_target);
    const auto band = [&](double inches) {
        auto fresh = fw(k_rifles + k_target);
        FireArgs r = fire_of({"F"}, "T", "");
        r.distance = inches;
        return fresh.resolve(r, {2, 2, 2, 2}).result["firers"][0]["band"];
    };
    CHECK(band(6) == "short");
    CHECK(band(7) == "medium");
    CHECK(band(12) == "medium");
    CHECK(band(13) == "long");
    CHECK(band(18) == "long");
    FireArgs far = fire_of({"F"}, "T", "");
    far.distance = 19;
    CHECK_THROWS_AS(g.resolve(far, {2, 2, 2, 2}), RuleError);
    CHECK_FALSE(muster::fw::record(g.unit("F")).fought);
}

TEST_CASE("FW-PIECE-4: book.resolve: a type with weapon none cannot fire", "[engine][fw][fire]") {
    auto g = fw("unit S irregular-spearmen side=mahdist stands=2\n"
                "unit K regular-commander side=british stands=1\n"
                "unit T regular-infantry side=british stands=2\n");
    CHECK_THROWS_AS(g.resolve(fire_of({"S"}, "T", "short"), {6, 6}), RuleError);
    CHECK_THROWS_AS(g.resolve(fire_of({"K"}, "S", "short"), {5}), RuleError);
    CHECK(muster::fw::record(g.unit("T")).markers == 0);
}

TEST_CASE("FW-FIRE-1: book.resolve: only stands able to act and not retreating fire",
          "[engine][fw][fire]") {
    // 2 markers put stand 1 out of action: 3 dice; 1 stand retreating: 3 dice
    auto marked = fw("unit F regular-infantry side=british stands=4 markers=2\n" + k_target);
    CHECK(marked.resolve(fire_of({"F"}, "T", "medium"), {5, 5, 5})
              .result["firers"][0]["dice_count"] == 3);
    auto back = fw("unit F regular-infantry side=british stands=4 retreating=1\n" + k_target);
    CHECK(back.resolve(fire_of({"F"}, "T", "medium"), {5, 5, 5}).result["applied"] == 6);
    auto gone = fw("unit F regular-infantry side=british stands=1 retreating=1\n" + k_target);
    CHECK_THROWS_AS(gone.resolve(fire_of({"F"}, "T", "medium"), {5}), RuleError);
}

TEST_CASE("FW-PIECE-3: book.resolve: a gun throws one die per unwounded crew figure",
          "[engine][fw][fire]") {
    auto g = fw("unit F regular-machine-gun side=british stands=1 markers=1\n" + k_target);
    const auto r = g.resolve(fire_of({"F"}, "T", "medium"), {5});
    CHECK(r.result["firers"][0]["dice_count"] == 1);
    CHECK(r.result["firers"][0]["per_crew_figure"] == true);
    CHECK(r.result["applied"] == 3);
}

TEST_CASE("FW-PIECE-2: book.resolve: markers fill stands in order and are capped at the "
          "unwounded figures",
          "[engine][fw][fire]") {
    auto g = fw("unit F irregular-riflemen side=mahdist stands=4\n"
                "unit T regular-infantry side=british stands=2 markers=1\n");
    // 4 D6 at short: (6 + 1 - 3) x 4 = 16 on 3 unwounded figures
    const auto r = g.resolve(fire_of({"F"}, "T", "short"), {6, 6, 6, 6});
    CHECK(r.result["inflicted"] == 16);
    CHECK(r.result["applied"] == 3);
    CHECK(r.result["excess"] == 13);
    CHECK(muster::fw::record(g.unit("T")).markers == 4);
    CHECK(table_says(r, "place 3 casualty markers on T (stands 1-2 out of action)"));
}

TEST_CASE("FW-FIRE-1: book.resolve: several firers' dice are one pool, markers summed",
          "[engine][fw][fire]") {
    auto g = fw("unit A regular-infantry side=british stands=2\n"
                "unit B regular-machine-gun side=british stands=1\n" +
                k_target);
    const auto r = g.resolve(fire_of({"A", "B"}, "T", "medium"), {5, 4, 5, 5});
    CHECK(r.result["firers"][0]["inflicted"] == 3); // 2 + 1
    CHECK(r.result["firers"][1]["inflicted"] == 6); // 3 + 3
    CHECK(r.result["applied"] == 9);
    CHECK(muster::fw::record(g.unit("T")).taken == 9);
    CHECK(r.dice.size() == 4);
}

TEST_CASE("FW-ORDER-1: book.resolve: a second combat order in one move is refused",
          "[engine][fw][fire][order]") {
    auto g = fw(k_rifles + k_target);
    g.resolve(fire_of({"F"}, "T", "medium"), {5, 5, 5, 5});
    CHECK_THROWS_AS(g.resolve(fire_of({"F"}, "T", "medium"), {5, 5, 5, 5}), RuleError);
    CHECK(muster::fw::record(g.unit("T")).markers == 8);
    CHECK_THROWS_AS(g.resolve(melee_of({"F"}, {"T"}), std::vector<int>(20, 3)), RuleError);
}

TEST_CASE("FW-FIRE-2: book.resolve: --odds of one rifle AvD average 2/3 of a marker, nothing "
          "changes",
          "[engine][fw][fire][odds]") {
    auto g = fw("unit F regular-infantry side=british stands=1\n" + k_target);
    const auto r = g.odds(fire_of({"F"}, "T", "medium"));
    const auto& dist = r.result["distribution"];
    CHECK(total_probability(dist) == Approx(1.0));
    CHECK(probability_of(dist, 0) == Approx(3.0 / 6)); // 2, 3, 3
    CHECK(probability_of(dist, 1) == Approx(2.0 / 6)); // 4, 4
    CHECK(probability_of(dist, 2) == Approx(1.0 / 6)); // 5
    CHECK(r.result["mean"].get<double>() == Approx(2.0 / 3));
    // the target then retreats on a D6 below the markers: 1 marker never, 2 markers on a 1
    CHECK(r.result["p_fail"].get<double>() == Approx(1.0 / 6 * 1.0 / 6));
}

// ---- FW-FIRE-3, OPT-4 ---------------------------------------------------------------------

TEST_CASE("FW-FIRE-3: book.resolve: the results test retreats on a score below the markers "
          "taken",
          "[engine][fw][morale]") {
    auto g = fw("unit T irregular-spearmen side=mahdist stands=3 markers=3 taken=3\n"
                "unit U irregular-spearmen side=mahdist stands=3 markers=3 taken=3\n");
    const auto t = morale_of({"T"});
    const auto r = g.resolve(t, {2});
    CHECK(r.result["tests"][0]["die"] == "D6");
    CHECK(r.result["tests"][0]["retreats"] == true);
    CHECK(muster::tests_roll_json(r.events)["test"] == "fire-result");
    CHECK(muster::tests_roll_json(r.events)["passed"] == false);
    CHECK(muster::tests_roll_json(r.events)["p_pass"].get<double>() ==
          Approx(4.0 / 6)); // 3 or more
    CHECK(muster::fw::record(g.unit("T")).retreating == 3);
    const auto u = g.resolve(morale_of({"U"}), {3});
    CHECK(u.result["tests"][0]["retreats"] == false);
    CHECK(muster::fw::record(g.unit("U")).retreating == 0);
    // once a move
    CHECK_THROWS_AS(g.resolve(morale_of({"U"}), {1}), RuleError);
    CHECK(muster::fw::record(g.unit("U")).retreating == 0);
}

TEST_CASE("FW-FIRE-3: book.resolve: regulars test with the AvD (revised reading, OPT-4 on)",
          "[engine][fw][morale][opt]") {
    auto g = fw("unit R regular-infantry side=british stands=2 markers=2 taken=4\n");
    const auto r = g.resolve(muster::engine_test::morale_of({}),
                             {3}); // nothing named: every unit that took markers
    CHECK(r.result["tests"][0]["unit"] == "R");
    CHECK(r.result["tests"][0]["die"] == "AvD");
    CHECK(r.result["tests"][0]["retreats"] == true);
    CHECK(muster::tests_roll_json(r.events)["p_pass"].get<double>() == Approx(3.0 / 6)); // 4, 4, 5
    CHECK(muster::fw::record(g.unit("R")).retreating == 2);
}

TEST_CASE("OPT-4: book.resolve: fw-regular-fire-results off: regulars do not test",
          "[engine][fw][morale][opt]") {
    auto g = fw("option fw-regular-fire-results off\n"
                "unit R regular-infantry side=british stands=2 markers=2 taken=4\n"
                "unit I irregular-spearmen side=mahdist stands=2 markers=1 taken=1\n");
    const auto r = g.resolve(morale_of({"R", "I"}), {1});
    CHECK(r.result["tests"][0]["tested"] == false);
    CHECK(r.result["tests"][1]["tested"] == true);
    CHECK(r.result["tests"][1]["retreats"] == false); // 1 is not below 1
    CHECK(muster::fw::record(g.unit("R")).retreating == 0);
    CHECK(r.dice.size() == 1);
    CHECK(muster::tests_roll_json(r.events)["unit"] == "I");
}

TEST_CASE("FW-FIRE-3: book.resolve: --markers tests a one-off unit", "[engine][fw][morale]") {
    auto g = fw("unit R regular-infantry side=british stands=2\n");
    const auto m = morale_of({"irregular-spearmen:6"}, {{"--markers", {}, 4}});
    const auto r = g.resolve(m, {3});
    CHECK(r.result["tests"][0]["retreats"] == true);
    const auto roster_unit = morale_of({"R"}, {{"--markers", {}, 4}});
    CHECK_THROWS_AS(g.resolve(roster_unit, {3}), UsageError);
}

TEST_CASE("FW-FIRE-3: book.resolve: --odds of the results test, nothing changes",
          "[engine][fw][morale][odds]") {
    auto g = fw("unit T irregular-spearmen side=mahdist stands=3 markers=3 taken=3\n");
    const auto r = g.odds(muster::engine_test::morale_of({}));
    CHECK(r.result["tests"][0]["p_fail"].get<double>() == Approx(2.0 / 6));
}

// ---- FW-CLOSE -----------------------------------------------------------------------------

TEST_CASE("FW-CLOSE-1: book.resolve: one die per unwounded figure, D6 regular, AvD irregular",
          "[engine][fw][close]") {
    // A irregular: AvD +1 - 3; B regular: D6 - 3
    auto g = fw("unit A irregular-spearmen side=mahdist stands=2\n"
                "unit B regular-infantry side=british stands=2 markers=1\n");
    const auto r = g.resolve(melee_of({"A"}, {"B"}), {3, 3, 2, 2, 4, 1, 1});
    CHECK(r.result["sides"]["a"]["dice_count"] == 4);
    CHECK(r.result["sides"]["b"]["dice_count"] == 3); // 4 figures, 1 wounded
    CHECK(r.result["sides"]["a"]["inflicted"] == 2);  // 1 + 1 + 0 + 0
    CHECK(r.result["sides"]["b"]["inflicted"] == 1);  // 1 + 0 + 0
    REQUIRE(r.dice.size() == 7);
    CHECK(r.dice[0].die == "AvD");
    CHECK(r.dice[4].die == "D6");
}

TEST_CASE("FW-CLOSE-3: book.resolve: the side that inflicted fewer markers retreats",
          "[engine][fw][close]") {
    auto g = fw("unit A irregular-spearmen side=mahdist stands=2\n"
                "unit B regular-infantry side=british stands=2\n");
    const auto r = g.resolve(melee_of({"A"}, {"B"}), {3, 3, 2, 2, 4, 1, 1, 1});
    CHECK(r.result["winner"] == "a");
    CHECK(muster::fw::record(g.unit("B")).markers == 2);
    CHECK(muster::fw::record(g.unit("B")).retreating == 2);
    CHECK(muster::fw::record(g.unit("A")).markers == 1);
    CHECK(muster::fw::record(g.unit("A")).retreating == 0);
    CHECK(muster::fw::record(g.unit("A")).fought);
    CHECK(muster::fw::record(g.unit("B")).fought);
    CHECK(table_says(r, "B loses and retreats at charge rate: all 2 stands retreating"));
    // FW-ORDER-1 / game record: B has had its close combat this move
    CHECK_THROWS_AS(g.resolve(melee_of({"irregular-spearmen:1"}, {"B"}), {5, 5, 4, 4}), RuleError);
}

TEST_CASE("FW-CLOSE-3: book.resolve: equal markers: both stay in contact", "[engine][fw][close]") {
    auto g = fw("unit A irregular-spearmen side=mahdist stands=1\n"
                "unit B regular-infantry side=british stands=1\n");
    const auto r = g.resolve(melee_of({"A"}, {"B"}), {4, 2, 5, 1});
    CHECK(r.result["winner"] == "tie");
    CHECK(muster::fw::record(g.unit("A")).retreating == 0);
    CHECK(muster::fw::record(g.unit("B")).retreating == 0);
    CHECK(muster::fw::record(g.unit("A")).markers == 2);
    CHECK(muster::fw::record(g.unit("B")).markers == 2);
    CHECK(table_says(r, "equal markers: both sides stay in contact"));
}

TEST_CASE("FW-CLOSE-3: book.resolve: the fiercer side wins even when both are wiped out",
          "[engine][fw][close]") {
    auto g = fw("unit A irregular-spearmen side=mahdist stands=1\n"
                "unit B regular-infantry side=british stands=1\n");
    const auto r = g.resolve(melee_of({"A"}, {"B"}), {5, 5, 6, 5}); // A 3 + 3, B 3 + 2
    CHECK(r.result["sides"]["a"]["inflicted"] == 6);
    CHECK(r.result["sides"]["b"]["inflicted"] == 5);
    CHECK(r.result["sides"]["a"]["losses"] == 2);
    CHECK(r.result["sides"]["b"]["losses"] == 2);
    CHECK(r.result["winner"] == "a");
    CHECK(muster::fw::record(g.unit("B")).retreating == 1);
}

TEST_CASE("FW-CLOSE-2: book.resolve: a square defends at 4, irregulars attack at +1",
          "[engine][fw][close]") {
    auto g = fw("unit A irregular-spearmen side=mahdist stands=2\n"
                "unit B regular-infantry side=british stands=2 formation=square\n");
    const auto r = g.resolve(melee_of({"A"}, {"B"}), {5, 5, 4, 3, 6, 6, 1, 1});
    CHECK(r.result["sides"]["b"]["defence"] == 4);
    CHECK(r.result["sides"]["a"]["inflicted"] == 5); // 2 + 2 + 1 + 0
    CHECK(r.result["sides"]["b"]["inflicted"] == 6); // 3 + 3 against the spearmen's open 3
    CHECK(r.result["winner"] == "b");
    CHECK(muster::fw::record(g.unit("A")).retreating == 2);
}

TEST_CASE("FW-CLOSE-2: book.resolve: --odds: an AvD against a square averages 2/3 of a marker",
          "[engine][fw][close][odds]") {
    auto g = fw("unit A irregular-spearmen side=mahdist stands=1\n"
                "unit B regular-infantry side=british stands=1\n");
    MeleeArgs m = melee_of({"A"}, {"B"});
    m.position.square = true;
    const auto r = g.odds(m);
    CHECK(r.result["p_a_wins"].get<double>() + r.result["p_b_wins"].get<double>() +
              r.result["p_tie"].get<double>() ==
          Approx(1.0));
    // A's 2 figures score AvD - 3: 0, 0, 0, 1, 1, 2, so 2/3 of a marker each
    double mean_by_a = 0;
    for (const auto& entry : r.result["sides"]["a"]["inflicted_distribution"]) {
        mean_by_a += entry.at(0).get<double>() * entry.at(1).get<double>();
    }
    CHECK(mean_by_a == Approx(4.0 / 3));
    CHECK(total_probability(r.result["sides"]["a"]["inflicted_distribution"]) == Approx(1.0));
    // capped at B's 2 figures: E[min(S, 2)] = 1/3 + 2 x (5/18 + 1/9 + 1/36) = 7/6
    CHECK(r.result["expected_loss"]["b"].get<double>() == Approx(7.0 / 6));
}

// ---- FW-TAB-1: provisional numbers replaced by the roster's tables ---------------------------

TEST_CASE("FW-TAB-1: book.resolve: a roster's tables replace the provisional numbers",
          "[engine][fw][fire][tab]") {
    auto g = fw("table fire-defence open=2 cover=4 square=5 fortification=5\n"
                "table weapon-remington ranges=15/10/5 attack=1\n"
                "type jihadiya base=irregular-riflemen weapon=remington\n"
                "unit J jihadiya side=mahdist stands=1\n"
                "unit T regular-infantry side=british stands=4\n");
    FireArgs r = fire_of({"J"}, "T", "");
    r.distance = 11; // beyond the remington's medium 10: long
    const auto res = g.resolve(r, {4});
    CHECK(res.result["firers"][0]["weapon"] == "remington");
    CHECK(res.result["firers"][0]["band"] == "long");
    CHECK(res.result["firers"][0]["defence"] == 2);
    CHECK(res.result["applied"] == 2); // 4 + 1 - 1 - 2
}

// ---- the other rule set's options and steps -------------------------------------------------

TEST_CASE("FW-SEQ: fuzzy-wuzzy's book refuses unbalanced-equality's options (UsageError naming "
          "unbalanced-equality, issue 40: it does not declare them) and steps (RuleError)",
          "[engine][fw][refuse]") {
    auto g = fw(k_rifles + "unit T irregular-spearmen side=mahdist stands=6 markers=1 taken=1\n");
    const muster::Roster before = g.roster;
    const auto& given = muster::engine_test::given_option;
    const std::vector<Request> foreign = {
        given(fire_of({"F"}, "T", "medium"), "fire", "--single-stand"),
        given(fire_of({"F"}, "T", "medium"), "fire", "--closed"),
        given(fire_of({"F"}, "T", "medium"), "artillery", "--vs"),
        given(melee_of({"T"}, {"F"}), "melee", "--pursue"),
        given(melee_of({"T"}, {"F"}), "melee", "--no-reinforce"),
        given(morale_of({"T"}), "morale", "--range"),
        given(morale_of({"T"}), "morale", "--cover"),
        given(move_of({"F"}), "move", "--dismounted")};
    for (const auto& request : foreign) {
        const auto& option = request.given.back().name; // the one given_option added
        INFO(request.command << " " << option);
        CHECK_THROWS_WITH(refuse_undeclared_options(*g.book, request),
                          option + " is an option of unbalanced-equality; this roster plays "
                                   "fuzzy-wuzzy");
    }
    // Its own are declared: not refused.
    CHECK_NOTHROW(refuse_undeclared_options(
        *g.book, given(fire_of({"F"}, "T", "medium"), "fire", "--square")));
    CHECK_NOTHROW(refuse_undeclared_options(*g.book, given(move_of({"F"}), "move", "--rate")));
    CHECK_THROWS_AS(g.resolve(muster::engine_test::army_of(), {1}), RuleError);
    CHECK_THROWS_AS(g.resolve(muster::engine_test::own_command("recrew", {"F", "T"})), RuleError);
    CHECK(g.roster == before);
}

TEST_CASE("FW-PIECE-1: book.resolve: a commander stand has one figure, so one close combat die",
          "[engine][fw][close]") {
    auto g = fw("unit K regular-commander side=british stands=1\n"
                "unit S irregular-spearmen side=mahdist stands=1\n");
    const auto r = g.resolve(melee_of({"K"}, {"S"}), {6, 2, 2});
    CHECK(r.result["sides"]["a"]["dice_count"] == 1);
    CHECK(r.result["sides"]["b"]["dice_count"] == 2);
    CHECK(r.result["sides"]["a"]["inflicted"] == 3);     // D6 6 - 3
    CHECK(muster::fw::record(g.unit("S")).markers == 2); // capped at its 2 figures
    CHECK(r.result["winner"] == "a");
}

TEST_CASE("FW-TAB-2: book.resolve: the source's rally scores stand whatever the tables say",
          "[engine][fw][rally][tab]") {
    auto g = fw("table close-attack regular=2 irregular=0\n"
                "table fire-defence open=1 cover=2 square=3 fortification=3\n"
                "unit R regular-infantry side=s stands=2 retreating=2\n");
    const auto r = g.resolve(muster::engine_test::rally_of({"R"}), {3, 4}); // AvD 4+ (FW-RALLY-1)
    CHECK(r.result["rallied"] == 1);
    CHECK(muster::fw::record(g.unit("R")).retreating == 1);
}

} // namespace muster_unit_engine_fw
