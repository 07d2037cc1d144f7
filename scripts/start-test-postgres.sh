#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the server tests and prints, on its last line,
#   TEST_DATABASE_URL=postgres://…
# Safe to run again: when the cluster already answers, it only prints the line.
#
#   eval "$(scripts/start-test-postgres.sh | tail -n 1 | sed 's/^/export /')"
#   npx vitest run --project server
#
# Overridable: TEST_PG_PORT (54329), TEST_PG_DIR (/tmp/tumbuh-test-pg), TEST_PG_DB (tumbuh_test).
set -euo pipefail

PORT="${TEST_PG_PORT:-54329}"
BASE="${TEST_PG_DIR:-/tmp/tumbuh-test-pg}"
DB="${TEST_PG_DB:-tumbuh_test}"
DATA="$BASE/data"
SOCKETS="$BASE/run"
LOG="$BASE/postgres.log"
USER_NAME=postgres

find_bin() {
  local name="$1" candidate
  # Debian keeps the server tools out of PATH; prefer the newest installed major version.
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$candidate/$name" ]; then echo "$candidate/$name"; return 0; fi
  done
  command -v "$name" 2>/dev/null && return 0
  echo "Tidak menemukan '$name'. Pasang PostgreSQL dulu, misalnya: apt-get install -y postgresql" >&2
  exit 1
}

INITDB="$(find_bin initdb)"
PG_CTL="$(find_bin pg_ctl)"
BIN_DIR="$(dirname "$PG_CTL")"
PSQL="$BIN_DIR/psql"
[ -x "$PSQL" ] || PSQL="$(command -v psql)"

# PostgreSQL refuses to run as root, so as root every server command runs as the postgres user.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    if command -v runuser >/dev/null 2>&1; then
      runuser -u "$USER_NAME" -- "$@"
    else
      su "$USER_NAME" -s /bin/sh -c "$(printf '%q ' "$@")"
    fi
  else
    "$@"
  fi
}

if [ "$(id -u)" -ne 0 ]; then USER_NAME="$(id -un)"; fi
URL="postgres://$USER_NAME@127.0.0.1:$PORT/$DB"

psql_cmd() {
  "$PSQL" -h 127.0.0.1 -p "$PORT" -U "$USER_NAME" -X -q -v ON_ERROR_STOP=1 "$@"
}

if ! psql_cmd -d postgres -c 'select 1' >/dev/null 2>&1; then
  mkdir -p "$BASE" "$SOCKETS"
  if [ "$(id -u)" -eq 0 ]; then chown -R "$USER_NAME" "$BASE"; fi
  if [ ! -s "$DATA/PG_VERSION" ]; then
    # C locale: byte-order text comparison, the same everywhere the suite runs.
    as_pg "$INITDB" -D "$DATA" -U "$USER_NAME" --auth=trust --encoding=UTF8 --locale=C >"$BASE/initdb.log" 2>&1 || {
      cat "$BASE/initdb.log" >&2
      exit 1
    }
  fi
  # A stale pid file from a killed run would stop pg_ctl from starting.
  if [ -f "$DATA/postmaster.pid" ] && ! as_pg "$PG_CTL" -D "$DATA" status >/dev/null 2>&1; then
    rm -f "$DATA/postmaster.pid"
  fi
  as_pg "$PG_CTL" -D "$DATA" -l "$LOG" -w -t 60 \
    -o "-p $PORT -c listen_addresses=127.0.0.1 -k $SOCKETS -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || {
    tail -n 30 "$LOG" >&2
    exit 1
  }
fi

if ! psql_cmd -d postgres -tAc "select 1 from pg_database where datname = '$DB'" | grep -q 1; then
  psql_cmd -d postgres -c "create database \"$DB\""
fi

STOP="$PG_CTL -D $DATA stop"
if [ "$(id -u)" -eq 0 ]; then STOP="runuser -u $USER_NAME -- $STOP"; fi
echo "PostgreSQL uji berjalan di port $PORT. Hentikan dengan: $STOP" >&2
echo "TEST_DATABASE_URL=$URL"
