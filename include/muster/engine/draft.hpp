#pragma once

#include "muster/engine/rulebook.hpp"
#include "muster/engine/unit_delta.hpp"
#include "muster/roster/roster.hpp"

#include <cstddef>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// What one resolution makes of a roster it may not write (ARCHITECTURE.md, "Glossary"): a rule
/// set's resolve reads the roster as it was and writes here. A unit it writes is copied the
/// first time it is asked for; the units it never names are neither copied nor compared. The
/// Outcome is made from what it wrote (`deltas`: each written unit before and after), and only
/// `apply` (muster/engine/outcome.hpp) writes a roster.
namespace muster {

/// The roster's fields besides its units, as a change leaves them.
struct RosterHead {
    std::string rules;
    std::string title;
    int turn = 1;
    std::map<std::string, std::string> options;
    std::vector<HouseRule> types;
    std::vector<HouseRule> tables;
};

/// The roster's other fields, as the resolution leaves them (`rules`, `turn`, `options`...:
/// copied, they are small), and its units as it writes them.
class Draft : public RosterHead {
  public:
    explicit Draft(const Roster& roster);
    Draft(const Draft&) = delete;
    Draft& operator=(const Draft&) = delete;
    Draft(Draft&&) = delete;
    Draft& operator=(Draft&&) = delete;
    ~Draft() = default;

    /// The roster as it was: what the rules read (its units as they were).
    const Roster& before() const { return m_before; }

    /// The unit named `name`, to be written: the roster's unit copied the first time (the copy
    /// shares the unit's record until it is written); null when there is none (or it was
    /// removed). The pointer stays valid as long as the draft.
    Unit* find(std::string_view name);
    /// The unit named `name` as the resolution has left it so far, to read; null when none.
    const Unit* find(std::string_view name) const;
    /// Every unit, to be written (a new turn clears every unit's marks), in the roster's order.
    std::vector<Unit*> every_unit();
    /// Adds `unit` after the roster's units.
    void add(Unit unit);
    /// Removes the unit named `name` (it must be there).
    void remove(std::string_view name);

    /// The roster as the resolution leaves it so far, a copy to read whole (the items a new
    /// turn owes are read from the roster after it).
    Roster preview() const;

    /// What the resolution did to each unit (muster/engine/unit_delta.hpp): each unit written
    /// that differs, in the roster's order, the removed ones, then the added; each derived
    /// before and after. When the roster's options, rules or house rules changed, every unit
    /// may derive otherwise: each is then derived, and listed when its losses changed.
    std::vector<UnitDelta> deltas(const RuleBook& book) const;

  private:
    bool same_head() const;
    const Roster& m_before;
    /// The written units by their place in the roster; nullopt for one removed.
    std::map<std::size_t, std::optional<Unit>> m_written;
    std::deque<Unit> m_added; ///< stable addresses: `find` hands out pointers
};

} // namespace muster
