// The roster text's hash the journal's entries carry (`from`, `to`: FNV-1a 64, 16 hex digits;
// include/muster/store/journal.hpp text_hash), one text or two in one pass.
#include "muster/store/journal.hpp"

#include <algorithm>
#include <cstdint>
#include <fmt/format.h>

namespace muster::store {

std::string text_hash(const std::optional<std::string>& text) {
    if (!text) {
        return "none";
    }
    return text_hash(std::string_view(*text));
}

std::string text_hash(const std::string& text) {
    return text_hash(std::string_view(text));
}

namespace {

constexpr std::uint64_t k_fnv_prime = 1099511628211ULL;        // FNV-1a 64 prime
constexpr std::uint64_t k_fnv_basis = 14695981039346656037ULL; // FNV-1a 64 offset basis

std::uint64_t fnv_step(std::uint64_t hash, char byte) {
    return (hash ^ static_cast<unsigned char>(byte)) * k_fnv_prime;
}

/// FNV-1a of `bytes` from `at` on, continuing `hash`.
std::uint64_t fnv_from(std::uint64_t hash, std::string_view bytes, std::size_t at) {
    // Eight bytes a loop step: the same sum, half the instructions (a 10,000-unit roster is
    // hashed twice a save, 720 KB each; docs/performance.md).
    for (; at + 8 <= bytes.size(); at += 8) {
        for (std::size_t k = 0; k < 8; ++k) {
            hash = fnv_step(hash, bytes[at + k]);
        }
    }
    for (; at < bytes.size(); ++at) {
        hash = fnv_step(hash, bytes[at]);
    }
    return hash;
}

std::string hex(std::uint64_t hash) {
    return fmt::format("{:016x}", hash);
}

} // namespace

std::string text_hash(std::string_view bytes) {
    return hex(fnv_from(k_fnv_basis, bytes, 0));
}

std::pair<std::string, std::string> text_hashes(std::string_view first, std::string_view second) {
    std::uint64_t one = k_fnv_basis;
    std::uint64_t two = k_fnv_basis;
    const std::size_t both = std::min(first.size(), second.size());
    std::size_t at = 0;
    for (; at + 8 <= both; at += 8) { // the two chains interleaved, a byte of each in turn
        for (std::size_t k = 0; k < 8; ++k) {
            one = fnv_step(one, first[at + k]);
            two = fnv_step(two, second[at + k]);
        }
    }
    return {hex(fnv_from(one, first, at)), hex(fnv_from(two, second, at))};
}

} // namespace muster::store
