#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 server.
#
#   bash scripts/with-postgres.sh <command> [args...]
#
# Creates a temporary data directory, starts PostgreSQL on a free port of 127.0.0.1, exports
# TEST_DATABASE_URL (postgres://postgres@127.0.0.1:<port>/postgres, trust authentication), runs
# the command, then stops the server and removes the data directory, whatever happens.
# Exits with the command's exit code.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PG_BIN=/usr/lib/postgresql/15/bin

# --- PostgreSQL 15 binaries -----------------------------------------------------------------
if [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ] || [ ! -x "$PG_BIN/postgres" ]; then
  echo "PostgreSQL 15 not found in $PG_BIN; installing postgresql-15 with apt-get" >&2
  if [ "$(id -u)" -ne 0 ]; then
    echo "error: installing PostgreSQL needs root. Run: apt-get update && apt-get install -y postgresql-15" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update && apt-get install -y --no-install-recommends postgresql-15; }; then
    echo "error: could not install postgresql-15. Run: apt-get update && apt-get install -y postgresql-15" >&2
    exit 1
  fi
  if [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
    echo "error: postgresql-15 is installed but $PG_BIN/initdb or pg_ctl is missing" >&2
    exit 1
  fi
fi

# --- User to run the server as (PostgreSQL refuses to run as root) ----------------------------
pg_user=""
if [ "$(id -u)" -eq 0 ]; then
  pg_user=postgres
  if ! id -u "$pg_user" >/dev/null 2>&1; then
    pg_user=vivaha-pg
    if ! id -u "$pg_user" >/dev/null 2>&1; then
      useradd --system --no-create-home --shell /usr/sbin/nologin "$pg_user"
    fi
  fi
fi

# Runs a PostgreSQL program, as $pg_user when we are root, from a directory that user can read.
as_pg() {
  if [ -z "$pg_user" ]; then
    (cd "$dir" && "$@")
  elif command -v runuser >/dev/null 2>&1; then
    (cd "$dir" && runuser -u "$pg_user" -- "$@")
  else
    (cd "$dir" && su -s /bin/sh "$pg_user" -c "$(printf '%q ' "$@")")
  fi
}

# --- Data directory and clean-up ------------------------------------------------------------
dir=$(mktemp -d "${TMPDIR:-/tmp}/vivaha-pg.XXXXXXXX")
started=0

cleanup() {
  local code=$?
  set +e
  if [ "$started" -eq 1 ]; then
    if ! as_pg "$PG_BIN/pg_ctl" -D "$dir" -m fast -w stop >/dev/null; then
      echo "warning: could not stop PostgreSQL; server log:" >&2
      cat "$dir/log" >&2
    fi
  fi
  rm -rf "$dir"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ -n "$pg_user" ]; then
  chown "$pg_user" "$dir"
fi
chmod 700 "$dir"

# --- Free port ----------------------------------------------------------------------------------
port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

port=""
if command -v node >/dev/null 2>&1; then
  port=$(node -e '
    const s = require("node:net").createServer();
    s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });
  ' 2>/dev/null || true)
fi
if ! [[ "$port" =~ ^[0-9]+$ ]]; then
  port=""
  for candidate in $(seq 55432 55531); do
    if ! port_in_use "$candidate"; then
      port=$candidate
      break
    fi
  done
fi
if [ -z "$port" ]; then
  echo "error: found no free port for PostgreSQL" >&2
  exit 1
fi

# --- initdb and start ---------------------------------------------------------------------------
if ! initdb_out=$(as_pg "$PG_BIN/initdb" -D "$dir" -A trust -U postgres --no-locale -E UTF8 2>&1); then
  echo "error: initdb failed:" >&2
  echo "$initdb_out" >&2
  exit 1
fi

started=1
if ! as_pg "$PG_BIN/pg_ctl" -w -t 60 -D "$dir" \
  -o "-k $dir -h 127.0.0.1 -p $port -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  -l "$dir/log" start >/dev/null; then
  echo "error: PostgreSQL did not start; server log:" >&2
  cat "$dir/log" >&2 || true
  exit 1
fi

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') listening on 127.0.0.1:$port" >&2

status=0
"$@" || status=$?
exit "$status"
