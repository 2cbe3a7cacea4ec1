#!/usr/bin/env bash
# Everything CI runs, in order; the README's test command (`npm run test:all`).
set -euo pipefail
cd "$(dirname "$0")/.."

# The production build is checked for the guide word, so it is built with one.
export NEGRIL_GUIDE_PASSWORD="${NEGRIL_GUIDE_PASSWORD:-sunset-at-ricks-cafe}"

step() {
  local started=$SECONDS
  echo "::: $*"
  "$@"
  echo "::: $* done in $((SECONDS - started)) s"
}

step npm run lint
step npm run typecheck
step npm test
step npm run build
step node scripts/size.mjs
step node scripts/check-dist.mjs
step npm run test:e2e
