// The journal's clock (include/muster/store/journal.hpp): an entry's UTC time, read back as
// seconds, and a shared game's reveal deadline ("48h") as seconds.
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/text/parse.hpp"

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
        return static_cast<int>(*text::try_parse_int(time.substr(at, digits), 0, 9999).value);
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
    constexpr long long k_most = 99999;
    const auto parsed = text::try_parse_int(text.substr(0, text.size() - 1), 1, k_most);
    if (text.empty() || text.front() == '0' || !parsed) {
        return std::nullopt;
    }
    const long long count = *parsed.value;
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
