// Fair dice for a shared game (include/muster/dice/fair.hpp): SHA-256 and HMAC-SHA-256 from
// OpenSSL's libcrypto, never hand-written.
#include "muster/dice/fair.hpp"

#include "muster/error.hpp"
#include "muster/loaded_library.hpp"

#include <algorithm>
#include <limits>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/opensslv.h>
#include <openssl/rand.h>

namespace muster::dice {

namespace {

#define MUSTER_CRYPTO_TEXT2(x) #x
#define MUSTER_CRYPTO_TEXT(x) MUSTER_CRYPTO_TEXT2(x)

/// libcrypto, loaded with dlopen the first time a hash, a fair roll or base64 needs it, not
/// linked: linked, the dynamic loader relocates it at the start of every command, `roll` and
/// `show` included, which hash nothing (docs/performance.md, "Start-up"). The library is the one
/// whose headers muster was built with (libcrypto.so.3 on Debian 12, package libssl3).
struct Crypto {
    decltype(&EVP_Digest) digest = nullptr;
    decltype(&EVP_sha256) sha256 = nullptr;
    decltype(&HMAC) hmac = nullptr;
    decltype(&RAND_bytes) rand_bytes = nullptr;
    decltype(&EVP_EncodeBlock) encode_block = nullptr;
    decltype(&EVP_DecodeBlock) decode_block = nullptr;
};

constexpr const char* k_crypto_library = "libcrypto.so." MUSTER_CRYPTO_TEXT(OPENSSL_VERSION_MAJOR);

const Crypto& crypto() {
    static const Crypto loaded = [] {
        const LoadedLibrary lib(k_crypto_library, "fair dice",
                                "libssl" MUSTER_CRYPTO_TEXT(OPENSSL_VERSION_MAJOR),
                                ExitCode::roster);
        Crypto made;
        lib.bind("EVP_Digest", made.digest);
        lib.bind("EVP_sha256", made.sha256);
        lib.bind("HMAC", made.hmac);
        lib.bind("RAND_bytes", made.rand_bytes);
        lib.bind("EVP_EncodeBlock", made.encode_block);
        lib.bind("EVP_DecodeBlock", made.decode_block);
        return made;
    }();
    return loaded;
}

#undef MUSTER_CRYPTO_TEXT
#undef MUSTER_CRYPTO_TEXT2

constexpr std::string_view k_hex = "0123456789abcdef";

constexpr std::string_view k_base64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The longest text libcrypto's block functions take, or give as base64: their lengths are ints.
constexpr std::size_t k_longest_base64 = std::numeric_limits<int>::max() / 4 * 3;

void put_u32(unsigned char* out, std::uint32_t value) {
    for (std::size_t i = 4; i-- > 0;) {
        out[i] = static_cast<unsigned char>(value & 0xffU);
        value >>= 8U;
    }
}

} // namespace

Digest sha256(std::string_view bytes) {
    Digest out{};
    unsigned int size = 0;
    const auto& lib = crypto();
    if (lib.digest(bytes.data(), bytes.size(), out.data(), &size, lib.sha256(), nullptr) != 1 ||
        size != out.size()) {
        throw Error(ExitCode::roster, "libcrypto: SHA-256 failed");
    }
    return out;
}

std::string to_hex(const Digest& digest) {
    std::string out;
    out.reserve(digest.size() * 2);
    for (const unsigned char byte : digest) {
        out += k_hex[static_cast<std::size_t>(byte >> 4U)];
        out += k_hex[static_cast<std::size_t>(byte & 0x0fU)];
    }
    return out;
}

std::optional<Digest> from_hex(std::string_view hex) {
    Digest out{};
    if (hex.size() != out.size() * 2) {
        return std::nullopt;
    }
    for (std::size_t i = 0; i < out.size(); ++i) {
        const auto high = k_hex.find(hex[2 * i]);
        const auto low = k_hex.find(hex[2 * i + 1]);
        if (high == std::string_view::npos || low == std::string_view::npos) {
            return std::nullopt;
        }
        out[i] = static_cast<unsigned char>(high * 16U + low);
    }
    return out;
}

std::string to_base64(std::string_view bytes) {
    if (bytes.size() > k_longest_base64) {
        throw Error(ExitCode::roster, "base64: too long a text to encode");
    }
    std::string out((bytes.size() + 2) / 3 * 4 + 1, '\0'); // with EVP_EncodeBlock's NUL
    const int written = crypto().encode_block(reinterpret_cast<unsigned char*>(out.data()),
                                              reinterpret_cast<const unsigned char*>(bytes.data()),
                                              static_cast<int>(bytes.size()));
    out.resize(static_cast<std::size_t>(written));
    return out;
}

std::optional<std::string> from_base64(std::string_view text) {
    const auto last = text.find_last_not_of('=');
    const std::size_t padding =
        last == std::string_view::npos ? text.size() : text.size() - last - 1;
    if (text.size() % 4 != 0 || padding > 2 || text.size() > k_longest_base64 ||
        text.substr(0, text.size() - padding).find_first_not_of(k_base64) !=
            std::string_view::npos) {
        return std::nullopt;
    }
    if (text.empty()) {
        return std::string();
    }
    std::string out(text.size() / 4 * 3, '\0');
    const int decoded = crypto().decode_block(reinterpret_cast<unsigned char*>(out.data()),
                                              reinterpret_cast<const unsigned char*>(text.data()),
                                              static_cast<int>(text.size()));
    if (decoded < 0 || static_cast<std::size_t>(decoded) != out.size()) {
        return std::nullopt;
    }
    out.resize(out.size() - padding); // EVP_DecodeBlock counts the padding's zero bytes
    return out;
}

Digest hash_times(Digest link, std::size_t times) {
    for (std::size_t i = 0; i < times; ++i) {
        link = sha256(std::string_view(reinterpret_cast<const char*>(link.data()), link.size()));
    }
    return link;
}

Digest random_secret() {
    Digest out{};
    if (crypto().rand_bytes(out.data(), static_cast<int>(out.size())) != 1) {
        throw Error(ExitCode::roster, "libcrypto: no random bytes for a secret");
    }
    return out;
}

Digest request_digest(std::string_view pending_seal, std::string_view request_text) {
    std::string text = "muster fair 1\n";
    text += pending_seal;
    text += '\n';
    text += request_text;
    return sha256(text);
}

Digest hmac_sha256(std::string_view key, std::string_view message) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
    unsigned int size = 0;
    const auto& lib = crypto();
    if (lib.hmac(lib.sha256(), key.data(), static_cast<int>(key.size()),
                 reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac.data(),
                 &size) == nullptr ||
        size != Digest().size()) {
        throw Error(ExitCode::roster, "libcrypto: HMAC-SHA-256 failed");
    }
    Digest out{};
    std::copy_n(mac.begin(), out.size(), out.begin());
    return out;
}

