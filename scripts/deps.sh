#!/usr/bin/env bash
# Installs the Debian 12 packages Umpire builds, runs and tests with, and only
# those that are missing. Run as root (or with sudo available).
set -euo pipefail

packages=(
  build-essential cmake pkg-config ccache mold
  libimgui-dev libglfw3-dev python3-glad libgl-dev libgl1-mesa-dri libglx-mesa0
  libsqlite3-dev nlohmann-json3-dev doctest-dev libstb-dev libcli11-dev
  libcairo2-dev libpango1.0-dev fonts-dejavu-core
  xvfb xauth poppler-utils
  # The browser test renders every HTML handout headless (tests/browser) and
  # checks the bundle's zips with unzip -t.
  chromium unzip
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
  [ "$status" = "installed" ] || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "deps: all ${#packages[@]} packages are installed"
  exit 0
fi

echo "deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "deps: run as root (or install sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
