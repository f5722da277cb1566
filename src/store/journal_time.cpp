// The journal's clock (include/muster/store/journal.hpp): an entry's UTC time, read back as
// seconds, and a shared game's reveal deadline ("48h") as seconds.
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"

#include <cctype>
#include <ctime>
#include <fmt/format.h>

namespace muster::store {

std::string utc_now() {
    const std::time_t now = now_seconds();
    std::tm tm{};
    gmtime_r(&now, &tm);
    return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", tm.tm_year + 1900, tm.tm_mon + 1,
                       tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
}

long long now_seconds() {
    if (const auto fake = test_now()) {
        return *fake;
    }
    return static_cast<long long>(std::time(nullptr));
}

std::optional<long long> journal_seconds(std::string_view time) {
    constexpr std::string_view form = "0000-00-00T00:00:00Z"; // 0: a digit
    if (time.size() != form.size()) {
        return std::nullopt;
    }
    for (std::size_t i = 0; i < form.size(); ++i) {
        if (form[i] == '0' ? std::isdigit(static_cast<unsigned char>(time[i])) == 0
                           : time[i] != form[i]) {
            return std::nullopt;
        }
    }
    const auto number = [&](std::size_t at, std::size_t digits) {
        int n = 0;
        for (std::size_t i = at; i < at + digits; ++i) {
            n = n * 10 + (time[i] - '0');
        }
        return n;
    };
    std::tm tm{};
    tm.tm_year = number(0, 4) - 1900;
    tm.tm_mon = number(5, 2) - 1;
    tm.tm_mday = number(8, 2);
    tm.tm_hour = number(11, 2);
    tm.tm_min = number(14, 2);
    tm.tm_sec = number(17, 2);
    return static_cast<long long>(::timegm(&tm));
}

std::optional<long long> deadline_seconds(std::string_view text) {
    constexpr long long k_minute = 60;
    constexpr long long k_hour = 60 * k_minute;
    constexpr long long k_day = 24 * k_hour;
    constexpr std::size_t k_most_digits = 5;
    if (text.size() < 2 || text.size() > k_most_digits + 1 || text.front() == '0') {
        return std::nullopt;
    }
    long long count = 0;
    for (const char c : text.substr(0, text.size() - 1)) {
        if (std::isdigit(static_cast<unsigned char>(c)) == 0) {
            return std::nullopt;
        }
        count = count * 10 + (c - '0');
    }
    switch (text.back()) {
    case 'm':
        return count * k_minute;
    case 'h':
        return count * k_hour;
    case 'd':
        return count * k_day;
    default:
        return std::nullopt;
    }
}

} // namespace muster::store
