// Issue 40: a rule set is a folder. Outside src/core/ue, src/core/fw (and their headers) and the
// one registry file (src/core/rulesets.cpp), the code names no rule set, no mark, no rule-set
// word and no rule-set flag: the command line, the completions, `status`, the diary and the
// report are built from what each rule book declares. This test reads the code of every other
// source file (comments left out: they may explain a rule) and fails on a line that names one.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_rule_set_words {

namespace fs = std::filesystem;

namespace {

const fs::path k_root = MUSTER_SOURCE_DIR;

/// The places that may name a rule set: its own folders and the one registry file.
bool own_place(const std::string& file) {
    return file.starts_with("src/core/ue/") || file.starts_with("src/core/fw/") ||
           file.starts_with("include/muster/ue/") || file.starts_with("include/muster/fw/") ||
           file == "src/core/rulesets.cpp";
}

/// What a rule set owns: its names, its rule ids' prefixes, its flags, its marks and the words
/// of its record and its report (docs/rules.md).
const std::regex& rule_set_word() {
    static const std::regex k_word(
        // names
        R"re(unbalanced-equality|fuzzy-wuzzy|Unbalanced Equality|Fuzzy-Wuzzy|toy-skirmish|)re"
        R"re(\b(ue|fw)::|\b(UE|FW)\b|)re"
        // flags
        R"re(--(square|fortified|single-stand|open|closed|mounted|dismounted|pursue|)re"
        R"re(no-reinforce|markers|rate|together|when|formation|cover)\b(?!\s*;)|)re"
        // a request's fields for them
        R"re(\b(PositionFlags|StateFlags|single_stand|no_reinforce|guns_only)\b|)re"
        R"re(\.(square|fortified|pursue|together|markers)\b|)re"
        // its commands and their requests (kill and turn are every rule set's)
        R"re("(fire|artillery|melee|morale|rally|army|move|recrew|recon|recover|form|charge)"|)re"
        R"re(\b(Fire|Melee|Morale|Rally|Army|Move|Recrew|Recon|Recover|Charge|Form)Request\b|)re"
        // marks
        R"re(\bmark::(fire|fired_at|morale|rally|army|melee|fire_result|close_result|recover|)re"
        R"re(recon|form|unhurt|in_cover|lost_melee|army_retreated)\b|)re"
        R"re("(fired-at|fire-result|close-result|in-cover|lost-melee|army-retreated|unhurt)"|)re"
        // words of a record and a report
        R"re("(killed|markers|dead|destroyed|units out of action|out of action|stationary|men|square)")re");
    return k_word;
}

/// `text` with its comments blanked (string and character literals kept).
std::string code_of(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    enum class In { code, string, character, line_comment, block_comment } in = In::code;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        switch (in) {
        case In::code:
            if (c == '/' && next == '/') {
                in = In::line_comment;
                continue;
            }
            if (c == '/' && next == '*') {
                in = In::block_comment;
                ++i;
                continue;
            }
            if (c == 'R' && next == '"') { // a raw string: kept whole up to its end
                const auto open = text.find('(', i);
                const auto delimiter = ")" + text.substr(i + 2, open - i - 2) + "\"";
                const auto close = text.find(delimiter, open);
                const auto end =
                    close == std::string::npos ? text.size() : close + delimiter.size();
                out.append(text, i, end - i);
                i = end - 1;
                continue;
            }
            in = c == '"' ? In::string : c == '\'' ? In::character : In::code;
            out += c;
            break;
        case In::string:
        case In::character:
            out += c;
            if (c == '\\' && next != '\0') {
                out += next;
                ++i;
            } else if ((in == In::string && c == '"') || (in == In::character && c == '\'')) {
                in = In::code;
            }
            break;
        case In::line_comment:
            if (c == '\n') {
                out += c;
                in = In::code;
            }
            break;
        case In::block_comment:
            if (c == '\n') {
                out += c;
            } else if (c == '*' && next == '/') {
                in = In::code;
                ++i;
            }
            break;
        }
    }
    return out;
}

/// Each line of `text`'s code that names a rule-set word, as "N: line".
std::vector<std::string> naming_lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream code(code_of(text));
    std::string line;
    int number = 0;
    while (std::getline(code, line)) {
        ++number;
        if (std::regex_search(line, rule_set_word())) {
            out.push_back(std::to_string(number) + ": " + line);
        }
    }
    return out;
}

std::string read(const fs::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

TEST_CASE("issue 40: shared code names no rule set, mark, rule-set word or flag",
          "[architecture]") {
    std::map<std::string, std::vector<std::string>> naming;
    for (const char* top : {"src", "include"}) {
        for (const auto& entry : fs::recursive_directory_iterator(k_root / top)) {
            const auto ext = entry.path().extension();
            if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp")) {
                continue;
            }
            const auto file = fs::relative(entry.path(), k_root).generic_string();
            if (own_place(file)) {
                continue;
            }
            auto lines = naming_lines(read(entry.path()));
            if (!lines.empty()) {
                naming[file] = std::move(lines);
            }
        }
    }
    std::string unexpected;
    for (const auto& [file, lines] : naming) {
        for (const auto& line : lines) {
            unexpected.append(file).append(":").append(line).append("\n");
        }
    }
    INFO("shared files naming rule-set words:\n" << unexpected);
    CHECK(unexpected.empty());
}

TEST_CASE("issue 40: the rule-set word check catches planted words and skips comments",
          "[architecture]") {
    for (const char* planted :
         {"sub.add_flag(\"--square\", r.square);", "if (rules == \"fuzzy-wuzzy\") {}",
          "has_mark(unit.done, mark::fired_at)", "return \"destroyed\";", "ue::fire(request, env);",
          "help(\"UE: closed order\");", "words = {\"units out of action\"};",
          "request.position.square = true;", "struct FireRequest { StateFlags state; };",
          "if (owed.settle == \"rally\") {}"}) {
        INFO(planted);
        CHECK(naming_lines(planted).size() == 1);
    }
    CHECK(naming_lines("int x = 1; // UE-FIRE-3: --square is fuzzy-wuzzy's\n").empty());
    CHECK(naming_lines("/* mark::fire, \"destroyed\" */ int y = 2;\n").empty());
    CHECK(naming_lines("auto url = \"https://example.org\"; // fuzzy-wuzzy\n").empty());
    CHECK(naming_lines("const auto words = \"the fire\"; // --cover\n").empty());
    CHECK(naming_lines("if (n > 0) {\n    --open;\n}\n").empty()); // a decrement, not a flag
    CHECK(naming_lines("const auto raw = R\"(a \"//\" b)\"; int z; // --square\n").empty());
}

} // namespace muster_unit_rule_set_words
