#pragma once

#include "muster/engine/rulebook.hpp"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// The rule sets this program knows (ARCHITECTURE.md, "engine"): each registers its id (what a
/// roster's `rules` line names), its name and how to make its rule book. The engine makes a
/// roster's book from here and names no rule set; the books part registers the built-in ones
/// (muster/books.hpp), a program or a test may register more.
namespace muster {

/// Makes a rule set's built-in rule book (no house rules).
using MakeRuleBook = std::unique_ptr<RuleBook> (*)();

struct RuleSetEntry {
    std::string id;   ///< "unbalanced-equality": the roster's `rules` line, `types --rules`
    std::string name; ///< "Unbalanced Equality": in words
    MakeRuleBook make = nullptr;
    std::string period;    ///< its book's period(): "turn", "move"
    bool built_in = false; ///< registered by `books` (muster/books.hpp)
    /// Its book's commands (RuleBook::commands), read once, the first time they are asked for
    /// (not when it registers: a plug-in registers from a static initializer, before the data
    /// its declarations read may be made).
    const std::vector<CommandDecl>& commands() const;
    mutable std::optional<std::vector<CommandDecl>> read_commands = {};
};

/// Registers a rule set (again: replaces the entry of the same id, keeping its place).
/// Built-in rule sets (`books`) are listed before any other, whenever each registered: the first
/// is the default of `muster init`.
void register_rule_set(std::string id, std::string name, MakeRuleBook make, bool built_in = false);
/// Hands the registry the function that registers the built-in rule sets (`main`:
/// books::register_rule_sets): it runs once, the first time a rule set or a roster's rules are
/// asked for, so that a command that needs none (`roll`, `--version`) makes no rule book.
void set_rule_set_loader(void (*load)());
/// Every registered rule set, in the order registered.
const std::vector<RuleSetEntry>& rule_sets();
/// The rule set of `id`, or nullptr.
const RuleSetEntry* find_rule_set(std::string_view id);

} // namespace muster
