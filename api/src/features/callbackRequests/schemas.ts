import { Type, type Static } from '@sinclair/typebox';
import { publicFormResponses, turkishErrors } from '../../http/schemas.js';

export const PHONE_NUMBER_MAX_LENGTH = 32;

export const callbackMessages = {
  created: 'Talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.',
  phoneRequired: 'Lütfen bir telefon numarası girin.',
  phoneTooLong: `Telefon numarası en fazla ${PHONE_NUMBER_MAX_LENGTH} karakter olabilir.`,
} as const;

/**
 * The footer form checks only that the trimmed number is not empty (spec 5);
 * the server adds a length cap. Strings are trimmed before validation.
 */
export const CreateCallbackRequestBody = Type.Object(
  {
    phone_number: Type.String({
      minLength: 1,
      maxLength: PHONE_NUMBER_MAX_LENGTH,
      description: 'Ziyaretçinin telefon numarası (biçim denetimi yok)',
      examples: ['0532 123 45 67'],
      ...turkishErrors({ maxLength: callbackMessages.phoneTooLong, default: callbackMessages.phoneRequired }),
    }),
  },
  turkishErrors(callbackMessages.phoneRequired),
);

export type CreateCallbackRequestBody = Static<typeof CreateCallbackRequestBody>;

export const createCallbackRequestSchema = {
  tags: ['talepler'],
  summary: '"Sizi Arayalım" geri arama talebi',
  body: CreateCallbackRequestBody,
  response: publicFormResponses,
};
