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
# The consent specs need every vendor configured, on .test hosts that can never be reached.
set -a
# shellcheck source=packages/consent/e2e.env
. packages/consent/e2e.env
set +a

# A production build (API mock off) must hold no mock code: build once without the flag and
# search the export (packages/api/README.md). The e2e build below overwrites it.
API_MOCK=0 pnpm --filter @site/web build
pnpm --filter @site/web check:no-mock

# Build the site through the live Contentful path (the real SDK) against a local Delivery API
# stub that serves the bundled export, then prove the delivery token did not reach the output.
# The stub also plays the Preview API for a second token, which sees an unpublished article.
stub_port="${CONTENT_STUB_PORT:-3290}"
stub_log="$(mktemp)"
random_token() { node -e "process.stdout.write(require('node:crypto').randomBytes(16).toString('hex'))"; }
token="local-$(random_token)"
preview_token="preview-$(random_token)"
set -m
(cd packages/content && exec node_modules/.bin/tsx scripts/delivery-stub.ts --port "$stub_port" --space local --token "$token" --preview-token "$preview_token") >"$stub_log" 2>&1 &
stub_pid=$!
set +m
trap 'kill -- -"$stub_pid" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q '^ready' "$stub_log" && break; sleep 0.2; done
grep -q '^ready' "$stub_log" || { cat "$stub_log"; echo "delivery stub did not start"; exit 1; }

# Editor preview (README: "Editor preview"): only the site, built as the preview workflow builds
# it (no API mock, so no e2e-only pages), checked before the next build replaces apps/web/out:
# the draft must be in it, every page noindex with the preview bar, the sitemap empty and the
# preview token nowhere.
API_MOCK=0 CONTENTFUL_PREVIEW=1 CONTENTFUL_SPACE_ID=local CONTENTFUL_PREVIEW_TOKEN="$preview_token" CONTENTFUL_HOST="http://127.0.0.1:$stub_port" pnpm --filter @site/web build
node apps/web/scripts/check-preview.mjs preview apps/web/out
CONTENTFUL_PREVIEW_TOKEN="$preview_token" node scripts/check-no-secrets.mjs apps/web/out

CONTENTFUL_SPACE_ID=local CONTENTFUL_ACCESS_TOKEN="$token" CONTENTFUL_HOST="http://127.0.0.1:$stub_port" pnpm build
kill -- -"$stub_pid" 2>/dev/null || true
CONTENTFUL_ACCESS_TOKEN="$token" node scripts/check-no-secrets.mjs apps/web/out
# The same stub's draft must not reach a delivery build.
node apps/web/scripts/check-preview.mjs published apps/web/out

pnpm e2e
