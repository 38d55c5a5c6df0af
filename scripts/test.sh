#!/usr/bin/env bash
# README command 2 (and CI's): install everything, then lint and type-check the workspace, run
# every package's unit tests, build both apps and run the Playwright suites in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh --browser
export CI="${CI:-true}"
# Strict i18n: a missing or misnamed message fails the build instead of being logged.
export I18N_STRICT=1
export API_MOCK="${API_MOCK:-1}"
pnpm lint
pnpm test
pnpm build
pnpm e2e
