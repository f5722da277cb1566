#include "cli/man_page.hpp"

#include <cctype>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace muster::cli {

namespace {

/// `text` for roff: backslashes and minus signs escaped, a leading `.` or `'` made text.
std::string roff(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '\\') {
            out += "\\e";
        } else if (c == '-') {
            out += "\\-";
        } else {
            out += c;
        }
    }
    if (!out.empty() && (out.front() == '.' || out.front() == '\'')) {
        out.insert(0, "\\&");
    }
    return out;
}

/// An option as the page names it: `\fB\-f\fR, \fB\-\-roster\fR \fITEXT\fR`.
std::string option_entry(const CLI::Option& option) {
    std::vector<std::string> names;
    for (const auto& name : option.get_snames()) {
        names.push_back(fmt::format("\\fB{}\\fR", roff("-" + name)));
    }
    for (const auto& name : option.get_lnames()) {
        names.push_back(fmt::format("\\fB{}\\fR", roff("--" + name)));
    }
    std::string entry = fmt::format("{}", fmt::join(names, ", "));
    if (option.get_expected_max() > 0) {
        entry += fmt::format(" \\fI{}\\fR", roff(option.get_type_name()));
    }
    return entry;
}

/// A command's usage: `\fBmuster fire\fR \fIFIRER\fR... [\fIoptions\fR]`.
std::string usage(const CLI::App& sub) {
    std::string line = fmt::format("\\fBmuster {}\\fR", roff(sub.get_name()));
    bool options = false;
    for (const CLI::Option* option : sub.get_options()) {
        if (option->nonpositional()) {
            options = options || option->get_name() != "--help";
            continue;
        }
        std::string name = option->get_name();
        for (auto& c : name) {
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        }
        std::string word =
            fmt::format("\\fI{}\\fR{}", roff(name), option->get_expected_max() > 1 ? "..." : "");
        line += option->get_required() ? " " + word : " [" + word + "]";
    }
    return options ? line + " [\\fIoptions\\fR]" : line;
}

void write_options(const CLI::App& app, std::ostream& out) {
    for (const CLI::Option* option : app.get_options()) {
        if (!option->nonpositional()) {
            continue;
        }
        fmt::print(out, ".TP\n{}\n{}\n", option_entry(*option), roff(option->get_description()));
    }
}

void write_commands(const CLI::App& app, std::ostream& out) {
    std::string group;
    for (const CLI::App* sub : app.get_subcommands({})) {
        if (sub->get_group() != group) {
            group = sub->get_group();
            std::string title = group;
            title.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
            fmt::print(out, ".SS {}\n", roff(title));
        }
        fmt::print(out, ".TP\n{}\n{}\n", usage(*sub), roff(sub->get_description()));
        bool any = false;
        for (const CLI::Option* option : sub->get_options()) {
            if (!option->nonpositional() || option->get_name() == "--help") {
                continue;
            }
            fmt::print(out, "{}.TP\n{}\n{}\n", any ? "" : ".RS\n", option_entry(*option),
                       roff(option->get_description()));
            any = true;
        }
        if (any) {
            out << ".RE\n";
        }
    }
}

} // namespace

void write_man_page(const CLI::App& app, std::istream& in, std::ostream& out) {
    std::string line;
    while (std::getline(in, line)) {
        if (line == "@GLOBAL_OPTIONS@") {
            write_options(app, out);
            continue;
        }
        if (line == "@COMMANDS@") {
            write_commands(app, out);
            continue;
        }
        if (const auto at = line.find("@VERSION@"); at != std::string::npos) {
            line.replace(at, 9, MUSTER_VERSION);
        }
        out << line << '\n';
    }
}

} // namespace muster::cli
