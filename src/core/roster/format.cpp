#include "muster/roster/format.hpp"

#include "muster/error.hpp"
#include "muster/roster/rulebook.hpp"
#include "muster/roster/text.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <fmt/format.h>
#include <initializer_list>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace muster {

namespace {

using Kind = RosterLine::Kind;

constexpr std::string_view k_version_prefix = "# muster roster v";
/// Header keywords are padded to this width when muster writes a line (`option  `).
constexpr std::size_t k_keyword_width = 8;

/// Editing a line keeps at least this much space between tokens that had it (and muster
/// separates the tokens of lines it writes by it).
constexpr std::size_t k_min_gap = 2;

bool is_space(char c) {
    return c == ' ' || c == '\t';
}

/// A token of a line: where it is and its value with quotes removed.
struct Token {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::string_view raw; ///< the token's text in the line
    bool quoted = false;
    std::string unquoted; ///< the value with quotes removed, when quoted (rare: built only then)
    std::string_view value() const { return quoted ? std::string_view(unquoted) : raw; }
};

/// The tokens of a line up to a trailing `#` comment, into `tokens` (cleared first: a parser
/// reuses one vector for every line rather than allocate one per line). Throws a placeless
/// RosterError for an unterminated quote.
void tokenize(std::string_view line, std::vector<Token>& tokens) {
    tokens.clear();
    std::size_t pos = 0;
    while (pos < line.size()) {
        while (pos < line.size() && is_space(line[pos])) {
            ++pos;
        }
        if (pos >= line.size() || line[pos] == '#') {
            break;
        }
        Token& token = tokens.emplace_back();
        token.begin = pos;
        while (pos < line.size() && !is_space(line[pos]) && line[pos] != '"') {
            ++pos; // the common token, without quotes
        }
        while (pos < line.size() && !is_space(line[pos])) {
            if (line[pos] == '"') {
                auto close = line.find('"', pos + 1);
                if (close == std::string_view::npos) {
                    throw RosterError("unterminated quote");
                }
                if (!token.quoted) {
                    token.quoted = true;
                    token.unquoted = line.substr(token.begin, pos - token.begin);
                }
                token.unquoted.append(line.substr(pos + 1, close - pos - 1));
                pos = close + 1;
            } else {
                if (token.quoted) {
                    token.unquoted.push_back(line[pos]);
                }
                ++pos;
            }
        }
        token.end = pos;
        token.raw = line.substr(token.begin, pos - token.begin);
    }
}

std::vector<Token> tokenize(std::string_view line) {
    std::vector<Token> tokens;
    tokenize(line, tokens);
    return tokens;
}

/// The lines of a text, each with its ending (the last may have none).
std::vector<std::string_view> line_views(std::string_view text) {
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start < text.size();) {
        const auto newline = text.find('\n', start);
        const auto end = newline == std::string_view::npos ? text.size() : newline + 1;
        lines.push_back(text.substr(start, end - start));
        start = end;
    }
    return lines;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && is_space(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

/// Printable ASCII and tabs only: valid UTF-8 without a control character.
bool plain_ascii(std::string_view text) {
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return (c >= ' ' && c < '\x7f') || c == '\t'; });
}

/// A count: digits only, at most `max`.
std::optional<long long> parse_count(std::string_view text, long long max) {
    if (text.empty() || text.size() > 12 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return std::nullopt;
    }
    long long value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    if (value > max) {
        return std::nullopt;
    }
    return value;
}

bool is_id_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.';
}

/// Type ids, table names and option keys: letters, digits, - _ .
bool valid_id(std::string_view text) {
    return !text.empty() && text.size() <= k_max_name_length &&
           std::all_of(text.begin(), text.end(), is_id_char);
}

std::vector<std::string> split_list(std::string_view text) {
    std::vector<std::string> items;
    if (text.empty()) {
        return items;
    }
    std::size_t start = 0;
    while (true) {
        auto comma = text.find(',', start);
        items.emplace_back(text.substr(start, comma - start));
        if (comma == std::string_view::npos) {
            break;
        }
        start = comma + 1;
    }
    return items;
}

