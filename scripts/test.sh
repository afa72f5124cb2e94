#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: unit tests (doctest),
# the conformance cases of every game, and the GUI smoke test under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
bash scripts/build.sh
cd build
ctest --output-on-failure -j"$(nproc)"
