import * as yup from 'yup';
import { parsePhone } from '@kredi/contracts/common';
import {
  CONTACT_EMAIL_MESSAGE,
  CONTACT_PHONE_MESSAGE,
  CONTACT_REQUIRED_MESSAGE,
  isAcceptableContactPhone,
  isValidEmail,
  type CreateContactRequestBody as ContactRequestBody,
} from '@kredi/contracts/public-forms';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

const required = () => yup.string().trim().required(CONTACT_REQUIRED_MESSAGE);

/**
 * Formik's schema over the shared contact rules (docs/public-forms.md): the same messages the API answers with. The optional
 * phone may be written in any usual form ('0532 …', '+90 532 …'), but must be a mobile number when given.
 */
export const contactSchema = yup.object({
  name: required(),
  email: required().test('email', CONTACT_EMAIL_MESSAGE, (v) => !v || isValidEmail(v)),
  phone: yup.string().test('phone', CONTACT_PHONE_MESSAGE, (v) => isAcceptableContactPhone(v ?? '')),
  subject: required(),
  message: required(),
});

/** One message for the form: missing fields first, then the e-mail format. */
export function contactFormMessage(errors: Partial<Record<keyof ContactFormValues, string>>): string | null {
  const messages = Object.values(errors).filter(Boolean);
  if (messages.length === 0) return null;
  return messages.includes(CONTACT_REQUIRED_MESSAGE) ? CONTACT_REQUIRED_MESSAGE : messages[0]!;
}

/** The request body: trimmed texts, the phone as its ten digits (left out when empty). */
export function toContactRequest(values: ContactFormValues): ContactRequestBody {
  const phone = parsePhone(values.phone);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