std::string join(const std::vector<std::string>& items, std::string_view sep) {
    std::string out;
    for (const auto& item : items) {
        if (!out.empty() || &item != &items.front()) {
            out.append(sep);
        }
        out.append(item);
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Unit keys: one table, shared by the file, `set` and `show --json`.

enum class Sets { both, ue, fw };

/// Which member of Unit a key sets.
enum class Field {
    side,
    stands,
    killed,
    markers,
    dead,
    retreating,
    taken,
    formation,
    mounted,
    cover,
    falling_back,
    fired,
    single_stand,
    locked,
    gun_hits,
    crew,
    moves,
    moved,
    fought,
    limbered,
    done,
    due
};

struct KeySpec {
    std::string_view key;
    UnitField::Kind kind;
    Sets sets;
    Field field;
};

/// Every unit key, in the order muster writes them (DESIGN.md, "The roster file").
constexpr std::array<KeySpec, 22> k_unit_keys{{
    {"side", UnitField::Kind::text, Sets::both, Field::side},
    {"stands", UnitField::Kind::number, Sets::both, Field::stands},
    {"killed", UnitField::Kind::number, Sets::ue, Field::killed},
    {"markers", UnitField::Kind::number, Sets::fw, Field::markers},
    {"dead", UnitField::Kind::number, Sets::fw, Field::dead},
    {"retreating", UnitField::Kind::number, Sets::fw, Field::retreating},
    {"taken", UnitField::Kind::number, Sets::fw, Field::taken},
    {"formation", UnitField::Kind::text, Sets::both, Field::formation},
    {"mounted", UnitField::Kind::flag, Sets::both, Field::mounted},
    {"cover", UnitField::Kind::flag, Sets::both, Field::cover},
    {"falling-back", UnitField::Kind::flag, Sets::ue, Field::falling_back},
    {"fired", UnitField::Kind::text, Sets::ue, Field::fired},
    {"single-stand", UnitField::Kind::flag, Sets::ue, Field::single_stand},
    {"locked", UnitField::Kind::list, Sets::both, Field::locked},
    {"gun-hits", UnitField::Kind::number, Sets::ue, Field::gun_hits},
    {"crew", UnitField::Kind::text, Sets::ue, Field::crew},
    {"moves", UnitField::Kind::list, Sets::fw, Field::moves},
    {"moved", UnitField::Kind::flag, Sets::fw, Field::moved},
    {"fought", UnitField::Kind::flag, Sets::fw, Field::fought},
    {"limbered", UnitField::Kind::flag, Sets::fw, Field::limbered},
    {"done", UnitField::Kind::list, Sets::both, Field::done},
    {"due", UnitField::Kind::list, Sets::both, Field::due},
}};

bool in_sets(Sets sets, RuleSet rules) {
    return sets == Sets::both || (sets == Sets::ue) == (rules == RuleSet::unbalanced_equality);
}

/// UE-TYPE-3 formations; FW adds line, column and square (FW-ORDER-2).
constexpr std::array<std::string_view, 2> k_ue_formations{"open", "closed"};
constexpr std::array<std::string_view, 5> k_fw_formations{"open", "closed", "line", "column",
                                                          "square"};
/// FW-MOVE-1 rates, and `stationary` (FW-MOVE-5).
constexpr std::array<std::string_view, 4> k_move_rates{"stationary", "march", "double", "charge"};
/// UE-ARTY-5: a gun's crew is `original` or `replaced`.
constexpr std::string_view k_crew_replaced = "replaced";
constexpr std::string_view k_crew_original = "original";

template <std::size_t N>
bool one_of(const std::array<std::string_view, N>& values, std::string_view text) {
    return std::find(values.begin(), values.end(), text) != values.end();
}

template <std::size_t N> std::string or_list(const std::array<std::string_view, N>& values) {
    std::string out;
    for (std::size_t i = 0; i < N; ++i) {
        out += i == 0 ? "" : (i + 1 == N ? " or " : ", ");
        out += values[i];
    }
    return out;
}

/// A key's place in k_unit_keys, or k_unit_keys.size() when it is not a unit key.
std::size_t key_index(std::string_view key) {
    const auto* it = std::find_if(k_unit_keys.begin(), k_unit_keys.end(),
                                  [&](const KeySpec& spec) { return spec.key == key; });
    return static_cast<std::size_t>(it - k_unit_keys.begin());
}

const KeySpec& key_spec(std::string_view key, RuleSet rules) {
    const auto* it = std::find_if(k_unit_keys.begin(), k_unit_keys.end(),
                                  [&](const KeySpec& spec) { return spec.key == key; });
    if (it == k_unit_keys.end()) {
        throw RosterError(fmt::format("unknown unit key `{}` (known: {})", key,
                                      join(unit_key_names(rules), ", ")));
    }
    if (!in_sets(it->sets, rules)) {
        throw RosterError(
            fmt::format("unit key `{}` belongs to {}, not to this {} roster", key,
                        rules == RuleSet::fuzzy_wuzzy ? "unbalanced-equality" : "fuzzy-wuzzy",
                        to_string(rules)));
    }
    return *it;
}

bool parse_flag(std::string_view key, std::string_view value, bool bare) {
    if (bare || value == "yes" || value == "true") {
        return true;
    }
    if (value == "no" || value == "false") {
        return false;
    }
    throw RosterError(fmt::format("`{}` takes yes or no, not `{}`", key, value));
}

long long number_value(std::string_view key, std::string_view value, long long min, long long max) {
    auto number = parse_count(value, k_max_count * 10);
    if (!number) {
        throw RosterError(
            fmt::format("bad number `{}` for `{}` (a whole number {}-{})", value, key, min, max));
    }
    if (*number < min || *number > max) {
        throw RosterError(
            fmt::format("`{}={}` is out of range (a whole number {}-{})", key, value, min, max));
    }
    return *number;
}

int int_value(std::string_view key, std::string_view value) {
    return static_cast<int>(number_value(key, value, 0, k_max_count));
}

std::string checked_name(std::string_view key, std::string_view name) {
    auto problem = check_unit_name(name);
    if (!problem.empty()) {
        throw RosterError(fmt::format("`{}`: {}", key, problem));
    }
    return std::string(name);
}

std::string key_token(const UnitField& field) {
    if (field.kind == UnitField::Kind::flag) {
        return field.key;
    }
    return field.key + "=" + quote_if_needed(field_text(field));
}

/// The token a field is written as, or "" when it is left out.
std::string written_token(const UnitField& field) {
    return field.is_default && !field.always ? std::string() : key_token(field);
}

// ---------------------------------------------------------------------------------------------
// Line editing.

/// Replaces token `index` by `text`, keeping the next token's column where the spacing allows.
void replace_token(std::string& line, const std::vector<Token>& tokens, std::size_t index,
                   const std::string& text) {
    const auto& token = tokens[index];
    const auto old_length = token.end - token.begin;
    std::size_t ws_end = token.end;
    while (ws_end < line.size() && is_space(line[ws_end])) {
        ++ws_end;
    }
    const auto ws = ws_end - token.end;
    std::string spacing(line, token.end, ws);
    if (ws_end < line.size() && ws > 0) { // something follows: keep its column if possible
        if (text.size() > old_length) {
            const auto keep = std::min<std::size_t>(ws, k_min_gap);
            spacing.erase(0, std::min(text.size() - old_length, ws - keep));
        } else {
            spacing.append(old_length - text.size(), ' ');
        }
    }
    line = line.substr(0, token.begin) + text + spacing + line.substr(ws_end);
}

/// Removes token `index` and the whitespace before it.
void remove_token(std::string& line, const std::vector<Token>& tokens, std::size_t index) {
    const auto from = index == 0 ? tokens[index].begin : tokens[index - 1].end;
    line.erase(from, tokens[index].end - from);
}

/// Appends a token after the last one (before a trailing comment).
void append_token(std::string& line, const std::vector<Token>& tokens, const std::string& text) {
    std::size_t sep = k_min_gap;
    if (tokens.size() >= 2) {
        sep = std::clamp<std::size_t>(tokens.back().begin - tokens[tokens.size() - 2].end, 1,
                                      k_min_gap);
    }
    const auto at = tokens.back().end;
    line.insert(at, std::string(sep, ' ') + text);
}

std::string_view key_of(const Token& token) {
    const auto value = token.value();
    return value.substr(0, value.find('='));
}

/// The unit line rewritten for `after`, changing only the tokens whose value changed.
std::string edit_unit_line(std::string line, const Unit& before, const Unit& after, RuleSet rules) {
    constexpr std::size_t type_index = 2;
    constexpr std::size_t first_key = 3;
    if (before.type != after.type) {
        replace_token(line, tokenize(line), type_index, after.type);
    }
    const auto old_fields = unit_fields(before, rules);
    const auto new_fields = unit_fields(after, rules);
    for (std::size_t f = 0; f < new_fields.size(); ++f) {
        const auto old_token = written_token(old_fields[f]);
        const auto new_token = written_token(new_fields[f]);
        if (old_token == new_token) {
            continue;
        }
        const auto tokens = tokenize(line);
        std::size_t found = tokens.size();
        for (std::size_t t = first_key; t < tokens.size(); ++t) {
            if (key_of(tokens[t]) == new_fields[f].key) {
                found = t;
            }
        }
        if (found == tokens.size()) {
            if (!new_token.empty()) {
                append_token(line, tokens, new_token);
            }
        } else if (new_token.empty()) {
            remove_token(line, tokens, found);
        } else {
            replace_token(line, tokens, found, new_token);
        }
    }
    return line;
}

/// A new unit line, its columns lined up with `reference` (the unit line above; empty when there
/// is none).
std::string new_unit_line(const Unit& unit, RuleSet rules, std::string_view reference) {
    std::vector<std::string> words{"unit", quote_if_needed(unit.name), unit.type};
    for (const auto& field : unit_fields(unit, rules)) {
        auto token = written_token(field);
        if (!token.empty()) {
            words.push_back(std::move(token));
        }
    }
    std::vector<Token> columns;
    if (!reference.empty()) {
        columns = tokenize(reference);
    }
    auto gap = [&](std::size_t i) {
        return std::clamp<std::size_t>(columns[i].begin - columns[i - 1].end, 1, k_min_gap);
    };
    std::string line = words[0];
    for (std::size_t i = 1; i < words.size(); ++i) {
        std::size_t sep = i == 1 ? 1 : k_min_gap;
        if (i < columns.size()) {
            sep =
                columns[i].begin >= line.size() + gap(i) ? columns[i].begin - line.size() : gap(i);
        } else if (columns.size() >= 2) {
            sep = gap(columns.size() - 1);
        }
        line.append(sep, ' ');
        line.append(words[i]);
    }
    return line;
}

std::string keyword(std::string_view word) {
    std::string text(word);
    text.append(k_keyword_width > word.size() ? k_keyword_width - word.size() : 1, ' ');
    return text;
}

std::string house_rule_line(std::string_view word, const HouseRule& rule) {
    std::string line = keyword(word) + rule.name;
    for (const auto& [key, value] : rule.keys) {
        // A key is quoted too when it needs it (a quoted token `"a b"=1` has the key `a b`).
        line += "  " + quote_if_needed(key) + "=" + quote_if_needed(value);
    }
    return line;
}

// ---------------------------------------------------------------------------------------------
// Parsing.

class Parser {
  public:
    Parser(std::string_view text, const std::string& file) : m_text(text), m_file(file) {}

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
                if (!e.file().empty()) {
                    throw;
                }
                fail(m_line, e.what());
            }
        }
        if (m_doc.rules_line == 0) {
            fail(1, "no `rules` line: add `rules unbalanced-equality` or `rules fuzzy-wuzzy`");
        }
        check_locked();
        return std::move(m_doc);
    }

    /// One `unit` line alone, for a roster playing `rules`.
    static Unit unit_alone(std::string_view text, RuleSet rules) {
        static const std::string no_file;
        Parser parser("", no_file);
        parser.m_doc.roster.rules = rules;
        parser.m_doc.rules_line = 1;
        RosterLine line;
        line.text = std::string(text);
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
        const auto views = line_views(m_text);
        m_doc.lines.reserve(views.size());
        m_doc.roster.units.reserve(views.size());
        m_doc.unit_lines.reserve(views.size());
        m_unit_index.reserve(views.size());
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
        expect_args(tokens, 1, "rules unbalanced-equality|fuzzy-wuzzy");
        auto rules = parse_rule_set(tokens[1].value());
        if (!rules) {
            throw RosterError(
                fmt::format("unknown rules `{}` (expected unbalanced-equality or fuzzy-wuzzy)",
                            tokens[1].value()));
        }
        line.kind = Kind::rules;
        m_doc.roster.rules = *rules;
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
        for (std::size_t i = 0; i < rules.size(); ++i) {
            if (rules[i].name == rule.name) {
                throw RosterError(fmt::format("{} `{}` defined twice (first on line {})", word,
                                              rule.name, lines[i]));
            }
        }
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
        Unit unit;
        unit.name = std::string(tokens[1].value());
        auto problem = check_unit_name(unit.name);
        if (!problem.empty()) {
            throw RosterError(problem);
        }
        // `line` lives in m_doc.lines, which is not resized while parsing: its key can be a key
        // (and an error later in the line ends the parse, so its entry does no harm).
        line.key = unit.name;
        const auto [first, added] = m_unit_index.try_emplace(line.key, m_doc.roster.units.size());
        if (!added) {
            throw RosterError(fmt::format("duplicate unit `{}` (first on line {})", unit.name,
                                          m_doc.unit_lines[first->second]));
        }
        unit.type = std::string(tokens[2].value());
        if (!valid_id(unit.type)) {
            throw RosterError(fmt::format("bad type id `{}` (letters, digits, - _ .)", unit.type));
        }
        // Keys already given, by their place in k_unit_keys (an unknown key throws when set).
        std::array<bool, k_unit_keys.size()> seen{};
        for (std::size_t t = 3; t < tokens.size(); ++t) {
            const auto value = tokens[t].value();
            const auto eq = value.find('=');
            const auto key = value.substr(0, eq);
            const auto index = key_index(key);
            if (index < seen.size() && seen[index]) {
                throw RosterError(fmt::format("key `{}` given twice", key));
            }
            const bool bare = eq == std::string_view::npos;
            if (t == 3 && bare && index == k_unit_keys.size()) {
                // `unit RA 7-pdr cannon-brit ...`: a name with a space, not quoted.
                throw RosterError(fmt::format(
                    "unknown unit key `{}`; if the name has a space, quote it: unit \"{} {}\" {}",
                    key, unit.name, unit.type, key));
            }
            set_unit_key(unit, m_doc.roster.rules, key,
                         bare ? std::string_view() : value.substr(eq + 1), bare);
            seen[index] = true;
        }
        if (!seen[key_index("stands")]) {
            throw RosterError(fmt::format("unit `{}` has no `stands=N`", unit.name));
        }
        line.kind = Kind::unit;
        m_doc.roster.units.push_back(std::move(unit));
        m_doc.unit_lines.push_back(m_line);
    }

    /// UE-MELEE-5: `locked` names units of this roster.
    void check_locked() const {
        for (std::size_t i = 0; i < m_doc.roster.units.size(); ++i) {
            for (const auto& other : m_doc.roster.units[i].locked) {
                if (other == m_doc.roster.units[i].name) {
                    fail(m_doc.unit_lines[i], "`locked` names the unit itself: a unit is locked "
                                              "in melee with another unit");
                }
                if (!m_unit_index.contains(other)) {
                    fail(m_doc.unit_lines[i],
                         fmt::format("`locked` names `{}`, which is not a unit of this roster",
                                     other));
                }
            }
        }
    }

    std::string_view m_text;
    const std::string& m_file;
    RosterDocument m_doc;
    std::unordered_map<std::string_view, std::size_t> m_unit_index;
    std::vector<Token> m_tokens; ///< the current line's
    int m_line = 0;
};

