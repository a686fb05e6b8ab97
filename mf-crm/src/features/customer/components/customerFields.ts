import { createElement } from 'react';
import { formatDateLong, formatDateTime, formatLira } from '@kredi/kernel';
import {
  ageLabel,
  creditApplicationsLabel,
  crmMessages as m,
  currentLimitLabel,
  CUSTOMER_INDEX_LABELS,
  findeksLabel,
  hasLegalFollowup,
  monthlyPaymentLabel,
  lastCreditUsageLabel,
  legalFollowupLabel,
  sgkStatusLabel,
  type CustomerDetail,
} from '@kredi/contracts/crm';
import { leadSourceLabel } from '@kredi/contracts/users';
import { PhoneLink } from '../../../lib/phone';
import type { Field } from './FieldList';

const yesNo = (value: boolean) => (value ? 'Evet' : 'Hayır');
const dateTimeOr = (value: string | null) => (value ? formatDateTime(value) : '-');

/** Every field of a customer's file, grouped as the file's tabs show them. */
export function customerSections(c: CustomerDetail) {
  return {
    personal: [
      { label: 'Ad Soyad', value: c.full_name },
      { label: 'Telefon', value: c.phone ? createElement(PhoneLink, { shown: `0${c.phone}` }) : '' },
      { label: 'T.C. Kimlik No', value: c.tc },
      { label: 'Yaş', value: ageLabel(c.age, c.birth_date) },
      { label: 'Doğum Tarihi', value: c.birth_date ? formatDateLong(c.birth_date) : '' },
      { label: 'Cinsiyet', value: c.gender },
      { label: 'Şehir', value: c.city },
      { label: 'Konum', value: c.location },
    ],
    sgkAndLegal: [
      { label: 'SGK Durumu', value: sgkStatusLabel(c.sgk_status) },
      { label: 'Kanuni Takip', value: hasLegalFollowup(c.legal_followup) ? `Var (${legalFollowupLabel(c.legal_followup)})` : 'Yok' },
      { label: 'KVKK Onayı', value: c.kvkk_is_verified ? 'Onaylandı' : 'Onaylanmadı' },
      { label: 'Kaynak', value: leadSourceLabel(c.source) },
      { label: 'Kayıt Tarihi', value: formatDateTime(c.created_at) },
      { label: 'Son Güncelleme', value: formatDateTime(c.updated_at) },
    ],
    credit: [
      { label: 'Mevcut Kart / KMH Limiti', value: currentLimitLabel(c.current_account_limit) },
      { label: 'Hesaplanan Kredi Limiti', value: c.calculated_credit_limit > 0 ? formatLira(c.calculated_credit_limit) : '-' },
      { label: 'Önerilen Limit', value: c.recommended_limit > 0 ? formatLira(c.recommended_limit) : '-' },
      { label: 'Aylık Kredi Ödemesi', value: monthlyPaymentLabel(c.monthly_credit_payment) },
      { label: 'Son Kredi Kullanımı', value: lastCreditUsageLabel(c.last_credit_usage) },
      { label: 'Son 3 Ayda Kredi Başvurusu', value: creditApplicationsLabel(c.last_3_months_credit_applications) },
    ],
    findeks: [
      { label: 'Findeks Puanı', value: findeksLabel(c.findeks_score, c.findeks_flag) },
      { label: 'Findeks Sorgulanacak', value: yesNo(c.findeks_flag) },
      { label: 'Findeks Talep Tarihi', value: dateTimeOr(c.findeks_request_date) },
      { label: 'Findeks Sorgu Sayısı', value: c.findeks_count },
      { label: CUSTOMER_INDEX_LABELS.findeks, value: c.findeks_index },
      { label: CUSTOMER_INDEX_LABELS.home, value: c.home_index },
      { label: CUSTOMER_INDEX_LABELS.info, value: c.info_index },
    ],
    system: [
      { label: 'Müşteri No', value: c.id },
      { label: 'Kullanıcı No', value: c.user_id },
      { label: 'CRM Kayıt No', value: c.user_crm_id ?? '' },
      { label: 'IP Adresi', value: c.ip },
      { label: 'Atanan Personel', value: c.atanan_personel_ad ?? m.notAssigned },
      { label: 'Hatırlatma SMS’i Gönderildi', value: yesNo(c.reminding_sms_sent) },
      { label: 'Sonraki İletişim', value: dateTimeOr(c.sonraki_iletisim) },
      { label: 'CRM Notu', value: c.crm_note || m.noCrmNote },
      { label: 'KVKK Anonimleştirme', value: c.anonimlestirildi ? formatDateTime(c.anonimlestirildi) : '-' },
    ],
  } satisfies Record<string, Field[]>;
}
