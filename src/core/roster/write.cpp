// Writing a roster: format_roster's minimal line edits (each line's own in line_edit.cpp),
// format_new_roster, and revert_edits.
#include "format_detail.hpp"
#include "muster/error.hpp"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace muster {

namespace {

using roster_detail::edit_unit_line;
using roster_detail::house_rule_line;
using roster_detail::k_version_prefix;
using roster_detail::keyword;
using roster_detail::Kind;
using roster_detail::line_views;
using roster_detail::new_unit_line;
using roster_detail::replace_token;
using roster_detail::tokenize;

/// `text == other`, as one length compare and one memcmp (GCC does not inline
/// basic_string::compare(string_view), which was most of a look-up; docs/performance.md).
bool same_text(const std::string& text, std::string_view other) {
    return text.size() == other.size() &&
           (other.empty() || std::memcmp(text.data(), other.data(), other.size()) == 0);
}

// ---------------------------------------------------------------------------------------------
// Formatting.

/// A line of the output: a document line kept as it is (no text of its own: copying every line
/// of a big roster would cost an allocation each), or a new or rewritten one.
struct OutLine {
    std::string text;        ///< a new or rewritten line's text; empty while `kept`
    std::string_view ending; ///< a literal ("\n", "\r\n", ""), as RosterLine's
    Kind kind = Kind::other;
    long origin = -1;  ///< the document line it comes from, -1 for a new line
    bool kept = false; ///< the text is the document line's, unchanged
};

class Formatter {
  public:
    Formatter(const RosterDocument& doc, const Roster& roster) : m_doc(doc), m_roster(roster) {
        m_eol = doc.lines.empty() || doc.lines[0].ending.empty() ? "\n" : doc.lines[0].ending;
    }

    FormattedRoster format() {
        const auto& old = m_doc.roster;
        UnitIndex units(m_roster.units);
        std::size_t old_unit = 0;  // the unit lines hold the old roster's units, in order
        std::size_t next_unit = 0; // where the next unit line's unit is expected in m_roster
        m_matched.assign(m_roster.units.size(), false);
        m_out.reserve(m_doc.lines.size() + 1);
        for (std::size_t i = 0; i < m_doc.lines.size(); ++i) {
            const auto& line = m_doc.lines[i];
            OutLine out{{}, line.ending, line.kind, static_cast<long>(i), true};
            switch (line.kind) {
            case Kind::rules:
                if (m_roster.rules != old.rules) {
                    replace_token(rewrite(out), tokenize(line.text), 1,
                                  std::string(m_roster.rules));
                }
                break;
            case Kind::title:
                if (m_roster.title != old.title) {
                    if (m_roster.title.empty()) {
                        continue;
                    }
                    const auto tokens = tokenize(line.text);
                    rewrite(out) =
                        tokens.size() > 1
                            ? std::string(line.text.substr(0, tokens[1].begin)) + m_roster.title
                            : std::string(line.text.substr(0, tokens[0].end)) + " " +
                                  m_roster.title;
                }
                break;
            case Kind::turn:
                if (m_roster.turn != old.turn) {
                    replace_token(rewrite(out), tokenize(line.text), 1,
                                  std::to_string(m_roster.turn));
                }
                break;
            case Kind::option: {
                auto it = m_roster.options.find(line.key);
                if (it == m_roster.options.end()) {
                    continue;
                }
                if (it->second != old.options.at(line.key)) {
                    replace_token(rewrite(out), tokenize(line.text), 2,
                                  quote_if_needed(it->second));
                }
                break;
            }
            case Kind::type:
            case Kind::table: {
                const bool is_type = line.kind == Kind::type;
                const auto* now = find_rule(is_type ? m_roster.types : m_roster.tables, line.key);
                if (now == nullptr) {
                    continue;
                }
                if (*now != *find_rule(is_type ? old.types : old.tables, line.key)) {
                    rewrite(out) = house_rule_line(is_type ? "type" : "table", *now);
                }
                break;
            }
            case Kind::unit: {
                const Unit& before = old.units[old_unit++];
                const auto found = units.find(line.key, next_unit);
                if (!found) {
                    continue;
                }
                next_unit = *found + 1;
                m_matched[*found] = true;
                const Unit& now = m_roster.units[*found];
                if (now != before) {
                    rewrite(out) =
                        edit_unit_line(std::string(line.text), before, now, m_roster.rules);
                }
                break;
            }
            case Kind::version:
            case Kind::other:
                break;
            }
            m_out.push_back(std::move(out));
        }
        insert_new(old);
        fix_endings();
        return finish();
    }

