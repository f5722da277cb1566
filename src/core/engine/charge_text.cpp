#include "muster/engine/charge_text.hpp"

#include "muster/engine/odds_table.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace muster::charge_text {

/// A distance in inches: "20\"", "2.5\"".
std::string inches(double d) {
    return fmt::format("{:g}\"", d);
}

/// A distribution given that it happened at all (its probabilities sum to `p`).
dice::Distribution given(const dice::Distribution& dist, double p) {
    dice::Distribution out;
    for (const auto& [x, q] : dist) {
        out.emplace_back(x, p > 0 ? q / p : 0.0);
    }
    return out;
}

/// The text common to both rule sets after the steps: the strength table and the readings.
void add_contact_table(Resolution& report, const std::string& what, const dice::Distribution& dist,
                       double p_contact, const std::string& heading) {
    if (p_contact <= 0) {
        report.text.emplace_back("the charge never reaches contact");
        return;
    }
    report.text.push_back(
        fmt::format("{} at contact (given contact, {}):", what, percent(p_contact)));
    add_odds_table(report, given(dist, p_contact), heading);
}

/// `text` wrapped at word boundaries, continuation lines indented by two spaces.
std::vector<std::string> wrap(const std::string& text) {
    std::vector<std::string> lines{""};
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find(' ', at), text.size());
        const std::string word = text.substr(at, end - at);
        at = end + 1;
        if (!lines.back().empty() && lines.back().size() + 1 + word.size() > k_text_width) {
            lines.emplace_back(" ");
        }
        lines.back() += (lines.back().empty() ? "" : " ") + word;
    }
    return lines;
}

/// The readings the charge rests on, printed (wrapped); returned for the result's
/// `assumptions`.
std::string add_assumptions(Resolution& report, std::string readings) {
    const auto lines = wrap(readings);
    report.text.insert(report.text.end(), lines.begin(), lines.end());
    return readings;
}

/// "turns 6-9 (under 0.1% of charges get so far) are left out; --json lists them"
void add_rest_line(Resolution& report, const char* what, int first, int last) {
    if (first <= last) {
        report.text.push_back(fmt::format("  {} {}-{}: under 0.1% of charges get so far "
                                          "(--json lists them)",
                                          what, first, last));
    }
}

} // namespace muster::charge_text
