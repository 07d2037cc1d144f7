#!/usr/bin/env bash
# `npm run test:pg`: the server tests on both engines, as CI runs them. Starts (or reuses) the
# throwaway PostgreSQL of scripts/start-test-postgres.sh, then runs the server project of Vitest
# with TEST_DATABASE_URL set. Extra arguments go to Vitest (a file, `-t name`).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  line=$(bash scripts/start-test-postgres.sh | tail -n 1)
  case "$line" in
    TEST_DATABASE_URL=*) export "$line" ;;
    *) echo "could not start PostgreSQL: $line" >&2; exit 1 ;;
  esac
fi
echo "PostgreSQL for tests: $TEST_DATABASE_URL"
exec node_modules/.bin/vitest run --project server "$@"
