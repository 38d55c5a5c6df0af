#!/usr/bin/env bash
# README command 2 (and CI's): install everything, then lint and type-check the workspace, run
# every package's unit tests and the API Worker's tests (`pnpm test` runs apps/api's vitest pool
# in workerd against a local D1), check production mode (DEPLOY_ENV=production), build both apps
# and run the Playwright suites in Chromium against the real local API: playwright.config.ts
# starts MailDev (SMTP 1025, web 1080), the core stub (scripts/core-stub.mjs, 8789) and
# scripts/local-api.sh (migrations, seed, wrangler dev on 8787) besides the two static servers.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh --browser
# The browser the suites run in, so a failure can be tied to a browser update (README: "Browser").
echo "test: $("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null)"
export CI="${CI:-true}"
# Strict i18n: a missing or misnamed message fails the build instead of being logged.
export I18N_STRICT=1
# The Playwright runs use the real local API: no in-browser mock is built in. The e2e-only crash
# probe routes are (E2E_PAGES=1; a production build refuses the flag).
unset API_MOCK NEXT_PUBLIC_API_MOCK VITE_API_MOCK
export E2E_PAGES=1
pnpm lint
pnpm test
# The consent specs need every vendor configured, on .test hosts that can never be reached.
set -a
# shellcheck source=packages/consent/e2e.env
. packages/consent/e2e.env
set +a

# A local Delivery API stub serving the bundled export (or CONTENT_EXPORT_FILE), for builds
# through the live Contentful path (the real SDK).
stub_port="${CONTENT_STUB_PORT:-3290}"
random_token() { node -e "process.stdout.write(require('node:crypto').randomBytes(16).toString('hex'))"; }
token="local-$(random_token)"
# The stub also plays the Preview API for a second token, which sees an unpublished article.
preview_token="preview-$(random_token)"
stub_pid=""
trap 'if [ -n "$stub_pid" ]; then kill -- -"$stub_pid" 2>/dev/null || true; fi' EXIT
start_delivery_stub() {
  local log
  log="$(mktemp)"
  set -m
  (cd packages/content && exec node_modules/.bin/tsx scripts/delivery-stub.ts --port "$stub_port" --space local --token "$token" --preview-token "$preview_token") >"$log" 2>&1 &
  stub_pid=$!
  set +m
  for _ in $(seq 1 100); do grep -q '^ready' "$log" && break; sleep 0.2; done
  grep -q '^ready' "$log" || { cat "$log"; echo "delivery stub did not start"; exit 1; }
}
stop_delivery_stub() { kill -- -"$stub_pid" 2>/dev/null || true; wait "$stub_pid" 2>/dev/null || true; }

# --- Production mode (README: Deploying) ---
# DEPLOY_ENV=production with every placeholder left (local origins, the sample legal identity, sample content, API mock,
# e2e pages, vendor hosts on .test): each app's build must stop, listing every variable to set.
# (What only the API Worker reads, its SMTP relay and the core's webhook, is the deploy's
# `check:worker`, packages/config/src/deployWorkflow.test.ts.)
for app in registration web; do
  if log="$(DEPLOY_ENV=production API_MOCK=1 pnpm --filter "@site/$app" build 2>&1)"; then
    echo "$log"; echo "production build of $app passed with placeholders"; exit 1
  fi
  for variable in SITE_URL REGISTRATION_URL SUPPORT_SITE_URL LOGIN_URL CONTACT_EMAIL SECURITY_CONTACT APP_STORE_URL PLAY_STORE_URL APP_LINK_ORIGINS \
    PARTNER_BANK_NAME PARTNER_BANK_ADDRESS PARTNER_BANK_REGISTER PARTNER_BANK_LICENCE_URL DEPOSIT_GUARANTEE_SCHEME DEPOSIT_GUARANTEE_ADDRESS \
    DEPOSIT_GUARANTEE_URL COMPANY_NAME COMPANY_ADDRESS COMPANY_REGISTER COMPANY_REPRESENTATIVES CONTACT_PHONE VAT_ID \
    CONTENTFUL_SPACE_ID API_MOCK E2E_PAGES CONSENT_GOOGLE_TAG_MANAGER_HOST CONSENT_BUGSNAG_NOTIFY_ENDPOINT CONSENT_ATTRIBUTION_HOST; do
    grep -qE "^  $variable +" <<<"$log" || { echo "$log"; echo "production build of $app did not list $variable"; exit 1; }
  done
done
# A complete production environment (production.example.env) passes, with content from the stub:
# the bundled export with the sample's .example addresses (e-mail, job links) replaced, as a real
# space has them. Its output holds no local, .example or .test address, no delivery token and no mock code.
production_content="$(mktemp --suffix .json)"
sed -E 's#(@|//)([a-z0-9-]+\.)*[a-z0-9-]+\.example\b#\1evergreen-bank.eu#g' packages/content/data/export.json >"$production_content"
CONTENT_EXPORT_FILE="$production_content" start_delivery_stub
log="$(
  unset API_MOCK E2E_PAGES $(compgen -e | grep '^CONSENT_')
  set -a; . ./production.example.env; set +a
  CONTENTFUL_SPACE_ID=local CONTENTFUL_ACCESS_TOKEN="$token" CONTENTFUL_HOST="http://127.0.0.1:$stub_port" pnpm build 2>&1
)" || { echo "$log"; echo "production build failed"; exit 1; }
stop_delivery_stub
grep -qE 'DEPLOY_ENV=production: switched off, no id set: .*CONSENT_GOOGLE_ADS_ID' <<<"$log" || { echo "$log"; echo "production build did not list the vendors switched off"; exit 1; }
# The release check of the deploy workflow: no delivery token, no API mock or crash probe code
# (packages/api/README.md) and no local, .example or .test address in either output.
CONTENTFUL_ACCESS_TOKEN="$token" pnpm check:output --secrets --mock --addresses apps/web/out apps/registration/dist
# --- end of production mode; the builds below overwrite its output ---

start_delivery_stub

# Editor preview (README: "Editor preview"): only the site, built as the preview workflow builds
# it (no e2e-only pages), checked before the next build replaces apps/web/out:
# the draft must be in it, every page noindex with the preview bar, the sitemap empty and the
# preview token nowhere.
E2E_PAGES=0 CONTENTFUL_PREVIEW=1 CONTENTFUL_SPACE_ID=local CONTENTFUL_PREVIEW_TOKEN="$preview_token" CONTENTFUL_HOST="http://127.0.0.1:$stub_port" pnpm --filter @site/web build
node apps/web/scripts/check-preview.mjs preview apps/web/out
CONTENTFUL_PREVIEW_TOKEN="$preview_token" pnpm check:output --secrets apps/web/out

# Build the site through the stub and the real SDK, then prove the delivery token did not reach
# the output. This is the build the Playwright suites run against.
CONTENTFUL_SPACE_ID=local CONTENTFUL_ACCESS_TOKEN="$token" CONTENTFUL_HOST="http://127.0.0.1:$stub_port" pnpm build
stop_delivery_stub
CONTENTFUL_ACCESS_TOKEN="$token" pnpm check:output --secrets apps/web/out
# The same stub's draft must not reach a delivery build.
node apps/web/scripts/check-preview.mjs published apps/web/out

pnpm e2e
