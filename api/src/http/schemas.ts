import { Type, type Static } from '@sinclair/typebox';

/** Success answer carrying a Turkish text the page may show. */
export const MessageSchema = Type.Object(
  { message: Type.String() },
  { description: 'Türkçe bilgi mesajı' },
);

/** Every 4xx/5xx answer: a Turkish message, plus one message per invalid field when known. */
export const ErrorSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { description: 'Türkçe hata mesajı' },
);

export type ErrorBody = Static<typeof ErrorSchema>;

/** 429 of the public forms: the client IP reached its hourly limit (PUBLIC_FORM_MAX_PER_IP_1H); nothing was stored. */
export const TooManyFormRequestsSchema = Type.Object(ErrorSchema.properties, {
  description: 'Bu IP adresinden son bir saatte çok fazla talep geldi; talep kaydedilmedi',
});

/** Answers of the public form routes (callback and contact): created, bad input, too large, wrong type, rate limited. */
export const publicFormResponses = {
  201: MessageSchema,
  400: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
  429: TooManyFormRequestsSchema,
};

/**
 * Annotation keyword read by the error handler: the Turkish message for a field,
 * either one text or one per failing JSON-Schema keyword (`default` as fallback).
 * Example: `Type.String({ maxLength: 32, [errorMessageKeyword]: { maxLength: '…', default: '…' } })`.
 */
export const errorMessageKeyword = 'x-error';

export type ErrorMessages = string | ({ default?: string } & Record<string, string>);

/** Sugar to attach Turkish validation texts to a TypeBox schema's options. */
export function turkishErrors(messagesForField: ErrorMessages): Record<string, unknown> {
  return { [errorMessageKeyword]: messagesForField };
}
