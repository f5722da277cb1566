#pragma once

#include "muster/roster/roster.hpp"
#include "muster/ue/record.hpp"

#include <string>

/// The tests' one unit builder (issue 22: five test headers and files each had one).
namespace muster::test {

/// A unit of `stands` stands of `type`, on `side`, with `killed` men down (UE; a unit of
/// either rule set when 0: its record is made by the first rule set that reads it).
inline Unit make_unit(std::string name, std::string type, int stands, std::string side = "",
                      long long killed = 0) {
    Unit unit;
    unit.name = std::move(name);
    unit.type = std::move(type);
    unit.stands = stands;
    unit.side = std::move(side);
    if (killed != 0) {
        muster::ue::record(unit).killed = killed;
    }
    return unit;
}

} // namespace muster::test
