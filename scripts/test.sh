#!/usr/bin/env bash
# README command 2: install dependencies, build, run every test (Catch2, QTest, Qt Quick Test, --self-test).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure --timeout 900 "$@"