  private:
    /// The line's own text, to be rewritten (a copy of the document line's at first).
    std::string& rewrite(OutLine& out) const {
        if (out.kept) {
            out.text = m_doc.lines[static_cast<std::size_t>(out.origin)].text;
            out.kept = false;
        }
        return out.text;
    }

    std::string_view text_of(const OutLine& out) const {
        return out.kept ? std::string_view(m_doc.lines[static_cast<std::size_t>(out.origin)].text)
                        : std::string_view(out.text);
    }

    /// The rule of `rules` named `name`, by a hash table built once for each list (the old and
    /// new roster's types and tables): a roster of 100,000 `type` lines is saved in linear time
    /// (a walk over the list for each line took minutes, issue 20).
    const HouseRule* find_rule(const std::vector<HouseRule>& rules, std::string_view name) {
        auto [index, added] = m_rule_index.try_emplace(&rules);
        if (added) {
            index->second.reserve(rules.size());
            for (const auto& rule : rules) {
                index->second.emplace(rule.name, &rule);
            }
        }
        const auto found = index->second.find(name);
        return found == index->second.end() ? nullptr : found->second;
    }

    /// Whether an output line is of `kind` (the header's kinds: read from the file's start).
    bool has_line(Kind kind) const {
        return std::any_of(m_out.begin(), m_out.end(),
                           [kind](const OutLine& out) { return out.kind == kind; });
    }

    /// The index after the last output line of one of `kinds`, or -1.
    long after_last(std::initializer_list<Kind> kinds) const {
        for (auto i = static_cast<long>(m_out.size()) - 1; i >= 0; --i) {
            if (std::find(kinds.begin(), kinds.end(), m_out[static_cast<std::size_t>(i)].kind) !=
                kinds.end()) {
                return i + 1;
            }
        }
        return -1;
    }

    void insert_at(long at, std::vector<OutLine> lines) {
        if (lines.empty()) {
            return;
        }
        auto position = at < 0 ? m_out.end() : m_out.begin() + at;
        m_out.insert(position, std::make_move_iterator(lines.begin()),
                     std::make_move_iterator(lines.end()));
    }

    OutLine new_line(std::string text, Kind kind) const {
        return {std::move(text), m_eol, kind, -1, false};
    }

    void insert_new(const Roster& old) {
        // Units at the end of the unit lines (or of the file), lined up with the one above.
        // (Each after_last reads the output from its end: only where there is a line to put.)
        if (std::find(m_matched.begin(), m_matched.end(), false) != m_matched.end()) {
            std::vector<OutLine> added;
            const auto unit_at = after_last({Kind::unit});
            std::string_view reference =
                unit_at > 0 ? text_of(m_out[static_cast<std::size_t>(unit_at - 1)]) : "";
            for (std::size_t i = 0; i < m_roster.units.size(); ++i) {
                if (!m_matched[i]) {
                    added.push_back(new_line(
                        new_unit_line(m_roster.units[i], m_roster.rules, reference), Kind::unit));
                    reference = added.back().text;
                }
            }
            // `reference` may point into `added`; copy before moving.
            insert_at(unit_at, std::move(added));
        }

        const auto header = {Kind::version, Kind::rules, Kind::title, Kind::turn};
        insert_rules(old.tables, m_roster.tables, "table", Kind::table,
                     {Kind::version, Kind::rules, Kind::title, Kind::turn, Kind::option, Kind::type,
                      Kind::table});
        insert_rules(
            old.types, m_roster.types, "type", Kind::type,
            {Kind::version, Kind::rules, Kind::title, Kind::turn, Kind::option, Kind::type});
        std::vector<OutLine> options;
        for (const auto& [key, value] : m_roster.options) {
            if (!old.options.contains(key)) {
                options.push_back(
                    new_line(keyword("option") + key + " " + quote_if_needed(value), Kind::option));
            }
        }
        if (!options.empty()) {
            insert_at(
                after_last({Kind::version, Kind::rules, Kind::title, Kind::turn, Kind::option}),
                std::move(options));
        }
        if (!has_line(Kind::turn) && (m_roster.turn != old.turn || m_doc.lines.size() <= 1)) {
            insert_at(after_last(header),
                      {new_line(keyword("turn") + std::to_string(m_roster.turn), Kind::turn)});
        }
        if (!has_line(Kind::title) && !m_roster.title.empty() && m_roster.title != old.title) {
            insert_at(after_last({Kind::version, Kind::rules}),
                      {new_line(keyword("title") + m_roster.title, Kind::title)});
        }
        if (!has_line(Kind::rules)) {
            insert_at(after_last({Kind::version}),
                      {new_line(keyword("rules") + std::string(m_roster.rules), Kind::rules)});
        }
    }

