// Reading a roster file: the parser (parse_roster, parse_unit_line), over the lines and tokens
// of tokenize.cpp.
#include "format_detail.hpp"
#include "muster/error.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <string_view>
#include <unordered_map>

namespace muster {

namespace {

using roster_detail::is_space;
using roster_detail::is_unit_key;
using roster_detail::k_version_prefix;
using roster_detail::Kind;
using roster_detail::line_views;
using roster_detail::number_value;
using roster_detail::parse_count;
using roster_detail::Token;
using roster_detail::tokenize;

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && is_space(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

/// Printable ASCII and tabs only: valid UTF-8 without a control character, which needs neither
/// of the checks of other text.
bool plain_ascii(std::string_view text) {
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return (c >= ' ' && c < '\x7f') || c == '\t'; });
}

/// The characters of an id: letters, digits, - _ . (a table: one load a byte).
constexpr std::array<bool, 256> k_id_char = [] {
    std::array<bool, 256> id{};
    for (int c = 0; c < 256; ++c) {
        id[static_cast<std::size_t>(c)] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                                          (c >= '0' && c <= '9') || c == '-' || c == '_' ||
                                          c == '.';
    }
    return id;
}();

bool is_id_char(char c) {
    return k_id_char[static_cast<unsigned char>(c)];
}

/// Type ids, table names and option keys: letters, digits, - _ .
bool valid_id(std::string_view text) {
    return !text.empty() && text.size() <= k_max_name_length &&
           std::all_of(text.begin(), text.end(), is_id_char);
}

// ---------------------------------------------------------------------------------------------
// Parsing.

class Parser {
  public:
    Parser(std::string_view text, const std::string& file) : m_text(text), m_file(file) {}
    /// Over a text already shared: the document's lines are views of it (no copy).
    Parser(std::shared_ptr<const std::string> text, const std::string& file)
        : m_text(*text), m_file(file) {
        m_doc.source = std::move(text);
    }

    RosterDocument parse() {
        split();
        if (m_doc.lines.empty() || (m_doc.lines.size() == 1 && m_doc.lines[0].text.empty())) {
            fail(1, fmt::format("empty file, not a muster roster (create one with `muster init`)"));
        }
        for (std::size_t i = 0; i < m_doc.lines.size(); ++i) {
            m_line = static_cast<int>(i) + 1;
            auto& line = m_doc.lines[i];
            if (!plain_ascii(line.text)) { // the common line needs neither check
                if (!text::valid_utf8(line.text)) {
                    fail(m_line, "not UTF-8 text");
                }
                check_no_control(line.text);
                if (auto problem = text::text_problem(line.text, true); !problem.empty()) {
                    fail(m_line, fmt::format("the line {}: a roster is plain text, without "
                                             "control, bidi or invisible characters",
                                             problem));
                }
            }
            if (i == 0) {
                version(line);
                continue;
            }
            try {
                parse_line(line);
            } catch (const RosterError& e) {
                // A name given twice on this line or above was the first fault: it is said
                // first, as when names were indexed a line at a time (index_units).
                index_units(m_named_units);
                if (!e.file().empty()) {
                    throw;
                }
                fail(m_line, e.what());
            }
        }
        index_units(m_doc.roster.units.size());
        if (m_doc.rules_line == 0) {
            std::vector<std::string> lines;
            for (const auto& id : roster_rules()) {
                lines.push_back(fmt::format("`rules {}`", id));
            }
            fail(1, fmt::format("no `rules` line: add {}", fmt::join(lines, " or ")));
        }
        check_named_units();
        return std::move(m_doc);
    }

    /// One `unit` line alone, for a roster playing `rules`.
    static Unit unit_alone(std::string_view text, std::string_view rules) {
        static const std::string no_file;
        Parser parser("", no_file);
        parser.m_doc.roster.rules = std::string(rules);
        parser.m_doc.rules_line = 1;
        RosterLine line; // a view of `text`, which outlives the parse
        line.text = text;
        tokenize(line.text, parser.m_tokens);
        if (parser.m_tokens.empty() || parser.m_tokens[0].value() != "unit") {
            throw RosterError("not a unit line");
        }
        parser.unit_line(line, parser.m_tokens);
        return std::move(parser.m_doc.roster.units.back());
    }

  private:
    [[noreturn]] void fail(int line, const std::string& what) const {
        throw RosterError(m_file, line, what);
    }

