# Facts about Sketchpad that packaging needs, read from where they are kept rather than
# repeated: the version from the program (`sketchpad --version`), the summary, description and
# homepage from the AppStream metainfo.
# Reconfigure when they change.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/Sources/sketchpad/Options/LaunchOptions.swift
  ${PROJECT_SOURCE_DIR}/Assets/org.sketchpad.Sketchpad.metainfo.xml)
file(STRINGS ${PROJECT_SOURCE_DIR}/Sources/sketchpad/Options/LaunchOptions.swift version_line
  REGEX "static let version = \"[^\"]+\"")
if(NOT version_line MATCHES "\"([0-9][^\"]*)\"")
  message(FATAL_ERROR "no 'static let version = \"...\"' in Sources/sketchpad/Options/LaunchOptions.swift")
endif()
set(SKETCHPAD_VERSION "${CMAKE_MATCH_1}")

set(SKETCHPAD_METAINFO ${PROJECT_SOURCE_DIR}/Assets/org.sketchpad.Sketchpad.metainfo.xml)
file(READ ${SKETCHPAD_METAINFO} metainfo)
foreach(fact IN ITEMS "summary:<summary>([^<]+)</summary>"
                      "homepage:<url type=\"homepage\">([^<]+)</url>"
                      "description:<description>[ \t\n]*<p>([^<]+)</p>")
  string(REGEX MATCH "^([a-z]+):(.*)$" _ "${fact}")
  set(name "${CMAKE_MATCH_1}")
  if(NOT metainfo MATCHES "${CMAKE_MATCH_2}")
    message(FATAL_ERROR "${SKETCHPAD_METAINFO} has no ${name}")
  endif()
  string(REGEX REPLACE "[ \t\n]+" " " value "${CMAKE_MATCH_1}")
  string(STRIP "${value}" value)
  string(TOUPPER "SKETCHPAD_${name}" variable)
  set(${variable} "${value}")
endforeach()
