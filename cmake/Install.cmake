# What `cmake --install build --prefix P` puts under P: the program, the assets it finds from
# its own location (<P>/share/sketchpad, see AssetLocator), the translations, the launcher
# entry, the icon, the AppStream metainfo, the man page and the licences. sketchpad-bench is a
# developer's tool and stays in the build folder.

# Folders the install creates are world-readable whatever the umask, as a package needs them.
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
  OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# The program goes in stripped, as the Debian package has it (CPACK_STRIP_FILES): its symbols
# and debug sections are two thirds of the file. `--strip` is the default for this install.
install(CODE "set(CMAKE_INSTALL_DO_STRIP TRUE)")
install(TARGETS sketchpad
  RUNTIME DESTINATION bin)
# Found by the program from its own location (WaylandWindowLoader.swift); private to it.
install(TARGETS sketchpad-wayland-window
  LIBRARY DESTINATION lib/sketchpad
  PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/Assets/
  DESTINATION share/sketchpad
  PATTERN "*.desktop" EXCLUDE
  PATTERN "*.metainfo.xml" EXCLUDE
  PATTERN "*.thumbnailer" EXCLUDE
  PATTERN "mime" EXCLUDE
  PATTERN "application-x-sketchpad.svg" EXCLUDE)
# The launcher entry and the metainfo with their translations (cmake/Translations.cmake).
install(FILES ${SKETCHPAD_DESKTOP_FILE}
  DESTINATION share/applications)
install(FILES ${SKETCHPAD_METAINFO_FILE}
  DESTINATION share/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/Assets/icons/org.sketchpad.Sketchpad.svg
  DESTINATION share/icons/hicolor/scalable/apps)
install(FILES ${PROJECT_SOURCE_DIR}/Assets/icons/org.sketchpad.Sketchpad.png
  DESTINATION share/icons/hicolor/256x256/apps)
# The .sketch drawing for the desktop: its type (update-mime-database reads the package; the
# .deb's shared-mime-info trigger runs it), its icon, and the thumbnailer file managers call.
install(FILES ${PROJECT_SOURCE_DIR}/Assets/mime/org.sketchpad.Sketchpad.xml
  DESTINATION share/mime/packages)
install(FILES ${PROJECT_SOURCE_DIR}/Assets/icons/application-x-sketchpad.svg
  DESTINATION share/icons/hicolor/scalable/mimetypes)
install(FILES ${PROJECT_SOURCE_DIR}/Assets/sketchpad.thumbnailer
  DESTINATION share/thumbnailers)
install(FILES ${PROJECT_SOURCE_DIR}/docs/sketchpad.1
  DESTINATION share/man/man1)

# The copyright file, in Debian's machine-readable format, is made from the licences in the
# tree (LICENSE, the font's) so that it cannot drift from them.
function(sketchpad_copyright_file output)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/LICENSE
    ${PROJECT_SOURCE_DIR}/Assets/fonts/DejaVuSans-LICENSE.txt
    ${PROJECT_SOURCE_DIR}/cmake/copyright-swift-runtime.txt)
  file(READ ${PROJECT_SOURCE_DIR}/LICENSE license)
  if(NOT license MATCHES "Copyright \\(c\\) ([^\n]+)")
    message(FATAL_ERROR "LICENSE has no 'Copyright (c) ...' line")
  endif()
  set(SKETCHPAD_COPYRIGHT "${CMAKE_MATCH_1}")
  string(FIND "${license}" "Permission is hereby granted" start)
  string(SUBSTRING "${license}" ${start} -1 terms)
  string(STRIP "${terms}" terms)
  # Continuation lines start with a space; an empty line is written " .".
  string(REGEX REPLACE "\n\n+" "\n.\n" terms "${terms}")
  string(REPLACE "\n" "\n " SKETCHPAD_LICENSE_TERMS " ${terms}")

  # The font's licence is already in that format: its first Files paragraph is the font's own.
  file(READ ${PROJECT_SOURCE_DIR}/Assets/fonts/DejaVuSans-LICENSE.txt font)
  string(FIND "${font}" "Files: *\n" start)
  string(FIND "${font}" "\n\nFiles: " end REVERSE)
  if(start EQUAL -1 OR end LESS start)
    message(FATAL_ERROR "Assets/fonts/DejaVuSans-LICENSE.txt: no 'Files: *' paragraph followed by another")
  endif()
  math(EXPR start "${start} + 9")
  math(EXPR length "${end} - ${start}")
  string(SUBSTRING "${font}" ${start} ${length} SKETCHPAD_FONT_LICENSE)

  # The runtime's licences, when the runtime is linked into the program.
  set(SKETCHPAD_RUNTIME_LICENSES "")
  if(SKETCHPAD_STATIC_SWIFT_RUNTIME)
    file(READ ${PROJECT_SOURCE_DIR}/cmake/copyright-swift-runtime.txt runtime)
    string(CONFIGURE "${runtime}" SKETCHPAD_RUNTIME_LICENSES @ONLY)
  endif()
  configure_file(${PROJECT_SOURCE_DIR}/cmake/copyright.in ${output} @ONLY)
endfunction()
sketchpad_copyright_file(${PROJECT_BINARY_DIR}/copyright)
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_BINARY_DIR}/copyright
  DESTINATION share/doc/sketchpad)
