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
#include <utility>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_architecture {

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
    std::set<std::string>
        libraries; ///< outside headers it may include: cli11, json, editline, icu, openssl, utfcpp
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

struct Include {
    std::string target;
    bool quoted;
};

/// Whether an include names a file of this tree (quoted, or in angle brackets through the
/// include folders: `<muster/ue/fire.hpp>` compiles too).
bool ours(const Include& include) {
    return include.quoted || include.target.starts_with("muster/") ||
           include.target.starts_with("cli/") || include.target.starts_with("report/");
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
    if (target.starts_with("unicode/")) {
        return "icu";
    }
    if (target.starts_with("openssl/")) {
        return "openssl";
    }
    if (target == "utf8.h" || target.starts_with("utf8/") || target.starts_with("utf8cpp/")) {
        return "utfcpp";
    }
    return std::nullopt;
}

std::vector<Include> includes_of(const std::string& source) {
    std::vector<Include> out;
    std::istringstream text(source);
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

/// What breaks the table among `files` (path from the root, text): a file in no part, an include
/// its part may not make, an outside library not for its part. `seen` counts the includes read.
std::vector<std::string> check_files(const std::vector<Part>& parts,
                                     const std::vector<std::pair<std::string, std::string>>& files,
                                     std::size_t& seen) {
    std::map<std::string, const Part*> by_name;
    for (const auto& part : parts) {
        by_name[part.name] = &part;
    }
    std::vector<std::string> broken;
    for (const auto& [file, text] : files) {
        const auto part = part_of(parts, file);
        if (!part) {
            broken.push_back(file + ": in no part of ARCHITECTURE.md");
            continue;
        }
        const Part& own = *by_name.at(*part);
        for (const auto& include : includes_of(text)) {
            ++seen;
            if (!ours(include)) {
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
    return broken;
}

/// Names of a rule set's namespace or headers in a file of the command line.
const std::regex k_rule_set(R"(\b(ue|fw)::|muster::(ue|fw)\b|muster/(ue|fw)/)");

/// A unit-test file compiled in a unity group (tests/CMakeLists.txt) keeps its code apart: after
/// its includes, everything is in `namespace muster_unit_<name>`, closed on its last line. Empty
/// when it does, else what is wrong.
std::string unit_file_apart(const std::string& text, const std::string& name) {
    const std::string open = "namespace muster_unit_" + name + " {";
    const std::string close = "} // namespace muster_unit_" + name;
    const auto at = text.find("\n" + open + "\n");
    if (at == std::string::npos) {
        return "no line `" + open + "`";
    }
    std::istringstream before(text.substr(0, at));
    for (std::string line; std::getline(before, line);) {
        if (!line.empty() && !line.starts_with("#") && !line.starts_with("//")) {
            return "code before the namespace: " + line;
        }
    }
    auto end = text.find_last_not_of('\n');
    end = end == std::string::npos ? 0 : end + 1;
    if (end < close.size() || text.compare(end - close.size(), close.size(), close) != 0) {
        return "does not end with `" + close + "`";
    }
    return {};
}
} // namespace

TEST_CASE("ARCHITECTURE.md: its table names every part, and every part's places exist",
          "[architecture]") {
    const auto parts = parts_table();
    std::set<std::string> names;
    for (const auto& part : parts) {
        names.insert(part.name);
    }
    for (const char* expected : {"base", "text", "dice", "roster", "engine", "ue", "fw", "books",
                                 "store", "report", "render", "remote", "fmt", "cli"}) {
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
    std::vector<std::pair<std::string, std::string>> files;
    for (const auto& file : source_files()) {
        files.emplace_back(file, read(k_root / file));
    }
    REQUIRE(files.size() > 100);
    std::size_t seen = 0;
    const auto broken = check_files(parts, files, seen);
    CHECK(seen > 500); // the includes were read
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
            if (std::regex_search(line, k_rule_set)) {
                std::string place = file;
                place.append(":").append(std::to_string(number)).append(": ").append(line);
                naming.push_back(std::move(place));
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

TEST_CASE("ARCHITECTURE.md: the check itself catches planted includes and rule-set names",
          "[architecture]") {
    // The checks above must be able to fail: files planted in memory break each rule once.
    const auto parts = parts_table();
    const std::vector<std::pair<std::string, std::string>> planted = {
        {"src/store/planted.cpp", "#include \"cli/context.hpp\"\n#include <CLI/CLI.hpp>\n"},
        {"src/store/angle.cpp", "#include <muster/ue/fire.hpp>\n"},
        {"src/core/engine/planted.cpp", "#  include \"muster/fw/rules.hpp\"\n"},
        {"src/core/planted.cpp", "#include \"muster/error.hpp\"\n"},
        {"src/core/roster/fine.cpp", "#include \"muster/error.hpp\"\n#include <vector>\n"}};
    std::size_t seen = 0;
    const auto broken = check_files(parts, planted, seen);
    CHECK(seen == 6); // a file in no part is reported, its includes not read
    const auto says = [&](const std::string& what) {
        return std::any_of(broken.begin(), broken.end(),
                           [&](const std::string& b) { return b.find(what) != std::string::npos; });
    };
    CHECK(says("src/store/planted.cpp (store) includes src/cli/context.hpp (cli)"));
    CHECK(says("src/store/planted.cpp (store) includes <CLI/CLI.hpp>: cli11 is not for store"));
    CHECK(says("src/store/angle.cpp (store) includes include/muster/ue/fire.hpp (ue)"));
    CHECK(says("src/core/engine/planted.cpp (engine) includes include/muster/fw/rules.hpp (fw)"));
    CHECK(says("src/core/planted.cpp: in no part of ARCHITECTURE.md"));
    CHECK(broken.size() == 5); // the roster file is fine
    for (const char* line : {"using namespace muster::ue;", "namespace r = muster::fw;",
                             "ue::fire(request)", "#include \"muster/fw/rules.hpp\""}) {
        INFO(line);
        CHECK(std::regex_search(std::string(line), k_rule_set));
    }
    CHECK_FALSE(std::regex_search(std::string("muster::engine::queue::x; value::y"), k_rule_set));
}

TEST_CASE("tests/unit: every test file keeps its code in a namespace of its own (unity groups)",
          "[architecture]") {
    std::size_t files = 0;
    for (const auto& entry : fs::directory_iterator(k_root / "tests" / "unit")) {
        const auto file = entry.path().filename().string();
        if (!file.starts_with("test_") || entry.path().extension() != ".cpp") {
            continue;
        }
        ++files;
        INFO(file);
        CHECK(unit_file_apart(read(entry.path()), entry.path().stem().string().substr(5)).empty());
    }
    CHECK(files > 50);
    // The check can fail: code before the namespace, no namespace, a namespace left open.
    const std::string inside = "namespace muster_unit_x {\nint a;\n} // namespace muster_unit_x\n";
    CHECK(unit_file_apart("#include <x>\n\n" + inside, "x").empty());
    CHECK(unit_file_apart("#include <x>\nusing namespace std;\n" + inside, "x") ==
          "code before the namespace: using namespace std;");
    CHECK(unit_file_apart("#include <x>\nint a;\n", "x") == "no line `namespace muster_unit_x {`");
    CHECK(unit_file_apart("#include <x>\nnamespace muster_unit_x {\nint a;\n}\nint b;\n", "x") ==
          "does not end with `} // namespace muster_unit_x`");
}

} // namespace muster_unit_architecture