    /// A roster is plain text: tabs, but no other control character (NUL, a carriage return
    /// that does not end a CRLF line, escape codes...), which no formatter would keep as it is.
    void check_no_control(std::string_view text) const {
        for (std::size_t column = 0; column < text.size(); ++column) {
            const auto c = static_cast<unsigned char>(text[column]);
            if ((c < 0x20 && c != '\t') || c == 0x7f) {
                fail(m_line,
                     fmt::format("control character 0x{:02x}{} at column {}: a roster is "
                                 "plain text (tabs allowed)",
                                 c, c == '\r' ? " (a carriage return not before a newline)" : "",
                                 column + 1));
            }
        }
    }

    /// Cuts the text into lines, each keeping its ending ("\n", "\r\n", or none at the end).
    void split() {
        if (!m_doc.source) {
            m_doc.source = std::make_shared<const std::string>(m_text);
        }
        const auto views = line_views(*m_doc.source);
        m_doc.lines.reserve(views.size());
        m_doc.roster.units.reserve(views.size());
        m_doc.unit_lines.reserve(views.size());
        for (auto text : views) {
            auto& line = m_doc.lines.emplace_back();
            if (text.ends_with('\n')) {
                text.remove_suffix(1);
                line.ending = "\n";
                if (text.ends_with('\r')) {
                    text.remove_suffix(1);
                    line.ending = "\r\n";
                }
            }
            line.text = text;
        }
    }

    void version(RosterLine& line) {
        std::string_view text = trim(line.text);
        if (!text.starts_with(k_version_prefix)) {
            fail(1, fmt::format("not a muster roster: the first line must be `{}{}`",
                                k_version_prefix, k_roster_version));
        }
        auto number = parse_count(text.substr(k_version_prefix.size()), k_max_count);
        if (!number) {
            fail(1, fmt::format("bad roster version line `{}` (expected `{}{}`)", text,
                                k_version_prefix, k_roster_version));
        }
        if (*number > k_roster_version) {
            fail(1, fmt::format("roster format v{} is newer than this muster reads (v{}); "
                                "upgrade muster",
                                *number, k_roster_version));
        }
        if (*number < 1) {
            fail(1, fmt::format("bad roster version v{}", *number));
        }
        line.kind = Kind::version;
    }

    void once(Kind kind, std::string_view word) {
        for (const auto& line : m_doc.lines) {
            if (&line == &m_doc.lines[static_cast<std::size_t>(m_line) - 1]) {
                break;
            }
            if (line.kind == kind) {
                throw RosterError(fmt::format("second `{}` line", word));
            }
        }
    }

    void need_rules(std::string_view word) const {
        if (m_doc.rules_line == 0) {
            throw RosterError(fmt::format("`{}` before the `rules` line", word));
        }
    }

    void parse_line(RosterLine& line) {
        tokenize(line.text, m_tokens);
        const auto& tokens = m_tokens;
        if (tokens.empty()) {
            return; // blank or comment
        }
        const auto word = tokens[0].value();
        if (word == "rules") {
            rules_line(line, tokens);
        } else if (word == "title") {
            once(Kind::title, word);
            line.kind = Kind::title;
            m_doc.roster.title =
                std::string(trim(std::string_view(line.text).substr(tokens[0].end)));
            if (text::length(m_doc.roster.title) > k_max_title_length) {
                throw RosterError(fmt::format("title: longer than {} characters ({})",
                                              k_max_title_length,
                                              text::length(m_doc.roster.title)));
            }
        } else if (word == "turn") {
            once(Kind::turn, word);
            expect_args(tokens, 1, "turn N");
            line.kind = Kind::turn;
            m_doc.roster.turn =
                static_cast<int>(number_value("turn", tokens[1].value(), 1, k_max_count));
        } else if (word == "option") {
            option_line(line, tokens);
        } else if (word == "type" || word == "table") {
            house_line(line, tokens);
        } else if (word == "unit") {
            unit_line(line, tokens);
        } else {
            throw RosterError(fmt::format("unknown line `{}` (expected rules, title, turn, option, "
                                          "type, table, unit, or a # comment)",
                                          word));
        }
    }

    static void expect_args(const std::vector<Token>& tokens, std::size_t count,
                            std::string_view usage) {
        if (tokens.size() != count + 1) {
            throw RosterError(fmt::format("expected `{}`", usage));
        }
    }

