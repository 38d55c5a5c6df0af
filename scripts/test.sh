#!/usr/bin/env bash
# README command 2 (and CI's): install everything, then lint and type-check the workspace, run
# every package's unit tests and the API Worker's tests (`pnpm test` runs apps/api's vitest pool
# in workerd against a local D1), check production mode (DEPLOY_ENV=production), build both apps
# and run the Playwright suites in Chromium against the real local API: playwright.config.ts
# starts MailDev (SMTP 1025, web 1080), the core stub (scripts/core-stub.mjs, 8789) and
# scripts/local-api.sh (migrations, seed, wrangler dev on 8787) besides the two static servers.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every phase is timed; the table and the slowest tests are printed at the end, also on failure.
source scripts/test-phases.sh
phase "install, Chromium check" source scripts/setup.sh --browser
# The browser the suites run in, so a failure can be tied to a browser update (README, "Browser").
echo "test: $("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null)"
source scripts/test-env.sh
# The API Worker's tests (apps/api, vitest in workerd) spend most of their four minutes waiting:
# for the queues' consumers, MailDev, the core stub and the retry clocks, on ports of their own.
# So they run beside the lint, the other unit tests and the builds, which keep the two cores busy,
# and the run waits for them before Playwright.
phase_start "API Worker tests (beside the next phases)" pnpm --filter @site/api-worker test
phase "lint and types" pnpm lint
phase "unit tests" pnpm exec turbo run test test:scripts --filter='!@site/api-worker'
source scripts/test-builds.sh

phase "production mode: placeholders refused" refused_builds
phase "production build, output scan" production_build
phase "editor preview build and checks" preview_build
phase "e2e build and checks" e2e_build
phase_wait "API Worker tests (beside the next phases)"
phase "Playwright" pnpm e2e