    void insert_rules(const std::vector<HouseRule>& old_rules, const std::vector<HouseRule>& rules,
                      std::string_view word, Kind kind, std::initializer_list<Kind> after) {
        std::vector<OutLine> added;
        for (const auto& rule : rules) {
            if (find_rule(old_rules, rule.name) == nullptr) {
                added.push_back(new_line(house_rule_line(word, rule), kind));
            }
        }
        if (!added.empty()) {
            insert_at(after_last(after), std::move(added));
        }
    }

    /// Every line but the last ends with the file's line ending, and so does a last line that
    /// this change writes (added or rewritten): whatever the change, `add` or `kill`, a line
    /// muster writes ends with a newline. A last line left as it was keeps its bytes.
    void fix_endings() {
        for (std::size_t i = 0; i + 1 < m_out.size(); ++i) {
            if (m_out[i].ending.empty()) {
                m_out[i].ending = m_eol;
            }
        }
        if (!m_out.empty() && m_out.back().ending.empty()) {
            auto& last = m_out.back();
            const bool written =
                last.origin < 0 ||
                (!last.kept &&
                 m_doc.lines[static_cast<std::size_t>(last.origin)].text != last.text);
            if (written) {
                last.ending = m_eol;
            }
        }
    }

    bool same(const OutLine& out) const {
        if (out.origin < 0) {
            return false;
        }
        const auto& line = m_doc.lines[static_cast<std::size_t>(out.origin)];
        return (out.kept || line.text == out.text) && line.ending == out.ending;
    }

    /// A kept line's bytes with its ending, where the document's text holds them so (a line
    /// read from a file; not a document made in memory, or a line whose ending changed).
    std::optional<std::string_view> source_bytes(const OutLine& out) const {
        if (!out.kept) {
            return std::nullopt;
        }
        return source_bytes(m_doc.lines[static_cast<std::size_t>(out.origin)], out.ending);
    }

    std::optional<std::string_view> source_bytes(const RosterLine& line,
                                                 std::string_view ending) const {
        if (!m_doc.source) {
            return std::nullopt;
        }
        const std::string_view source = *m_doc.source;
        const std::less_equal<const char*> not_after;
        if (!not_after(source.data(), line.text.data()) ||
            !not_after(line.text.data(), source.data() + source.size())) {
            return std::nullopt; // not a view of the text
        }
        // Sizes compared, not pointers made past the text's end.
        const auto offset = static_cast<std::size_t>(line.text.data() - source.data());
        if (source.size() - offset < line.text.size() + ending.size() ||
            source.substr(offset + line.text.size(), ending.size()) != ending) {
            return std::nullopt;
        }
        return source.substr(offset, line.text.size() + ending.size());
    }

    /// Appends `bytes` to `text` through `stretch`: bytes that follow the stretch in the
    /// document's text lengthen it; anything else ends it (one copy a stretch, not a line).
    static void append_stretched(std::string& text, std::string_view& stretch,
                                 std::string_view bytes) {
        if (stretch.data() + stretch.size() == bytes.data()) {
            stretch = std::string_view(stretch.data(), stretch.size() + bytes.size());
        } else {
            text += stretch;
            stretch = bytes;
        }
    }

    std::string doc_line(std::size_t i) const {
        return std::string(m_doc.lines[i].text).append(m_doc.lines[i].ending);
    }

    FormattedRoster finish() const {
        FormattedRoster result;
        std::size_t size = 0;
        for (const auto& out : m_out) {
            size += text_of(out).size() + out.ending.size();
        }
        result.text.reserve(size);
        std::size_t next_doc = 0;
        LineEdit pending;
        bool open = false;
        auto flush = [&](std::size_t doc_end) {
            if (!open && next_doc >= doc_end) {
                return; // nothing pending (the usual case: a kept line after a kept line)
            }
            for (; next_doc < doc_end; ++next_doc) {
                pending.before.push_back(doc_line(next_doc));
            }
            if (!pending.before.empty() || !pending.after.empty()) {
                result.edits.push_back(std::move(pending));
            }
            pending = LineEdit{};
            open = false;
        };
        // Kept lines that follow each other in the document are one stretch of its text: one
        // copy for each stretch, not two appends a line (10,000 lines for one changed unit).
        std::string_view stretch;
        for (std::size_t j = 0; j < m_out.size(); ++j) {
            const auto& out = m_out[j];
            if (const auto bytes = source_bytes(out)) {
                append_stretched(result.text, stretch, *bytes);
            } else {
                result.text += stretch;
                stretch = {};
                result.text += text_of(out);
                result.text += out.ending;
            }
            if (same(out)) {
                if (!open) {
                    pending.at = j;
                }
                flush(static_cast<std::size_t>(out.origin));
                next_doc = static_cast<std::size_t>(out.origin) + 1;
            } else {
                if (!open) {
                    pending.at = j;
                    open = true;
                }
                pending.after.push_back(std::string(text_of(out)).append(out.ending));
            }
        }
        result.text += stretch;
        if (!open) {
            pending.at = m_out.size();
        }
        flush(m_doc.lines.size());
        return result;
    }

