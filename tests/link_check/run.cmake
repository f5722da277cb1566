# The link check can fail (issue 22): the fixture's two parts build and link as they are, and
# the same fixture whose lower part calls a function of the higher part fails to build, on an
# undefined reference in the lower part's link check.
# cmake -DMUSTER_SOURCE_DIR=... -DWORK=<scratch folder> -P run.cmake
foreach(case IN ITEMS clean reach_up)
  set(build ${WORK}/${case})
  file(REMOVE_RECURSE ${build})
  set(reach OFF)
  if(case STREQUAL "reach_up")
    set(reach ON)
  endif()
  execute_process(
    COMMAND ${CMAKE_COMMAND} -S ${MUSTER_SOURCE_DIR}/tests/link_check/fixture -B ${build}
            -DMUSTER_SOURCE_DIR=${MUSTER_SOURCE_DIR} -DFIXTURE_REACH_UP=${reach}
    RESULT_VARIABLE configured OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT configured EQUAL 0)
    message(FATAL_ERROR "${case}: the fixture does not configure:\n${out}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${build}
                  RESULT_VARIABLE built OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(case STREQUAL "clean")
    if(NOT built EQUAL 0)
      message(FATAL_ERROR "clean: the fixture's parts do not link:\n${out}")
    endif()
    if(NOT EXISTS ${build}/fixture_link_check_low OR NOT EXISTS ${build}/fixture_link_check_high)
      message(FATAL_ERROR "clean: no link check executables were built:\n${out}")
    endif()
  else()
    if(built EQUAL 0)
      message(FATAL_ERROR "reach_up: the lower part calls the higher one and the build passed")
    endif()
    if(NOT out MATCHES "undefined (reference|symbol)[^\n]*high_value")
      message(FATAL_ERROR "reach_up: the build failed, but not on high_value:\n${out}")
    endif()
    if(NOT out MATCHES "fixture_link_check_low")
      message(FATAL_ERROR "reach_up: not the lower part's check that failed:\n${out}")
    endif()
  endif()
  message(STATUS "${case}: as expected (build exit ${built})")
endforeach()
file(REMOVE_RECURSE ${WORK})
