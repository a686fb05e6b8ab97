/**
 * Staff accounts of the CRM, for operators (Admin > Personel does the same and sets roles):
 *   npm run staff -w api -- list
 *   npm run staff -w api -- add 05321234567 "Ad Soyad"     (adds, or renames and re-enables)
 *   npm run staff -w api -- disable 05321234567            (also revokes every session of the account)
 * Uses the same database settings as the server (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { isValidStaffPhone } from '@kredi/contracts/crm';
import { loadConfig } from '../src/config.js';
import { connectDatabase } from '../src/db/client.js';
import { createCrmAuthRepository } from '../src/features/crm/auth/repository.js';

async function main(args: string[]): Promise<number> {
  const [command, phone, ...nameParts] = args;
  const config = loadConfig();
  const connection = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await connection.migrate();
    const repository = createCrmAuthRepository(connection.db);
    if (command === 'list') {
      for (const member of await repository.listStaff()) {
        console.log(
          `${member.id}\t${member.phone ?? member.username}\t${member.role}\t${member.isActive ? 'aktif' : 'pasif'}\t${member.fullName}`,
        );
      }
      return 0;
    }
    if ((command === 'add' || command === 'disable') && !isValidStaffPhone(phone)) {
      console.error('Telefon 11 haneli olmalı: 05XXXXXXXXX');
      return 1;
    }
    if (command === 'add' && phone) {
      const name = nameParts.join(' ').trim();
      if (name === '') {
        console.error('Ad soyad gerekli.');
        return 1;
      }
      const member = await repository.saveStaff(phone, name, new Date());
      console.log(`kaydedildi: ${member.id} ${member.phone} ${member.fullName}`);
      return 0;
    }
    if (command === 'disable' && phone) {
      const member = await repository.findStaffByPhone(phone);
      if (!member) {
        console.error('Bu telefonla personel yok.');
        return 1;
      }
      await repository.disableStaff(member.id, new Date());
      console.log(`pasif yapıldı, oturumları kapatıldı: ${member.id} ${member.phone}`);
      return 0;
    }
    console.error('Kullanım: staff list | staff add 05XXXXXXXXX "Ad Soyad" | staff disable 05XXXXXXXXX');
    return 1;
  } finally {
    await connection.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
