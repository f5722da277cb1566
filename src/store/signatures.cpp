// The players' keys (include/muster/store/signatures.hpp): what signs and checks, and a key's
// fingerprint.
#include "muster/store/signatures.hpp"

#include "muster/dice/fair.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace muster::store {

namespace {

std::shared_ptr<Signatures>& registered() {
    static std::shared_ptr<Signatures> the;
    return the;
}

/// The longest public key muster takes: an RSA key of 16,384 bits is under 3 KiB of base64.
constexpr std::size_t k_longest_key = 8192;

/// "TYPE BASE64 [comment]" split: the type, the base64 and its decoded blob, when the blob's
/// first string is TYPE.
struct KeyParts {
    std::string type;
    std::string base64;
    std::string blob;
};

/// The key types ssh-keygen signs with (a type is the first word of an allowed-signers line's
/// key: nothing else may stand there, such as an option).
constexpr std::array<std::string_view, 7> k_key_types = {"ssh-ed25519",
                                                         "ssh-rsa",
                                                         "ecdsa-sha2-nistp256",
                                                         "ecdsa-sha2-nistp384",
                                                         "ecdsa-sha2-nistp521",
                                                         "sk-ssh-ed25519@openssh.com",
                                                         "sk-ecdsa-sha2-nistp256@openssh.com"};

std::optional<KeyParts> key_parts(std::string_view key) {
    if (key.size() > k_longest_key) {
        return std::nullopt;
    }
    const auto space = key.find(' ');
    if (space == std::string_view::npos || std::find(k_key_types.begin(), k_key_types.end(),
                                                     key.substr(0, space)) == k_key_types.end()) {
        return std::nullopt;
    }
    KeyParts parts;
    parts.type = std::string(key.substr(0, space));
    auto rest = key.substr(space + 1);
    parts.base64 = std::string(rest.substr(0, rest.find(' ')));
    auto blob = dice::from_base64(parts.base64);
    if (parts.base64.empty() || !blob || blob->size() < 4 + parts.type.size()) {
        return std::nullopt;
    }
    const auto* b = reinterpret_cast<const unsigned char*>(blob->data());
    const std::size_t length = (std::size_t{b[0]} << 24U) | (std::size_t{b[1]} << 16U) |
                               (std::size_t{b[2]} << 8U) | std::size_t{b[3]};
    if (length != parts.type.size() || blob->compare(4, length, parts.type) != 0) {
        return std::nullopt;
    }
    parts.blob = std::move(*blob);
    return parts;
}

} // namespace

void set_signatures(std::shared_ptr<Signatures> signatures) {
    registered() = std::move(signatures);
}

Signatures* signatures() {
    return registered().get();
}

std::optional<std::string> key_fingerprint(std::string_view key) {
    const auto parts = key_parts(key);
    if (!parts) {
        return std::nullopt;
    }
    const auto digest = dice::sha256(parts->blob);
    auto base64 = dice::to_base64(
        std::string_view(reinterpret_cast<const char*>(digest.data()), digest.size()));
    base64.erase(base64.find_last_not_of('=') + 1); // as ssh-keygen prints a fingerprint
    return "SHA256:" + base64;
}

std::optional<std::string> key_without_comment(std::string_view key) {
    const auto parts = key_parts(key);
    if (!parts) {
        return std::nullopt;
    }
    return parts->type + " " + parts->base64;
}

} // namespace muster::store
