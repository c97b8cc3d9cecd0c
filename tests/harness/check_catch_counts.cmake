# Test of the test harness (issue 11): every Catch2 test case a binary holds must be one ctest test.
# A name with ";" is split by catch_discover_tests into several ctest tests whose filters match nothing,
# so the counts disagree. Run by ctest as
#   cmake -DCTEST=... -DBUILD_DIR=... -DBINARIES=target1=path1|target2=path2 -P check_catch_counts.cmake
string(REPLACE "|" ";" binaries "${BINARIES}")
set(failures 0)
set(total 0)
foreach(entry IN LISTS binaries)
  string(REGEX REPLACE "=.*" "" target "${entry}")
  string(REGEX REPLACE "^[^=]*=" "" exe "${entry}")
  execute_process(COMMAND "${exe}" --list-test-names-only OUTPUT_VARIABLE names RESULT_VARIABLE rc)
  string(REPLACE ";" "," names "${names}") # one name, one list item
  string(REGEX MATCHALL "[^\n]+" lines "${names}")
  list(LENGTH lines listed)
  execute_process(COMMAND "${CTEST}" --test-dir "${BUILD_DIR}" -N -L "^catch2:${target}$"
                  OUTPUT_VARIABLE ctest_out RESULT_VARIABLE ctest_rc)
  if(NOT ctest_out MATCHES "Total Tests: ([0-9]+)")
    message(SEND_ERROR "${target}: ctest -N printed no total:\n${ctest_out}")
    math(EXPR failures "${failures} + 1")
    continue()
  endif()
  set(registered ${CMAKE_MATCH_1})
  math(EXPR total "${total} + ${listed}")
  if(listed EQUAL 0 OR NOT listed EQUAL registered)
    message(SEND_ERROR "${target}: the binary holds ${listed} test cases, ctest runs ${registered} tests")
    math(EXPR failures "${failures} + 1")
  else()
    message(STATUS "${target}: ${listed} test cases = ${registered} ctest tests")
  endif()
endforeach()
if(failures GREATER 0)
  message(FATAL_ERROR "${failures} Catch2 binaries disagree with ctest")
endif()
message(STATUS "all ${total} Catch2 test cases are ctest tests")
