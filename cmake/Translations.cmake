# The translations (po/, Debian's gettext): each po/<language>.po of po/LINGUAS is compiled by
# msgfmt into share/locale/<language>/LC_MESSAGES/sketchpad.mo in the build folder, where
# build/bin/sketchpad finds it as an installed one does (CatalogueLocator), and installed
# there. The desktop entry and the metainfo are installed merged with their translations
# (msgfmt --desktop / --xml) instead of as they are in Assets/.
find_program(SKETCHPAD_MSGFMT msgfmt REQUIRED)

file(STRINGS ${PROJECT_SOURCE_DIR}/po/LINGUAS SKETCHPAD_LANGUAGES REGEX "^[^#]")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/po/LINGUAS)
set(SKETCHPAD_PO_FILES "")
foreach(language IN LISTS SKETCHPAD_LANGUAGES)
  list(APPEND SKETCHPAD_PO_FILES ${PROJECT_SOURCE_DIR}/po/${language}.po)
endforeach()

set(catalogues "")
foreach(language IN LISTS SKETCHPAD_LANGUAGES)
  set(folder ${PROJECT_BINARY_DIR}/share/locale/${language}/LC_MESSAGES)
  add_custom_command(
    OUTPUT ${folder}/sketchpad.mo
    COMMAND ${CMAKE_COMMAND} -E make_directory ${folder}
    COMMAND ${SKETCHPAD_MSGFMT} --check -o ${folder}/sketchpad.mo ${PROJECT_SOURCE_DIR}/po/${language}.po
    DEPENDS ${PROJECT_SOURCE_DIR}/po/${language}.po
    COMMENT "Compiling the ${language} translation"
    VERBATIM)
  list(APPEND catalogues ${folder}/sketchpad.mo)
  install(FILES ${folder}/sketchpad.mo DESTINATION share/locale/${language}/LC_MESSAGES)
endforeach()

# msgfmt --desktop and --xml read every catalogue of po/ (LINGUAS names them).
set(SKETCHPAD_DESKTOP_FILE ${PROJECT_BINARY_DIR}/share/applications/org.sketchpad.Sketchpad.desktop)
set(SKETCHPAD_METAINFO_FILE ${PROJECT_BINARY_DIR}/share/metainfo/org.sketchpad.Sketchpad.metainfo.xml)
add_custom_command(
  OUTPUT ${SKETCHPAD_DESKTOP_FILE}
  COMMAND ${SKETCHPAD_MSGFMT} --desktop -d ${PROJECT_SOURCE_DIR}/po
    --template=${PROJECT_SOURCE_DIR}/Assets/org.sketchpad.Sketchpad.desktop -o ${SKETCHPAD_DESKTOP_FILE}
  DEPENDS ${PROJECT_SOURCE_DIR}/Assets/org.sketchpad.Sketchpad.desktop ${SKETCHPAD_PO_FILES} ${PROJECT_SOURCE_DIR}/po/LINGUAS
  COMMENT "Translating the desktop entry"
  VERBATIM)
add_custom_command(
  OUTPUT ${SKETCHPAD_METAINFO_FILE}
  COMMAND ${SKETCHPAD_MSGFMT} --xml -d ${PROJECT_SOURCE_DIR}/po
    --template=${PROJECT_SOURCE_DIR}/Assets/org.sketchpad.Sketchpad.metainfo.xml -o ${SKETCHPAD_METAINFO_FILE}
  DEPENDS ${PROJECT_SOURCE_DIR}/Assets/org.sketchpad.Sketchpad.metainfo.xml ${SKETCHPAD_PO_FILES} ${PROJECT_SOURCE_DIR}/po/LINGUAS
  COMMENT "Translating the metainfo"
  VERBATIM)
add_custom_target(translations ALL DEPENDS ${catalogues} ${SKETCHPAD_DESKTOP_FILE} ${SKETCHPAD_METAINFO_FILE})
