#pragma once

#include "muster/text/text.hpp"

#include <string>
#include <string_view>
#include <vector>

/// The one text table: columns as wide as their widest cell in terminal columns
/// (`display_width`, so `Ṭhūlwana` and `東京` line up under `uThulwana`), each left or right
/// aligned, a gap between them, trailing spaces trimmed. Every table muster prints as text goes
/// through it:
///
///     text::Table table({text::Align::left, text::Align::right});
///     table.add({"uThulwana", "12"});
///     table.add({"Ṭhūlwana", "3"});
///     for (const auto& line : table.lines()) { ... }
namespace muster::text {

class Table {
  public:
    /// One entry a column, in order; `gap` between columns, `indent` before each line.
    explicit Table(std::vector<Align> columns, std::string gap = "  ", std::string indent = "");

    /// A row of cells, as many as the columns or fewer (the missing ones are empty). Cells are
    /// printed as they are: escape text from outside first (`escaped`).
    void add(std::vector<std::string> cells);

    /// Each column's width in terminal columns: its widest cell, at least `minimum` (a
    /// column's minimum is 0 unless set).
    std::vector<std::size_t> widths() const;

    /// A column at least `width` columns wide (a heading over numbers, a width shared by two
    /// tables).
    void set_minimum(std::size_t column, std::size_t width);

    /// The table's lines, without newlines, trailing spaces trimmed.
    std::vector<std::string> lines() const;

  private:
    std::vector<Align> m_align;
    std::string m_gap;
    std::string m_indent;
    std::vector<std::size_t> m_minimum;
    std::vector<std::vector<std::string>> m_rows;
};

} // namespace muster::text
