import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../../common/wire';
import { crmMessages } from '../../crm/messages';
import { staffAccessMessages } from '../../staff/roles';
import { StaffRoleSchema } from '../../staff/roleSchema';

/* CRM staff accounts as the admin manages them: list, add, disable (which ends their sessions) and enable again. */

export const staffMessages = {
  phoneInvalid: crmMessages.phoneInvalid,
  nameRequired: 'Lütfen personelin adını ve soyadını girin.',
  nameTooLong: 'Ad soyad en fazla 100 karakter olabilir.',
  phoneTaken: 'Bu telefon numarasıyla bir personel hesabı zaten var.',
  notFound: 'Personel bulunamadı.',
  roleInvalid: staffAccessMessages.roleInvalid,
  ownAccount: 'Kendi hesabınızın rolünü ya da durumunu değiştiremezsiniz.',
  onDutyInactive: 'Pasif bir personel görevde olamaz. Önce hesabı aktif yapın.',
} as const;

export const AdminStaffSchema = Type.Object({
  id: Type.Integer(),
  /** NULL for an account that signs in with a username and password only. */
  phone: Type.Union([Type.String({ examples: ['05321234567'] }), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  full_name: Type.String(),
  role: StaffRoleSchema,
  active: Type.Boolean(),
  /** 'Görevdeyim': takes new leads in turn (docs/crm.md 'Owner'); set by the member in the CRM or by a manager here. */
  on_duty: Type.Boolean(),
  open_sessions: Type.Integer({ description: 'Süresi dolmamış, kapatılmamış oturumlar' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminStaff = Static<typeof AdminStaffSchema>;

export const AdminStaffBody = Type.Object(
  {
    phone: Type.String({ minLength: 1, maxLength: 11, description: '05XXXXXXXXX', ...turkishErrors(staffMessages.phoneInvalid) }),
    full_name: Type.String({
      minLength: 2,
      maxLength: 100,
      ...turkishErrors({ maxLength: staffMessages.nameTooLong, default: staffMessages.nameRequired }),
    }),
  },
  turkishErrors(staffMessages.nameRequired),
);
export type AdminStaffBody = Static<typeof AdminStaffBody>;

/** 'Pasif Yap' (ends every session of the account at once) / 'Aktif Yap'. */
export const AdminStaffActiveBody = Type.Object({ active: Type.Boolean() });
export type AdminStaffActiveBody = Static<typeof AdminStaffActiveBody>;

/** The role select of Admin > Personel (audited; takes effect at the account's next request). */
export const AdminStaffRoleBody = Type.Object({ role: StaffRoleSchema }, turkishErrors(staffMessages.roleInvalid));
export type AdminStaffRoleBody = Static<typeof AdminStaffRoleBody>;

/** The 'Görevde' switch of Admin > Personel ('admin' and 'yönetici'; audited like the other staff changes). */
export const AdminStaffOnDutyBody = Type.Object({ on_duty: Type.Boolean() }, turkishErrors('Lütfen görev durumunu seçin.'));
export type AdminStaffOnDutyBody = Static<typeof AdminStaffOnDutyBody>;
