#!/usr/bin/env bash
# `pnpm test:changed [base]`: the quick loop for a change. Git says what changed: the uncommitted
# work and the commits since `base` (default: where this branch left main). Runs lint, types and
# unit tests of the packages the change touches and of every package that depends on them
# (turbo's `--filter=...[base]`; the root's script tests too, from turbo's cache when their
# inputs did not change), then builds both apps as the test command's e2e build does and runs the Playwright projects of the
# apps among them: web, registration, or both when the change reaches both, the API Worker, or
# what the suites run on (playwright.config.ts, the scripts it starts, the workspace's setup).
# Left out, for the full test command (scripts/test.sh): the packages the change does not reach,
# the production-mode builds and the editor preview build with their checks.
# `--dry-run` (first) says what it would run, and runs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
dry_run=""
if [ "${1:-}" = "--dry-run" ]; then dry_run=1; shift; fi
base_ref="${1:-}"
if [ -z "$base_ref" ]; then
  base_ref=main
  git rev-parse --verify -q main >/dev/null || base_ref=origin/main
fi
base="$(git merge-base HEAD "$base_ref" 2>/dev/null)" || {
  echo "test:changed: no common history with '$base_ref'; name the base: pnpm test:changed <ref>" >&2
  exit 2
}

source scripts/test-phases.sh
source scripts/test-env.sh

# What changed (git), the packages it reaches (turbo) and the Playwright projects they need.
plan="$(node scripts/test-changed-plan.mjs "$base")"
eval "$plan"
echo "test:changed: ${#changed[@]} files changed since $(git rev-parse --short "$base") ($base_ref)"
echo "test:changed: affected packages: ${affected[*]:-none}"
echo "test:changed: Playwright projects: ${projects[*]:-none}"
if [ "${#changed[@]}" -eq 0 ]; then
  echo "test:changed: nothing to test"
  exit 0
fi
if [ -n "$dry_run" ]; then exit 0; fi

phase "lint and types (affected)" pnpm exec turbo run lint typecheck --filter="...[$base]"
phase "unit and Worker tests (affected)" pnpm exec turbo run test test:scripts --filter="...[$base]" --filter=//
if [ "${#projects[@]}" -gt 0 ]; then
  source scripts/test-builds.sh
  # Fixed stub tokens: the build's environment stays the same from one run to the next, so turbo
  # serves an unchanged app's build from its cache.
  token=local-test-changed-delivery
  preview_token=preview-test-changed
  phase "e2e build and checks" e2e_build
  phase "Playwright (${projects[*]})" pnpm exec playwright test "${projects[@]/#/--project=}"
fi
