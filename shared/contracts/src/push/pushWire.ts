import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../common/wire';
import { PUSH_DEVICES_PER_STAFF } from './pushNotices';

export const PUSH_DEVICE_NAME_MAX = 60;
/** Push services' endpoints are a few hundred characters; a longer one is no subscription. */
export const PUSH_ENDPOINT_MAX = 1000;

export const pushMessages = {
  endpointInvalid: 'Cihazın bildirim adresi geçersiz. Lütfen bildirimleri bu cihazda yeniden açın.',
  endpointNotAllowed: 'Bu bildirim servisi desteklenmiyor. Lütfen güncel bir tarayıcıyla yeniden deneyin.',
  keysInvalid: 'Cihazın bildirim anahtarları geçersiz. Lütfen bildirimleri bu cihazda yeniden açın.',
  deviceNameInvalid: `Cihaz adı en fazla ${PUSH_DEVICE_NAME_MAX} karakter olabilir.`,
  tooManyDevices: `En fazla ${PUSH_DEVICES_PER_STAFF} cihazda bildirim açabilirsiniz. Lütfen önce kullanmadığınız bir cihazı kaldırın.`,
  disabled: 'Telefon bildirimleri bu sunucuda açılmamış. Lütfen sistem yöneticinize başvurun.',
  deviceNotFound: 'Cihaz bulunamadı. Daha önce kaldırılmış olabilir.',
  subscribed: 'Bu cihazda bildirimler açıldı.',
  removed: 'Cihaz kaldırıldı; artık bu cihaza bildirim gönderilmeyecek.',
} as const;

/** The application server key the browser subscribes with (VAPID public key, base64url); null: push is off here. */
export const PushKeyResponse = Type.Object({ vapid_public_key: Type.Union([Type.String(), Type.Null()]) });
export type PushKeyResponse = Static<typeof PushKeyResponse>;

/** A key of the subscription, base64url as PushSubscription.toJSON() gives it. */
const key = (max: number) =>
  Type.String({ minLength: 16, maxLength: max, pattern: '^[A-Za-z0-9_-]+=*$', ...turkishErrors(pushMessages.keysInvalid) });

/** PushSubscription.toJSON() of the device, and the name the staff member sees in their list. */
export const PushSubscribeBody = Type.Object({
  endpoint: Type.String({ minLength: 10, maxLength: PUSH_ENDPOINT_MAX, ...turkishErrors(pushMessages.endpointInvalid) }),
  keys: Type.Object(
    // p256dh: an uncompressed P-256 point (65 bytes, 87 characters); auth: 16 bytes (22 characters).
    { p256dh: key(100), auth: key(40) },
    turkishErrors(pushMessages.keysInvalid),
  ),
  cihaz: Type.Optional(Type.String({ maxLength: PUSH_DEVICE_NAME_MAX, ...turkishErrors(pushMessages.deviceNameInvalid) })),
});
export type PushSubscribeBody = Static<typeof PushSubscribeBody>;

export const PushDevice = Type.Object({
  id: Type.Integer(),
  cihaz: Type.String({ description: 'Cihazın adı (tarayıcı ve işletim sistemi)' }),
  created_at: Type.String(),
  son_bildirim: Type.Union([Type.String(), Type.Null()], { description: 'Bu cihaza son bildirimin gittiği an' }),
});
export type PushDevice = Static<typeof PushDevice>;

export const PushDeviceList = Type.Object({ results: Type.Array(PushDevice) });
export type PushDeviceList = Static<typeof PushDeviceList>;

export const PushSubscribeResponse = Type.Object({ message: Type.String(), cihaz: PushDevice });
export type PushSubscribeResponse = Static<typeof PushSubscribeResponse>;

/** 'Chrome · Android' from a user agent: what a person recognises their device by, nothing more of the string. */
export function pushDeviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser\//.test(ua)
      ? 'Samsung Internet'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Tarayıcı';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'bilinmeyen sistem';
  return `${browser} · ${system}`;
}