    void rules_line(RosterLine& line, const std::vector<Token>& tokens) {
        once(Kind::rules, "rules");
        expect_args(tokens, 1, fmt::format("rules {}", fmt::join(roster_rules(), "|")));
        const auto rules = tokens[1].value();
        if (!is_roster_rules(rules)) {
            throw RosterError(fmt::format("unknown rules `{}` (expected {})", rules,
                                          fmt::join(roster_rules(), " or ")));
        }
        line.kind = Kind::rules;
        m_doc.roster.rules = std::string(rules);
        m_doc.rules_line = m_line;
    }

    void option_line(RosterLine& line, const std::vector<Token>& tokens) {
        need_rules("option");
        expect_args(tokens, 2, "option KEY VALUE");
        const std::string key(tokens[1].value());
        if (!valid_id(key)) {
            throw RosterError(fmt::format("bad option name `{}`", key));
        }
        if (auto it = m_doc.option_lines.find(key); it != m_doc.option_lines.end()) {
            throw RosterError(
                fmt::format("option `{}` set twice (first on line {})", key, it->second));
        }
        line.kind = Kind::option;
        line.key = key;
        m_doc.roster.options[key] = std::string(tokens[2].value());
        m_doc.option_lines[key] = m_line;
    }

    void house_line(RosterLine& line, const std::vector<Token>& tokens) {
        const auto word = tokens[0].value();
        const bool is_type = word == "type";
        need_rules(word);
        if (tokens.size() < 2) {
            throw RosterError(
                fmt::format("expected `{} {} key=value...`", word, is_type ? "ID" : "NAME"));
        }
        HouseRule rule;
        rule.name = std::string(tokens[1].value());
        if (!valid_id(rule.name)) {
            throw RosterError(
                fmt::format("bad {} name `{}` (letters, digits, - _ .)", word, rule.name));
        }
        auto& rules = is_type ? m_doc.roster.types : m_doc.roster.tables;
        auto& lines = is_type ? m_doc.type_lines : m_doc.table_lines;
        // By name, not by a walk over the lines before: a hostile roster of 100,000 `type` lines
        // is read in linear time, not quadratic while holding the lock.
        auto& index = is_type ? m_type_index : m_table_index;
        if (const auto found = index.find(rule.name); found != index.end()) {
            throw RosterError(fmt::format("{} `{}` defined twice (first on line {})", word,
                                          rule.name, lines[found->second]));
        }
        index.emplace(rule.name, rules.size());
        for (std::size_t t = 2; t < tokens.size(); ++t) {
            const auto value = tokens[t].value();
            auto eq = value.find('=');
            if (eq == std::string_view::npos || eq == 0) {
                throw RosterError(
                    fmt::format("`{}` lines take key=value; `{}` has no value", word, value));
            }
            const auto key = value.substr(0, eq);
            for (const auto& existing : rule.keys) {
                if (existing.first == key) {
                    throw RosterError(fmt::format("key `{}` given twice", key));
                }
            }
            rule.keys.emplace_back(key, value.substr(eq + 1));
        }
        line.kind = is_type ? Kind::type : Kind::table;
        line.key = rule.name;
        rules.push_back(std::move(rule));
        lines.push_back(m_line);
    }

