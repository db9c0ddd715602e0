#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests, tuned for speed over durability:
#
#   scripts/test-postgres.sh start DIR   creates (initdb) and starts a cluster in DIR on a free port,
#                                         and prints its TEST_DATABASE_URL
#   scripts/test-postgres.sh stop DIR    stops it and removes DIR
#
# fsync, synchronous_commit and full_page_writes are off: a crash of this machine may lose or
# corrupt the cluster, which holds nothing but test databases made again by every run. Never run
# a database you keep like this; production keeps PostgreSQL's defaults (README, "Tests").
# Uses the machine's PostgreSQL binaries (Debian's postgresql package); as root, the cluster runs
# as the postgres user, since PostgreSQL refuses to run as root.
set -euo pipefail

action=${1:?usage: test-postgres.sh start|stop DIR}
dir=${2:?usage: test-postgres.sh start|stop DIR}

bindir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)
  if [ -z "$found" ]; then
    found=$(dirname "$(command -v pg_ctl || true)")
  fi
  [ -x "$found/pg_ctl" ] || { echo "no PostgreSQL binaries found (apt-get install postgresql)" >&2; exit 1; }
  echo "$found"
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

bin=$(bindir)
case "$action" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
    port=$(free_port)
    # Enough connections for every jest worker's pools and the processes some tests start.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-p $port -c listen_addresses=127.0.0.1 -k $dir \
      -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400 -c shared_buffers=256MB" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/remotehunt_test"
    ;;
  stop)
    if [ -d "$dir/data" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: test-postgres.sh start|stop DIR" >&2
    exit 2
    ;;
esac
