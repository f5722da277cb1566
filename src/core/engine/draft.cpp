// What a resolution makes of a roster it may not write (include/muster/engine/draft.hpp).
#include "muster/engine/draft.hpp"

#include <stdexcept>
#include <utility>

namespace muster {

Draft::Draft(const Roster& roster)
    : RosterHead{roster.rules,   roster.title, roster.turn,
                 roster.options, roster.types, roster.tables},
      m_before(roster) {}

Unit* Draft::find(std::string_view name) {
    for (auto& unit : m_added) {
        if (unit.name == name) {
            return &unit;
        }
    }
    const Unit* found = m_before.find(name);
    if (found == nullptr) {
        return nullptr;
    }
    const auto index = static_cast<std::size_t>(found - m_before.units.data());
    auto [it, fresh] = m_written.try_emplace(index);
    if (fresh) {
        it->second = *found;
    }
    return it->second ? &*it->second : nullptr;
}

const Unit* Draft::find(std::string_view name) const {
    for (const auto& unit : m_added) {
        if (unit.name == name) {
            return &unit;
        }
    }
    const Unit* found = m_before.find(name);
    if (found == nullptr) {
        return nullptr;
    }
    const auto it = m_written.find(static_cast<std::size_t>(found - m_before.units.data()));
    if (it == m_written.end()) {
        return found;
    }
    return it->second ? &*it->second : nullptr;
}

std::vector<Unit*> Draft::every_unit() {
    std::vector<Unit*> units;
    units.reserve(m_before.units.size() + m_added.size());
    for (std::size_t i = 0; i < m_before.units.size(); ++i) {
        auto [it, fresh] = m_written.try_emplace(i);
        if (fresh) {
            it->second = m_before.units[i];
        }
        if (it->second) {
            units.push_back(&*it->second);
        }
    }
    for (auto& unit : m_added) {
        units.push_back(&unit);
    }
    return units;
}

void Draft::add(Unit unit) {
    m_added.push_back(std::move(unit));
}

void Draft::remove(std::string_view name) {
    for (auto it = m_added.begin(); it != m_added.end(); ++it) {
        if (it->name == name) {
            m_added.erase(it);
            return;
        }
    }
    const Unit* found = m_before.find(name);
    if (found == nullptr) {
        throw std::logic_error("Draft::remove: no such unit");
    }
    m_written.insert_or_assign(static_cast<std::size_t>(found - m_before.units.data()),
                               std::nullopt);
}

Roster Draft::preview() const {
    Roster after{rules, title, turn, options, types, tables, {}};
    after.units.reserve(m_before.units.size() + m_added.size());
    for (std::size_t i = 0; i < m_before.units.size(); ++i) {
        const auto it = m_written.find(i);
        if (it == m_written.end()) {
            after.units.push_back(m_before.units[i]);
        } else if (it->second) {
            after.units.push_back(*it->second);
        }
    }
    after.units.insert(after.units.end(), m_added.begin(), m_added.end());
    return after;
}

bool Draft::same_head() const {
    return rules == m_before.rules && options == m_before.options && types == m_before.types &&
           tables == m_before.tables;
}

std::vector<UnitDelta> Draft::deltas(const RuleBook& book) const {
    std::vector<UnitDelta> deltas;
    std::size_t removed = 0; // units removed before the place looked at
    if (same_head()) {
        // A unit the resolution did not write derives what it did: only the written are looked at.
        for (const auto& [index, now] : m_written) {
            const Unit& was = m_before.units[index];
            if (!now) {
                deltas.push_back({was.name, was, std::nullopt});
                ++removed;
            } else if (!(*now == was)) {
                deltas.push_back(unit_delta(was, *now, m_before, m_before, book, index - removed));
            }
        }
    } else {
        // The options or house rules changed (`option`): any unit may derive otherwise.
        const Roster after = preview();
        for (std::size_t i = 0; i < m_before.units.size(); ++i) {
            const Unit& was = m_before.units[i];
            const auto it = m_written.find(i);
            if (it != m_written.end() && !it->second) {
                deltas.push_back({was.name, was, std::nullopt});
                ++removed;
                continue;
            }
            const Unit& now = it == m_written.end() ? was : *it->second;
            auto delta = unit_delta(was, now, m_before, after, book, i - removed);
            if (!(now == was) || delta.stands_lost != 0 || delta.destroyed) {
                deltas.push_back(std::move(delta));
            }
        }
    }
    const std::size_t kept = m_before.units.size() - removed;
    for (std::size_t i = 0; i < m_added.size(); ++i) {
        UnitDelta added{m_added[i].name, std::nullopt, m_added[i]};
        added.index = kept + i;
        deltas.push_back(std::move(added));
    }
    return deltas;
}

} // namespace muster
