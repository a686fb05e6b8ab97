import webPush from 'web-push';
import type { PushPayload } from '@kredi/contracts/push';
import type { VapidKeys } from './vapid.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one send: delivered, the device is gone (404/410), refused for good, or worth another try. */
export type SendOutcome = 'sent' | 'gone' | 'refused' | 'retry';

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<{ outcome: SendOutcome; status?: number }>;
}

/** A push service that does not answer in this long is tried again later. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Encrypts (aes128gcm, RFC 8291) and signs (VAPID, RFC 8292) with web-push, and posts with fetch: web-push's own
 * transport speaks https only, while fetch also reaches the plain-http endpoint a test or a self-hosted push service
 * runs (the endpoint rule lets through only what the settings allow, config.ts).
 */
export function createPushSender(keys: VapidKeys, options: { subject: string; ttlSeconds: number }): PushSender {
  return {
    async send(target, payload) {
      let request: ReturnType<typeof webPush.generateRequestDetails>;
      try {
        request = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: options.ttlSeconds,
            urgency: 'high',
            topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
          },
        );
      } catch {
        // Keys no browser would give: this subscription can never be sent to.
        return { outcome: 'gone' };
      }
      try {
        const answer = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: new Uint8Array(request.body as Buffer),
          redirect: 'error',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await answer.body?.cancel().catch(() => {});
        const status = answer.status;
        if (status >= 200 && status < 300) return { outcome: 'sent', status };
        if (status === 404 || status === 410) return { outcome: 'gone', status };
        if (status === 429 || status >= 500) return { outcome: 'retry', status };
        return { outcome: 'refused', status };
      } catch {
        return { outcome: 'retry' };
      }
    },
  };
}
