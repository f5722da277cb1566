#include "muster/render/solo.hpp"

#include <fmt/format.h>

namespace muster::render {

namespace {

/// "uMbonambi breaks 33.3%   expected kills 13 (no dice)": a choice's headline items.
std::string headline_text(const nlohmann::json& result) {
    std::string line;
    if (!result.is_object()) {
        return line;
    }
    for (const auto& item : result.value("headline", nlohmann::json::array())) {
        if (item.is_object() && item.contains("what") && item.contains("text")) {
            line +=
                fmt::format("{}{} {}", line.empty() ? "" : "   ",
                            item.at("what").get<std::string>(), item.at("text").get<std::string>());
        }
    }
    return line;
}

std::string shown(const solo::Listed& choice) {
    return choice.argv.empty() ? choice.hold : choice.command;
}

} // namespace

Output solo_report(const solo::Listing& listing) {
    Output report;
    report.command = "solo";
    const auto refused =
        listing.refused == 0
            ? std::string()
            : fmt::format(" ({} refused by the rules, not listed)", listing.refused);
    if (!listing.decision) {
        report.text.push_back(fmt::format(
            "solo {} ({}): no choice the rules accept {} phase {} ({}){}{}", listing.side,
            listing.doctrine, listing.asked ? "in" : "from", listing.phase.number,
            listing.phase.name, listing.asked ? "" : " on", refused));
        report.brief = fmt::format("solo {}: nothing to choose", listing.side);
        report.result = solo::listing_json(listing);
        return report;
    }
    report.text.push_back(fmt::format("solo {} ({}): phase {} {}, {} choice{}, each exact "
                                      "against the current roster{}",
                                      listing.side, listing.doctrine, listing.phase.number,
                                      listing.phase.name, listing.choices.size(),
                                      listing.choices.size() == 1 ? "" : "s", refused));
    for (std::size_t i = 0; i < listing.choices.size(); ++i) {
        const auto& c = listing.choices[i];
        report.text.push_back(fmt::format("  {}: {}   score {:.3f}", i + 1, shown(c), c.score));
        if (const auto numbers = headline_text(c.result); !numbers.empty()) {
            report.text.push_back(fmt::format("     {}", numbers));
        }
    }
    const std::size_t chosen = listing.decision->chosen;
    report.text.push_back(
        fmt::format("chosen: {}: {}", chosen + 1, shown(listing.choices[chosen])));
    report.text.push_back(fmt::format("reason: {}", listing.decision->reason));
    report.brief = fmt::format("solo {} ({}): {}", listing.side, listing.doctrine,
                               shown(listing.choices[chosen]));
    report.result = solo::listing_json(listing);
    return report;
}

} // namespace muster::render
