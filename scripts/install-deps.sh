#!/usr/bin/env bash
# Installs every Debian 12 package the project needs to build, run and test.
# Safe to run again: apt-get skips what is already installed.
# Usage: install-deps.sh [PACKAGE...]
set -euo pipefail
PACKAGES=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-declarative-dev qt6-tools-dev-tools libgl-dev libvulkan-dev
  # Translations (i18n/): the Qt6LinguistTools CMake package (qt_add_translations), lupdate and lrelease.
  qt6-tools-dev qt6-l10n-tools
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
  qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtqml-workerscript
  qml6-module-qttest qml6-module-qtquick-dialogs qml6-module-qt-labs-platform
  # The non-native FileDialog of QtQuick.Dialogs (Scan page, "Open photo...") imports
  # Qt.labs.folderlistmodel, which Debian's dialogs package does not pull in: without it the dialog
  # crashes the app (tests/qml/tst_qmlfiles.cpp opens it).
  qml6-module-qt-labs-folderlistmodel
  # tests/qml/tst_accessibility turns Qt's accessibility on as a screen reader does, through the platform's
  # accessibility object (QPA, a private header): the controls fill in their names only then.
  qt6-base-private-dev
  # The statistics page's charts (qml/history/), and their C++ API: a series' points are handed over in one call
  # (app/history/chart_points.h).
  qml6-module-qtcharts qt6-charts-dev
  qt6-qpa-plugins fonts-dejavu-core
  nlohmann-json3-dev libsqlite3-dev libssl-dev catch2
  # The JSON export reads the stored JSON texts with simdjson (db/json_printer.cpp).
  libsimdjson-dev
  libzxing-dev libopencv-dev libhpdf-dev libpoppler-cpp-dev poppler-utils zlib1g-dev
  qt6-multimedia-dev qml6-module-qtmultimedia
  xvfb xauth
  # Installing as a desktop application (tests/install): the icon PNGs rendered from the SVG, and the
  # validators of the .desktop entry and the AppStream metainfo.
  librsvg2-bin desktop-file-utils appstream
  # tests/cli reads the history's CSV export back with Python's csv module (check_history_csv.py).
  python3
)
# With arguments, installs those packages instead (bench/fuzz.sh: clang and its fuzzing runtime).
[ $# -gt 0 ] && PACKAGES=("$@")
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
