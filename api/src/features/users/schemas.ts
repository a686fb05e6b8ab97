import { Type, type Static } from '@sinclair/typebox';
import { messages } from '../../http/messages.js';
import { ErrorSchema, MessageSchema, turkishErrors } from '../../http/schemas.js';
import { usersMessages as m } from './messages.js';

/*
 * Bodies are JSON without type coercion (see http/validation.ts) and top-level strings are
 * trimmed first. The schemas check types and sizes; the rules of the form (phone prefixes,
 * names, option values, TC checksum, dates) are checked in validation.ts with the shared rules.
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

const nameField = (required: string, invalid: string, description: string) =>
  Type.String({ maxLength: 50, description, ...turkishErrors({ type: invalid, maxLength: invalid, default: required }) });

const option = (message: string, description: string) => Type.Integer({ description, ...turkishErrors(message) });

const errorResponses = {
  400: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
  429: ErrorSchema,
  502: ErrorSchema,
  503: ErrorSchema,
};

export const RegisterBody = Type.Object(
  {
    name: nameField('Lütfen adınızı giriniz.', 'Lütfen geçerli bir ad giriniz.', 'Ad'),
    surname: nameField('Lütfen soyadınızı giriniz.', 'Lütfen geçerli bir soyad giriniz.', 'Soyad'),
    phone,
  },
  turkishErrors(messages.invalidInput),
);
export type RegisterBody = Static<typeof RegisterBody>;

export const registerSchema = {
  tags: ['kullanıcılar'],
  summary: 'Kredi formu 1. adım: SMS doğrulama kodu gönderir',
  body: RegisterBody,
  response: { 200: MessageSchema, ...errorResponses },
};

export const VerifyBody = Type.Object(
  { phone, verification_code: verificationCode },
  turkishErrors(messages.invalidInput),
);
export type VerifyBody = Static<typeof VerifyBody>;

export const VerifyResponse = Type.Object({ message: Type.String(), verified: Type.Literal(true) });

export const verifySchema = {
  tags: ['kullanıcılar'],
  summary: 'SMS kodunu doğrular',
  body: VerifyBody,
  response: { 200: VerifyResponse, ...errorResponses },
};

/**
 * One path, two requests (spec 7.2): the full submit, and the call-me request
 * {phone, callme, verification_code}. A body with `callme` is a call-me request.
 * Every field is optional here; validation.ts requires the ones each request needs.
 */
export const AddCustomerBody = Type.Object(
  {
    phone: Type.Optional(phone),
    verification_code: Type.Optional(verificationCode),
    callme: Type.Optional(Type.Boolean({ description: 'Geri arama isteği', ...turkishErrors(m.callmeType) })),
    name: Type.Optional(nameField('Lütfen adınızı giriniz.', 'Lütfen geçerli bir ad giriniz.', 'Ad')),
    surname: Type.Optional(nameField('Lütfen soyadınızı giriniz.', 'Lütfen geçerli bir soyad giriniz.', 'Soyad')),
    age: Type.Optional(option(m.ageRequired, 'Yaş aralığı: 22, 24, 27, 39, 66')),
    city: Type.Optional(Type.String({ maxLength: 40, description: 'İl adı (81 il)', ...turkishErrors(m.cityRequired) })),
    sgk_status: Type.Optional(option(m.sgkRequired, 'SGK durumu 1-7')),
    legal_followup: Type.Optional(option(m.legalRequired, 'Kanuni takip: 0, 1, 3, 5, 6')),
    last_credit_usage: Type.Optional(option(m.lastCreditRequired, 'Son kredi kullanımı: 0, 1, 3, 6, 7')),
    current_account_limit: Type.Optional(option(m.currentLimitRequired, 'Mevcut limit bandı')),
    monthly_credit_payment: Type.Optional(option(m.monthlyPaymentRequired, 'Aylık ödeme bandı')),
    last_3_months_credit_applications: Type.Optional(option(m.applicationsRequired, 'Son 3 ay başvuru: 0, 1, 4, 5')),
    findeks_score: Type.Optional(option(m.findeksRequired, 'Findeks bandı; bilinmiyorsa 1 ve findeks_flag true')),
    findeks_flag: Type.Optional(Type.Boolean({ description: 'Findeks puanı bilinmiyor', ...turkishErrors(m.findeksFlagMismatch) })),
    birth_date: Type.Optional(
      Type.String({ maxLength: 10, description: 'YYYY-AA-GG ya da boş', ...turkishErrors(m.birthDateInvalid) }),
    ),
    tc: Type.Optional(Type.String({ maxLength: 11, description: 'T.C. kimlik no ya da boş', ...turkishErrors(m.tcInvalid) })),
    gender: Type.Optional(Type.String({ maxLength: 10, description: 'Erkek, Kadın ya da boş', ...turkishErrors(m.genderRequired) })),
    kvkk_is_verified: Type.Optional(Type.Boolean({ description: 'KVKK onayı (true olmalı)', ...turkishErrors(m.kvkkRequired) })),
    source: Type.Optional(
      Type.String({ maxLength: 16, description: 'facebook, instagram, google, tiktok, x ya da boş', ...turkishErrors(m.sourceInvalid) }),
    ),
    home_index: Type.Optional(Type.String({ maxLength: 8, pattern: '^[0-9]*$', ...turkishErrors(m.indexInvalid) })),
    info_index: Type.Optional(Type.String({ maxLength: 8, pattern: '^[0-9]*$', ...turkishErrors(m.indexInvalid) })),
    findeks_index: Type.Optional(Type.String({ maxLength: 8, pattern: '^[0-9]*$', ...turkishErrors(m.indexInvalid) })),
    ip: Type.Optional(Type.Unknown({ description: 'Yok sayılır: sunucu, güvenilen vekil arkasında gördüğü adresi kaydeder' })),
  },
  turkishErrors(messages.invalidInput),
);
export type AddCustomerBody = Static<typeof AddCustomerBody>;

export const AddCustomerResponse = Type.Object({
  message: Type.String(),
  /** The total credit limit in TL: the one number the form reads (0 when none or pending). */
  credit_limit: Type.Optional(Type.Integer()),
  customer_id: Type.Integer(),
  findeks_pending: Type.Optional(Type.Boolean()),
  callme: Type.Optional(Type.Boolean()),
});
export type AddCustomerResponse = Static<typeof AddCustomerResponse>;

export const addCustomerSchema = {
  tags: ['kullanıcılar'],
  summary: 'Kredi formunu tamamlar (müşteri kaydı) ya da geri arama ister (callme)',
  body: AddCustomerBody,
  response: { 200: AddCustomerResponse, ...errorResponses },
};

export const OutboxQuery = Type.Object({
  phone: Type.Optional(Type.String({ pattern: '^[0-9]{10}$', ...turkishErrors(m.phoneInvalid) })),
});

export const outboxSchema = {
  tags: ['geliştirme'],
  summary: 'Konsol SMS sağlayıcısının giden kutusu (yalnızca üretim dışı)',
  querystring: OutboxQuery,
  response: {
    200: Type.Array(Type.Object({ phone: Type.String(), message: Type.String(), created_at: Type.String() })),
    400: ErrorSchema,
  },
};
