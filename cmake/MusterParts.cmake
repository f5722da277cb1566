# The parts of ARCHITECTURE.md as CMake targets (issue 22, "the linker keeps the parts").
#
# muster_read_parts(DOC) reads the table under "## Parts" of DOC: one row a part,
#   | **name** | `place` `place` | part, part | library, library |
# and sets MUSTER_PARTS (the names, in order) and, for each, MUSTER_PART_<name>_PLACES,
# MUSTER_PART_<name>_MAY (the parts it may use) and MUSTER_PART_<name>_LIBRARIES.
#
# muster_add_parts(ROOT <dir> PREFIX <p> [COMMON <target>] [EXCLUDE <regex>...]) makes one
# static library <p><name> a part, from the .cpp files of its places (folders searched
# recursively, or single files), linked to the parts its row allows and to the outside
# libraries its row names (each a target MUSTER_OUTSIDE_<library> names, set by the caller;
# an unknown name stops the configuration), and to COMMON (every part but COMMON itself).
#
# muster_link_check(<p> <name> ...) adds, built with everything, an executable of a tiny main and
# the part's whole archive (-Wl,--whole-archive) with only what the part links: a symbol the
# part uses from a part its row does not allow is an undefined reference, and the build fails.

function(muster_read_parts doc)
  # Headings too, so that only the rows of the "## Parts" section are read.
  file(STRINGS ${doc} lines REGEX "^(## |\\| \\*\\*)")
  set(in_table FALSE)
  set(names)
  foreach(line IN LISTS lines)
    if(line MATCHES "^## ")
      if(line STREQUAL "## Parts")
        set(in_table TRUE)
      else()
        set(in_table FALSE)
      endif()
      continue()
    endif()
    if(NOT in_table)
      continue()
    endif()
    if(NOT line MATCHES "^\\| \\*\\*([a-z0-9]+)\\*\\* \\|([^|]*)\\|([^|]*)\\|([^|]*)\\|")
      message(FATAL_ERROR "${doc}: a row of the parts table CMake cannot read: ${line}")
    endif()
    set(name ${CMAKE_MATCH_1})
    set(where "${CMAKE_MATCH_2}")
    set(may "${CMAKE_MATCH_3}")
    set(libraries "${CMAKE_MATCH_4}")
    string(REGEX MATCHALL "`[^`]+`" places "${where}")
    list(TRANSFORM places REPLACE "`" "")
    string(REGEX MATCHALL "[a-z0-9]+" may "${may}")
    string(REGEX MATCHALL "[a-z0-9]+" libraries "${libraries}")
    list(APPEND names ${name})
    set(MUSTER_PART_${name}_PLACES ${places} PARENT_SCOPE)
    set(MUSTER_PART_${name}_MAY ${may} PARENT_SCOPE)
    set(MUSTER_PART_${name}_LIBRARIES ${libraries} PARENT_SCOPE)
  endforeach()
  if(NOT names)
    message(FATAL_ERROR "${doc}: no table of parts under '## Parts'")
  endif()
  set(MUSTER_PARTS ${names} PARENT_SCOPE)
endfunction()

function(muster_add_parts)
  cmake_parse_arguments(ARG "" "ROOT;PREFIX;COMMON" "EXCLUDE" ${ARGN})
  foreach(part IN LISTS MUSTER_PARTS)
    set(sources)
    foreach(place IN LISTS MUSTER_PART_${part}_PLACES)
      if(place MATCHES "/$")
        file(GLOB_RECURSE found CONFIGURE_DEPENDS ${ARG_ROOT}/${place}*.cpp)
        list(APPEND sources ${found})
      elseif(place MATCHES "\\.cpp$")
        list(APPEND sources ${ARG_ROOT}/${place})
      endif()
    endforeach()
    foreach(exclude IN LISTS ARG_EXCLUDE)
      list(FILTER sources EXCLUDE REGEX "${exclude}")
    endforeach()
    if(NOT sources)
      message(FATAL_ERROR "part ${part}: no .cpp file in ${MUSTER_PART_${part}_PLACES}")
    endif()
    set(target ${ARG_PREFIX}${part})
    add_library(${target} STATIC ${sources})
    foreach(other IN LISTS MUSTER_PART_${part}_MAY)
      if(NOT other IN_LIST MUSTER_PARTS)
        message(FATAL_ERROR "part ${part} may use '${other}', which is no part")
      endif()
      target_link_libraries(${target} PUBLIC ${ARG_PREFIX}${other})
    endforeach()
    foreach(library IN LISTS MUSTER_PART_${part}_LIBRARIES)
      if(NOT DEFINED MUSTER_OUTSIDE_${library})
        message(FATAL_ERROR "part ${part}: outside library '${library}' has no "
                            "MUSTER_OUTSIDE_${library} (cmake/MusterParts.cmake)")
      endif()
      target_link_libraries(${target} ${MUSTER_OUTSIDE_${library}})
    endforeach()
    if(ARG_COMMON AND NOT target STREQUAL ARG_COMMON)
      target_link_libraries(${target} PUBLIC ${ARG_COMMON})
    endif()
  endforeach()
endfunction()

# lld links the checks in a fraction of ld.bfd's time; either reports an undefined symbol.
find_program(MUSTER_LLD ld.lld)

# muster_link_check(<p> <name>): an executable of the part's whole archive and only what the
# part links; an undefined symbol (a call into a part its row does not allow) fails the build.
function(muster_link_check prefix part)
  set(check ${prefix}link_check_${part})
  add_executable(${check} ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/link_check_main.cpp)
  # Every object of the part, resolved against what the part links and nothing else.
  target_link_libraries(${check} PRIVATE "$<LINK_LIBRARY:WHOLE_ARCHIVE,${prefix}${part}>")
  target_link_options(${check} PRIVATE $<$<BOOL:${MUSTER_LLD}>:-fuse-ld=lld>)
endfunction()
