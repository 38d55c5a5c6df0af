# Sourced by scripts/test.sh and scripts/test-changed.sh (after scripts/test-env.sh): the builds
# of the test command and the checks of their output, one function each.
#   refused_builds     production mode with placeholders: each app's build stops and lists them
#   production_build   production mode complete (production.example.env): build, output scan
#   preview_build      the editor preview build of the site and its checks
#   e2e_build          the build the Playwright suites run against, and its checks
# The last three write apps/web/out (and apps/registration/dist): run them in this order.

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
at_exit 'if [ -n "$stub_pid" ]; then kill -- -"$stub_pid" 2>/dev/null || true; fi'
start_delivery_stub() {
  local log
  log="$(mktemp)"
  set -m
  (cd packages/content && exec node_modules/.bin/tsx scripts/delivery-stub.ts --port "$stub_port" --space local --token "$token" --preview-token "$preview_token") >"$log" 2>&1 &
  stub_pid=$!
  set +m
  # Up to a minute: on a busy machine tsx alone can take seconds to start.
  for _ in $(seq 1 300); do grep -q '^ready' "$log" && break; sleep 0.2; done
  grep -q '^ready' "$log" || { cat "$log"; echo "delivery stub did not start"; exit 1; }
}
stop_delivery_stub() {
  kill -- -"$stub_pid" 2>/dev/null || true
  wait "$stub_pid" 2>/dev/null || true
  stub_pid=""
}

# DEPLOY_ENV=production with every placeholder left (local origins, the sample legal identity,
# sample content, e2e pages, vendor hosts on .test): each app's build must stop before any work,
# listing every variable to set. (What only the API Worker reads, its SMTP relay and the core's
# webhook, is the deploy's `check:worker`, packages/config/src/deployWorkflow.test.ts.)
refused_builds() {
  local app log variable
  for app in registration web; do
    if log="$(DEPLOY_ENV=production pnpm --filter "@site/$app" build 2>&1)"; then
      echo "$log"; echo "production build of $app passed with placeholders"; exit 1
    fi
    for variable in SITE_URL REGISTRATION_URL SUPPORT_SITE_URL LOGIN_URL CONTACT_EMAIL SECURITY_CONTACT APP_STORE_URL PLAY_STORE_URL APP_LINK_ORIGINS \
      PARTNER_BANK_NAME PARTNER_BANK_ADDRESS PARTNER_BANK_REGISTER PARTNER_BANK_LICENCE_URL PARTNER_BANK_TERMS_URL PARTNER_BANK_OTHER_TERMS_URL PARTNER_BANK_PRIVACY_URL DEPOSIT_GUARANTEE_SCHEME DEPOSIT_GUARANTEE_ADDRESS \
      DEPOSIT_GUARANTEE_URL COMPANY_NAME COMPANY_ADDRESS COMPANY_REGISTER COMPANY_REPRESENTATIVES CONTACT_PHONE VAT_ID \
      CONTENTFUL_SPACE_ID E2E_PAGES CONSENT_GOOGLE_TAG_MANAGER_HOST CONSENT_BUGSNAG_NOTIFY_ENDPOINT CONSENT_ATTRIBUTION_HOST; do
      grep -qE "^  $variable +" <<<"$log" || { echo "$log"; echo "production build of $app did not list $variable"; exit 1; }
    done
    # The refusal comes first: no image, screen or page is made for a build that cannot ship.
    if grep -qE '^Wrote [0-9]+ images|^app screens:|Creating an optimized production build|transforming' <<<"$log"; then
      echo "$log"; echo "production build of $app did work before refusing the placeholders"; exit 1
    fi
    echo "production build of $app refused the placeholders, listing each"
  done
}

# A complete production environment (production.example.env) passes, with content from the stub:
# the bundled export with the sample's .example addresses (e-mail, job links) replaced, as a real
# space has them. Its output holds no local, .example or .test address, no delivery token and no
# e2e-only code.
production_build() {
  local production_content log
  production_content="$(mktemp --suffix .json)"
  sed -E 's#(@|//)([a-z0-9-]+\.)*[a-z0-9-]+\.example\b#\1evergreen-bank.eu#g' packages/content/data/export.json >"$production_content"
  CONTENT_EXPORT_FILE="$production_content" start_delivery_stub
  log="$(
    unset E2E_PAGES $(compgen -e | grep '^CONSENT_')
    set -a; . ./production.example.env; set +a
    CONTENTFUL_SPACE_ID=local CONTENTFUL_ACCESS_TOKEN="$token" CONTENTFUL_HOST="http://127.0.0.1:$stub_port" pnpm build 2>&1
  )" || { echo "$log"; echo "production build failed"; exit 1; }
  stop_delivery_stub
  echo "$log"
  grep -qE 'DEPLOY_ENV=production: switched off, no id set: .*CONSENT_GOOGLE_ADS_ID' <<<"$log" || { echo "production build did not list the vendors switched off"; exit 1; }
  # The release check of the deploy workflow: no delivery token, no e2e-only crash probe and no
  # local, .example or .test address in either output.
  CONTENTFUL_ACCESS_TOKEN="$token" pnpm check:output --secrets --e2e --addresses apps/web/out apps/registration/dist
}

# Editor preview (docs/deploying.md, "Editor preview"): only the site, built as the preview workflow builds
# it (no e2e-only pages), checked before the next build replaces apps/web/out: the draft must be
# in it, every page noindex with the preview bar, the sitemap empty and the preview token nowhere.
preview_build() {
  start_delivery_stub
  E2E_PAGES=0 CONTENTFUL_PREVIEW=1 CONTENTFUL_SPACE_ID=local CONTENTFUL_PREVIEW_TOKEN="$preview_token" CONTENTFUL_HOST="http://127.0.0.1:$stub_port" pnpm --filter @site/web build
  stop_delivery_stub
  node apps/web/scripts/check-preview.mjs preview apps/web/out
  CONTENTFUL_PREVIEW_TOKEN="$preview_token" pnpm check:output --secrets apps/web/out
}

# The site built through the stub and the real SDK: the build the Playwright suites run against.
# The delivery token must not reach its output, nor the stub's draft.
e2e_build() {
  start_delivery_stub
  CONTENTFUL_SPACE_ID=local CONTENTFUL_ACCESS_TOKEN="$token" CONTENTFUL_HOST="http://127.0.0.1:$stub_port" pnpm build
  stop_delivery_stub
  CONTENTFUL_ACCESS_TOKEN="$token" pnpm check:output --secrets apps/web/out
  node apps/web/scripts/check-preview.mjs published apps/web/out
}
