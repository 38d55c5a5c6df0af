# Sourced by scripts/test.sh and scripts/test-changed.sh: the environment their builds and suites
# run in (the e2e build's consent configuration comes later, in scripts/test-builds.sh).
# A fresh server set (Playwright reuses no running server), forbidOnly, the html report on failure.
export CI="${CI:-true}"
# Strict i18n: a missing or misnamed message fails the build instead of being logged.
export I18N_STRICT=1
# The Playwright runs use the real local API. The e2e-only crash probe routes are built in
# (E2E_PAGES=1; a production build refuses the flag).
export E2E_PAGES=1
# `pnpm lint` type-checks the site (`next typegen` and `tsc --noEmit`); its builds here skip the
# same check (apps/web/next.config.ts).
export TYPES_CHECKED=1
# The builds link to the ports this run serves them on ('Choose' and 'Open account' lead to
# REGISTRATION_PORT), so a second checkout's run on other ports (playwright.config.ts) never sends
# its visitors to the first one's servers.
export WEB_PORT="${WEB_PORT:-3000}" REGISTRATION_PORT="${REGISTRATION_PORT:-3001}"
export SITE_URL="http://localhost:$WEB_PORT" REGISTRATION_URL="http://localhost:$REGISTRATION_PORT"
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1
