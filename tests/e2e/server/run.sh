#!/usr/bin/env bash
# Start the e2e reference API server: reset (RESET_DB=1, the default), migrate, seed, then
# serve http://$HOST:$PORT/api/ (default 127.0.0.1:8000) in the foreground, logging to stdout.
# Stop it with Ctrl-C or by killing the printed pid. See README.md for the environment.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

# Debian's Django stack is importable only by Debian's interpreter, not the first python3 on PATH.
PYTHON="${E2E_PYTHON:-/usr/bin/python3}"
export PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1
export DJANGO_SETTINGS_MODULE=negril_server.settings

echo "e2e server: pid $$, http://${HOST:-127.0.0.1}:${PORT:-8000}/api/"
exec "$PYTHON" manage.py e2e_serve "$@" 2>&1
