#include "muster/text/table.hpp"

#include <algorithm>

namespace muster::text {

Table::Table(std::vector<Align> columns, std::string gap, std::string indent)
    : m_align(std::move(columns)), m_gap(std::move(gap)), m_indent(std::move(indent)),
      m_minimum(m_align.size(), 0) {}

void Table::add(std::vector<std::string> cells) {
    cells.resize(std::max(cells.size(), m_align.size()));
    m_rows.push_back(std::move(cells));
}

void Table::set_minimum(std::size_t column, std::size_t width) {
    if (column < m_minimum.size()) {
        m_minimum[column] = width;
    }
}

std::vector<std::size_t> Table::widths() const {
    std::vector<std::size_t> widths = m_minimum;
    for (const auto& row : m_rows) {
        for (std::size_t i = 0; i < widths.size(); ++i) {
            widths[i] = std::max(widths[i], display_width(row[i]));
        }
    }
    return widths;
}

std::vector<std::string> Table::lines() const {
    const auto widths = this->widths();
    std::vector<std::string> lines;
    lines.reserve(m_rows.size());
    for (const auto& row : m_rows) {
        std::string line = m_indent;
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (i > 0) {
                line += m_gap;
            }
            const Align align = i < m_align.size() ? m_align[i] : Align::left;
            line += i < widths.size() ? pad(row[i], widths[i], align) : row[i];
        }
        line.erase(line.find_last_not_of(' ') + 1);
        lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace muster::text
