# Installs the build into PREFIX (emptied first) and checks what a desktop needs from it. Any failure is a
# FATAL_ERROR naming the file. Inputs: BUILD_DIR, PREFIX, DESKTOP_FILE_VALIDATE, APPSTREAMCLI, VERSION.
set(id org.nationscompanion.NationsCompanion)
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc}):\n${out}${err}")
endif()

set(icon_sizes 16 24 32 48 64 128 256 512)
set(expected bin/nations-companion share/applications/${id}.desktop share/metainfo/${id}.metainfo.xml
             share/icons/hicolor/scalable/apps/${id}.svg)
foreach(size ${icon_sizes})
  list(APPEND expected share/icons/hicolor/${size}x${size}/apps/${id}.png)
endforeach()
foreach(f ${expected})
  if(NOT EXISTS ${PREFIX}/${f})
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()

# Each PNG is the size its folder says (IHDR width and height: bytes 16-23 of the file, big-endian).
foreach(size ${icon_sizes})
  set(png ${PREFIX}/share/icons/hicolor/${size}x${size}/apps/${id}.png)
  file(READ ${png} ihdr OFFSET 16 LIMIT 8 HEX)
  string(SUBSTRING "${ihdr}" 0 8 wh)
  string(SUBSTRING "${ihdr}" 8 8 hh)
  math(EXPR w "0x${wh}")
  math(EXPR h "0x${hh}")
  if(NOT w EQUAL size OR NOT h EQUAL size)
    message(FATAL_ERROR "${png} is ${w}x${h}, not ${size}x${size}")
  endif()
endforeach()

execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${PREFIX}/share/applications/${id}.desktop
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT "${out}${err}" STREQUAL "")
  message(FATAL_ERROR "desktop-file-validate ${id}.desktop:\n${out}${err}")
endif()
# --no-net: CI has no network; the validator still checks every field and that the URLs are web URLs.
execute_process(COMMAND ${APPSTREAMCLI} validate --no-net ${PREFIX}/share/metainfo/${id}.metainfo.xml
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "appstreamcli validate ${id}.metainfo.xml:\n${out}${err}")
endif()

# The installed executable runs and is the version the metainfo announces.
execute_process(COMMAND ${PREFIX}/bin/nations-companion --version
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out STREQUAL "nations-companion ${VERSION}\n")
  message(FATAL_ERROR "installed nations-companion --version gave (${rc}) \"${out}${err}\", expected ${VERSION}")
endif()
file(READ ${PREFIX}/share/metainfo/${id}.metainfo.xml metainfo)
if(NOT metainfo MATCHES "<release version=\"${VERSION}\"")
  message(FATAL_ERROR "${id}.metainfo.xml has no release ${VERSION}")
endif()
message(STATUS "installed and valid: ${PREFIX}")
