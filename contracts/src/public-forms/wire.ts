import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../common/wire';
import { CONTACT_EMAIL_MESSAGE, CONTACT_REQUIRED_MESSAGE } from './contactRequest';

/* Bodies of the footer's callback form and the contact page (spec 5, 7.1). Strings are trimmed before validation. */

export const PHONE_NUMBER_MAX_LENGTH = 32;

export const callbackMessages = {
  created: 'Talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.',
  phoneRequired: 'Lütfen bir telefon numarası girin.',
  phoneTooLong: `Telefon numarası en fazla ${PHONE_NUMBER_MAX_LENGTH} karakter olabilir.`,
} as const;

/** The footer form checks that the trimmed number is not empty (spec 5); the server adds a length cap. */
export const CreateCallbackRequestBody = Type.Object(
  {
    phone_number: Type.String({
      minLength: 1,
      maxLength: PHONE_NUMBER_MAX_LENGTH,
      description: 'Ziyaretçinin telefon numarası',
      examples: ['0532 123 45 67'],
      ...turkishErrors({ maxLength: callbackMessages.phoneTooLong, default: callbackMessages.phoneRequired }),
    }),
  },
  turkishErrors(callbackMessages.phoneRequired),
);
export type CreateCallbackRequestBody = Static<typeof CreateCallbackRequestBody>;

export const contactLimits = { name: 100, email: 254, phone: 32, subject: 200, message: 5000 } as const;

export const contactMessages = {
  created: 'Mesajınız başarıyla iletildi. En kısa sürede size dönüş yapacağız.',
  required: CONTACT_REQUIRED_MESSAGE,
  invalidEmail: CONTACT_EMAIL_MESSAGE,
  nameTooLong: `Ad soyad en fazla ${contactLimits.name} karakter olabilir.`,
  emailTooLong: `E-posta adresi en fazla ${contactLimits.email} karakter olabilir.`,
  phoneTooLong: `Telefon numarası en fazla ${contactLimits.phone} karakter olabilir.`,
  invalidPhone: 'Lütfen geçerli bir telefon numarası giriniz.',
  subjectTooLong: `Konu en fazla ${contactLimits.subject} karakter olabilir.`,
  messageTooLong: `Mesajınız en fazla ${contactLimits.message} karakter olabilir.`,
} as const;

/** A required text field: blank (after trimming) or missing gives the spec's "required" text. */
function requiredText(maxLength: number, tooLong: string, description: string) {
  return Type.String({ minLength: 1, maxLength, description, ...turkishErrors({ maxLength: tooLong, default: contactMessages.required }) });
}

/** Spec 5: name, email, subject and message required, phone optional; plus length caps. */
export const CreateContactRequestBody = Type.Object(
  {
    name: requiredText(contactLimits.name, contactMessages.nameTooLong, 'Ad soyad'),
    email: Type.String({
      minLength: 1,
      maxLength: contactLimits.email,
      description: 'E-posta adresi (ad@alan.uzantı, boşluksuz)',
      ...turkishErrors({ maxLength: contactMessages.emailTooLong, default: contactMessages.required }),
    }),
    phone: Type.Optional(
      Type.String({
        maxLength: contactLimits.phone,
        description: 'Telefon (isteğe bağlı)',
        ...turkishErrors({ maxLength: contactMessages.phoneTooLong, default: contactMessages.invalidPhone }),
      }),
    ),
    subject: requiredText(contactLimits.subject, contactMessages.subjectTooLong, 'Konu'),
    message: requiredText(contactLimits.message, contactMessages.messageTooLong, 'Mesaj'),
  },
  turkishErrors(contactMessages.required),
);
export type CreateContactRequestBody = Static<typeof CreateContactRequestBody>;
