#include "cli/history.hpp"

#include "muster/store/files.hpp"

#include <sys/stat.h>

namespace muster::cli::history {

namespace {

/// libedit's first line of a history file.
constexpr std::string_view k_cookie = "_HiStOrY_V2_";
/// The largest history file read: k_max_lines long lines.
constexpr std::size_t k_max_bytes = std::size_t{4} << 20;

bool is_octal(char c) {
    return c >= '0' && c <= '7';
}

/// One line with libedit's (strvis) escapes undone: `\ooo`, `\\`, `\^C`, `\M-C`, `\M^C` and
/// the C escapes; anything else after `\` stands for itself.
std::string unescape(std::string_view line) {
    std::string out;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] != '\\' || i + 1 == line.size()) {
            out += line[i];
            continue;
        }
        char c = line[++i];
        unsigned meta = 0;
        if (c == 'M' && i + 2 < line.size() && (line[i + 1] == '-' || line[i + 1] == '^')) {
            meta = 0x80;
            c = line[++i];
        }
        if (is_octal(c) && meta == 0) {
            unsigned value = 0;
            for (int n = 0; n < 3 && i < line.size() && is_octal(line[i]); ++n, ++i) {
                value = value * 8 + static_cast<unsigned>(line[i] - '0');
            }
            --i;
            out += static_cast<char>(value & 0xff);
        } else if (c == '^' && i + 1 < line.size()) {
            const char next = line[++i];
            out += static_cast<char>((next == '?' ? 0x7f : (next & 0x1f)) | meta);
        } else if (meta != 0 && c == '-' && i + 1 < line.size()) {
            out += static_cast<char>(static_cast<unsigned char>(line[++i]) | meta);
        } else {
            switch (c) {
            case 'n':
                out += '\n';
                break;
            case 't':
                out += '\t';
                break;
            case 's':
                out += ' ';
                break;
            case 'r':
                out += '\r';
                break;
            case 'a':
                out += '\a';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'v':
                out += '\v';
                break;
            case 'E':
                out += '\x1b';
                break;
            default:
                out += c;
            }
        }
    }
    return out;
}

} // namespace

std::string encode(const std::vector<std::string>& lines) {
    std::string text(k_cookie);
    text += '\n';
    const std::size_t first = lines.size() > k_max_lines ? lines.size() - k_max_lines : 0;
    for (std::size_t n = first; n < lines.size(); ++n) {
        for (const char c : lines[n]) {
            const auto byte = static_cast<unsigned char>(c);
            if (c == '\\') {
                text += "\\\\";
            } else if (byte <= 0x20 || byte == 0x7f) {
                text += '\\';
                text += static_cast<char>('0' + ((byte >> 6) & 7));
                text += static_cast<char>('0' + ((byte >> 3) & 7));
                text += static_cast<char>('0' + (byte & 7));
            } else {
                text += c;
            }
        }
        text += '\n';
    }
    return text;
}

std::vector<std::string> decode(std::string_view text) {
    std::vector<std::string> lines;
    bool first = true;
    bool escaped = false;
    while (!text.empty()) {
        const auto end = text.find('\n');
        const auto line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        if (first && line == k_cookie) {
            escaped = true;
        } else if (!line.empty()) {
            lines.push_back(escaped ? unescape(line) : std::string(line));
        }
        first = false;
    }
    if (lines.size() > k_max_lines) {
        lines.erase(lines.begin(), lines.end() - static_cast<std::ptrdiff_t>(k_max_lines));
    }
    return lines;
}

std::vector<std::string> load(const std::string& path, const std::string& roster) {
    const auto text = store::files::read_side_file(path, k_max_bytes, "a shell history", roster);
    return text ? decode(*text) : std::vector<std::string>{};
}

void save(const std::vector<std::string>& lines, const std::string& path,
          const std::string& roster) {
    auto temp = store::files::create_temp(path + ".tmp-", roster, S_IRUSR | S_IWUSR);
    store::files::replace_with_temp(temp, encode(lines), path);
}

} // namespace muster::cli::history
