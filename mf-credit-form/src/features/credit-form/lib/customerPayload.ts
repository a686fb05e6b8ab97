import { FINDEKS_UNKNOWN_SCORE, splitFullName, toIsoDate, type SubmitCustomerBody } from '@kredi/contracts/users';
import { isFindeksUnknown, type CreditFormValues } from './creditFormValues';

/**
 * The full add-customer submit (docs/users-api.md) from the form's values. `verificationProof` is what /verify/ answered
 * for the phone (it replaces the spec's verification_code); `referrer` is the page's document.referrer: the API
 * derives the lead source from it.
 */
export function buildAddCustomerBody(values: CreditFormValues, verificationProof: string, referrer: string): SubmitCustomerBody {
  const findeksUnknown = isFindeksUnknown(values.findeks);
  // An unknown score is sent as 1 with the flag, and the person is named as typed in the identity block.
  const person = findeksUnknown ? splitFullName(values.adSoyad) : { name: values.ad.trim(), surname: values.soyad.trim() };
  return {
    phone: values.telefon,
    age: Number(values.yas),
    city: values.sehir,
    sgk_status: Number(values.sgk),
    legal_followup: Number(values.kanuni_takip),
    last_credit_usage: Number(values.son_kredi_tarihi),
    current_account_limit: Number(values.mevcut_limit),
    monthly_credit_payment: Number(values.aylik_odeme),
    last_3_months_credit_applications: Number(values.basvuru_adedi),
    birth_date: findeksUnknown ? toIsoDate(values.dogum_tarihi) : '',
    tc: findeksUnknown ? values.tc_kimlik : '',
    gender: findeksUnknown ? values.cinsiyet : '',
    home_index: '0',
    info_index: '0',
    findeks_index: '0',
    kvkk_is_verified: true,
    verification_proof: verificationProof,
    referrer,
    name: person.name,
    surname: person.surname,
    findeks_score: findeksUnknown ? FINDEKS_UNKNOWN_SCORE : Number(values.findeks),
    ...(findeksUnknown ? { findeks_flag: true as const } : {}),
    // Only a ticked opt-in is sent: an absent one is none.
    ...(values.ticariSms ? { ticari_ileti_sms: true } : {}),
    ...(values.ticariArama ? { ticari_ileti_arama: true } : {}),
  };
}
