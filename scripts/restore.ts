// `npm run restore [-- <file>]`: puts a snapshot of `npm run backup` (the newest in BACKUP_DIR unless a file is named)
// in place of the PGlite directory (DATA_DIR), only while the API is stopped. The directory as it was is kept aside.
// Erasures made after the snapshot are in the erasure journal (beside the snapshots, not in the database), and the
// API's next start makes them again before it listens. docs/operations.md, "Backups (npm start)".
import path from 'node:path';
import { loadConfig } from '../api/src/config';
import { backupDirOf, erasureJournalPathOf } from '../api/src/db/backup/paths';
import { listSnapshots, restorePglite } from '../api/src/db/backup/pglite';

async function main() {
  const config = loadConfig(process.env);
  const backupDir = backupDirOf(config);
  if (config.databaseUrl || !backupDir) {
    console.error('[restore] yalnızca diskteki PGlite klasörü geri yüklenir; PostgreSQL için docs/operations.md, "Backups (compose)".');
    process.exit(1);
  }
  const named = process.argv[2];
  const newest = (await listSnapshots(backupDir)).at(-1);
  const archive = named ? path.resolve(named) : newest && path.join(backupDir, newest);
  if (!archive) {
    console.error(`[restore] ${backupDir} içinde yedek yok: önce npm run backup.`);
    process.exit(1);
  }
  const { keptAside } = await restorePglite({ dataDir: config.dataDir, archive });
  console.log(`[restore] ${archive} geri yüklendi: ${config.dataDir}`);
  if (keptAside) console.log(`[restore] önceki klasör kenarda duruyor (kontrol ettikten sonra silebilirsiniz): ${keptAside}`);
  const journal = erasureJournalPathOf(config);
  console.log(
    `[restore] API bir sonraki açılışta, dinlemeye başlamadan önce, yedekten sonra yapılan KVKK silmelerini ve imhaları yeniden uygular` +
      (journal ? ` (${journal}).` : '.'),
  );
}

main().catch((error: unknown) => {
  console.error('[restore] geri yükleme yapılamadı:', error instanceof Error ? error.message : error);
  process.exit(1);
});
