import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../common/wire';
import { leadConsentMessages } from '../common/leadConsent';
import { callbackMessages, PHONE_NUMBER_MAX_LENGTH } from './callbackRequest';
import { CONTACT_EMAIL_MESSAGE, CONTACT_PHONE_MESSAGE, CONTACT_REQUIRED_MESSAGE } from './contactRequest';

/* Bodies of the footer's callback form and the contact page (docs/public-forms.md). Strings are trimmed before validation. */

/**
 * The schema checks a non-blank string with a length cap; the route then applies `checkCallbackPhone`
 * (a valid mobile in any usual writing, stored as its ten digits).
 */
export const CreateCallbackRequestBody = Type.Object(
  {
    phone_number: Type.String({
      minLength: 1,
      maxLength: PHONE_NUMBER_MAX_LENGTH,
      description: 'Ziyaretçinin telefon numarası',
      examples: ['0532 123 45 67'],
      ...turkishErrors({ maxLength: callbackMessages.phoneTooLong, default: callbackMessages.phoneRequired }),
    }),
    /** The separate, optional commercial-message opt-ins (unticked on the form, false when absent). */
    ticari_ileti_sms: Type.Optional(
      Type.Boolean({ description: 'SMS ile ticari ileti izni', ...turkishErrors(leadConsentMessages.optInType) }),
    ),
    ticari_ileti_arama: Type.Optional(
      Type.Boolean({ description: 'Telefonla ticari arama izni', ...turkishErrors(leadConsentMessages.optInType) }),
    ),
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
  invalidPhone: CONTACT_PHONE_MESSAGE,
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
