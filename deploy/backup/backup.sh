#!/bin/sh
# The compose backup service: a base backup of PostgreSQL at start and every BACKUP_INTERVAL_HOURS (default 24), kept
# BACKUP_RETENTION_DAYS (default 7). PostgreSQL itself archives every WAL segment to /backups/wal (archive_command in
# docker-compose.yml), so any moment since the oldest kept base backup can be restored (docs/operations.md, "Backups").
# Runs in the network namespace of the postgres container: pg_basebackup connects to 127.0.0.1, which the official
# image's pg_hba.conf trusts for replication; nothing else can reach that.
set -eu

RETENTION_DAYS="${BACKUP_RETENTION_DAYS:-7}"
INTERVAL_HOURS="${BACKUP_INTERVAL_HOURS:-24}"

mkdir -p /backups/base /backups/wal
chown postgres:postgres /backups /backups/base /backups/wal

until pg_isready -h 127.0.0.1 -U "$POSTGRES_USER" -q; do sleep 2; done

while true; do
  name="base-$(date -u +%Y%m%dT%H%M%SZ)"
  # Tar format, compressed, with the WAL needed to make it consistent; written beside, then renamed: a listed
  # backup is a whole one.
  if su-exec postgres pg_basebackup -h 127.0.0.1 -U "$POSTGRES_USER" -D "/backups/base/.$name" -Ft -z -X fetch --checkpoint=fast; then
    mv "/backups/base/.$name" "/backups/base/$name"
    echo "backup: $name done"
  else
    rm -rf "/backups/base/.$name"
    echo "backup: $name failed" >&2
  fi
  # Base backups older than the retention go; WAL a day longer, so the oldest kept base backup keeps every segment
  # from its start on.
  find /backups/base -mindepth 1 -maxdepth 1 -name 'base-*' -mtime "+$RETENTION_DAYS" -exec rm -rf {} +
  find /backups/wal -type f -mtime "+$((RETENTION_DAYS + 1))" -delete
  sleep "$((INTERVAL_HOURS * 3600))"
done
