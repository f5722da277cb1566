// The journal as `muster log` prints it: brief lines, a Markdown table, or JSON.
#include "muster/render/log.hpp"

#include "muster/render/output.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <ostream>
#include <set>

namespace muster::render {

using store::JournalEntry;

namespace {

/// The dice of an entry for a notes table, grouped by die, and their source: "D6 4,5,3; AvD 2
/// typed".
std::string compact_dice(const std::vector<dice::Throw>& dice, std::string_view source) {
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
    const auto label = source_label(source);
    return out.empty() || label.empty() ? out : fmt::format("{} {}", out, label);
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
constexpr std::string_view k_markdown_head = "| Turn | Resolution | Dice |\n|---:|---|---|\n";

/// `--format json`: the envelope every output shares (output_json), `result` holding
/// {"damaged", "entries"}, the entries written between its head and its tail.
JsonFrame log_frame(Output envelope, const Style& style, int damaged) {
    envelope.result = {{"damaged", damaged}};
    return json_frame(std::move(envelope), style, "entries");
}

/// A request's fields as `--json` gives every absent value (issue 39): null, where the journal
/// keeps an empty text (`range` "" when `distance` was given).
nlohmann::json request_json(nlohmann::json request) {
    for (auto& [key, value] : request.items()) {
        if (value.is_string() && value.get_ref<const std::string&>().empty()) {
            value = nullptr;
        }
    }
    return request;
}

nlohmann::json entry_json(const JournalEntry& e) {
    const auto dice = dice_json(e.dice, e.source);
    // The brief line as every output's `brief` (issue 39): with its turn, `tN`, and its dice.
    nlohmann::json item = {{"time", e.time},
                           {"turn", e.turn ? nlohmann::json(*e.turn) : nlohmann::json(nullptr)},
                           {"command", e.command},
                           {"brief", brief_line(brief_with_dice(e.brief, e.dice), e.turn)},
                           {"dice", dice},
                           {"undo", e.undo}};
    store::add_record_fields(item, e);
    bound_probabilities(item);
    if (!e.source.empty()) { // its first word, as each die says it; the seed apart, a number
        item["source"] = e.source.substr(0, e.source.find(' '));
    }
    if (e.seed) {
        item["seed"] = *e.seed;
    }
    if (!e.author.empty()) {
        item["author"] = e.author;
    }
    if (!e.request.is_null()) { // what was asked, as data (docs/game-record.md)
        item["request"] = request_json(e.request);
    }
    return item;
}

} // namespace

std::string source_label(std::string_view source) {
    constexpr std::string_view seeded = "seeded ";
    if (source.starts_with(seeded)) {
        return fmt::format("seed {}", source.substr(seeded.size()));
    }
    return std::string(source);
}

std::string brief_with_dice_source(const std::string& brief, const std::vector<dice::Throw>& dice,
                                   std::string_view source) {
    auto line = brief_with_dice(brief, dice);
    const auto label = source_label(source);
    if (dice.empty() || label.empty() || !line.ends_with(']')) {
        return line;
    }
    line.insert(line.size() - 1, " " + label);
    return line;
}

void LogOutline::add(const JournalEntry& entry) {
    turns.push_back(entry.turn);
    undos.push_back(entry.undo);
    lines.push_back(entry.line);
}

std::vector<std::size_t> shown_entries(const LogOutline& outline,
                                       std::optional<long long> since_turn,
                                       std::optional<long long> last) {
    std::vector<std::size_t> shown;
    for (std::size_t i = 0; i < outline.turns.size(); ++i) {
        if (!since_turn || (outline.turns[i] && *outline.turns[i] >= *since_turn)) {
            shown.push_back(i);
        }
    }
    if (last && static_cast<std::size_t>(*last) < shown.size()) {
        shown.erase(shown.begin(), shown.end() - static_cast<std::ptrdiff_t>(*last));
    }
    return shown;
}

LogWriter::LogWriter(const LogOutline& outline, const std::vector<std::size_t>& shown,
                     LogFormat format, const Output& envelope, const Style& style,
                     std::ostream& out)
    : m_format(format), m_out(out) {
    const auto live = store::live_changes(outline.undos);
    const std::set<std::size_t> live_set(live.begin(), live.end());
    for (const std::size_t i : shown) {
        if (format == LogFormat::markdown && outline.undos[i]) {
            continue; // the undo entries are left out of the table
        }
        m_lines.push_back(outline.lines[i]);
        m_live.push_back(live_set.count(i) != 0);
    }
    if (format == LogFormat::json) {
        const auto frame = log_frame(envelope, style, outline.damaged);
        m_out << frame.head;
        m_tail = frame.tail;
    } else if (format == LogFormat::markdown) {
        m_out << k_markdown_head;
    }
}

bool LogWriter::wanted(std::size_t line) const {
    return std::binary_search(m_lines.begin(), m_lines.end(), line);
}

void LogWriter::write(const JournalEntry& e) {
    if (m_written >= m_lines.size() || m_lines[m_written] != e.line) {
        return; // not one of the entries shown (the journal was cut short meanwhile)
    }
    const bool live = m_live[m_written];
    switch (m_format) {
    case LogFormat::json:
        m_out << (m_written == 0 ? "" : ",") << json_line(entry_json(e));
        break;
    case LogFormat::markdown: {
        const auto cell = markdown_cell(text::escaped(e.brief));
        fmt::print(m_out, "| {} | {} | {} |\n", e.turn ? fmt::to_string(*e.turn) : "",
                   live ? cell : fmt::format("~~{}~~ (undone)", cell),
                   compact_dice(e.dice, e.source));
        break;
    }
    case LogFormat::text:
        m_out << text::escaped(
                     brief_line(brief_with_dice_source(e.brief, e.dice, e.source), e.turn))
              << '\n';
        break;
    }
    ++m_written;
}

void LogWriter::finish() {
    if (m_format == LogFormat::json) {
        m_out << m_tail;
    }
}

void render_no_log(LogFormat format, const Output& envelope, const Style& style,
                   std::ostream& out) {
    if (format == LogFormat::json) {
        const auto frame = log_frame(envelope, style, 0);
        out << frame.head << frame.tail;
    } else if (format == LogFormat::markdown) {
        out << k_markdown_head;
    }
}

} // namespace muster::render
