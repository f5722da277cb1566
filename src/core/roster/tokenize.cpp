// Reading a roster file's lines: cutting the text into lines and each line into its tokens (the
// words, quoted or not, before a `#` comment).
#include "format_detail.hpp"
#include "muster/error.hpp"

namespace muster {
namespace roster_detail {

namespace {

/// The next token of `tokens` to fill (one made only when the line has more than any before: a
/// parser reuses one vector for every line), cleared.
Token& next_token(std::vector<Token>& tokens, std::size_t& count) {
    if (count == tokens.size()) {
        tokens.emplace_back();
    }
    Token& token = tokens[count++];
    token.quoted = false;
    token.unquoted.clear();
    return token;
}

} // namespace

void tokenize(std::string_view line, std::vector<Token>& tokens) {
    // Byte by byte; the vector's tokens are reused.
    std::size_t count = 0;
    const std::size_t size = line.size();
    const char* const text = line.data();
    std::size_t pos = 0;
    while (pos < size) {
        while (pos < size && is_space(text[pos])) {
            ++pos;
        }
        if (pos >= size || text[pos] == '#') {
            break;
        }
        Token& token = next_token(tokens, count);
        token.begin = pos;
        while (pos < size && !is_space(text[pos]) && text[pos] != '"') {
            ++pos; // the common token, without quotes
        }
        while (pos < size && !is_space(text[pos])) {
            if (text[pos] == '"') {
                auto close = line.find('"', pos + 1);
                if (close == std::string_view::npos) {
                    tokens.resize(count);
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
                    token.unquoted.push_back(text[pos]);
                }
                ++pos;
            }
        }
        token.end = pos;
        token.raw = line.substr(token.begin, pos - token.begin);
    }
    tokens.resize(count);
}

std::vector<Token> tokenize(std::string_view line) {
    std::vector<Token> tokens;
    tokenize(line, tokens);
    return tokens;
}

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

} // namespace roster_detail

} // namespace muster
