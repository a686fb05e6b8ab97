import { PHONE_INVALID_MESSAGE, parsePhone } from '../common/phone';

/**
 * Rule of the footer's 'Sizi Arayalım' phone. The product spec asks only for a non-blank value, but a call-back
 * request without a number staff can dial is worthless, so the number must also be a valid Turkish mobile under the
 * shared phone rule, written in any usual form (docs/public-forms.md). The page and the API both apply it.
 */
export const CALLBACK_PHONE_REQUIRED_MESSAGE = 'Lütfen bir telefon numarası girin.';
export const CALLBACK_PHONE_INVALID_MESSAGE = PHONE_INVALID_MESSAGE;

export type CallbackPhoneCheck = { ok: true; phone: string } | { ok: false; message: string };

/** The ten digits to store, or the Turkish message to show. */
export function checkCallbackPhone(raw: unknown): CallbackPhoneCheck {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, message: CALLBACK_PHONE_REQUIRED_MESSAGE };
  const phone = parsePhone(raw);
  return phone ? { ok: true, phone } : { ok: false, message: CALLBACK_PHONE_INVALID_MESSAGE };
}

export const PHONE_NUMBER_MAX_LENGTH = 32;

/** The callback form's texts, the page's and the API's alike (plain strings: the first screen reads them). */
export const callbackMessages = {
  created: 'Talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.',
  phoneRequired: CALLBACK_PHONE_REQUIRED_MESSAGE,
  phoneTooLong: `Telefon numarası en fazla ${PHONE_NUMBER_MAX_LENGTH} karakter olabilir.`,
  phoneInvalid: CALLBACK_PHONE_INVALID_MESSAGE,
} as const;
