#!/usr/bin/env bash
# Installs Debian's Chromium for the browser test (Playwright drives it by path; we never run
# `playwright install`, which downloads its own browser). Needs root or passwordless sudo.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -n "${NEUROLENS_CHROMIUM:-}" ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ]; then SUDO=""; elif sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
  echo "chromium not found and no root: the browser test will be skipped (apt-get install chromium)"
  exit 0
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
