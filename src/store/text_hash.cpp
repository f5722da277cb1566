// The roster text's hash the journal's entries carry (`from`, `to`;
// include/muster/store/journal.hpp TextHash): SHA-256 from libcrypto since format 5, and FNV-1a 64,
// what formats 1-4 recorded, so that a game begun by an older muster goes on.
#include "muster/dice/fair.hpp"
#include "muster/store/journal.hpp"

#include <cstdint>
#include <fmt/format.h>

namespace muster::store {

namespace {

/// The digits of an entry's hash of formats 1-4 (FNV-1a 64).
constexpr std::size_t k_old_hash_digits = 16;

/// FNV-1a 64 (the hash of formats 1-4, and the seal of formats 1-3): read, never written again.
std::string fnv1a_digits(std::string_view bytes) {
    std::uint64_t hash = 14695981039346656037ULL; // FNV-1a 64 offset basis
    for (const char byte : bytes) {
        hash = (hash ^ static_cast<unsigned char>(byte)) * 1099511628211ULL; // FNV-1a 64 prime
    }
    return fmt::format("{:016x}", hash);
}

} // namespace

bool TextHash::is(std::string_view recorded) const {
    return recorded == (recorded.size() == k_old_hash_digits ? old_digits : digits);
}

TextHash text_hash(std::string_view text) {
    return {dice::to_hex(dice::sha256(text)), fnv1a_digits(text)};
}

TextHash text_hash(const std::string& text) {
    return text_hash(std::string_view(text));
}

TextHash text_hash(const std::optional<std::string>& text) {
    if (!text) {
        return {"none", "none"};
    }
    return text_hash(std::string_view(*text));
}

std::string old_seal(std::string_view text) {
    return fnv1a_digits(text);
}

} // namespace muster::store