// ---------------------------------------------------------------------------------------------
// Formatting.

/// A line of the output: a document line kept as it is (no text of its own: copying every line
/// of a big roster would cost an allocation each), or a new or rewritten one.
struct OutLine {
    std::string text; ///< a new or rewritten line's text; empty while `kept`
    std::string ending;
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
                                  std::string(to_string(m_roster.rules)));
                }
                break;
            case Kind::title:
                if (m_roster.title != old.title) {
                    if (m_roster.title.empty()) {
                        continue;
                    }
                    const auto tokens = tokenize(line.text);
                    rewrite(out) = tokens.size() > 1
                                       ? line.text.substr(0, tokens[1].begin) + m_roster.title
                                       : line.text.substr(0, tokens[0].end) + " " + m_roster.title;
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
                    rewrite(out) = edit_unit_line(line.text, before, now, m_roster.rules);
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

    static const HouseRule* find_rule(const std::vector<HouseRule>& rules, std::string_view name) {
        auto it = std::find_if(rules.begin(), rules.end(),
                               [&](const HouseRule& r) { return r.name == name; });
        return it == rules.end() ? nullptr : &*it;
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
        insert_at(after_last({Kind::version, Kind::rules, Kind::title, Kind::turn, Kind::option}),
                  std::move(options));
        const bool has_turn = after_last({Kind::turn}) >= 0;
        if (!has_turn && (m_roster.turn != old.turn || m_doc.lines.size() <= 1)) {
            insert_at(after_last(header),
                      {new_line(keyword("turn") + std::to_string(m_roster.turn), Kind::turn)});
        }
        if (after_last({Kind::title}) < 0 && !m_roster.title.empty() &&
            m_roster.title != old.title) {
            insert_at(after_last({Kind::version, Kind::rules}),
                      {new_line(keyword("title") + m_roster.title, Kind::title)});
        }
        if (after_last({Kind::rules}) < 0) {
            insert_at(
                after_last({Kind::version}),
                {new_line(keyword("rules") + std::string(to_string(m_roster.rules)), Kind::rules)});
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
        insert_at(after_last(after), std::move(added));
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

    std::string doc_line(std::size_t i) const {
        return m_doc.lines[i].text + m_doc.lines[i].ending;
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
            for (; next_doc < doc_end; ++next_doc) {
                pending.before.push_back(doc_line(next_doc));
            }
            if (!pending.before.empty() || !pending.after.empty()) {
                result.edits.push_back(std::move(pending));
            }
            pending = LineEdit{};
            open = false;
        };
        for (std::size_t j = 0; j < m_out.size(); ++j) {
            const auto& out = m_out[j];
            result.text += text_of(out);
            result.text += out.ending;
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
                pending.after.push_back(std::string(text_of(out)) + out.ending);
            }
        }
        if (!open) {
            pending.at = m_out.size();
        }
        flush(m_doc.lines.size());
        return result;
    }

    const RosterDocument& m_doc;
    const Roster& m_roster;
    std::string m_eol;
    std::vector<OutLine> m_out;
    std::vector<bool> m_matched; ///< parallel to m_roster.units: it has a line already
};

} // namespace

