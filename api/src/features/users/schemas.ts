import { Type } from '@sinclair/typebox';
import { AddCustomerBody, AddCustomerResponse, RegisterBody, VerifyBody, VerifyResponse, usersMessages as m } from '@kredi/contracts/users';
import { ErrorSchema, MessageSchema, turkishErrors } from '../../http/schemas.js';

/*
 * Bodies are JSON without type coercion (see http/validation.ts) and top-level strings are
 * trimmed first. The schemas check types and sizes; the rules of the form (phone prefixes,
 * names, option values, TC checksum, dates) are checked in validation.ts with the shared rules.
 */

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

export const registerSchema = {
  tags: ['kullanıcılar'],
  summary: 'Kredi formu 1. adım: SMS doğrulama kodu gönderir',
  body: RegisterBody,
  response: { 200: MessageSchema, ...errorResponses },
};

export const verifySchema = {
  tags: ['kullanıcılar'],
  summary: 'SMS kodunu doğrular',
  body: VerifyBody,
  response: { 200: VerifyResponse, ...errorResponses },
};

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
