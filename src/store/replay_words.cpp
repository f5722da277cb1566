// The words of a replay's outcome (include/muster/store/replay.hpp): how far it proves its game,
// and the kind of difference it found.
#include "muster/store/replay.hpp"

namespace muster::store {

ReplayExtent extent_of(const ReplayOutcome& outcome) {
    if (outcome.version1 > 0) {
        return ReplayExtent::lines;
    }
    return outcome.chained < outcome.entries ? ReplayExtent::results : ReplayExtent::sealed;
}

std::string to_string(ReplayExtent extent) {
    switch (extent) {
    case ReplayExtent::sealed:
        return "sealed";
    case ReplayExtent::results:
        return "results";
    case ReplayExtent::lines:
        return "lines";
    }
    return "sealed";
}

std::string to_string(ReplayDifference difference) {
    switch (difference) {
    case ReplayDifference::none:
        return "none";
    case ReplayDifference::hand_edit:
        return "hand-edit";
    case ReplayDifference::altered:
        return "altered-entry";
    case ReplayDifference::not_a_face:
        return "not-a-face";
    case ReplayDifference::seed:
        return "seed";
    case ReplayDifference::rules:
        return "rules";
    case ReplayDifference::no_beginning:
        return "no-beginning";
    case ReplayDifference::fair:
        return "fair-dice";
    case ReplayDifference::derived:
        return "derived-field";
    case ReplayDifference::chain:
        return "chain";
    case ReplayDifference::signature:
        return "signature";
    }
    return "none";
}

} // namespace muster::store
