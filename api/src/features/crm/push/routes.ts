import { createECDH } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@kredi/contracts/crm';
import {
  PushDeviceList,
  pushDeviceName,
  PushKeyResponse,
  pushMessages as m,
  PushSubscribeBody,
  PushSubscribeResponse,
} from '@kredi/contracts/push';
import { CRM_ROLES } from '@kredi/contracts/staff';
import { ApiError } from '../../../http/errors.js';
import { MessageSchema } from '../../../http/schemas.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { staffOf } from '../auth/requireStaff.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import { isAllowedEndpoint, type PushConfig } from './config.js';
import type { CrmPushRepository } from './repository.js';

export interface PushRoutesOptions {
  repository: CrmPushRepository;
  runtime: CrmRuntime;
  config: PushConfig;
  /** The VAPID public key the browsers subscribe with; null: push is off on this server. */
  publicKey: string | null;
}

const fromBase64Url = (value: string) => Buffer.from(value.replace(/=+$/, ''), 'base64url');

/** A device's keys as a browser makes them: a point on P-256 (65 bytes, uncompressed) and a 16-byte secret. */
function keysAreValid(p256dh: string, auth: string): boolean {
  const point = fromBase64Url(p256dh);
  if (point.length !== 65 || point[0] !== 4 || fromBase64Url(auth).length !== 16) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/** /api/crm/bildirimler/...: the key to subscribe with, and each staff member's own devices (docs/crm.md 'Bildirimler'). */
export const pushRoutes: FastifyPluginAsyncTypebox<PushRoutesOptions> = async (app, { repository, runtime, config, publicKey }) => {
  app.get(
    '/anahtar/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Bildirim aboneliği için sunucunun VAPID açık anahtarı',
        response: { 200: PushKeyResponse, ...guardedErrors },
      },
    },
    async () => ({ vapid_public_key: publicKey }),
  );

  app.get(
    '/cihazlar/',
    {
      config: { roles: CRM_ROLES },
      schema: { tags: [TAG], summary: 'Bildirim açtığım cihazlar', response: { 200: PushDeviceList, ...guardedErrors } },
    },
    async (request) => ({ results: await repository.list(staffOf(request).id) }),
  );

  app.post(
    '/cihazlar/',
    {
      config: { roles: CRM_ROLES },
      preValidation: trimBodyStrings,
      schema: {
        tags: [TAG],
        summary: 'Bu cihazda bildirimleri aç (tarayıcının PushSubscription bilgisi)',
        body: PushSubscribeBody,
        response: { 201: PushSubscribeResponse, ...guardedErrors },
      },
    },
    async (request, reply) => {
      if (publicKey === null) throw new ApiError(400, m.disabled);
      const { endpoint, keys, cihaz } = request.body;
      if (!isAllowedEndpoint(endpoint, config)) throw new ApiError(400, m.endpointNotAllowed, { endpoint: m.endpointNotAllowed });
      if (!keysAreValid(keys.p256dh, keys.auth)) throw new ApiError(400, m.keysInvalid, { keys: m.keysInvalid });
      const device = cihaz || pushDeviceName(request.headers['user-agent']);
      const result = await repository.subscribe(
        staffOf(request).id,
        { endpoint, p256dh: keys.p256dh, auth: keys.auth, device },
        runtime.now(),
      );
      if (result === 'tooMany') throw new ApiError(400, m.tooManyDevices);
      return reply.code(201).send({ message: m.subscribed, cihaz: result });
    },
  );

  app.delete(
    '/cihazlar/:id/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Bir cihazımda bildirimleri kapat',
        params: IdParams,
        response: { 200: MessageSchema, ...guardedErrors },
      },
    },
    async (request) => {
      if (!(await repository.remove(staffOf(request).id, request.params.id))) throw new ApiError(404, m.deviceNotFound);
      return { message: m.removed };
    },
  );
};
