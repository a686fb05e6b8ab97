/**
 * Callback and contact requests in the CRM (docs/crm.md, 'Requests and call outcomes'). A callback request goes one
 * way, not contacted -> contacted.
 * A contact request is Yeni (unread) -> Okundu (read) -> Yanıtlandı (replied); read toggles back to unread, and
 * replying marks it read as well. A replied request stays replied.
 */
import { isValidPhone, normalizePhoneInput } from '../common/phone';
import { PROVINCE_VALUES } from '../users/creditFormOptions';
import { crmMessages } from './messages';

export interface ContactState {
  is_read: boolean;
  is_replied: boolean;
}

export type ContactStatus = 'yeni' | 'okundu' | 'yanitlandi';

export const CONTACT_STATUS_LABELS: Readonly<Record<ContactStatus, string>> = {
  yeni: 'Yeni',
  okundu: 'Okundu',
  yanitlandi: 'Yanıtlandı',
};

export function contactStatus(state: ContactState): ContactStatus {
  if (state.is_replied) return 'yanitlandi';
  return state.is_read ? 'okundu' : 'yeni';
}

export type ContactTransition = { ok: true; next: ContactState } | { ok: false; message: string };

/** The state a requested update leads to, or why it is refused. */
export function nextContactState(current: ContactState, requested: ContactState): ContactTransition {
  if (requested.is_replied) return { ok: true, next: { is_read: true, is_replied: true } };
  if (current.is_replied) return { ok: false, message: crmMessages.contactReplyFinal };
  return { ok: true, next: { is_read: requested.is_read, is_replied: false } };
}

/** The fixed note the page sends with an update (the product spec's texts). */
export function contactUpdateNote(requested: ContactState): string {
  return requested.is_replied ? crmMessages.contactRepliedNote : crmMessages.contactUpdatedNote;
}

/**
 * A request's phone as staff see it: what the visitor typed ('<b>0555</b> 444 33 22') becomes the
 * normalised '05554443322' when it holds a valid mobile number; anything else is shown as typed (as text).
 */
export function requestPhoneDisplay(raw: string): string {
  const digits = normalizePhoneInput(raw);
  return isValidPhone(digits) ? `0${digits}` : raw.trim();
}

/**
 * The city of a customer made from a request: optional (a request does not say it), and when given one of the 81
 * provinces, the rule the edit form holds a customer's city to, so no free text (a formula, a line break) reaches a
 * file or its CSV export.
 */
export function isRequestCustomerCity(city: string): boolean {
  return city === '' || PROVINCE_VALUES.has(city);
}
