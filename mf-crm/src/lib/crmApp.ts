/**
 * The installable CRM in the browser (docs/crm.md 'Bildirimler'): the web app manifest, the service worker at /crm/sw.js
 * (scope /crm/, served by both gateways: scripts/lib/edge.ts) and this device's push subscription.
 */
export const CRM_WORKER_PATH = '/crm/sw.js';
export const CRM_WORKER_SCOPE = '/crm/';
export const CRM_MANIFEST_PATH = '/crm/manifest.webmanifest';
/** Which of the listed devices is this browser: the id the API gave its subscription, kept on this device only. */
export const THIS_DEVICE_KEY = 'crm-push-device-id';

export const pushTexts = {
  unsupported:
    'Bu tarayıcı bildirimleri desteklemiyor. Telefonunuzda güncel Chrome, Edge, Firefox ya da Safari kullanın (iPhone’da CRM’i önce ana ekrana ekleyin).',
  denied: 'Bu tarayıcıda bildirim izni kapalı. Tarayıcının site ayarlarından bu site için bildirimlere izin verip yeniden deneyin.',
  notGranted: 'Bildirim izni verilmedi. İzin isteğinde “İzin ver”i seçerek yeniden deneyin.',
  failed: 'Bu cihazda bildirimler açılamadı. Lütfen bağlantınızı kontrol edip yeniden deneyin.',
} as const;

export type PushSupport = 'unsupported' | NotificationPermission;

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The manifest link the browser installs the CRM from (the shell's page carries none: the CRM is its own app). */
export function ensureManifestLink(): void {
  if (document.querySelector(`link[rel="manifest"][href="${CRM_MANIFEST_PATH}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = CRM_MANIFEST_PATH;
  document.head.appendChild(link);
}

export async function registerCrmWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.register(CRM_WORKER_PATH, { scope: CRM_WORKER_SCOPE });
}

/** base64url (the VAPID public key) to the bytes PushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Asks for the permission (a tap started it), then subscribes this browser with the server's key. */
export async function subscribeThisDevice(publicKey: string): Promise<DeviceSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(permission === 'denied' ? pushTexts.denied : pushTexts.notGranted);
  await registerCrmWorker();
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error(pushTexts.failed);
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** Ends this browser's own subscription (after the device was removed from the list). */
export async function unsubscribeThisDevice(): Promise<void> {
  if (pushSupport() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration(CRM_WORKER_SCOPE);
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

export function thisDeviceId(): number | null {
  try {
    const value = Number(localStorage.getItem(THIS_DEVICE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberThisDevice(id: number | null): void {
  try {
    if (id === null) localStorage.removeItem(THIS_DEVICE_KEY);
    else localStorage.setItem(THIS_DEVICE_KEY, String(id));
  } catch {
    // Private mode without storage: the list just does not mark this device.
  }
}
