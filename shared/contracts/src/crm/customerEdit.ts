/**
 * Staff correct a customer's data (KVKK article 11 rectification): name, phone, city and the form's
 * answers. The body is the public credit form's own fields (users/wire SubmitCustomerBody) and every value is checked
 * with the form's rules and Turkish texts, on the server and in the CRM's form alike.
 */
import { Type, type Static } from '@sinclair/typebox';
import { isValidPhone, parsePhone } from '../common/phone';
import { INVALID_INPUT_MESSAGE, turkishErrors } from '../common/wire';
import {
  AYLIK_ODEME_VALUES,
  BASVURU_ADEDI_VALUES,
  KANUNI_TAKIP_VALUES,
  MEVCUT_LIMIT_VALUES,
  PROVINCE_VALUES,
  SGK_VALUES,
  SON_KREDI_VALUES,
  YAS_VALUES,
  isOptionValue,
} from '../users/creditFormOptions';
import { usersMessages } from '../users/messages';
import { isValidName, nameInvalidMessage, normalizeName } from '../users/names';
import { containsProfanity, profanityMessage } from '../users/profanity';
import { SubmitCustomerBody } from '../users/wire';

export const CUSTOMER_EDIT_FIELDS = [
  'name',
  'surname',
  'phone',
  'city',
  'age',
  'sgk_status',
  'legal_followup',
  'last_credit_usage',
  'current_account_limit',
  'monthly_credit_payment',
  'last_3_months_credit_applications',
] as const;
export type CustomerEditField = (typeof CUSTOMER_EDIT_FIELDS)[number];

const EDITED = Type.Pick(SubmitCustomerBody, [...CUSTOMER_EDIT_FIELDS]);

/** The form's fields; the phone as staff write it ('+90 533 987 65 42'), reduced to its ten digits by checkCustomerEdit. */
export const CustomerEditBody = Type.Object(
  {
    ...EDITED.properties,
    phone: Type.String({ maxLength: 20, examples: ['5321234567', '+90 532 123 45 67'], ...turkishErrors(usersMessages.phoneInvalid) }),
  },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type CustomerEditBody = Static<typeof CustomerEditBody>;

/** Labels of the edited fields (the form, the admin audit list). */
export const CUSTOMER_EDIT_LABELS: Record<CustomerEditField, string> = {
  name: 'Ad',
  surname: 'Soyad',
  phone: 'Telefon',
  city: 'Şehir',
  age: 'Yaş aralığı',
  sgk_status: 'SGK durumu',
  legal_followup: 'Kanuni takip',
  last_credit_usage: 'Son kredi kullanımı',
  current_account_limit: 'Mevcut kart ve KMH limiti',
  monthly_credit_payment: 'Aylık kredi ödemesi',
  last_3_months_credit_applications: 'Son 3 ay kredi başvurusu',
};

export const customerEditMessages = {
  saved: 'Müşteri bilgileri güncellendi.',
  erased: 'Bu müşterinin kişisel verileri KVKK talebiyle silindi; kayıt düzenlenemez.',
  /** Another person's phone on this file would join their data to it (export, erase, requests matched by phone). */
  phoneTaken: (customerId: number) => `Bu telefon #${customerId} numaralı müşteride kayıtlı.`,
} as const;

/**
 * What staff read for a missing value: the public form's texts speak to the visitor ('Lütfen adınızı giriniz.'), a
 * staff member fills in somebody else's data. The texts of a malformed value are neutral and stay the form's.
 */
export const STAFF_EDIT_REQUIRED: Record<Exclude<CustomerEditField, 'phone'>, string> = {
  name: 'Lütfen müşterinin adını giriniz.',
  surname: 'Lütfen müşterinin soyadını giriniz.',
  city: 'Lütfen müşterinin yaşadığı şehri seçiniz.',
  age: 'Lütfen müşterinin yaş aralığını seçiniz.',
  sgk_status: 'Lütfen müşterinin SGK durumunu seçiniz.',
  legal_followup: 'Lütfen müşterinin kanuni takip durumunu seçiniz.',
  last_credit_usage: 'Lütfen müşterinin son kredi kullanım tarihini seçiniz.',
  current_account_limit: 'Lütfen müşterinin mevcut kart ve KMH limitlerinin toplamını seçiniz.',
  monthly_credit_payment: 'Lütfen müşterinin aylık kredi ödemesini seçiniz.',
  last_3_months_credit_applications: 'Lütfen müşterinin son 3 aydaki kredi başvurusu sayısını seçiniz.',
};

const OPTION_RULES: Array<[CustomerEditField & keyof typeof STAFF_EDIT_REQUIRED, ReadonlySet<number>]> = [
  ['age', YAS_VALUES],
  ['sgk_status', SGK_VALUES],
  ['legal_followup', KANUNI_TAKIP_VALUES],
  ['last_credit_usage', SON_KREDI_VALUES],
  ['current_account_limit', MEVCUT_LIMIT_VALUES],
  ['monthly_credit_payment', AYLIK_ODEME_VALUES],
  ['last_3_months_credit_applications', BASVURU_ADEDI_VALUES],
];

function nameError(value: string, field: 'ad' | 'soyad'): string | undefined {
  if (value === '') return STAFF_EDIT_REQUIRED[field === 'ad' ? 'name' : 'surname'];
  if (containsProfanity(value)) return profanityMessage(field);
  if (!isValidName(value)) return nameInvalidMessage(field);
  return undefined;
}

/**
 * The public form's rules over an edit: the normalised values and one Turkish message per bad field (empty when
 * all are valid). Names are normalised as the form stores them.
 */
export function checkCustomerEdit(body: CustomerEditBody): {
  values: CustomerEditBody;
  errors: Partial<Record<CustomerEditField, string>>;
} {
  const errors: Partial<Record<CustomerEditField, string>> = {};
  // A phone is taken as people write it ('+90 533 987 65 42', '0533…'), as the search takes it.
  const values: CustomerEditBody = {
    ...body,
    name: normalizeName(body.name ?? ''),
    surname: normalizeName(body.surname ?? ''),
    phone: parsePhone(body.phone) ?? body.phone,
  };
  const name = nameError(values.name, 'ad');
  if (name) errors.name = name;
  const surname = nameError(values.surname, 'soyad');
  if (surname) errors.surname = surname;
  if (!isValidPhone(values.phone)) errors.phone = usersMessages.phoneInvalid;
  if (!PROVINCE_VALUES.has(values.city)) errors.city = STAFF_EDIT_REQUIRED.city;
  for (const [field, set] of OPTION_RULES) {
    if (!isOptionValue(set, values[field])) errors[field] = STAFF_EDIT_REQUIRED[field];
  }
  return { values, errors };
}
