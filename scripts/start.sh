#!/usr/bin/env bash
# README command 1: install everything, build both apps with the bundled content and the local
# API mock, and serve them: http://localhost:3000 (site) and http://localhost:3001 (registration).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
export API_MOCK="${API_MOCK:-1}"
pnpm build
exec node scripts/serve.mjs
