#pragma once

#include "muster/roster/roster.hpp"

#include <string>

/// The tests' one unit builder (issue 22: five test headers and files each had one).
namespace muster::test {

/// A unit of `stands` stands of `type`, on `side`, with `killed` men (UE) or figures (FW) down.
inline Unit make_unit(std::string name, std::string type, int stands, std::string side = "",
                      long long killed = 0) {
    Unit unit;
    unit.name = std::move(name);
    unit.type = std::move(type);
    unit.stands = stands;
    unit.side = std::move(side);
    unit.killed = killed;
    return unit;
}

} // namespace muster::test
