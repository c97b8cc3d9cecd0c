#!/usr/bin/env bash
# README command 1: install dependencies, build, start the app on its default database.
# Without a display it runs under xvfb-run so the command still works on a headless machine.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1600x1000x24" build/app/nations-companion "$@"
fi
exec build/app/nations-companion "$@"
