/** Wire bodies of requests on customers, call outcomes and customers made from requests. */
import { Type, type Static } from '@sinclair/typebox';
import { INVALID_INPUT_MESSAGE, turkishErrors } from '../common/wire';
import { CALL_OUTCOMES } from './callOutcomes';
import { crmMessages as m } from './messages';
import { CallbackRequestItem, ContactRequestItem } from './wire';

export const CALL_NOTE_MAX = 500;

export const CallOutcomeBody = Type.Object(
  {
    sonuc: Type.Union(
      CALL_OUTCOMES.map((o) => Type.Literal(o)),
      turkishErrors(m.outcomeInvalid),
    ),
    notlar: Type.Optional(Type.String({ maxLength: CALL_NOTE_MAX, ...turkishErrors(INVALID_INPUT_MESSAGE) })),
  },
  turkishErrors(m.outcomeInvalid),
);
export type CallOutcomeBody = Static<typeof CallOutcomeBody>;

export const CallOutcomeResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** The callback request after the call, when the call was on one. */
  talep: Type.Union([CallbackRequestItem, Type.Null()]),
});
export type CallOutcomeResponse = Static<typeof CallOutcomeResponse>;

/** The requests whose phone matches the customer's (last 10 digits), newest first. */
export const CustomerRequestsResponse = Type.Object({
  geri_arama: Type.Array(CallbackRequestItem),
  iletisim: Type.Array(ContactRequestItem),
});
export type CustomerRequestsResponse = Static<typeof CustomerRequestsResponse>;

/** A customer from a request that matches none: the name as the credit form's rules want it, the city optional. */
export const RequestToCustomerBody = Type.Object(
  {
    ad: Type.String({ maxLength: 50, ...turkishErrors(INVALID_INPUT_MESSAGE) }),
    soyad: Type.String({ maxLength: 50, ...turkishErrors(INVALID_INPUT_MESSAGE) }),
    sehir: Type.Optional(Type.String({ maxLength: 40, ...turkishErrors(m.cityTooLong) })),
  },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type RequestToCustomerBody = Static<typeof RequestToCustomerBody>;

export const RequestToCustomerResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), musteri_id: Type.Integer() });
export type RequestToCustomerResponse = Static<typeof RequestToCustomerResponse>;

export const RequestKindParams = Type.Object({
  tur: Type.Union([Type.Literal('geri-arama-talepleri'), Type.Literal('iletisim-talepleri')], turkishErrors(INVALID_INPUT_MESSAGE)),
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...turkishErrors(m.invalidId) }),
});
