#!/usr/bin/env bash
# Everything CI runs, in order; the README's test command (`npm run test:all`).
# Installs Debian's chromium and the reference server's Python packages first when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# The production build is checked for the guide word, so it is built with one. It must be a word
# the site never shows (check-dist looks for it in every file, painted pages included): a blog
# slug, for one, would be found in every page that links to that post.
export NEGRIL_GUIDE_PASSWORD="${NEGRIL_GUIDE_PASSWORD:-ci-guide-word-ackee-7}"
export NO_UPDATE_NOTIFIER=1

bash scripts/system-packages.sh

# Each step's time and budget, printed again together at the end (also when a step fails). A step
# over its budget prints a warning, never a failure: the machine is shared, and a slow minute must
# not throw a run away. The budgets (docs/testing.md, "Budgets") are for a fresh clone on two
# cores with nothing else running; the whole run, `npm ci` included, within 900 s.
times=()
over=()
all_started=$SECONDS
summary() {
  local code=$?
  echo "::: times"
  for line in "${times[@]}"; do echo ":::   $line"; done
  if [ -n "$current" ]; then echo ":::   $current: $((SECONDS - current_started)) s, failed"; fi
  echo ":::   total: $((SECONDS - all_started)) s$([ "$code" -ne 0 ] && echo ", stopped by a failure")"
  for line in "${over[@]}"; do echo "::: warning: $line"; done
}
trap summary EXIT

current=''
current_started=0
# step BUDGET_SECONDS COMMAND...
step() {
  local budget=$1
  shift
  current="$*"
  current_started=$SECONDS
  echo "::: $*"
  "$@"
  local took=$((SECONDS - current_started))
  echo "::: $* done in $took s (budget $budget s)"
  times+=("$*: $took s (budget $budget s)")
  if [ "$took" -gt "$budget" ]; then
    over+=("$* took $took s, over its budget of $budget s")
    echo "::: warning: $* took $took s, over its budget of $budget s"
  fi
  current=''
}

# The production build CI checks has every service configured (scripts/ci-services.env: fake but
# well-formed values), as a deployment has them: the size budget counts what such a build ships,
# and check-dist checks the same build.
build_with_every_service() {
  (
    set -a
    # shellcheck source=ci-services.env
    . scripts/ci-services.env
    set +a
    npm run build
  )
}

# Lint and the type-check side by side, one on each core (each is one thread): their budget is
# one, together. ESLint, the longest, on one core; the type-check then Prettier on the other, their
# report printed after ESLint's, not mixed into it. The messages are compiled once, first (each
# script's own `pre` step would compile them twice at once into the same folder).
lint_and_typecheck() {
  local report status=0
  report=$(mktemp)
  npm run i18n
  (npm run --ignore-scripts typecheck && npx prettier --check .) >"$report" 2>&1 &
  local other=$!
  npx eslint . --max-warnings=0 || status=$?
  wait "$other" || status=$?
  cat "$report"
  rm -f "$report"
  return "$status"
}

step 120 lint_and_typecheck
step 15 npm run check:links
step 180 npm test
step 90 build_with_every_service
step 30 node scripts/size.mjs
step 20 node scripts/checks/check-dist.mjs
step 30 bash scripts/verify-server.sh
step 480 npm run test:e2e
