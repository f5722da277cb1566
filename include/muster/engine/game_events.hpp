#pragma once

#include "muster/engine/owed.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

/// What happened in a resolution, as typed events (issue 39, docs/scripting.md "Events"): the
/// same kinds and fields whatever the rule set and the command. A rule set adds the events it
/// decides (casualties, a test, a fall back, a melee won, a test owed); the engine adds those
/// read from the units' change (stands off, gone, added, removed: muster/engine/outcome.hpp).
/// `--json` prints them as `events`, one serializer for each kind (`event_json`).
namespace muster {

namespace events {

/// Casualties a unit took: `inflicted` by the dice, `applied` to the unit (capped at what it
/// has left), `excess` dropped; `loss` says what is counted ("men", "markers").
struct Casualties {
    std::string unit;
    std::string loss;
    long long inflicted = 0;
    long long applied = 0;
    long long excess = 0;
};

/// A test a unit (or a side's army) took: its name ("morale", "rally", "army",
/// "fire-result"), passed or failed, the chance it had of passing, and its die: the kind and
/// the values thrown (one per stand in a fuzzy-wuzzy rally).
struct Tested {
    std::string test;
    std::string unit; ///< "" for an army's test
    std::string side;
    bool passed = false;
    double p_pass = 0;
    std::string die;         ///< "D6", "AvD", ...
    std::vector<int> values; ///< the values thrown
};

/// A unit that must fall back (or retreat) after the resolution.
struct FallsBack {
    std::string unit;
};

/// A melee's winning side ("a" or "b") and its units; none for a tie.
struct MeleeWon {
    std::string side;
    std::vector<std::string> units;
};

/// A test the resolution leaves owed: the owed item, as `owed` lists it (with the command that
/// settles it: `muster morale uThulwana`).
struct Owes {
    Owed owed;
};

/// Stands to take off the table (the unit's stands lost went up).
struct StandsRemoved {
    std::string unit;
    int stands = 0;
};

/// Stands to put back (a gun recrewed, casualties recovered).
struct StandsReturned {
    std::string unit;
    int stands = 0;
};

/// A unit the resolution put out of the game (destroyed; in the rule book's words its
/// `gone_word`).
struct Gone {
    std::string unit;
};

/// A unit the change added to the roster.
struct Added {
    std::string unit;
};

/// A unit the change took off the roster.
struct Removed {
    std::string unit;
};

} // namespace events

using Event = std::variant<events::Casualties, events::Tested, events::FallsBack, events::MeleeWon,
                           events::Owes, events::StandsRemoved, events::StandsReturned,
                           events::Gone, events::Added, events::Removed>;

/// The event's kind as `--json` names it: "casualties", "tested", "falls_back", "melee_won",
/// "owes", "stands_removed", "stands_returned", "gone", "added", "removed".
std::string_view event_kind(const Event& event);

/// The unit an event is about ("" for an army's test and a melee won).
std::string_view event_unit(const Event& event);

/// `{"unit", "loss", "inflicted", "applied", "excess"}`: the casualties event's fields, also
/// `kill`'s result and the head of a fire's (muster/engine/results.hpp).
nlohmann::json casualties_json(const events::Casualties& casualties);

/// `{"event": kind, ...its fields}`: the one JSON form of each event.
nlohmann::json event_json(const Event& event);
nlohmann::json events_json(const std::vector<Event>& events);

/// The journal's `roll` (docs/game-record.md) made from the `tested` events: null for none, the
/// test's object for one, an array of them for several.
nlohmann::json tests_roll_json(const std::vector<Event>& events);

} // namespace muster
