// The roster model: the registered rule sets, a unit's record slot, the counts record.
#include "muster/roster/roster.hpp"

#include "muster/error.hpp"
#include "muster/roster/keys.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <map>
#include <utility>

namespace muster {

namespace {

struct RegisteredRules {
    std::string id;
    MakeUnitRecord make; ///< empty: the rule set's units record nothing more
};

std::vector<std::string>& registered_ids() {
    static std::vector<std::string> ids;
    return ids;
}

void (*g_loader)() = nullptr; ///< set_roster_rules_loader's, until it has run

/// Runs the loader once, before the first question about the registered rules.
void load_once() {
    if (auto* load = std::exchange(g_loader, nullptr)) {
        load();
    }
}

std::map<std::string, MakeUnitRecord, std::less<>>& registered_records() {
    static std::map<std::string, MakeUnitRecord, std::less<>> makers;
    return makers;
}

/// The counts of a rule set that declares only RosterKeys: (key, count), sorted by key, a count
/// of 0 not kept (so a unit read back from its line equals the unit written).
struct Counts {
    std::shared_ptr<const std::vector<RosterKey>> keys;
    std::vector<std::pair<std::string, long long>> values;

    bool operator==(const Counts& other) const { return values == other.values; }

    long long count(std::string_view key) const {
        for (const auto& [k, value] : values) {
            if (k == key) {
                return value;
            }
        }
        return 0;
    }
    void set_count(std::string_view key, long long value) {
        auto at =
            std::lower_bound(values.begin(), values.end(), key,
                             [](const auto& item, std::string_view k) { return item.first < k; });
        if (at != values.end() && at->first == key) {
            if (value == 0) {
                values.erase(at);
            } else {
                at->second = value;
            }
        } else if (value != 0) {
            values.emplace(at, std::string(key), value);
        }
    }
    const RosterKey* spec(std::string_view key) const {
        if (!keys) {
            return nullptr;
        }
        const auto it = std::find_if(keys->begin(), keys->end(),
                                     [&](const RosterKey& k) { return k.key == key; });
        return it == keys->end() ? nullptr : &*it;
    }
    void fields(std::vector<UnitField>& out) const {
        if (!keys) {
            return;
        }
        for (const auto& key : *keys) {
            UnitField field;
            field.key = key.key;
            field.kind = UnitField::Kind::number;
            field.number = count(key.key);
            field.is_default = field.number == 0;
            field.always = key.always;
            out.push_back(std::move(field));
        }
    }
    bool set(std::string_view key, std::string_view value, bool bare) {
        const auto* own = spec(key);
        if (own == nullptr) {
            return false;
        }
        if (bare) {
            throw RosterError(fmt::format("`{}` needs a value: {}=...", key, key));
        }
        set_count(key, keys::number(key, value, 0, own->max));
        return true;
    }
};

} // namespace

bool RecordSlot::operator==(const RecordSlot& other) const {
    if (m_record && other.m_record) {
        return m_record->same(*other.m_record);
    }
    if (m_record) {
        return m_record->empty();
    }
    return !other.m_record || other.m_record->empty();
}

void add_roster_rules(std::string id, MakeUnitRecord make, std::size_t at) {
    registered_records()[id] = std::move(make);
    auto& ids = registered_ids();
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) { // (no loading: this is loading)
        ids.insert(ids.begin() + static_cast<std::ptrdiff_t>(std::min(at, ids.size())),
                   std::move(id));
    }
}

void set_roster_rules_loader(void (*load)()) {
    g_loader = load;
}

const std::vector<std::string>& roster_rules() {
    load_once();
    return registered_ids();
}

bool is_roster_rules(std::string_view id) {
    load_once();
    const auto& ids = registered_ids();
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

std::unique_ptr<UnitRecord> new_unit_record(std::string_view id) {
    load_once();
    const auto& all = registered_records();
    const auto found = all.find(id);
    return found == all.end() || !found->second ? nullptr : found->second();
}

std::unique_ptr<UnitRecord> counts_record(std::vector<RosterKey> keys) {
    auto record = std::make_unique<RecordOf<Counts>>();
    record->data.keys = std::make_shared<const std::vector<RosterKey>>(std::move(keys));
    return record;
}

long long key_count(const Unit& unit, std::string_view key) {
    if (!unit.record || unit.record.get()->kind() != &RecordOf<Counts>::k_kind) {
        return 0;
    }
    return static_cast<const RecordOf<Counts>*>(unit.record.get())->data.count(key);
}

void set_key_count(Unit& unit, std::string_view key, long long value) {
    if (!unit.record || unit.record.get()->kind() != &RecordOf<Counts>::k_kind) {
        throw std::logic_error("set_key_count: the unit keeps no counts");
    }
    static_cast<RecordOf<Counts>*>(unit.record.get())->data.set_count(key, value);
}

Unit* Roster::find(std::string_view name) {
    auto it =
        std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.name == name; });
    return it == units.end() ? nullptr : &*it;
}

const Unit* Roster::find(std::string_view name) const {
    auto it =
        std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.name == name; });
    return it == units.end() ? nullptr : &*it;
}

} // namespace muster
