#!/usr/bin/env bash
# Starts the reference API server on a spare port and checks it against the recorded djoser
# contract (../shared/facts/djoser-contract.md), then stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${VERIFY_PORT:-8765}"
dir="$(mktemp -d)"
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT
PORT="$port" DB_PATH="$dir/db.sqlite3" OUTBOX_DIR="$dir/outbox" MEDIA_DIR="$dir/media" \
  bash tests/e2e/server/run.sh >"$dir/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 60); do
  curl -sf "http://127.0.0.1:$port/api/press/" >/dev/null && break
  sleep 0.5
done
OUTBOX_DIR="$dir/outbox" /usr/bin/python3 tests/e2e/server/verify_contract.py --api "http://127.0.0.1:$port/api" | tail -n 2
exit "${PIPESTATUS[0]}"
