import { positiveInt } from '../../users/public.js';

type Env = Record<string, string | undefined>;

/**
 * Hosts of the browsers' push services (Chrome, Edge, Firefox, Safari, Samsung Internet, Opera): the server posts to
 * a subscription's endpoint, so an endpoint elsewhere (an address inside the network) is refused at the door.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

/** Settings of Web Push to staff devices (docs/crm.md 'Bildirimler'). */
export interface PushConfig {
  /** CRM_PUSH_VAPID_PUBLIC_KEY / CRM_PUSH_VAPID_PRIVATE_KEY (base64url); 'demo': generated once and kept; null: push off. */
  vapid: { publicKey: string; privateKey: string } | 'demo' | null;
  /** CRM_PUSH_VAPID_SUBJECT: the contact a push service may write to (mailto: or https:). */
  subject: string;
  /** CRM_PUSH_EXTRA_ENDPOINT_ORIGINS: origins accepted besides the push services, http too (a test's local endpoint). */
  extraOrigins: string[];
  /** How often each instance looks for notices left in the queue (CRM_PUSH_TICK_SECONDS, 5). */
  tickMs: number;
  /** How long a push service keeps a notice for a device that is off (CRM_PUSH_TTL_MINUTES, 60). */
  ttlSeconds: number;
}

export function loadPushConfig(env: Env, demoMode: boolean): PushConfig {
  const publicKey = env.CRM_PUSH_VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.CRM_PUSH_VAPID_PRIVATE_KEY?.trim();
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error('CRM_PUSH_VAPID_PUBLIC_KEY and CRM_PUSH_VAPID_PRIVATE_KEY must be set together');
  }
  const subject = env.CRM_PUSH_VAPID_SUBJECT?.trim() || 'mailto:crm-bildirim@kolaykredi.example';
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('CRM_PUSH_VAPID_SUBJECT must be a mailto: or https: URL');
  const extraOrigins = (env.CRM_PUSH_EXTRA_ENDPOINT_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      try {
        return new URL(o).origin;
      } catch {
        throw new Error(`CRM_PUSH_EXTRA_ENDPOINT_ORIGINS: "${o}" is not an origin (e.g. http://127.0.0.1:6545)`);
      }
    });
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey } : demoMode ? 'demo' : null,
    subject,
    extraOrigins,
    tickMs: positiveInt(env, 'CRM_PUSH_TICK_SECONDS', 5, 3600) * 1000,
    ttlSeconds: positiveInt(env, 'CRM_PUSH_TTL_MINUTES', 60, 24 * 60 * 28) * 60,
  };
}

/** An endpoint the server will post to: https at a push service's host, or an origin the settings add. */
export function isAllowedEndpoint(endpoint: string, config: Pick<PushConfig, 'extraOrigins'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (config.extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
}
