#pragma once

#include "muster/dice/dice.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

/// Fair dice for a shared game (docs/remote-play.md, "Fair dice"): each player pledges the end
/// of a SHA-256 hash chain; a roll's dice come from both players' next links and the request,
/// by HMAC-SHA-256, with rejection sampling for each face (no modulo bias). The hashing is
/// OpenSSL's libcrypto, and so is base64 (the players' keys and their fingerprints).
namespace muster::dice {

/// Chains a shared game holds: one for each of its two players (docs/remote-play.md, "Fair
/// dice"). A third would be a player's second (he could then answer his own requests).
inline constexpr std::size_t k_chains_per_game = 2;

/// A SHA-256 digest: a chain's link, a pledge, a request's hash.
using Digest = std::array<unsigned char, 32>;

/// SHA-256 of `bytes`.
Digest sha256(std::string_view bytes);

/// 64 lower-case hex digits.
std::string to_hex(const Digest& digest);

/// The digest of 64 lower-case hex digits; nothing for anything else.
std::optional<Digest> from_hex(std::string_view hex);

/// `bytes` in base64 (RFC 4648, padded with '='): libcrypto's EVP_EncodeBlock.
std::string to_base64(std::string_view bytes);

/// The bytes of padded base64 (RFC 4648): libcrypto's EVP_DecodeBlock, after a check of what it
/// would let through (white space around the text, '=' anywhere): nothing unless the text is
/// a multiple of 4 characters of the alphabet, with '=' only as its last one or two.
std::optional<std::string> from_base64(std::string_view text);

/// `link` hashed `times` times: the chain from a secret s0 (s(i+1) = SHA-256(s(i))).
Digest hash_times(Digest link, std::size_t times);

/// A random secret for a new chain, from the operating system.
Digest random_secret();

/// HMAC-SHA-256 of `message` keyed by `key`.
Digest hmac_sha256(std::string_view key, std::string_view message);

/// The hash of a pending request: SHA-256 of "muster fair 1", the pending entry's seal and the
/// request's JSON text, one a line. Fixed before either link is known.
Digest request_digest(std::string_view pending_seal, std::string_view request_text);

/// The value of the `index`-th die (from 0) of a fair roll: HMAC-SHA-256 keyed by the roller's
/// link then the other player's, over the request's digest, the index and an attempt number
/// (4 bytes each, big-endian); the first 8 bytes of the MAC as a number pick a face, and a
/// number past the largest whole multiple of the die's faces is thrown again with the next
/// attempt (rejection sampling: every face exactly equally likely).
int fair_value(const Digest& roller, const Digest& other, const Digest& request,
               std::uint32_t index, const Die& die);

/// Dice from `fair_value`, in order: what a fair roll's resolution throws, and what `replay`
/// checks each recorded die against.
class FairSource final : public DiceSource {
  public:
    FairSource(const Digest& roller, const Digest& other, const Digest& request)
        : m_roller(roller), m_other(other), m_request(request) {}

  protected:
    int draw(const Die& die, const std::string& purpose) override;

  private:
    Digest m_roller;
    Digest m_other;
    Digest m_request;
    std::uint32_t m_index = 0;
};

} // namespace muster::dice
