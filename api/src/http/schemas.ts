import { Type } from '@sinclair/typebox';
import { ErrorSchema, MessageSchema } from '@kredi/contracts/common';

export {
  ErrorSchema,
  MessageSchema,
  errorMessageKeyword,
  turkishErrors,
  type ErrorBody,
  type ErrorMessages,
} from '@kredi/contracts/common';

/** Path parameters of a route about one stored row: its serial id (PostgreSQL's integer range). */
export const idParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

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
