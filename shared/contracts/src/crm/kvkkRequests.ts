import { Type, type Static } from '@sinclair/typebox';
import { INVALID_INPUT_MESSAGE, turkishErrors } from '../common/wire';
import { PHONE_PROOF_MAX_LENGTH } from '../users/wire';
import { usersMessages } from '../users/messages';

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
const m = kvkkRequestMessages;

export const KvkkRequestBody = Type.Object(
  {
    name: Type.String({ maxLength: 101, description: 'Ad soyad', ...turkishErrors('Lütfen geçerli bir ad soyad giriniz.') }),
    phone: Type.String({ maxLength: 10, description: '10 haneli cep telefonu', ...turkishErrors(usersMessages.phoneInvalid) }),
    proof: Type.String({
      maxLength: PHONE_PROOF_MAX_LENGTH,
      description: '/verify/ yanıtındaki kanıt',
      ...turkishErrors(usersMessages.notVerified),
    }),
    type: Type.Union(
      KVKK_REQUEST_TYPE_KEYS.map((k) => Type.Literal(k)),
      turkishErrors(m.typeRequired),
    ),
    details: Type.Optional(
      Type.String({ maxLength: KVKK_REQUEST_DETAILS_MAX_LENGTH, description: 'Açıklama', ...turkishErrors(m.detailsTooLong) }),
    ),
  },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type KvkkRequestBody = Static<typeof KvkkRequestBody>;

export const KvkkRequestCreated = Type.Object({ message: Type.String(), id: Type.Integer(), dueAt: Type.String({ format: 'date-time' }) });
export type KvkkRequestCreated = Static<typeof KvkkRequestCreated>;

export const KvkkRequestItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  type: Type.Union(KVKK_REQUEST_TYPE_KEYS.map((k) => Type.Literal(k))),
  details: Type.String(),
  /** The customer file of the verified phone, when there is one: where export, edit and erase are. */
  customerId: Type.Union([Type.Integer(), Type.Null()]),
  receivedAt: Type.String({ format: 'date-time' }),
  dueAt: Type.String({ format: 'date-time' }),
  daysLeft: Type.Integer(),
  overdue: Type.Boolean(),
  closedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  closedBy: Type.Union([Type.String(), Type.Null()]),
  closeNote: Type.String(),
});
export type KvkkRequestItem = Static<typeof KvkkRequestItem>;

export const KvkkRequestList = Type.Object({
  results: Type.Array(KvkkRequestItem),
  /** Open requests past their deadline (the CRM dashboard's flag). */
  overdue: Type.Integer(),
});
export type KvkkRequestList = Static<typeof KvkkRequestList>;

export const KvkkRequestCloseBody = Type.Object(
  { note: Type.String({ maxLength: KVKK_REQUEST_NOTE_MAX_LENGTH, ...turkishErrors(m.noteTooLong) }) },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type KvkkRequestCloseBody = Static<typeof KvkkRequestCloseBody>;