    const RosterDocument& m_doc;
    const Roster& m_roster;
    std::map<const std::vector<HouseRule>*, std::unordered_map<std::string_view, const HouseRule*>>
        m_rule_index;       ///< find_rule's tables, one a list
    std::string_view m_eol; ///< a literal, as RosterLine::ending
    std::vector<OutLine> m_out;
    std::vector<bool> m_matched; ///< parallel to m_roster.units: it has a line already
};

} // namespace

// -------------------------------------------------------------------------------------------------

std::optional<std::size_t> UnitIndex::find(std::string_view name, std::size_t expected) {
    const auto count = m_units.size();
    if (expected < count && same_text(m_units[expected].name, name)) {
        return expected; // the usual case: a changed roster keeps its units in order
    }
    return find_elsewhere(name, expected);
}

std::optional<std::size_t> UnitIndex::find_elsewhere(std::string_view name, std::size_t expected) {
    const auto count = m_units.size();
    if (m_index.empty()) {
        // Look from the expected place on (wrapping round), until the misses have read as many
        // units as the roster holds: from then on a hash index pays for itself.
        std::size_t k = 0;
        for (; k < count && (k == 0 || m_scanned < count); ++k) {
            const auto i = (expected + k) % count;
            if (same_text(m_units[i].name, name)) {
                return i;
            }
            ++m_scanned;
        }
        if (k == count) {
            return std::nullopt;
        }
        m_index.reserve(count);
        for (std::size_t i = 0; i < m_units.size(); ++i) {
            m_index.emplace(m_units[i].name, i);
        }
    }
    const auto it = m_index.find(name);
    if (it == m_index.end()) {
        return std::nullopt;
    }
    return it->second;
}

std::string quote_if_needed(std::string_view text) {
    if (text.find_first_of(" \t#") == std::string_view::npos && !text.empty()) {
        return std::string(text);
    }
    return fmt::format("\"{}\"", text);
}

std::vector<std::string> split_lines(std::string_view text) {
    const auto views = line_views(text);
    return {views.begin(), views.end()};
}

FormattedRoster format_roster(const RosterDocument& doc, const Roster& roster) {
    return Formatter(doc, roster).format();
}

std::string format_new_roster(const Roster& roster) {
    RosterDocument doc;
    doc.source = std::make_shared<const std::string>(
        fmt::format("{}{}", k_version_prefix, k_roster_version));
    doc.lines.push_back({Kind::version, *doc.source, "\n", ""});
    doc.roster.rules = roster.rules;
    doc.roster.turn = 0; // so the turn line is written
    return format_roster(doc, roster).text;
}

std::string revert_edits(std::string_view text, const std::vector<LineEdit>& edits) {
    // Views of the text's lines and of the edits' lines (both outlive `lines`): no copy of each.
    auto lines = line_views(text);
    for (auto it = edits.rbegin(); it != edits.rend(); ++it) { // the last edit first
        const auto& edit = *it;
        if (edit.at > lines.size() || edit.after.size() > lines.size() - edit.at ||
            !std::equal(edit.after.begin(), edit.after.end(),
                        lines.begin() + static_cast<long>(edit.at))) {
            throw RosterError(
                fmt::format("the roster's line {} is not what the journal recorded", edit.at + 1));
        }
        auto first = lines.begin() + static_cast<long>(edit.at);
        lines.erase(first, first + static_cast<long>(edit.after.size()));
        lines.insert(lines.begin() + static_cast<long>(edit.at), edit.before.begin(),
                     edit.before.end());
    }
    std::string out;
    out.reserve(text.size());
    for (const auto& line : lines) {
        out += line;
    }
    return out;
}

} // namespace muster
