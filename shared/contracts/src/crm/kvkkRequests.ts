import { Type, type Static } from '@sinclair/typebox';
import { INVALID_INPUT_MESSAGE, turkishErrors } from '../common/wire';
import { PHONE_PROOF_MAX_LENGTH } from '../users/wire';
import { usersMessages } from '../users/messages';
import {
  KVKK_REQUEST_DETAILS_MAX_LENGTH,
  KVKK_REQUEST_NOTE_MAX_LENGTH,
  KVKK_REQUEST_TYPE_KEYS,
  kvkkRequestMessages as m,
} from './kvkkRequestRules';

// Wire bodies of the KVKK requests. Their rules and texts live apart (kvkkRequestRules.ts): the public form's page
// needs those, not TypeBox.
export * from './kvkkRequestRules';

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
