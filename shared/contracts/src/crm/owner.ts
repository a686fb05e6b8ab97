/**
 * Owner and bulk actions of the CRM (docs/crm.md 'Owner, bulk actions and editing'): who a customer is assigned to,
 * the list's owner filters, the staff picker, the on-duty switch behind the round-robin assignment of new leads,
 * and the one-request bulk changes. Rules in docs/crm.md 'Owner'.
 */
import { Type, type Static } from '@sinclair/typebox';
import { INVALID_INPUT_MESSAGE, turkishErrors } from '../common/wire';
import { StaffRoleSchema } from '../staff/roleSchema';
import { CRM_STAGES } from './stages';

/** The list's owner filter (`atanan`): 'bana' = assigned to the signed-in staff member, 'atanmamis' = no owner. */
export const OWNER_FILTERS = ['bana', 'atanmamis'] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];
export const OWNER_FILTER_LABELS: Record<OwnerFilter, string> = { bana: 'Bana atananlar', atanmamis: 'Atanmamış' };
export const isOwnerFilter = (value: unknown): value is OwnerFilter => (OWNER_FILTERS as readonly unknown[]).includes(value);

/** The most customers one bulk request changes (the list shows at most 100 rows a page). */
export const BULK_MAX = 100;

export const ownerMessages = {
  invalidOwnerFilter: 'Geçersiz atama filtresi.',
  staffInvalid: 'Lütfen aktif bir personel seçin.',
  bulkIdsInvalid: `Lütfen 1 ile ${BULK_MAX} arasında müşteri seçin.`,
  bulkMissing: 'Seçilen müşterilerden bazıları bulunamadı. Lütfen listeyi yenileyip tekrar deneyin.',
  assigned: 'Müşteri atandı.',
  unassigned: 'Müşterinin ataması kaldırıldı.',
  bulkAssigned: (n: number) => `${n} müşteri atandı.`,
  bulkStaged: (n: number) => `${n} müşterinin durumu değiştirildi.`,
  onDuty: 'Görevdesiniz: yeni müşteriler sırayla size de atanacak.',
  offDuty: 'Görevde değilsiniz: size yeni müşteri atanmayacak.',
} as const;

/** A staff member to assign customers to (active accounts only). */
export const StaffOption = Type.Object({
  id: Type.Integer(),
  ad_soyad: Type.String(),
  rol: StaffRoleSchema,
  gorevde: Type.Boolean({ description: 'Görevde: yeni müşteriler sırayla atanır' }),
});
export type StaffOption = Static<typeof StaffOption>;
export const StaffOptionsResponse = Type.Object({ results: Type.Array(StaffOption) });
export type StaffOptionsResponse = Static<typeof StaffOptionsResponse>;

const staffId = Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()], {
  description: 'Atanacak personelin id değeri; null atamayı kaldırır',
  ...turkishErrors(ownerMessages.staffInvalid),
});

export const AssignBody = Type.Object({ personel_id: staffId }, turkishErrors(ownerMessages.staffInvalid));
export type AssignBody = Static<typeof AssignBody>;

const ids = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  minItems: 1,
  maxItems: BULK_MAX,
  uniqueItems: true,
  description: `Müşteri id değerleri (1-${BULK_MAX}, tekrarsız)`,
  ...turkishErrors(ownerMessages.bulkIdsInvalid),
});

export const BulkAssignBody = Type.Object({ ids, personel_id: staffId }, turkishErrors(INVALID_INPUT_MESSAGE));
export type BulkAssignBody = Static<typeof BulkAssignBody>;

export const BulkStageBody = Type.Object(
  {
    ids,
    durum: Type.Union(
      CRM_STAGES.map((s) => Type.Literal(s)),
      { ...turkishErrors('Geçersiz müşteri durumu.') },
    ),
  },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type BulkStageBody = Static<typeof BulkStageBody>;

export const BulkResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), degisen: Type.Integer() });
export type BulkResponse = Static<typeof BulkResponse>;

export const OnDutyBody = Type.Object(
  { gorevde: Type.Boolean({ ...turkishErrors(INVALID_INPUT_MESSAGE) }) },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type OnDutyBody = Static<typeof OnDutyBody>;
export const OnDutyResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), gorevde: Type.Boolean() });
export type OnDutyResponse = Static<typeof OnDutyResponse>;
