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

# Each step's time, printed again together at the end (also when a step fails).
times=()
all_started=$SECONDS
summary() {
  local code=$?
  echo "::: times"
  for line in "${times[@]}"; do echo ":::   $line"; done
  if [ -n "$current" ]; then echo ":::   $current: $((SECONDS - current_started)) s, failed"; fi
  echo ":::   total: $((SECONDS - all_started)) s$([ "$code" -ne 0 ] && echo ", stopped by a failure")"
}
trap summary EXIT

current=''
current_started=0
step() {
  current="$*"
  current_started=$SECONDS
  echo "::: $*"
  "$@"
  echo "::: $* done in $((SECONDS - current_started)) s"
  times+=("$*: $((SECONDS - current_started)) s")
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

step npm run lint
step npm run check:links
step npm run typecheck
step npm test
step build_with_every_service
step node scripts/size.mjs
step node scripts/check-dist.mjs
step bash scripts/verify-server.sh
step npm run test:e2e
