import { isValidPhone, PHONE_INVALID_MESSAGE } from '../common/phone';
import { isValidFullName, nameInvalidMessage, nameRequiredMessage, normalizeName } from '../users/names';

/*
 * A data subject's request under KVKK article 11, made on the public form /kvkk/basvuru with a phone verified by SMS
 * (the credit form's codes and limits). It must be answered within 30 days (article 13): staff see the days left,
 * answer with the customer file's export, edit and erase, and close it with a note.
 */

export const KVKK_REQUEST_TYPES = {
  access: 'Verilerime erişim (bilgi talebi)',
  rectification: 'Verilerimin düzeltilmesi',
  erasure: 'Verilerimin silinmesi',
  objection: 'İşlemeye itiraz',
} as const;
export type KvkkRequestType = keyof typeof KVKK_REQUEST_TYPES;
export const KVKK_REQUEST_TYPE_KEYS = Object.keys(KVKK_REQUEST_TYPES) as KvkkRequestType[];

/** Days the law gives to answer a request. */
export const KVKK_REQUEST_DEADLINE_DAYS = 30;
export const KVKK_REQUEST_DETAILS_MAX_LENGTH = 2000;
export const KVKK_REQUEST_NOTE_MAX_LENGTH = 2000;

const DAY_MS = 86_400_000;

/** The deadline of a request received at `receivedAt`. */
export const kvkkRequestDueAt = (receivedAt: Date): Date => new Date(receivedAt.getTime() + KVKK_REQUEST_DEADLINE_DAYS * DAY_MS);

/** Days left until the deadline, a started day counted as a day (0 once it has passed; `overdue` says so). */
export function kvkkRequestDaysLeft(dueAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((dueAt.getTime() - now.getTime()) / DAY_MS));
}

export const kvkkRequestMessages = {
  typeRequired: 'Lütfen başvuru türünü seçiniz.',
  detailsTooLong: `Açıklama en fazla ${KVKK_REQUEST_DETAILS_MAX_LENGTH} karakter olabilir.`,
  created: 'Başvurunuz alındı. En geç 30 gün içinde size dönüş yapılacaktır.',
  notFound: 'Başvuru bulunamadı.',
  alreadyClosed: 'Bu başvuru zaten kapatılmış.',
  noteRequired: 'Lütfen başvurunun nasıl sonuçlandırıldığını not olarak yazınız.',
  noteTooLong: `Not en fazla ${KVKK_REQUEST_NOTE_MAX_LENGTH} karakter olabilir.`,
  closed: 'Başvuru kapatıldı.',
} as const;

/** What a visitor fills in on the public form (the phone as its ten digits). */
export interface KvkkRequestFields {
  name: string;
  phone: string;
  type: string;
  details: string;
}

/**
 * The Turkish message of each field the public form or the API refuses, none when the request may be sent: the page
 * shows them beside the fields, the API answers the first with a 400. The phone's proof is checked apart (403).
 */
export function kvkkRequestFieldErrors(
  fields: Partial<Record<keyof KvkkRequestFields, unknown>>,
): Partial<Record<keyof KvkkRequestFields, string>> {
  const errors: Partial<Record<keyof KvkkRequestFields, string>> = {};
  const name = typeof fields.name === 'string' ? normalizeName(fields.name) : '';
  if (name === '') errors.name = nameRequiredMessage('adSoyad');
  else if (!isValidFullName(name)) errors.name = nameInvalidMessage('adSoyad');
  if (!isValidPhone(fields.phone)) errors.phone = PHONE_INVALID_MESSAGE;
  if (typeof fields.type !== 'string' || !(KVKK_REQUEST_TYPE_KEYS as string[]).includes(fields.type))
    errors.type = kvkkRequestMessages.typeRequired;
  const details = fields.details ?? '';
  if (typeof details !== 'string' || details.trim().length > KVKK_REQUEST_DETAILS_MAX_LENGTH)
    errors.details = kvkkRequestMessages.detailsTooLong;
  return errors;
}
