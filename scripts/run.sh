#!/usr/bin/env bash
# Installs what is missing, builds, and starts Umpire on its built-in sample
# campaign. Without a display it says so and prints what it would show.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
bash scripts/build.sh
exec build/src/app/umpire gui --sample "$@"
