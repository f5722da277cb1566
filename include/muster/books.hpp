#pragma once

/// The books part (ARCHITECTURE.md): the rule sets built into muster.
namespace muster::books {

/// Registers Unbalanced Equality and 'Ere's to You Fuzzy-Wuzzy in the engine's registry
/// (muster/engine/rule_sets.hpp), in that order. A program calls it once before reading a
/// roster; calling it again changes nothing.
void register_rule_sets();

} // namespace muster::books
