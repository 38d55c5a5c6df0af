#!/usr/bin/env bash
# README command 1: install everything, build both apps with the bundled content, and serve them
# with the real local API: http://localhost:3000 (site) and http://localhost:3001 (registration),
# both answering `/api/*` from the Worker (scripts/local-api.sh: workerd, local D1 with
# migrations and seed) on 8787, MailDev catching every mail: http://localhost:1080, and the core
# stub (scripts/core-stub.mjs) receiving every event for the bank's core: http://127.0.0.1:8789.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
# The real API answers; the e2e-only crash probes stay out.
unset E2E_PAGES
pnpm build

pids=()
cleanup() { for pid in "${pids[@]}"; do kill -- -"$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
trap 'exit 130' INT TERM
set -m
pnpm exec maildev --ip 127.0.0.1 --web-ip 127.0.0.1 &
pids+=($!)
node scripts/core-stub.mjs &
pids+=($!)
bash scripts/local-api.sh &
pids+=($!)
set +m
core_stub="http://127.0.0.1:${CORE_STUB_PORT:-8789}"
node scripts/wait-for.mjs "http://127.0.0.1:1080/api/healthz" "$core_stub/events" "http://127.0.0.1:${API_PORT:-8787}/api/openapi.json"
echo "start: mails on http://localhost:1080/, events for the core on $core_stub/, API on http://127.0.0.1:${API_PORT:-8787}/api/"
node scripts/serve.mjs
