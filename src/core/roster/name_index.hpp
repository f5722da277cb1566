#pragma once
// The parser's index of unit names (src/core/roster/read.cpp): which place in the unit list
// holds a name, to refuse a duplicate and to check the names a record refers to.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace muster::roster_detail {

/// Open addressing over the places of names in a list the caller keeps, and reads with
/// `name_at(place)`: a table of 8-byte slots, a power of two long, at most half full.
/// A 10,000-unit roster is read with one look-up a unit; a node-based std::unordered_map
/// (an allocation, a division and a pointer chase each) was a tenth of the parse
/// (docs/performance.md).
class NameIndex {
  public:
    /// Room for `count` names without growing.
    void reserve(std::size_t count) {
        if (count * 2 > m_slots.size()) {
            rehash(std::bit_ceil(count * 2 + 2));
        }
    }

    /// The place of `name` if it is indexed; otherwise indexes it at `place` (`name_at(place)`
    /// must be `name` from now on) and returns nothing.
    template <class NameAt>
    std::optional<std::size_t> try_add(std::string_view name, std::size_t place,
                                       const NameAt& name_at) {
        if ((m_count + 1) * 2 > m_slots.size()) {
            rehash(std::max<std::size_t>(16, m_slots.size() * 2));
        }
        const auto hash = hash_of(name);
        auto& slot = m_slots[probe(name, hash, name_at)];
        if (slot.place != 0) {
            return slot.place - 1;
        }
        slot = {static_cast<std::uint32_t>(place + 1), hash};
        ++m_count;
        return std::nullopt;
    }

    template <class NameAt> bool contains(std::string_view name, const NameAt& name_at) const {
        return !m_slots.empty() && m_slots[probe(name, hash_of(name), name_at)].place != 0;
    }

  private:
    struct Slot {
        std::uint32_t place = 0; ///< the name's place + 1; 0: empty
        std::uint32_t hash = 0;
    };

    static std::uint32_t hash_of(std::string_view name) {
        const auto full = std::hash<std::string_view>{}(name);
        return static_cast<std::uint32_t>(full ^ (full >> 32U));
    }

    std::size_t mask() const { return m_slots.size() - 1; }

    /// The slot of `name`, or the empty slot where it would go (the table is never full).
    template <class NameAt>
    std::size_t probe(std::string_view name, std::uint32_t hash, const NameAt& name_at) const {
        std::size_t at = hash & mask();
        while (m_slots[at].place != 0 &&
               (m_slots[at].hash != hash || name_at(m_slots[at].place - 1) != name)) {
            at = (at + 1) & mask();
        }
        return at;
    }

    void rehash(std::size_t size) {
        std::vector<Slot> old(size);
        old.swap(m_slots);
        for (const auto& slot : old) {
            if (slot.place != 0) {
                for (std::size_t at = slot.hash & mask();; at = (at + 1) & mask()) {
                    if (m_slots[at].place == 0) {
                        m_slots[at] = slot;
                        break;
                    }
                }
            }
        }
    }

    std::vector<Slot> m_slots;
    std::size_t m_count = 0;
};

} // namespace muster::roster_detail
