import { Type, type Static } from '@sinclair/typebox';
import { INVALID_INPUT_MESSAGE, turkishErrors } from '../common/wire';
import { leadConsentMessages } from '../common/leadConsent';
import { usersMessages as m } from './messages';

/*
 * Wire bodies of the users API (docs/users-api.md), one source for the API's validation and the credit form's requests.
 * Bodies are JSON without type coercion and top-level strings are trimmed first. The schemas check types and
 * sizes; the form's rules (phone prefixes, names, option values, TC checksum, dates) are checked with this
 * contract's rule functions by the API's validation.
 */

const phone = Type.String({
  maxLength: 10,
  description: '10 haneli cep telefonu, başında 0 olmadan',
  examples: ['5321234567'],
  ...turkishErrors(m.phoneInvalid),
});

const verificationCode = Type.String({
  maxLength: 4,
  description: 'SMS ile gelen 4 haneli kod',
  examples: ['1234'],
  ...turkishErrors({ type: m.codeFormat, maxLength: m.codeFormat, default: m.codeRequired }),
});

/**
 * What /verify/ exchanges a correct code for, once: 256 random bits (base64url), bound to the phone and valid for a
 * short while. add-customer and call-me take it instead of the code, so a stranger's guesses cost the owner nothing.
 */
export const PHONE_PROOF_MAX_LENGTH = 64;

const verificationProof = Type.String({
  maxLength: PHONE_PROOF_MAX_LENGTH,
  description: '/verify/ yanıtındaki doğrulama kanıtı (proof)',
  ...turkishErrors(m.notVerified),
});

const nameField = (required: string, invalid: string, description: string) =>
  Type.String({ maxLength: 50, description, ...turkishErrors({ type: invalid, maxLength: invalid, default: required }) });

const option = (message: string, description: string) => Type.Integer({ description, ...turkishErrors(message) });

const firstName = () => nameField('Lütfen adınızı giriniz.', 'Lütfen geçerli bir ad giriniz.', 'Ad');
const lastName = () => nameField('Lütfen soyadınızı giriniz.', 'Lütfen geçerli bir soyad giriniz.', 'Soyad');

export const RegisterBody = Type.Object({ name: firstName(), surname: lastName(), phone }, turkishErrors(INVALID_INPUT_MESSAGE));
export type RegisterBody = Static<typeof RegisterBody>;

export const VerifyBody = Type.Object({ phone, verification_code: verificationCode }, turkishErrors(INVALID_INPUT_MESSAGE));
export type VerifyBody = Static<typeof VerifyBody>;

export const VerifyResponse = Type.Object({
  message: Type.String(),
  verified: Type.Literal(true),
  proof: Type.String({ description: 'add-customer ve geri arama isteğinde gönderilecek kanıt; kısa süre geçerlidir' }),
});
export type VerifyResponse = Static<typeof VerifyResponse>;