    void unit_line(RosterLine& line, const std::vector<Token>& tokens) {
        need_rules("unit");
        if (tokens.size() < 3) {
            throw RosterError("expected `unit NAME TYPE key=value...`");
        }
        // Read in place (no unit moved into the list); an error ends the parse, and the list with
        // it, so a unit left half read does no harm.
        Unit& unit = m_doc.roster.units.emplace_back();
        unit.name.assign(tokens[1].value());
        auto problem = check_unit_name(unit.name);
        if (!problem.empty()) {
            throw RosterError(problem);
        }
        m_named_units = m_doc.roster.units.size(); // this one's name is read (index_units)
        // `line` lives in m_doc.lines, which is not resized while parsing: its key can be a key
        // (and an error later in the line ends the parse, so its entry does no harm).
        line.key = unit.name; // (names are indexed once every line is read: index_units)
        unit.type.assign(tokens[2].value());
        if (!valid_id(unit.type)) {
            throw RosterError(fmt::format("bad type id `{}` (letters, digits, - _ .)", unit.type));
        }
        if (!m_empty_record) { // made once: each unit's is a copy
            m_empty_record = new_unit_record(m_doc.roster.rules);
        }
        if (m_empty_record) {
            unit.record.reset(m_empty_record->clone());
        }
        m_seen_keys.clear(); // the keys given so far (a key given twice is refused)
        for (std::size_t t = 3; t < tokens.size(); ++t) {
            const auto value = tokens[t].value();
            const auto eq = value.find('=');
            const auto key = value.substr(0, eq);
            if (std::find(m_seen_keys.begin(), m_seen_keys.end(), key) != m_seen_keys.end()) {
                throw RosterError(fmt::format("key `{}` given twice", key));
            }
            m_seen_keys.push_back(key);
            const bool bare = eq == std::string_view::npos;
            if (t == 3 && bare && !is_unit_key(m_doc.roster.rules, key)) {
                // `unit RA 7-pdr cannon-brit ...`: a name with a space, not quoted.
                throw RosterError(fmt::format(
                    "unknown unit key `{}`; if the name has a space, quote it: unit \"{} {}\" {}",
                    key, unit.name, unit.type, key));
            }
            set_unit_key(unit, m_doc.roster.rules, key,
                         bare ? std::string_view() : value.substr(eq + 1), bare);
        }
        if (std::find(m_seen_keys.begin(), m_seen_keys.end(), "stands") == m_seen_keys.end()) {
            throw RosterError(fmt::format("unit `{}` has no `stands=N`", unit.name));
        }
        line.kind = Kind::unit;
        m_doc.unit_lines.push_back(m_line);
    }

    /// Indexes the first `count` units' names, refusing the second line of a name, once every
    /// line is read (the units then move no more). When a fault stops the reading, the units
    /// read so far are indexed first: a duplicate above the fault is said first.
    void index_units(std::size_t count) {
        const auto& units = m_doc.roster.units;
        // The unit being read when a fault stopped the reading has no line number yet.
        const auto line_of = [&](std::size_t i) {
            return i < m_doc.unit_lines.size() ? m_doc.unit_lines[i] : m_line;
        };
        m_unit_index.reserve(count);
        for (std::size_t i = 0; i < count; ++i) {
            if (const auto [first, added] = m_unit_index.try_emplace(units[i].name, i); !added) {
                fail(line_of(i), fmt::format("duplicate unit `{}` (first on line {})",
                                             units[i].name, line_of(first->second)));
            }
        }
    }

    /// The units a record names (UE-MELEE-5's `locked`) are other units of this roster.
    void check_named_units() const {
        for (std::size_t i = 0; i < m_doc.roster.units.size(); ++i) {
            const auto& unit = m_doc.roster.units[i];
            for (const auto& other : named_units(unit)) {
                if (other == unit.name) {
                    fail(m_doc.unit_lines[i],
                         fmt::format("`{}` names the unit itself: a unit is locked in melee with "
                                     "another unit",
                                     naming_key(unit)));
                }
                if (!m_unit_index.contains(other)) {
                    fail(m_doc.unit_lines[i],
                         fmt::format("`{}` names `{}`, which is not a unit of this roster",
                                     naming_key(unit), other));
                }
            }
        }
    }

    std::string_view m_text;
    const std::string& m_file;
    RosterDocument m_doc;
    /// Each unit's place in roster.units, by name (views of the names in roster.units, which
    /// grows no more once they are indexed).
    std::unordered_map<std::string_view, std::size_t> m_unit_index;
    std::size_t m_named_units = 0; ///< units whose names are read, for index_units on a fault

    std::unordered_map<std::string, std::size_t> m_type_index;  ///< place in roster.types
    std::unordered_map<std::string, std::size_t> m_table_index; ///< place in roster.tables
    std::vector<Token> m_tokens;                                ///< the current line's
    std::vector<std::string_view> m_seen_keys;                  ///< the current unit line's keys
    std::unique_ptr<UnitRecord> m_empty_record; ///< an empty record of the rules' units
    int m_line = 0;
};

} // namespace

RosterDocument parse_roster(std::string_view text, const std::string& file) {
    return Parser(text, file).parse();
}

RosterDocument parse_roster(std::shared_ptr<const std::string> text, const std::string& file) {
    if (!text) {
        throw RosterError(file, 1, "empty file, not a muster roster");
    }
    return Parser(std::move(text), file).parse();
}

Unit parse_unit_line(std::string_view line, std::string_view rules) {
    return Parser::unit_alone(line, rules);
}

} // namespace muster
