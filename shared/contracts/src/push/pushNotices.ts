import { escalationTexts, type FirstResponseKind } from '../crm/firstResponse';

/**
 * Devices one staff member may register: a phone, a tablet and a few browsers. A new one past it is refused with the
 * reason, so an old device is removed on purpose rather than silently.
 */
export const PUSH_DEVICES_PER_STAFF = 10;

/** Why a notice is sent: a new lead given to its owner (step 0), or a step of the first-response escalation (1-3). */
export type PushNoticeStep = 0 | 1 | 2 | 3;

/** What the service worker receives (JSON, encrypted for the device): what to show and which page a tap opens. */
export interface PushPayload {
  /** The notice's title: what arrived and how long it has waited, never a name or a phone. */
  title: string;
  body: string;
  /** A CRM page (always under /crm/): the customer's file, or the dashboard for a request without one. */
  url: string;
  /** Notices with one tag replace each other on the device: one per customer, not a pile. */
  tag: string;
}

export interface PushNoticeInput {
  kind: FirstResponseKind;
  step: PushNoticeStep;
  /** Working time waited so far (the first-response clock). */
  waitedMs: number;
  customerId: number | null;
  /** Further waiting records summed up in this notice (a backlog of escalations). */
  more: number;
}

const BODIES: Record<PushNoticeStep, string> = {
  0: 'Size atandı. Açmak için dokunun.',
  1: 'İlk yanıt hedefi aşıldı. Açmak için dokunun.',
  2: 'Hâlâ yanıt bekliyor, yöneticiye de bildirildi.',
  3: 'Uzun süredir yanıt bekliyor. Açmak için dokunun.',
};

/**
 * The notice on a staff device. The lock screen of a phone is seen by anyone nearby, so it carries only the kind, the
 * wait and the record number (in the page a tap opens, behind the CRM's sign-in): never the customer's name or phone.
 */
export function pushNoticeOf(input: PushNoticeInput): PushPayload {
  const head = escalationTexts.notice(input.kind, input.waitedMs);
  const title = input.more > 0 ? `${head} (ve ${input.more} kayıt daha)` : head;
  const record = input.customerId !== null && input.more === 0 ? ` Kayıt #${input.customerId}.` : '';
  return {
    title,
    body: `${BODIES[input.step]}${record}`,
    url: input.customerId !== null && input.more === 0 ? `/crm/customer/${input.customerId}` : '/crm/dashboard',
    tag: input.customerId !== null && input.more === 0 ? `musteri-${input.customerId}` : 'crm-ozet',
  };
}
