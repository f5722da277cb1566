// Writing one line of a roster (src/core/roster/write.cpp puts them together): a changed unit's
// line with only its changed tokens rewritten, a new unit's line lined up with the one above, a
// header keyword, a house rule's line.
#include "format_detail.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace muster::roster_detail {

namespace {

/// Header keywords are padded to this width when muster writes a line (`option  `).
constexpr std::size_t k_keyword_width = 8;

/// Editing a line keeps at least this much space between tokens that had it (and muster
/// separates the tokens of lines it writes by it).
constexpr std::size_t k_min_gap = 2;

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

} // namespace

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

/// The unit line rewritten for `after`, changing only the tokens whose value changed.
std::string edit_unit_line(std::string line, const Unit& before, const Unit& after,
                           std::string_view rules) {
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
std::string new_unit_line(const Unit& unit, std::string_view rules, std::string_view reference) {
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

} // namespace muster::roster_detail