int fair_value(const Digest& roller, const Digest& other, const Digest& request,
               std::uint32_t index, const Die& die) {
    std::array<unsigned char, 64> key{};
    std::copy(roller.begin(), roller.end(), key.begin());
    std::copy(other.begin(), other.end(), key.begin() + 32);
    const auto faces = die.faces();
    const auto n = static_cast<std::uint64_t>(faces.size());
    const std::uint64_t limit =
        std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
    std::array<unsigned char, 40> message{};
    std::copy(request.begin(), request.end(), message.begin());
    put_u32(message.data() + 32, index);
    for (std::uint32_t attempt = 0;; ++attempt) {
        put_u32(message.data() + 36, attempt);
        std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
        unsigned int size = 0;
        const auto& lib = crypto();
        if (lib.hmac(lib.sha256(), key.data(), static_cast<int>(key.size()), message.data(),
                     message.size(), mac.data(), &size) == nullptr ||
            size < 8) {
            throw Error(ExitCode::roster, "libcrypto: HMAC-SHA-256 failed");
        }
        std::uint64_t x = 0;
        for (int i = 0; i < 8; ++i) {
            x = (x << 8U) | static_cast<std::uint64_t>(mac[static_cast<std::size_t>(i)]);
        }
        if (x < limit) {
            return faces[static_cast<std::size_t>(x % n)];
        }
    }
}

int FairSource::draw(const Die& die, const std::string& purpose) {
    const int value = fair_value(m_roller, m_other, m_request, m_index++, die);
    record(die, value, purpose);
    return value;
}

} // namespace muster::dice
