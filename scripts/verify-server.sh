#!/usr/bin/env bash
# Starts the reference API server and two short-lived variants of it on free ports, checks them
# against the contract recorded in tests/e2e/server/README.md, then stops them. A few seconds.
#   main:    Google sign-in against certificates the check writes (FIREBASE_CERTS_URL=file://…)
#   strict:  GUIDE_WORD set, the Firebase emulator's tokens accepted, Google into staff accounts
#            allowed (GOOGLE_SIGN_IN_STAFF=1), low THROTTLE_*_RATEs, one proxy in front
#   legacy:  LEGACY_AUTH=1 (the auth the older server had)
# Prints the failures, skips and the summary (VERIFY_VERBOSE=1: every check). The servers get
# VERIFY_WAIT seconds (120) to answer: a busy machine takes far longer than the usual 2 s.
set -euo pipefail
cd "$(dirname "$0")/.."
dir="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$dir"
}
trap cleanup EXIT

read -r main_port strict_port legacy_port < <(/usr/bin/python3 -c '
import socket
sockets = [socket.socket() for _ in range(3)]
for s in sockets:
    s.bind(("127.0.0.1", 0))
print(*(s.getsockname()[1] for s in sockets))')
project="verify-negril-life"
word="verify-guide-word-$RANDOM"

# serve NAME PORT [VAR=value...]: one instance with its own database, media and outbox.
serve() {
  local name=$1 port=$2
  shift 2
  env PORT="$port" DB_PATH="$dir/$name.sqlite3" OUTBOX_DIR="$dir/$name-outbox" \
    MEDIA_DIR="$dir/$name-media" FIREBASE_PROJECT_ID="$project" "$@" \
    bash tests/e2e/server/run.sh >"$dir/$name.log" 2>&1 &
  pids+=($!)
}
generous=(THROTTLE_AUTH_RATE=1000/min THROTTLE_LOGIN_ACCOUNT_RATE=1000/min
  THROTTLE_MAIL_RATE=1000/min THROTTLE_MAIL_ADDRESS_RATE=1000/min THROTTLE_PASSWORD_RATE=1000/min
  THROTTLE_GUIDE_WORD_RATE=1000/min THROTTLE_TRIP_RATE=1000/min)
serve main "$main_port" FIREBASE_CERTS_URL="file://$dir/google-certs.json" "${generous[@]}"
# The emulator's address only tells the server to take its tokens; it never calls it.
# NUM_PROXIES=1: the checks name the client in X-Forwarded-For to sign in from many addresses.
serve strict "$strict_port" GUIDE_WORD="$word" FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9 GOOGLE_SIGN_IN_STAFF=1 \
  NUM_PROXIES=1 THROTTLE_LOGIN_ACCOUNT_RATE=3/min THROTTLE_AUTH_RATE=8/min THROTTLE_MAIL_RATE=4/min \
  THROTTLE_MAIL_ADDRESS_RATE=2/min THROTTLE_PASSWORD_RATE=4/min THROTTLE_GUIDE_WORD_RATE=4/min THROTTLE_TRIP_RATE=5/min
serve legacy "$legacy_port" LEGACY_AUTH=1 "${generous[@]}"

api() { echo "http://127.0.0.1:$1/api"; }
status=0
/usr/bin/python3 tests/e2e/server/verify_contract.py --wait "${VERIFY_WAIT:-120}" \
  --api "$(api "$main_port")" --outbox "$dir/main-outbox" --db "$dir/main.sqlite3" \
  --firebase-certs "$dir/google-certs.json" --firebase-project "$project" \
  --private-api "$(api "$strict_port")" --guide-word "$word" \
  --emulator-api "$(api "$strict_port")" --throttled-api "$(api "$strict_port")" \
  --legacy-api "$(api "$legacy_port")" >"$dir/checks.txt" || status=$?
if [ "${VERIFY_VERBOSE:-}" = 1 ]; then cat "$dir/checks.txt"; else grep -v '^PASS' "$dir/checks.txt" || true; fi
if [ "$status" != 0 ]; then
  for name in main strict legacy; do
    echo "--- $name server log (last lines)"
    tail -n 15 "$dir/$name.log"
  done
fi
exit "$status"
