#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// The roster model: what the roster file holds, independent of its text (the text format,
/// which keeps comments and spacing byte for byte, is in muster/roster/format.hpp). Derived numbers
/// (figures, remainder, stands lost, combat power, half strength) are never stored: the
/// rule book computes them (rulebook.hpp).
namespace muster {

/// One unit key as the file, `set` and `show --json` know it.
struct UnitField {
    enum class Kind { flag, number, text, list };
    std::string key; ///< the file's name: `falling-back`
    Kind kind = Kind::text;
    bool flag = false;
    long long number = 0;
    std::string text;
    std::vector<std::string> list;
    bool is_default = true; ///< left out of a file line unless `always` written
    bool always = false;    ///< written on every unit line (side, stands, killed or markers)
    // How a sheet says it (field_words): `due=rally` reads "owes rally".
    std::string words;        ///< the key in words ("" : the key, its hyphens as spaces)
    bool value_words = false; ///< the value's hyphens read as spaces (`done=fired-at`)
    bool unit_names = false;  ///< a list of unit names, written as they are ("A,B")
    bool alert = false;       ///< a sheet shows it in red when set (falling back, retreating)
    /// Left out of a unit's JSON (`show --json`, a result's `state`) at its default: a key a
    /// later rules revision added, so the state an older journal recorded replays as it was.
    bool json_when_set = false;
};

/// What a unit records under its rule set beyond what every unit has (name, type, side, stands,
/// the game's record): the rule set's own type, which names, reads, checks and writes its keys
/// for the roster file, `set` and `show --json`. The roster part knows none of them: a rule set
/// registers how to make its record (add_roster_rules).
class UnitRecord {
  public:
    virtual ~UnitRecord() = default;
    /// A copy: a Unit is a value, and copying one copies its record.
    virtual std::unique_ptr<UnitRecord> clone() const = 0;
    /// Whether `other` is the same rule set's record with the same values.
    virtual bool same(const UnitRecord& other) const = 0;
    /// Whether every key is at its default (a unit with no record equals one with an empty one).
    virtual bool empty() const = 0;
    /// Its keys and values, in the order the file writes them, appended to `out`.
    virtual void fields(std::vector<UnitField>& out) const = 0;
    /// Sets `key` from the file's text (`bare`: a flag written alone, `cover`); false when `key`
    /// is not one of its keys. Throws RosterError (no place) for a bad value.
    virtual bool set(std::string_view key, std::string_view value, bool bare) = 0;
    /// The other units it names (UE-MELEE-5's melee opponents): the roster checks that each is
    /// another unit of the roster.
    virtual std::vector<std::string> names() const { return {}; }
    /// The key that holds names() (`locked`), for messages.
    virtual std::string_view names_key() const { return {}; }
    /// Forgets `name`, a unit that left the roster.
    virtual void forget(std::string_view name) { (void)name; }
    /// Which record type it is: one address per type (RecordOf<Data>), compared by record_of
    /// (cheaper than a dynamic_cast, which the rules would run for every unit they read).
    virtual const void* kind() const = 0;

  protected:
    UnitRecord() = default;
    UnitRecord(const UnitRecord&) = default;
    UnitRecord& operator=(const UnitRecord&) = default;
};

/// Makes an empty record of a rule set (registered with add_roster_rules).
using MakeUnitRecord = std::function<std::unique_ptr<UnitRecord>()>;

/// A unit's record, copied with the unit (a copy of the unit clones it). Empty until a rule
/// set's record is put in it (the roster file's reader, `add`, or the rule set's accessor:
/// record_of).
class RecordSlot {
  public:
    RecordSlot() = default;
    RecordSlot(const RecordSlot& other)
        : m_record(other.m_record ? other.m_record->clone() : nullptr) {}
    RecordSlot(RecordSlot&& other) noexcept = default;
    RecordSlot& operator=(const RecordSlot& other) {
        if (this != &other) {
            m_record = other.m_record ? other.m_record->clone() : nullptr;
        }
        return *this;
    }
    RecordSlot& operator=(RecordSlot&& other) noexcept = default;
    ~RecordSlot() = default;

    explicit operator bool() const { return m_record != nullptr; }
    UnitRecord* get() { return m_record.get(); }
    const UnitRecord* get() const { return m_record.get(); }
    void reset(std::unique_ptr<UnitRecord> record) { m_record = std::move(record); }
    /// Equal when both hold equal records, or one holds none and the other an empty one.
    bool operator==(const RecordSlot& other) const;

  private:
    std::unique_ptr<UnitRecord> m_record;
};

/// Adds the rule set `id` at place `at` of the list (at its end when `at` is past it), with how
/// to make its units' records (none: its units record nothing beyond the common keys).
void add_roster_rules(std::string id, MakeUnitRecord make = {},
                      std::size_t at = static_cast<std::size_t>(-1));
/// Hands the roster part the function that registers the rule sets (the engine's loader,
/// set_rule_set_loader): it runs once, before the first question about a roster's rules.
void set_roster_rules_loader(void (*load)());
/// The rule sets a roster's `rules` line may name, by id ("unbalanced-equality"), in the order
/// they were registered: the engine's `register_rule_set` adds each (muster/engine/rule_sets.hpp).
const std::vector<std::string>& roster_rules();
bool is_roster_rules(std::string_view id);
/// An empty record of rule set `id`'s units; nullptr when it records nothing more (or is unknown).
std::unique_ptr<UnitRecord> new_unit_record(std::string_view id);

/// One unit line. Key names in comments are the file's, `set`'s and `show --json`'s.
struct Unit {
    std::string name;
    std::string type;
    std::string side; ///< `side`: the army (UE-TYPE-2)
    int stands = 0;   ///< `stands`: starting stands (UE-TYPE-1, FW-PIECE-1)

