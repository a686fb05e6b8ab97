import { Type, type Static } from '@sinclair/typebox';

/** Generic answer when a body does not fit its schema and no field-level text applies. */
export const INVALID_INPUT_MESSAGE = 'Gönderilen bilgiler geçersiz.';

/**
 * Largest request body the API takes on a route with no limit of its own (64 KB: the longest form is a few KB); the
 * routes with their own are ROUTE_BODY_LIMITS (bodyLimits.ts). The gateways in front of it refuse bigger ones
 * themselves, so an upload is never cut off half-way by the API closing the connection.
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

/**
 * What a gateway in front of the API answers (`{ message }`) when the API cannot: the same texts from `npm start`'s
 * Node gateway and from the production nginx (deploy/gateway), and from the API itself where it can say them.
 */
export const gatewayMessages = {
  /** 503: the API is not running (restarting, or every replica down). */
  unavailable: 'Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
  /** 504: the API took too long to answer. */
  timeout: 'Sunucu zamanında yanıt vermedi. Lütfen biraz sonra tekrar deneyin.',
  /** 502: the API answered something that is not HTTP, or broke off its answer. */
  badGateway: 'Sunucudan geçerli bir yanıt alınamadı. Lütfen biraz sonra tekrar deneyin.',
  /** 413: the body is over its route's limit (bodyLimits.ts). */
  tooLarge: 'Gönderilen veri çok büyük.',
  /** 400: the request could not be read (broken chunking, a body cut short). */
  badRequest: 'İstek okunamadı. Lütfen tekrar deneyin.',
} as const;

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
