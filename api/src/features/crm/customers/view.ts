import { stageLabel, type CustomerDetail, type CustomerListItem } from '@kredi/contracts/crm';
import type { CustomerRow } from '../../../db/schema/index.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The columns the list reads (docs/crm.md, 'The list on screen'). */
export type CustomerListRow = Pick<
  CustomerRow,
  | 'id'
  | 'fullName'
  | 'city'
  | 'age'
  | 'phone'
  | 'findeksScore'
  | 'recommendedLimit'
  | 'crmStage'
  | 'birthDate'
  | 'findeksFlag'
  | 'nextContactAt'
  | 'assignedStaffId'
>;

export function toListItem(row: CustomerListRow): CustomerListItem {
  return {
    id: row.id,
    full_name: row.fullName,
    city: row.city,
    age: row.age,
    phone: row.phone,
    findeks_score: row.findeksScore,
    recommended_limit: row.recommendedLimit,
    crm_stage: row.crmStage,
    durum_display: stageLabel(row.crmStage),
    birth_date: row.birthDate,
    findeks_flag: row.findeksFlag,
    sonraki_iletisim: iso(row.nextContactAt),
    atanan_personel_id: row.assignedStaffId,
  };
}

/** Every field of a customer's file, plus the next contact and the anonymisation time. */
export function toDetail(row: CustomerRow, assignedStaffName: string | null): CustomerDetail {
  return {
    ...toListItem(row),
    ad: row.name,
    soyad: row.surname,
    is_verified: row.isVerified,
    is_blacklisted: row.isBlacklisted,
    callme: row.callme,
    tc: row.tc,
    gender: row.gender,
    location: row.location,
    sgk_status: row.sgkStatus,
    legal_followup: row.legalFollowup,
    kvkk_is_verified: row.kvkkIsVerified,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    current_account_limit: row.currentAccountLimit,
    calculated_credit_limit: row.calculatedCreditLimit,
    monthly_credit_payment: row.monthlyCreditPayment,
    last_credit_usage: row.lastCreditUsage,
    last_3_months_credit_applications: row.last3MonthsCreditApplications,
    findeks_count: row.findeksCount,
    findeks_request_date: iso(row.findeksRequestDate),
    findeks_index: row.findeksIndex,
    home_index: row.homeIndex,
    info_index: row.infoIndex,
    user_id: row.userId,
    user_crm_id: row.userCrmId,
    ip: row.ip,
    atanan_personel_ad: assignedStaffName,
    reminding_sms_sent: row.remindingSmsSent,
    crm_note: row.crmNote,
    anonimlestirildi: iso(row.anonymizedAt),
  };
}