    /// What the unit records under its rule set (its own keys: killed, markers, formation...).
    RecordSlot record;

    // The game's record (every rule set's; cleared by `turn`)
    std::vector<std::string> done; ///< `done`: the marks of what it did or rolled this turn/move
    std::vector<std::string> due;  ///< `due`: what `turn` found it owes this turn (UE rally, melee)

    bool operator==(const Unit&) const = default;
};

/// The other units a unit's record names (UE-MELEE-5's melee opponents).
inline std::vector<std::string> named_units(const Unit& unit) {
    return unit.record ? unit.record.get()->names() : std::vector<std::string>{};
}
/// The key of a unit's record that names other units (`locked`), for messages.
inline std::string_view naming_key(const Unit& unit) {
    return unit.record ? unit.record.get()->names_key() : std::string_view();
}
/// Forgets `name`, a unit that left the roster, in a unit's record.
inline void forget_unit(Unit& unit, std::string_view name) {
    if (unit.record) {
        unit.record.get()->forget(name);
    }
}

/// A rule set's record as a plain struct `Data` (with `==`, `fields`, `set`, and optionally
/// `names`, `forget` and `k_names_key`, as UnitRecord's): the rule set's code reads and writes
/// `Data`'s members.
template <class Data> class RecordOf final : public UnitRecord {
  public:
    Data data;
    static constexpr char k_kind = 0; ///< its address is the type's kind()
    const void* kind() const override { return &k_kind; }
    std::unique_ptr<UnitRecord> clone() const override { return std::make_unique<RecordOf>(*this); }
    bool same(const UnitRecord& other) const override {
        return other.kind() == kind() && static_cast<const RecordOf&>(other).data == data;
    }
    bool empty() const override { return data == Data{}; }
    void fields(std::vector<UnitField>& out) const override { data.fields(out); }
    bool set(std::string_view key, std::string_view value, bool bare) override {
        return data.set(key, value, bare);
    }
    std::vector<std::string> names() const override {
        if constexpr (requires(const Data& d) { d.names(); }) {
            return data.names();
        } else {
            return {};
        }
    }
    std::string_view names_key() const override {
        if constexpr (requires { Data::k_names_key; }) {
            return Data::k_names_key;
        } else {
            return {};
        }
    }
    void forget(std::string_view name) override {
        if constexpr (requires(Data & d) { d.forget(name); }) {
            data.forget(name);
        }
    }
};

/// A unit's record of type `Data`, made empty first when the unit has none. Throws
/// std::logic_error when the unit holds another rule set's record (a program error).
template <class Data> Data& record_of(Unit& unit) {
    if (!unit.record) {
        unit.record.reset(std::make_unique<RecordOf<Data>>());
    }
    if (unit.record.get()->kind() != &RecordOf<Data>::k_kind) {
        throw std::logic_error("a unit of another rule set");
    }
    return static_cast<RecordOf<Data>*>(unit.record.get())->data;
}
/// A unit's record of type `Data` (an empty one when the unit has none).
template <class Data> const Data& record_of(const Unit& unit) {
    static const Data empty{};
    if (!unit.record) {
        return empty;
    }
    if (unit.record.get()->kind() != &RecordOf<Data>::k_kind) {
        throw std::logic_error("a unit of another rule set");
    }
    return static_cast<const RecordOf<Data>*>(unit.record.get())->data;
}

/// A count a rule set keeps with no type of its own (RuleBook::unit_keys): its key, a count from
/// 0 to `max`, written on every unit line when `always`.
struct RosterKey {
    std::string key;
    long long max = 0;
    bool always = false;
};
/// A record of counts named by `keys`: what a rule set that declares only RosterKeys records.
std::unique_ptr<UnitRecord> counts_record(std::vector<RosterKey> keys);
/// A count of a counts record (0 when unset, or when the unit has no such record).
long long key_count(const Unit& unit, std::string_view key);
/// Sets a count of the unit's counts record. Throws std::logic_error when the unit has none.
void set_key_count(Unit& unit, std::string_view key, long long value);

// A unit's `done` and `due` hold marks, as words (the game's record: one roll per test, one
// action per unit). Which marks exist is each rule set's to say (RuleBook::marks, its
// muster/<rule set>/marks.hpp); the roster only keeps them.

/// Whether `marks` holds `mark`.
inline bool has_mark(const std::vector<std::string>& marks, std::string_view mark) {
    return std::find(marks.begin(), marks.end(), mark) != marks.end();
}
/// Adds `mark` to `marks` once.
inline void add_mark(std::vector<std::string>& marks, std::string_view mark) {
    if (!has_mark(marks, mark)) {
        marks.emplace_back(mark);
    }
}

/// A house-rule line: `type ID base=BUILTIN key=value...` or `table NAME key=value...`.
struct HouseRule {
    std::string name;                                      ///< ID or NAME
    std::vector<std::pair<std::string, std::string>> keys; ///< in file order (base= included)
    bool operator==(const HouseRule&) const = default;
};

/// The whole roster.
struct Roster {
    std::string rules; ///< the rule set's registered id (`rules` line)
    std::string title;
    int turn = 1;
    std::map<std::string, std::string> options; ///< OPT-* set in the header (key -> value)
    std::vector<HouseRule> types;               ///< `type` lines, in file order
    std::vector<HouseRule> tables;              ///< `table` lines, in file order
    std::vector<Unit> units;                    ///< in file order

    Unit* find(std::string_view name);
    const Unit* find(std::string_view name) const;
    bool operator==(const Roster&) const = default;
};

} // namespace muster
