#!/usr/bin/env bash
# The local API, as both README commands and the Playwright runs use it: applies the D1
# migrations and the seed of fixture links (apps/api) to the local D1 file, then runs the Worker
# in workerd with `wrangler dev` on API_PORT (8787). Wrangler never reaches the network
# (no metrics, no cf fetch). Mails go to MailDev's SMTP (127.0.0.1:1025); the links in them point
# at the local site (WEB_PORT). The internal-link secret and the support token have local
# defaults the Playwright helpers (@site/testing localApi) share; the internal calls answer at
# the API's own address, http://127.0.0.1:${API_PORT} (INTERNAL_API_URL), never below a site's
# /api. Events for the bank's core go to the local core stub (scripts/core-stub.mjs,
# CORE_STUB_PORT 8789), signed with its local secret; a failed mail or event is tried again
# after 1, 2, 4, ... seconds. Every local call comes from 127.0.0.1, so the per-IP limit is off
# here (IP_RATE_LIMIT=off; a deployed Worker keeps it); the per-link and per-address limit stays.
# The static server (scripts/serve.mjs) forwards `/api/*` of both apps here with their Host, as
# the Worker routes do in production.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false
export API_PORT="${API_PORT:-8787}"
# The Standard Webhooks secret the local API signs with and the core stub verifies with.
CORE_WEBHOOK_SECRET="${CORE_WEBHOOK_SECRET:-$(node --input-type=module -e "import { localCoreWebhookSecret } from './packages/config/src/coreWebhook.mjs'; console.log(localCoreWebhookSecret)")}"
pnpm --filter @site/api-worker db:migrate
pnpm --filter @site/api-worker db:seed
# wrangler dev runs the queues and their consumers, not the crons: the outbox's minute sweep is
# asked for here, through wrangler's scheduled handler, as Cloudflare would run it.
node scripts/local-cron.mjs "http://127.0.0.1:${API_PORT}" &
exec pnpm --filter @site/api-worker dev \
  --var "SITE_URL:http://localhost:${WEB_PORT:-3000}" \
  --var "REGISTRATION_URL:http://localhost:${REGISTRATION_PORT:-3001}" \
  --var "SMTP_URL:${LOCAL_SMTP_URL:-smtp://127.0.0.1:1025}" \
  --var "INTERNAL_LINK_SECRET:${INTERNAL_LINK_SECRET:-local-internal-link-secret}" \
  --var "INTERNAL_API_URL:http://127.0.0.1:${API_PORT}" \
  --var "SUPPORT_TOKEN:${SUPPORT_TOKEN:-local-support-token}" \
  --var "CORE_WEBHOOK_URL:http://127.0.0.1:${CORE_STUB_PORT:-8789}/webhooks" \
  --var "CORE_WEBHOOK_SECRET:${CORE_WEBHOOK_SECRET}" \
  --var "OUTBOX_RETRY_BASE_SECONDS:1" \
  --var "IP_RATE_LIMIT:off"
