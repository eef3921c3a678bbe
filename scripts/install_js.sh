#!/usr/bin/env bash
# Installs the JavaScript lint tooling (ESLint, pinned in package-lock.json) into node_modules/.
# Needs Node.js and npm: Debian's packages are installed when missing and we are root.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x node_modules/.bin/eslint ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  exit 0
fi
if ! command -v npm >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; elif sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
    echo "npm not found and no root: the ESLint test will be skipped (apt-get install nodejs npm)"
    exit 0
  fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nodejs npm >/dev/null
fi
npm ci --no-audit --no-fund --loglevel=error
