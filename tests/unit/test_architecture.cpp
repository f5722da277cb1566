// ARCHITECTURE.md kept true (issue 12): its table of parts says where each part's files are and
// which parts each may include; this test reads the table and every include of every source
// file, and fails on an include the table does not allow, a file in no part, a part whose
// folder is gone, CLI11 outside the command line, or the command line naming a rule set.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const fs::path k_root = MUSTER_SOURCE_DIR;

std::string read(const fs::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

struct Part {
    std::string name;
    std::vector<std::string> places; ///< folders ending in '/', or files, from the root
    std::set<std::string> may;       ///< parts it may include (itself always)
    std::set<std::string> libraries; ///< outside headers it may include: cli11, json, editline
};

std::vector<std::string> words_in(const std::string& cell, const std::regex& word) {
    std::vector<std::string> out;
    for (std::sregex_iterator it(cell.begin(), cell.end(), word), end; it != end; ++it) {
        out.push_back((*it)[1].str());
    }
    return out;
}

/// The table under "## Parts": | part | where | may include | outside libraries |
std::vector<Part> parts_table() {
    std::istringstream doc(read(k_root / "ARCHITECTURE.md"));
    std::vector<Part> parts;
    std::string line;
    bool in_table = false;
    const std::regex row(R"(^\|\s*\*\*(\w+)\*\*\s*\|([^|]*)\|([^|]*)\|([^|]*)\|)");
    const std::regex code(R"(`([^`]+)`)");
    const std::regex name(R"(\b([a-z0-9]+)\b)");
    while (std::getline(doc, line)) {
        if (line.starts_with("## ")) {
            in_table = line == "## Parts";
            continue;
        }
        std::smatch m;
        if (!in_table || !std::regex_search(line, m, row)) {
            continue;
        }
        Part part{m[1].str(), words_in(m[2].str(), code), {}, {}};
        for (const auto& may : words_in(m[3].str(), name)) {
            part.may.insert(may);
        }
        for (const auto& lib : words_in(m[4].str(), name)) {
            part.libraries.insert(lib);
        }
        part.may.insert(part.name);
        parts.push_back(std::move(part));
    }
    return parts;
}

/// The part a file (path from the root) is in: the longest place that holds it.
std::optional<std::string> part_of(const std::vector<Part>& parts, const std::string& file) {
    std::optional<std::string> best;
    std::size_t best_length = 0;
    for (const auto& part : parts) {
        for (const auto& place : part.places) {
            const bool holds = place.ends_with('/') ? file.starts_with(place) : file == place;
            if (holds && place.size() > best_length) {
                best = part.name;
                best_length = place.size();
            }
        }
    }
    return best;
}

/// Every .cpp and .hpp under src/ and include/, from the root.
std::vector<std::string> source_files() {
    std::vector<std::string> files;
    for (const char* top : {"src", "include"}) {
        for (const auto& entry : fs::recursive_directory_iterator(k_root / top)) {
            const auto ext = entry.path().extension();
            if (entry.is_regular_file() && (ext == ".cpp" || ext == ".hpp")) {
                files.push_back(fs::relative(entry.path(), k_root).generic_string());
            }
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

/// Where `#include "target"` in `file` points, from the root: next to the file, else under
/// include/ (muster/...), else under src/ (cli/..., report/...).
std::optional<std::string> resolve_include(const std::string& file, const std::string& target) {
    for (const fs::path& base :
         {fs::path(file).parent_path(), fs::path("include"), fs::path("src")}) {
        const fs::path candidate = (base / target).lexically_normal();
        if (fs::exists(k_root / candidate)) {
            return candidate.generic_string();
        }
    }
    return std::nullopt;
}

/// The outside library an angle include belongs to, if it is one the table governs.
std::optional<std::string> library_of(const std::string& target) {
    if (target.starts_with("CLI/")) {
        return "cli11";
    }
    if (target.starts_with("nlohmann/")) {
        return "json";
    }
    if (target.starts_with("editline/")) {
        return "editline";
    }
    return std::nullopt;
}

struct Include {
    std::string target;
    bool quoted;
};

std::vector<Include> includes_of(const std::string& file) {
    std::vector<Include> out;
    std::istringstream text(read(k_root / file));
    std::string line;
    const std::regex include_line(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])");
    while (std::getline(text, line)) {
        std::smatch m;
        if (std::regex_search(line, m, include_line)) {
            out.push_back({m[2].str(), m[1].str() == "\""});
        }
    }
    return out;
}

} // namespace

TEST_CASE("ARCHITECTURE.md: its table names every part, and every part's places exist",
          "[architecture]") {
    const auto parts = parts_table();
    std::set<std::string> names;
    for (const auto& part : parts) {
        names.insert(part.name);
    }
    for (const char* expected : {"base", "dice", "roster", "engine", "ue", "fw", "books", "store",
                                 "report", "render", "cli"}) {
        INFO("part " << expected);
        CHECK(names.contains(expected));
    }
    for (const auto& part : parts) {
        for (const auto& place : part.places) {
            INFO(part.name << ": " << place);
            CHECK(fs::exists(k_root / place));
        }
        for (const auto& may : part.may) {
            INFO(part.name << " may include " << may);
            CHECK(names.contains(may));
        }
    }
}

TEST_CASE("ARCHITECTURE.md: every source file is in a part, and includes only what its part may",
          "[architecture]") {
    const auto parts = parts_table();
    REQUIRE(parts.size() >= 10);
    std::map<std::string, const Part*> by_name;
    for (const auto& part : parts) {
        by_name[part.name] = &part;
    }
    const auto files = source_files();
    REQUIRE(files.size() > 100);
    std::vector<std::string> broken;
    for (const auto& file : files) {
        const auto part = part_of(parts, file);
        if (!part) {
            broken.push_back(file + ": in no part of ARCHITECTURE.md");
            continue;
        }
        const Part& own = *by_name.at(*part);
        for (const auto& include : includes_of(file)) {
            if (!include.quoted) {
                const auto library = library_of(include.target);
                if (library && !own.libraries.contains(*library)) {
                    broken.push_back(file + " (" + own.name + ") includes <" + include.target +
                                     ">: " + *library + " is not for " + own.name);
                }
                continue;
            }
            const auto target = resolve_include(file, include.target);
            if (!target) {
                broken.push_back(file + " includes \"" + include.target + "\": not found");
                continue;
            }
            const auto target_part = part_of(parts, *target);
            if (!target_part || !own.may.contains(*target_part)) {
                broken.push_back(file + " (" + own.name + ") includes " + *target + " (" +
                                 target_part.value_or("no part") + ")");
            }
        }
    }
    INFO("includes that ARCHITECTURE.md does not allow:\n  " << [&] {
        std::string all;
        for (const auto& b : broken) {
            all += b + "\n  ";
        }
        return all;
    }());
    CHECK(broken.empty());
}

TEST_CASE("ARCHITECTURE.md: the command line names no rule set (it builds requests)",
          "[architecture]") {
    const std::regex rule_set(R"(\b(ue|fw)::|muster/(ue|fw)/)");
    std::vector<std::string> naming;
    for (const auto& file : source_files()) {
        if (!file.starts_with("src/cli/")) {
            continue;
        }
        std::istringstream text(read(k_root / file));
        std::string line;
        int number = 0;
        while (std::getline(text, line)) {
            ++number;
            if (std::regex_search(line, rule_set)) {
                naming.push_back(file + ":" + std::to_string(number) + ": " + line);
            }
        }
    }
    INFO([&] {
        std::string all;
        for (const auto& n : naming) {
            all += n + "\n";
        }
        return all;
    }());
    CHECK(naming.empty());
}

TEST_CASE("ARCHITECTURE.md: the check itself catches a planted CLI include in the store",
          "[architecture]") {
    // The check above must be able to fail: a store file including a CLI header is refused by
    // the table as written.
    const auto parts = parts_table();
    const auto store =
        std::find_if(parts.begin(), parts.end(), [](const Part& p) { return p.name == "store"; });
    REQUIRE(store != parts.end());
    CHECK(part_of(parts, "src/store/store.cpp") == std::optional<std::string>("store"));
    CHECK(part_of(parts, "src/cli/context.hpp") == std::optional<std::string>("cli"));
    CHECK_FALSE(store->may.contains("cli"));
    CHECK_FALSE(store->libraries.contains("cli11"));
    for (const auto& core : {"dice", "roster", "engine", "ue", "fw", "books"}) {
        const auto part =
            std::find_if(parts.begin(), parts.end(), [&](const Part& p) { return p.name == core; });
        REQUIRE(part != parts.end());
        INFO(core);
        CHECK_FALSE(part->may.contains("cli"));
        CHECK_FALSE(part->libraries.contains("cli11"));
    }
}
