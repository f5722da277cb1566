#pragma once

#include <string_view>

/// The `done`/`due` marks fuzzy-wuzzy keeps (the game's record: one roll per test, one action
/// per unit). The roster keeps them as words; FwRuleBook::marks declares them, with how `status`
/// reads each and the commands that leave each (src/core/fw/words.cpp).
namespace muster::fw::mark {

inline constexpr std::string_view fired_at = "fired-at";         ///< FW-FIRE: was fired at
inline constexpr std::string_view rally = "rally";               ///< FW-RALLY: rolled
inline constexpr std::string_view fire_result = "fire-result";   ///< FW-FIRE-3: tested
inline constexpr std::string_view close_result = "close-result"; ///< FW-CLOSE-3: resolved
inline constexpr std::string_view recover = "recover";           ///< FW-RECOVER-1: recovered
inline constexpr std::string_view recon = "recon";               ///< FW-RECON-1: reconnoitred
inline constexpr std::string_view form = "form";                 ///< FW-ORDER-2: formation order

} // namespace muster::fw::mark
