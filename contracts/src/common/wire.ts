import { Type, type Static } from '@sinclair/typebox';

/** Generic answer when a body does not fit its schema and no field-level text applies. */
export const INVALID_INPUT_MESSAGE = 'Gönderilen bilgiler geçersiz.';

/** Success answer carrying a Turkish text the page may show. */
export const MessageSchema = Type.Object({ message: Type.String() }, { description: 'Türkçe bilgi mesajı' });
export type MessageResponse = Static<typeof MessageSchema>;

/** Every 4xx/5xx answer: a Turkish message, plus one message per invalid field when known. */
export const ErrorSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { description: 'Türkçe hata mesajı' },
);
export type ErrorBody = Static<typeof ErrorSchema>;

/**
 * Annotation keyword read by the API's error handler: the Turkish message for a field,
 * either one text or one per failing JSON-Schema keyword (`default` as fallback).
 * Example: `Type.String({ maxLength: 32, [errorMessageKeyword]: { maxLength: '…', default: '…' } })`.
 */
export const errorMessageKeyword = 'x-error';

export type ErrorMessages = string | ({ default?: string } & Record<string, string>);

/** Sugar to attach Turkish validation texts to a TypeBox schema's options. */
export function turkishErrors(messagesForField: ErrorMessages): Record<string, unknown> {
  return { [errorMessageKeyword]: messagesForField };
}
