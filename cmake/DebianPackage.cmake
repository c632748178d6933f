# The Debian package, built from the CMake build with CPack:
#   cmake -S . -B build -G Ninja && cmake --build build && (cd build && cpack -G DEB)
# writes build/sketchpad_<version>_<arch>.deb, which installs with `apt install ./sketchpad_*.deb`.
# Its Depends are computed by dpkg-shlibdeps (Debian's dpkg-dev; CPack finds the programs to
# ask about with `file`) from the shared libraries the program links: Debian's own only, as the
# Swift runtime is linked in (SKETCHPAD_STATIC_SWIFT_RUNTIME).
if(NOT SKETCHPAD_STATIC_SWIFT_RUNTIME)
  message(STATUS "No Debian package: with SKETCHPAD_STATIC_SWIFT_RUNTIME off the program needs the Swift toolchain to run")
  return()
endif()

set(SKETCHPAD_PACKAGE_MAINTAINER "The Sketchpad authors <sketchpad-app@users.noreply.github.com>"
  CACHE STRING "The Debian package's Maintainer field")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME sketchpad)
set(CPACK_PACKAGE_VERSION "${SKETCHPAD_VERSION}")
set(CPACK_PACKAGE_VENDOR "The Sketchpad authors")
set(CPACK_PACKAGE_CONTACT "${SKETCHPAD_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${SKETCHPAD_SUMMARY}")
# The long description in lines of at most 72 characters, as Debian's tools show it.
string(REPLACE " " ";" words "${SKETCHPAD_DESCRIPTION}")
set(line "")
set(CPACK_PACKAGE_DESCRIPTION "")
foreach(word IN LISTS words)
  string(LENGTH "${line} ${word}" length)
  if(line AND length GREATER 72)
    string(APPEND CPACK_PACKAGE_DESCRIPTION "${line}\n")
    set(line "${word}")
  elseif(line)
    string(APPEND line " ${word}")
  else()
    set(line "${word}")
  endif()
endforeach()
string(APPEND CPACK_PACKAGE_DESCRIPTION "${line}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${SKETCHPAD_HOMEPAGE}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_VERBATIM_VARIABLES ON)
set(CPACK_THREADS 0)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION graphics)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# libheif is opened with dlopen on the first HEIC or AVIF (Sources/CHeif), libzip on the first
# drawing (Sources/CZip) and SDL2_image on the first GIF, BMP, WebP or TIFF (Sources/CSDLImage),
# so dpkg-shlibdeps sees none of them; all open on every install. SDL2_image's version is the
# oldest whose symbols file lists every function the app looks up.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libheif1 (>= 1.15), libzip4 (>= 1.7), libsdl2-image-2.0-0 (>= 2.0.5)")
# Ctrl+C copies the picture through wl-clipboard or xclip; fonts-noto-cjk has the CJK glyphs
# the bundled DejaVu Sans lacks (found through fontconfig); libdecor's cairo plugin draws the
# window's title bar on compositors without server-side decorations (GNOME's mutter).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "wl-clipboard | xclip, fonts-noto-cjk, libdecor-0-plugin-1-cairo")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# Debian's layout beyond what `cmake --install` does: the man page compressed, the copyright
# file where Debian looks for it.
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/cmake/DebianPackageLayout.cmake)

include(CPack)