/** The full submit of the form (docs/users-api.md), every field the page sends. */
export const SubmitCustomerBody = Type.Object({
  phone,
  verification_proof: verificationProof,
  name: firstName(),
  surname: lastName(),
  age: option(m.ageRequired, 'Yaş aralığı: 22, 24, 27, 39, 66'),
  city: Type.String({ maxLength: 40, description: 'İl adı (81 il)', ...turkishErrors(m.cityRequired) }),
  sgk_status: option(m.sgkRequired, 'SGK durumu 1-7'),
  legal_followup: option(m.legalRequired, 'Kanuni takip: 0, 1, 3, 5, 6'),
  last_credit_usage: option(m.lastCreditRequired, 'Son kredi kullanımı: 0, 1, 3, 6, 7'),
  current_account_limit: option(m.currentLimitRequired, 'Mevcut limit bandı'),
  monthly_credit_payment: option(m.monthlyPaymentRequired, 'Aylık ödeme bandı'),
  last_3_months_credit_applications: option(m.applicationsRequired, 'Son 3 ay başvuru: 0, 1, 4, 5'),
  findeks_score: option(m.findeksRequired, 'Findeks bandı; bilinmiyorsa 1 ve findeks_flag true'),
  findeks_flag: Type.Optional(Type.Boolean({ description: 'Findeks puanı bilinmiyor', ...turkishErrors(m.findeksFlagMismatch) })),
  birth_date: Type.String({ maxLength: 10, description: 'YYYY-AA-GG ya da boş', ...turkishErrors(m.birthDateInvalid) }),
  tc: Type.String({ maxLength: 11, description: 'T.C. kimlik no ya da boş', ...turkishErrors(m.tcInvalid) }),
  gender: Type.String({ maxLength: 10, description: 'Erkek, Kadın ya da boş', ...turkishErrors(m.genderRequired) }),
  kvkk_is_verified: Type.Boolean({ description: 'KVKK onayı (true olmalı)', ...turkishErrors(m.kvkkRequired) }),
  /** The separate, optional commercial-message opt-ins (unticked on the page, false when absent). */
  ticari_ileti_sms: Type.Optional(
    Type.Boolean({ description: 'SMS ile ticari ileti izni', ...turkishErrors(leadConsentMessages.optInType) }),
  ),
  ticari_ileti_arama: Type.Optional(
    Type.Boolean({ description: 'Telefonla ticari arama izni', ...turkishErrors(leadConsentMessages.optInType) }),
  ),
  /** The page's document.referrer: the API derives the lead source from it (docs/users-api.md, the add-customer body's `source`). */
  referrer: Type.Optional(
    Type.String({ maxLength: 2048, description: 'Sayfanın geldiği adres (document.referrer); kaynak sunucuda çıkarılır' }),
  ),
  home_index: Type.String({ maxLength: 8, pattern: '^[0-9]*$', ...turkishErrors(m.indexInvalid) }),
  info_index: Type.String({ maxLength: 8, pattern: '^[0-9]*$', ...turkishErrors(m.indexInvalid) }),
  findeks_index: Type.String({ maxLength: 8, pattern: '^[0-9]*$', ...turkishErrors(m.indexInvalid) }),
});
export type SubmitCustomerBody = Static<typeof SubmitCustomerBody>;

/** The call-me request on the same path: {phone, callme, verification_proof}. */
export const CallMeBody = Type.Object({
  phone,
  verification_proof: verificationProof,
  callme: Type.Boolean({ description: 'Geri arama isteği', ...turkishErrors(m.callmeType) }),
});
export type CallMeBody = Static<typeof CallMeBody>;

/**
 * What /add-customer/ accepts: one path, two requests. Every field is optional at the schema level so the API can
 * name each missing field in Turkish; a body with `callme` is a call-me request. `ip` and `source` are ignored:
 * the server records the address it sees and derives the source from `referrer`. The spec's `verification_code`
 * is not read any more: a 4-digit code that anyone may guess at must not be what proves the phone.
 */
export const AddCustomerBody = Type.Object(
  {
    ...Type.Partial(SubmitCustomerBody).properties,
    callme: Type.Optional(CallMeBody.properties.callme),
    source: Type.Optional(Type.Unknown({ description: 'Yok sayılır: kaynak sunucuda referrer alanından çıkarılır' })),
    ip: Type.Optional(Type.Unknown({ description: 'Yok sayılır: sunucu, güvenilen vekil arkasında gördüğü adresi kaydeder' })),
  },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type AddCustomerBody = Static<typeof AddCustomerBody>;

/** The result the page shows (docs/architecture.md, 'Credit-limit form'), decided by the API. */
export const SubmitResult = Type.Object({
  kind: Type.Union([Type.Literal('findeks'), Type.Literal('limit'), Type.Literal('none')]),
  limitText: Type.Optional(Type.String()),
  lines: Type.Array(Type.String()),
});

export const AddCustomerResponse = Type.Object({
  message: Type.String(),
  /** The total credit limit in TL: the one number the form reads (0 when none or pending). */
  credit_limit: Type.Optional(Type.Integer()),
  customer_id: Type.Integer(),
  findeks_pending: Type.Optional(Type.Boolean()),
  callme: Type.Optional(Type.Boolean()),
  result: Type.Optional(SubmitResult),
});
export type AddCustomerResponse = Static<typeof AddCustomerResponse>;
