// Fair dice (include/muster/dice/fair.hpp): SHA-256 and base64 are libcrypto's (the standards'
// own test vectors), a chain is hashing repeated, and a fair die is a face of its die, the same for
// the same links and request, different for another link, and even across faces.
#include "muster/dice/fair.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <utility>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fair_dice {

using namespace muster::dice;

namespace {

Digest digest_of(const std::string& text) {
    return sha256(text);
}

} // namespace

TEST_CASE("fair dice: SHA-256 is the standard's (FIPS 180-2 test vector 'abc')", "[dice][fair]") {
    CHECK(to_hex(sha256("abc")) ==
          "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST_CASE("fair dice: base64 is RFC 4648's (its test vectors), padded", "[dice][fair][base64]") {
    const std::vector<std::pair<std::string, std::string>> vectors = {{"", ""},
                                                                      {"f", "Zg=="},
                                                                      {"fo", "Zm8="},
                                                                      {"foo", "Zm9v"},
                                                                      {"foob", "Zm9vYg=="},
                                                                      {"fooba", "Zm9vYmE="},
                                                                      {"foobar", "Zm9vYmFy"}};
    for (const auto& [bytes, text] : vectors) {
        CHECK(to_base64(bytes) == text);
        CHECK(from_base64(text) == bytes);
    }
    const std::string every_byte = [] {
        std::string all;
        for (int c = 0; c < 256; ++c) {
            all.push_back(static_cast<char>(c));
        }
        return all;
    }();
    CHECK(from_base64(to_base64(every_byte)) == every_byte);
}

TEST_CASE("fair dice: base64 decoding refuses bad padding and bad characters",
          "[dice][fair][base64]") {
    // padding: missing, too much, inside the text, or where the length is not a multiple of 4
    for (const char* text :
         {"Zg", "Zg=", "Z===", "Zg===", "====", "Zg==Zg==", "Z=g=", "Zm8=Zm9v", "Zm9vY", "="}) {
        INFO(text);
        CHECK_FALSE(from_base64(text));
    }
    // characters outside the alphabet, white space that EVP_DecodeBlock alone would skip
    for (const char* text :
         {"Zm9*", "Zm9-", "Zm9_", " Zm9v", "Zm9v ", "Zm9v\n", "Zm\n9v", "\tZm9v", "Zm9v\r"}) {
        INFO(text);
        CHECK_FALSE(from_base64(text));
    }
    CHECK_FALSE(from_base64(std::string("Zm\0v", 4)));
}

TEST_CASE("fair dice: hex round-trips and refuses anything but 64 lower-case digits",
          "[dice][fair]") {
    const auto d = digest_of("x");
    REQUIRE(from_hex(to_hex(d)) == d);
    CHECK_FALSE(from_hex(to_hex(d).substr(1)));
    auto upper = to_hex(d);
    upper[0] = 'A';
    CHECK_FALSE(from_hex(upper));
    CHECK_FALSE(from_hex(std::string(64, 'g')));
}

TEST_CASE("fair dice: a chain link hashes to the next, revealed backwards", "[dice][fair]") {
    const auto secret = digest_of("secret");
    const auto end = hash_times(secret, 10);
    const auto last = hash_times(secret, 9); // the first link revealed
    const auto before = hash_times(secret, 8);
    const auto as_text = [](const Digest& d) {
        return std::string(reinterpret_cast<const char*>(d.data()), d.size());
    };
    CHECK(sha256(as_text(last)) == end);
    CHECK(sha256(as_text(before)) == last);
    CHECK(hash_times(secret, 0) == secret);
    CHECK(random_secret() != random_secret());
}

TEST_CASE("fair dice: each die is a face, fixed by both links, the request and its index",
          "[dice][fair]") {
    const auto roller = digest_of("roller");
    const auto other = digest_of("other");
    const auto request = request_digest("0123456789abcdef", R"({"kind":"morale"})");
    for (const auto& die : {Die::d6(), Die::avd(), Die::dn(20)}) {
        for (std::uint32_t i = 0; i < 50; ++i) {
            const int value = fair_value(roller, other, request, i, die);
            INFO(die.name() << " die " << i << " = " << value);
            CHECK(die.has_face(value));
            CHECK(fair_value(roller, other, request, i, die) == value);
        }
    }
    // Another link, another request, or the links swapped: other dice (over 40 dice, the chance
    // that all agree by accident is 6^-40).
    const auto run = [&](const Digest& a, const Digest& b, const Digest& r) {
        std::vector<int> values;
        for (std::uint32_t i = 0; i < 40; ++i) {
            values.push_back(fair_value(a, b, r, i, Die::d6()));
        }
        return values;
    };
    const auto base = run(roller, other, request);
    CHECK(run(roller, digest_of("other2"), request) != base);
    CHECK(run(other, roller, request) != base);
    CHECK(run(roller, other, request_digest("0123456789abcdee", R"({"kind":"morale"})")) != base);
}

TEST_CASE("fair dice: FairSource throws fair_value's dice in order", "[dice][fair]") {
    const auto a = digest_of("a");
    const auto b = digest_of("b");
    const auto r = digest_of("r");
    FairSource source(a, b, r);
    for (std::uint32_t i = 0; i < 10; ++i) {
        CHECK(source.roll(Die::d6(), "test") == fair_value(a, b, r, i, Die::d6()));
    }
    CHECK(source.thrown().size() == 10);
}

TEST_CASE("fair dice: every face of a D6 comes up about equally often", "[dice][fair]") {
    const auto a = digest_of("even a");
    const auto b = digest_of("even b");
    std::map<int, int> counts;
    constexpr int n = 6000;
    for (int i = 0; i < n; ++i) {
        ++counts[fair_value(a, b, digest_of(std::to_string(i)), 0, Die::d6())];
    }
    // chi-square with 5 degrees of freedom under 20.5 (p = 0.001): a biased mapping fails it
    double chi = 0;
    for (int face = 1; face <= 6; ++face) {
        const double diff = counts[face] - n / 6.0;
        chi += diff * diff / (n / 6.0);
    }
    CHECK(counts.size() == 6);
    CHECK(chi < 20.5);
}

} // namespace muster_unit_fair_dice
