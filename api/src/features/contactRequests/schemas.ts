import { Type, type Static } from '@sinclair/typebox';
import { CONTACT_EMAIL_MESSAGE, CONTACT_REQUIRED_MESSAGE } from '@kredi/shared/rules/contactRequest';
import { publicFormResponses, turkishErrors } from '../../http/schemas.js';

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
  return Type.String({
    minLength: 1,
    maxLength,
    description,
    ...turkishErrors({ maxLength: tooLong, default: contactMessages.required }),
  });
}

/**
 * Mirror of the contact form's rules (spec 5): name, email, subject and message
 * required, phone optional; plus length caps. Strings are trimmed before
 * validation; the e-mail format is checked with the shared rule in the handler.
 */
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

export const createContactRequestSchema = {
  tags: ['talepler'],
  summary: '"Bize Ulaşın" iletişim formu',
  body: CreateContactRequestBody,
  response: publicFormResponses,
};
