// `npm run backup`: a snapshot of `npm start`'s PGlite directory (DATA_DIR, as for `npm start`) into BACKUP_DIR
// (<data dir>-backups unless set), named by its UTC time; only the newest BACKUP_KEEP (14) are kept. While the API
// runs, the API itself takes the snapshot (its control socket, api/src/db/backup/control.ts): a copy of the files of
// a running PGlite would not be one moment of the database. docs/operations.md, "Backups (npm start)".
import { loadConfig } from '../api/src/config';
import { backupDirOf } from '../api/src/db/backup/paths';
import { backupPglite } from '../api/src/db/backup/pglite';

async function main() {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error(
      '[backup] DATABASE_URL tanımlı: PostgreSQL yedeklerini compose içindeki backup servisi alır (docs/operations.md, "Backups (compose)").',
    );
    process.exit(1);
  }
  const backupDir = backupDirOf(config);
  if (!backupDir) {
    console.error(`[backup] ${config.dataDir} diskte bir klasör değil: yedeklenecek bir veritabanı yok.`);
    process.exit(1);
  }
  const result = await backupPglite({ dataDir: config.dataDir, backupDir, keep: config.backupKeep ?? 14 });
  const source = result.from === 'running-api' ? 'çalışan API aldı' : 'API çalışmıyordu, klasörden alındı';
  console.log(`[backup] yedek hazır (${source}): ${result.file} (${Math.round(result.bytes / 1024)} KB)`);
  if (result.removed.length > 0)
    console.log(`[backup] en yeni ${config.backupKeep} yedek saklanıyor; silinen: ${result.removed.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error('[backup] yedek alınamadı:', error instanceof Error ? error.message : error);
  process.exit(1);
});
