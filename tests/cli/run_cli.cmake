# Runs the real nations-companion executable once and checks what it did (ctest driver; any failed check
# is a FATAL_ERROR, so the test fails). Variables (-D):
#   EXE           the executable
#   ARGS          its arguments, separated by "@@"
#   EXIT          expected exit code (exact)
#   STDOUT_REGEX  regular expressions, separated by "@@", that must all match stdout
#   STDERR_REGEX  same for stderr
#   STDOUT_NOT_REGEX  regular expressions that must not match stdout
#   REMOVE        files deleted before the run (stale outputs must not make the test pass)
#   FILE_PREFIX   "<path>@@<prefix>": the file must exist afterwards and start with <prefix>
#   NO_FILE       files that must not exist afterwards
cmake_minimum_required(VERSION 3.24)

function(split out value)
  string(REPLACE "@@" ";" list "${value}")
  set(${out} "${list}" PARENT_SCOPE)
endfunction()

split(args "${ARGS}")
split(remove "${REMOVE}")
foreach(f IN LISTS remove)
  file(REMOVE "${f}")
endforeach()

execute_process(COMMAND "${EXE}" ${args}
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
message(STATUS "exit code: ${code}\n--- stdout ---\n${out}\n--- stderr ---\n${err}")

set(failures "")
if(NOT "${code}" STREQUAL "${EXIT}")
  string(APPEND failures "exit code ${code}, expected ${EXIT}\n")
endif()
split(regexes "${STDOUT_REGEX}")
foreach(re IN LISTS regexes)
  if(NOT out MATCHES "${re}")
    string(APPEND failures "stdout does not match: ${re}\n")
  endif()
endforeach()
split(regexes "${STDOUT_NOT_REGEX}")
foreach(re IN LISTS regexes)
  if(out MATCHES "${re}")
    string(APPEND failures "stdout matches what it must not: ${re}\n")
  endif()
endforeach()
split(regexes "${STDERR_REGEX}")
foreach(re IN LISTS regexes)
  if(NOT err MATCHES "${re}")
    string(APPEND failures "stderr does not match: ${re}\n")
  endif()
endforeach()
if(FILE_PREFIX)
  split(fp "${FILE_PREFIX}")
  list(GET fp 0 path)
  list(GET fp 1 prefix)
  if(NOT EXISTS "${path}")
    string(APPEND failures "file not written: ${path}\n")
  else()
    file(READ "${path}" head LIMIT 64)
    string(FIND "${head}" "${prefix}" at)
    if(NOT at EQUAL 0)
      string(APPEND failures "${path} starts with \"${head}\", expected \"${prefix}\"\n")
    endif()
  endif()
endif()
split(nofiles "${NO_FILE}")
foreach(f IN LISTS nofiles)
  if(EXISTS "${f}")
    string(APPEND failures "file must not exist: ${f}\n")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "${failures}")
endif()
message(STATUS "all checks passed")
