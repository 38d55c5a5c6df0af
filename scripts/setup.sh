#!/usr/bin/env bash
# Installs what both README commands need on a machine that has only Node 20 and npm:
# pnpm (the version pinned in package.json), the workspace's packages, and, with --browser,
# Debian's Chromium for the browser tests. Safe to run again; it skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1

pnpm_version=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$pnpm_version" ]; then
  echo "setup: installing pnpm $pnpm_version"
  if ! npm install --global "pnpm@$pnpm_version" >/dev/null 2>&1; then
    # No permission for a global install: keep pnpm inside the repository instead.
    npm install --prefix .tools "pnpm@$pnpm_version" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
fi

if [ "${1:-}" = "--browser" ]; then
  chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ ! -x "$chromium_path" ]; then
    echo "setup: installing Debian's chromium for the browser tests"
    if [ "$(id -u)" = "0" ]; then
      apt-get update -qq && apt-get install -y -qq chromium >/dev/null
    else
      sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null
    fi
  fi
fi

pnpm install --frozen-lockfile
