// The journal as `muster log` prints it: brief lines, a Markdown table, or JSON.
#include "muster/render/log.hpp"

#include "muster/render/report.hpp"
#include "muster/roster/text.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <ostream>
#include <set>

namespace muster::render {

using store::JournalEntry;

namespace {

/// The dice of an entry for a notes table, grouped by die: "D6 4,5,3; AvD 2".
std::string compact_dice(const std::vector<dice::Throw>& dice) {
    std::string out;
    const std::string* die = nullptr;
    for (const auto& t : dice) {
        if (die == nullptr || *die != t.die) {
            out += fmt::format("{}{} {}", out.empty() ? "" : "; ", t.die, t.value);
            die = &t.die;
        } else {
            out += fmt::format(",{}", t.value);
        }
    }
    return out;
}

/// Text in a Markdown table cell: `|` escaped, so a unit name cannot split the row, and what a
/// renderer would act on made plain text (issue 20): no link or image (`[` and `]` escaped:
/// `[x](javascript:...)`, `![x](...)`), no HTML (`<` and `&` as entities: `<img onerror=...>`,
/// `&...;`; a `>` alone starts nothing), no emphasis or code.
std::string markdown_cell(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '<') {
            out += "&lt;";
        } else if (c == '&') {
            out += "&amp;";
        } else {
            if (std::string_view("|\\*_~`[]").find(c) != std::string_view::npos) {
                out += '\\';
            }
            out += c;
        }
    }
    return out;
}

/// `--format markdown`: a table for a battle report. Changes later undone are struck through
/// and the undo entries themselves left out, so the table reads as the game went.
void print_markdown(const std::vector<JournalEntry>& entries, const std::vector<std::size_t>& shown,
                    std::ostream& out) {
    const auto live = store::live_changes(entries);
    const std::set<std::size_t> live_set(live.begin(), live.end());
    out << "| Turn | Resolution | Dice |\n|---:|---|---|\n";
    for (const std::size_t i : shown) {
        const auto& e = entries[i];
        if (e.undo) {
            continue;
        }
        const auto cell = markdown_cell(text::escaped(e.brief));
        fmt::print(out, "| {} | {} | {} |\n", e.turn ? fmt::to_string(*e.turn) : "",
                   live_set.count(i) != 0 ? cell : fmt::format("~~{}~~ (undone)", cell),
                   compact_dice(e.dice));
    }
}

} // namespace

std::vector<std::size_t> shown_entries(const std::vector<JournalEntry>& entries,
                                       std::optional<long long> since_turn,
                                       std::optional<long long> last) {
    std::vector<std::size_t> shown;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (!since_turn || (entries[i].turn && *entries[i].turn >= *since_turn)) {
            shown.push_back(i);
        }
    }
    if (last && static_cast<std::size_t>(*last) < shown.size()) {
        shown.erase(shown.begin(), shown.end() - static_cast<std::ptrdiff_t>(*last));
    }
    return shown;
}

void render_log(const std::vector<JournalEntry>& entries, const std::vector<std::size_t>& shown,
                int damaged, LogFormat format, std::ostream& out) {
    if (format == LogFormat::json) {
        nlohmann::json list = nlohmann::json::array();
        for (const std::size_t i : shown) {
            const auto& e = entries[i];
            const auto dice = dice_json(e.dice);
            nlohmann::json item = {
                {"time", e.time},
                {"turn", e.turn ? nlohmann::json(*e.turn) : nlohmann::json(nullptr)},
                {"command", e.command},
                {"brief", brief_with_dice(e.brief, e.dice)},
                {"dice", dice},
                {"undo", e.undo}};
            store::add_record_fields(item, e);
            if (!e.request.is_null()) { // what was asked, as data (docs/game-record.md)
                item["request"] = e.request;
            }
            list.push_back(std::move(item));
        }
        out << json_line(nlohmann::json{{"schema", 1}, {"entries", list}, {"damaged", damaged}})
            << '\n';
        return;
    }
    if (format == LogFormat::markdown) {
        print_markdown(entries, shown, out);
        return;
    }
    for (const std::size_t i : shown) {
        out << text::escaped(
                   brief_line(brief_with_dice(entries[i].brief, entries[i].dice), entries[i].turn))
            << '\n';
    }
}

void render_no_log(LogFormat format, std::ostream& out) {
    if (format == LogFormat::json) {
        out << json_line(nlohmann::json{{"schema", 1}, {"entries", nlohmann::json::array()}})
            << '\n';
    } else if (format == LogFormat::markdown) {
        print_markdown({}, {}, out);
    }
}

} // namespace muster::render
