#include "cli/cmd_roll.hpp"

#include "cli/app.hpp"
#include "cli/output.hpp"
#include "cli/words.hpp"
#include "muster/dice/notation.hpp"
#include "muster/engine/roll.hpp"

#include <algorithm>
#include <memory>
#include <string_view>

namespace muster::cli {

CLI::App* setup_roll(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<std::vector<std::string>>();
    CLI::App* sub = app.add_subcommand(
        "roll",
        "Roll dice expressions, each reported separately (docs/dice.md has the grammar): 3d6, "
        "2avd+1, 5d6>=4 (successes), 10d10>=7f1 (less 1s), {2d6}>=7 (pass/fail), 2d6r1, "
        "2d6ro<=2, 3d6!, 4d6kh3, 2d20kl1, 4d6dl1, d6*2, 2d6/2 (rounds down), 3x3d6, d%, 4dF, "
        "dd66 (tens and units; d66 is a 66-sided die), (10d6>=3)d6>=4 (the hits' dice), "
        "(d3)d6, d3d6, (d3+1)d6, max(1,d6-2), min(3,2d6), {2d6}ro<7 (the whole roll again, "
        "once), {2d6}>{2d6}, {2d6,2d6}kh1, 10/d6, 5d(d6+1)>=4cf1cs6 (+1 a die; a natural 1 "
        "fails, a natural 6 succeeds). Case-insensitive; quote spaces. At most "
        "10,000 dice an expression, 2 to 1,000 sides; an exploding die adds at most 20 dice. "
        "--odds prints the exact distribution of each total. --dice order: the expressions left "
        "to right; in each term its dice left to right, then its re-rolls, then its explosions "
        "(a D66 is two D6: tens, units); a random number of dice after the dice that count "
        "them. A word starting with '-' after the command that reads as an expression (-d6) is "
        "an expression, not an option.");
    sub->add_option("expression", *options, "dice expression(s)")->required();
    sub->callback([options, &ctx] {
        if (ctx.held != nullptr) { // a choice of `compare`: it rolls the expressions itself
            ctx.held->roll = *options;
            return;
        }
        render(roll(*options, ctx), ctx);
    });
    return sub;
}

std::vector<const char*> roll_expressions_positional(std::vector<const char*> words) {
    // words[1] is "roll" (the command first). A word such as `-d6` or `-2d6+1` would be read by
    // the option parser as `-d 6` (typed dice) or an unknown option: it is an expression. Every
    // expression goes, in its order, after a `--`, so that each stays one. Values of the
    // options that take one are left alone.
    std::vector<const char*> kept;
    std::vector<const char*> expressions;
    bool separated = false;
    bool negative = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string_view word = words[i];
        const bool value = i > 0 && global_takes_value(words[i - 1]);
        if (i < 2 || (!separated && word == "--")) {
            separated = separated || word == "--";
            kept.push_back(words[i]);
        } else if (separated || (!value && !word.starts_with('-'))) {
            if (word.starts_with('[') && word.ends_with(']')) {
                // CLI11 would split `[d6,d8]` at its commas into two expressions: the notation
                // refuses it whole, saying why.
                dice::parse_expression(word);
            }
            expressions.push_back(words[i]);
        } else if (!value && word.size() > 1 && word[1] != '-' && dice::is_expression(word)) {
            expressions.push_back(words[i]);
            negative = true;
        } else {
            kept.push_back(words[i]);
        }
    }
    if (!negative) {
        return words;
    }
    if (!separated) {
        kept.push_back("--");
    }
    kept.insert(kept.end(), expressions.begin(), expressions.end());
    return kept;
}

std::vector<std::string> roll_completions(std::string_view current) {
    static constexpr std::string_view k_starts[] = {
        "d6",      "2d6",       "3d6",         "5d6>=4",       "4d6kh3",
        "2d20kh1", "2d20kl1",   "{2d6}>=7",    "3x3d6",        "d%",
        "4dF",     "dd66",      "2avd",        "d20",          "max(1,d6-2)",
        "(d3)d6",  "{2d6}ro<7", "{2d6}>{2d6}", "{2d6,2d6}kh1", "5d(d6+1)>=4cf1cs6"};
    // What may follow a dice term: re-roll, explode, keep/drop, successes (less failures).
    static constexpr std::string_view k_modifiers[] = {"r1", "ro1", "!", "kh", "kl", "dh", "dl",
                                                       ">=", "<=",  "=", "+",  "-",  "*",  "/"};
    std::vector<std::string> out;
    for (const auto word : k_starts) {
        if (word.starts_with(current)) {
            out.emplace_back(word);
        }
    }
    if (!current.empty() && dice::is_expression(current)) {
        const auto expr = dice::parse_expression(current);
        if (expr.root.kind == dice::Node::Kind::dice) {
            for (const auto suffix : k_modifiers) {
                out.push_back(std::string(current) + std::string(suffix));
            }
        }
    }
    return out;
}

} // namespace muster::cli