// -------------------------------------------------------------------------------------------------

std::optional<std::size_t> UnitIndex::find(std::string_view name, std::size_t expected) {
    const auto count = m_units.size();
    if (m_index.empty()) {
        // Look from the expected place on (wrapping round), until the misses have read as many
        // units as the roster holds: from then on a hash index pays for itself.
        std::size_t k = 0;
        for (; k < count && (k == 0 || m_scanned < count); ++k) {
            const auto i = (expected + k) % count;
            if (m_units[i].name == name) {
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

std::vector<std::string> unit_key_names(RuleSet rules) {
    std::vector<std::string> names;
    for (const auto& spec : k_unit_keys) {
        if (in_sets(spec.sets, rules)) {
            names.emplace_back(spec.key);
        }
    }
    return names;
}

std::vector<UnitField> unit_fields(const Unit& unit, RuleSet rules) {
    std::vector<UnitField> fields;
    for (const auto& spec : k_unit_keys) {
        if (!in_sets(spec.sets, rules)) {
            continue;
        }
        UnitField field;
        field.key = std::string(spec.key);
        field.kind = spec.kind;
        const std::string_view key = spec.key;
        auto number = [&](long long value, bool always = false) {
            field.number = value;
            field.is_default = value == 0;
            field.always = always;
        };
        auto flag = [&](bool value) {
            field.flag = value;
            field.is_default = !value;
        };
        auto text = [&](std::string value) {
            field.is_default = value.empty();
            field.text = std::move(value);
        };
        auto list = [&](const std::vector<std::string>& value) {
            field.list = value;
            field.is_default = value.empty();
        };
        if (key == "side") {
            text(unit.side);
        } else if (key == "stands") {
            number(unit.stands, true);
        } else if (key == "killed") {
            number(unit.killed, true);
        } else if (key == "markers") {
            number(unit.markers, true);
        } else if (key == "dead") {
            number(unit.dead);
        } else if (key == "retreating") {
            number(unit.retreating);
        } else if (key == "taken") {
            number(unit.taken);
        } else if (key == "formation") {
            text(unit.formation);
        } else if (key == "mounted") {
            flag(unit.mounted);
        } else if (key == "cover") {
            flag(unit.cover);
        } else if (key == "falling-back") {
            flag(unit.falling_back);
        } else if (key == "fired") {
            text(std::string(to_string(unit.fired)));
        } else if (key == "single-stand") {
            flag(unit.single_stand);
        } else if (key == "locked") {
            list(unit.locked);
        } else if (key == "gun-hits") {
            number(unit.gun_hits);
        } else if (key == "crew") {
            text(unit.crew_replaced ? std::string(k_crew_replaced) : std::string());
        } else if (key == "moves") {
            list(unit.moves);
        } else if (key == "moved") {
            flag(unit.moved);
        } else if (key == "fought") {
            flag(unit.fought);
        } else if (key == "limbered") {
            flag(unit.limbered);
        } else if (key == "done") {
            list(unit.done);
        } else if (key == "due") {
            list(unit.due);
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

void set_unit_key(Unit& unit, RuleSet rules, std::string_view key, std::string_view value,
                  bool bare) {
    const auto& spec = key_spec(key, rules);
    if (spec.kind == UnitField::Kind::flag) {
        const bool on = parse_flag(key, value, bare);
        switch (spec.field) {
        case Field::mounted:
            unit.mounted = on;
            break;
        case Field::cover:
            unit.cover = on;
            break;
        case Field::falling_back:
            unit.falling_back = on;
            break;
        case Field::single_stand:
            unit.single_stand = on;
            break;
        case Field::moved:
            unit.moved = on;
            break;
        case Field::fought:
            unit.fought = on;
            break;
        case Field::limbered:
            unit.limbered = on;
            break;
        default:
            break;
        }
        return;
    }
    if (bare) {
        throw RosterError(fmt::format("`{}` needs a value: {}=...", key, key));
    }
    switch (spec.field) {
    case Field::side:
        unit.side = value.empty() ? std::string() : checked_name(key, value);
        break;
    case Field::stands:
        unit.stands = static_cast<int>(number_value(key, value, 1, k_max_stands));
        break;
    case Field::killed:
        unit.killed = number_value(key, value, 0, k_max_count);
        break;
    case Field::markers:
        unit.markers = int_value(key, value);
        break;
    case Field::dead:
        unit.dead = int_value(key, value);
        break;
    case Field::retreating:
        unit.retreating = int_value(key, value);
        break;
    case Field::taken:
        unit.taken = int_value(key, value);
        break;
    case Field::gun_hits:
        unit.gun_hits = int_value(key, value);
        break;
    case Field::formation: {
        const bool ok = value.empty() ||
                        (rules == RuleSet::unbalanced_equality ? one_of(k_ue_formations, value)
                                                               : one_of(k_fw_formations, value));
        if (!ok) {
            throw RosterError(fmt::format("formation `{}`: expected {}", value,
                                          rules == RuleSet::unbalanced_equality
                                              ? or_list(k_ue_formations)
                                              : or_list(k_fw_formations)));
        }
        unit.formation = std::string(value);
        break;
    }
    case Field::fired: {
        auto band = parse_band(value);
        if (!value.empty() && !band) {
            throw RosterError(fmt::format("fired `{}`: expected short, medium or long", value));
        }
        unit.fired = band.value_or(Band::none);
        break;
    }
    case Field::crew:
        if (value != k_crew_replaced && value != k_crew_original) {
            throw RosterError(fmt::format("crew `{}`: expected {} or {}", value, k_crew_original,
                                          k_crew_replaced));
        }
        unit.crew_replaced = value == k_crew_replaced;
        break;
    case Field::locked: {
        std::vector<std::string> names;
        std::unordered_set<std::string> seen;
        for (const auto& name : split_list(value)) {
            if (!seen.insert(name).second) {
                throw RosterError(fmt::format("`locked` names `{}` twice", quoted_text(name)));
            }
            names.push_back(checked_name(key, name));
        }
        unit.locked = std::move(names);
        break;
    }
    case Field::moves: {
        auto moves = split_list(value);
        for (const auto& move : moves) {
            if (!one_of(k_move_rates, move)) {
                throw RosterError(
                    fmt::format("moves: `{}` is not a rate ({})", move, or_list(k_move_rates)));
            }
        }
        if (moves.size() > k_moves_kept) {
            throw RosterError(
                fmt::format("moves keeps the last {} rates, not {}", k_moves_kept, moves.size()));
        }
        unit.moves = std::move(moves);
        break;
    }
    case Field::done:
    case Field::due: {
        auto marks = split_list(value);
        for (const auto& m : marks) {
            if (std::find(std::begin(mark::all), std::end(mark::all), m) == std::end(mark::all)) {
                throw RosterError(fmt::format("{}: `{}` is not a mark muster keeps", key, m));
            }
        }
        (spec.field == Field::done ? unit.done : unit.due) = std::move(marks);
        break;
    }
    default: // the flags, set above
        break;
    }
}

std::string field_text(const UnitField& field) {
    switch (field.kind) {
    case UnitField::Kind::flag:
        return "";
    case UnitField::Kind::number:
        return std::to_string(field.number);
    case UnitField::Kind::text:
        return field.text;
    case UnitField::Kind::list:
        return join(field.list, ",");
    }
    return "";
}

std::string check_unit_name(std::string_view name) {
    if (name.empty()) {
        return "a unit name needs 1 to 64 characters";
    }
    if (name.size() > k_max_name_bytes) {
        return fmt::format("unit name `{}` is {} bytes long (at most {} characters)",
                           quoted_text(name), name.size(), k_max_name_length);
    }
    if (auto problem = text::text_problem(name); !problem.empty()) {
        return fmt::format("unit name `{}` {}", quoted_text(name), problem);
    }
    std::size_t characters = 0;
    for (const char c : name) {
        const bool ok = (static_cast<unsigned char>(c) & 0x80U) != 0 || (c >= 'a' && c <= 'z') ||
                        (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' || c == '-' ||
                        c == '_' || c == '.' || c == '\'' || c == ' ';
        if (!ok) {
            return fmt::format("unit name `{}` has `{}`: use letters, digits, spaces and / - _ . '",
                               quoted_text(name), c);
        }
        characters += (static_cast<unsigned char>(c) & 0xC0U) != 0x80U ? 1 : 0;
    }
    if (characters > k_max_name_length) {
        return fmt::format("unit name `{}` is {} characters long (at most {})", quoted_text(name),
                           characters, k_max_name_length);
    }
    if (name.front() == ' ' || name.back() == ' ') {
        return fmt::format("unit name `{}` starts or ends with a space", name);
    }
    return "";
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

RosterDocument parse_roster(std::string_view text, const std::string& file) {
    return Parser(text, file).parse();
}

Unit parse_unit_line(std::string_view line, RuleSet rules) {
    return Parser::unit_alone(line, rules);
}

void check_roster(const RosterDocument& doc, RuleBook& book, const std::string& file) {
    const auto& roster = doc.roster;
    auto place = [&](int line, auto&& action) {
        try {
            action();
        } catch (const Error& e) {
            throw RosterError(file, line, e.what());
        }
    };
    for (std::size_t i = 0; i < roster.types.size(); ++i) {
        place(doc.type_lines[i], [&] { book.add_house_type(roster.types[i]); });
    }
    for (std::size_t i = 0; i < roster.tables.size(); ++i) {
        place(doc.table_lines[i], [&] { book.add_house_table(roster.tables[i]); });
    }
    const auto known = book.option_values();
    for (const auto& [key, value] : roster.options) {
        place(doc.option_lines.at(key), [&, &key = key, &value = value] {
            auto it = std::find_if(known.begin(), known.end(),
                                   [&](const auto& option) { return option.first == key; });
            if (it == known.end()) {
                std::vector<std::string> names;
                names.reserve(known.size());
                for (const auto& option : known) {
                    names.push_back(option.first);
                }
                throw RosterError(fmt::format("unknown option `{}` for {} (known: {})", key,
                                              to_string(roster.rules), join(names, ", ")));
            }
            if (std::find(it->second.begin(), it->second.end(), value) == it->second.end()) {
                throw RosterError(fmt::format("option `{}` takes {}, not `{}`", key,
                                              join(it->second, " or "), value));
            }
        });
    }
    for (std::size_t i = 0; i < roster.units.size(); ++i) {
        const auto& unit = roster.units[i];
        place(doc.unit_lines[i], [&] {
            if (!book.has_type(unit.type)) {
                throw RosterError(fmt::format("unknown type `{}` for {} (see `muster types`)",
                                              unit.type, to_string(roster.rules)));
            }
            book.validate(unit);
        });
    }
}

FormattedRoster format_roster(const RosterDocument& doc, const Roster& roster) {
    return Formatter(doc, roster).format();
}

std::string format_new_roster(const Roster& roster) {
    RosterDocument doc;
    doc.lines.push_back(
        {Kind::version, fmt::format("{}{}", k_version_prefix, k_roster_version), "\n", ""});
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
