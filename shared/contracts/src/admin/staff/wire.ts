import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../../common/wire';
import { crmMessages } from '../../crm/messages';

/* CRM staff accounts as the admin manages them: list, add, disable (which ends their sessions) and enable again. */

export const staffMessages = {
  phoneInvalid: crmMessages.phoneInvalid,
  nameRequired: 'Lütfen personelin adını ve soyadını girin.',
  nameTooLong: 'Ad soyad en fazla 100 karakter olabilir.',
  phoneTaken: 'Bu telefon numarasıyla bir personel hesabı zaten var.',
  notFound: 'Personel bulunamadı.',
} as const;

export const AdminStaffSchema = Type.Object({
  id: Type.Integer(),
  phone: Type.String({ examples: ['05321234567'] }),
  full_name: Type.String(),
  active: Type.Boolean(),
  open_sessions: Type.Integer({ description: 'Süresi dolmamış, kapatılmamış oturumlar' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminStaff = Static<typeof AdminStaffSchema>;

export const AdminStaffBody = Type.Object(
  {
    phone: Type.String({ minLength: 1, maxLength: 11, description: '05XXXXXXXXX', ...turkishErrors(staffMessages.phoneInvalid) }),
    full_name: Type.String({ minLength: 2, maxLength: 100, ...turkishErrors({ maxLength: staffMessages.nameTooLong, default: staffMessages.nameRequired }) }),
  },
  turkishErrors(staffMessages.nameRequired),
);
export type AdminStaffBody = Static<typeof AdminStaffBody>;

/** 'Pasif Yap' (ends every session of the account at once) / 'Aktif Yap'. */
export const AdminStaffActiveBody = Type.Object({ active: Type.Boolean() });
export type AdminStaffActiveBody = Static<typeof AdminStaffActiveBody>;
