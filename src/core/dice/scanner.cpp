#include "scanner.hpp"

#include <cctype>

namespace muster::dice {

Scanner::Scanner(std::string_view text) : m_text(text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (std::isspace(c) != 0) {
            const bool digit_before = !m_clean.empty() && std::isdigit(m_clean.back()) != 0;
            std::size_t j = i;
            while (j < text.size() && std::isspace(static_cast<unsigned char>(text[j])) != 0) {
                ++j;
            }
            if (digit_before && j < text.size() &&
                std::isdigit(static_cast<unsigned char>(text[j])) != 0) {
                fail_column(i, "a space inside a number");
            }
            continue;
        }
        m_clean.push_back(static_cast<char>(std::tolower(c)));
        m_column.push_back(i);
    }
    m_column.push_back(text.size());
}

} // namespace muster::dice
