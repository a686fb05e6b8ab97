import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  cleanSource,
  connectionTypeOf,
  FunnelEventBody,
  isPlausibleVital,
  RemoteFailureBeaconBody,
  VITAL_BEACONS_PER_IP_PER_HOUR,
  vitalPagePath,
  VitalsBeaconBody,
} from '@kredi/contracts/reports';
import { clientIp } from '../../http/clientIp.js';
import { istanbulDay } from '../calculator/public.js';
import { createBeaconRepository } from './beaconRepository.js';

const noContent = { 204: Type.Null() };

/**
 * /api/olcum/: the anonymous beacons of the reports (docs/reports.md). No id, IP or anything about the
 * visitor is kept (the speed beacons' hourly rate per IP holds a hash of it for two hours at most): a funnel step adds one to the day's counter of its source, a page's measurements one to
 * the day's histogram of its page. navigator.sendBeacon sends text/plain, read here as JSON (in this scope only).
 * A failing write never answers an error the visitor would see: it is logged.
 */
const beaconRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createBeaconRepository(app.db);
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });

  app.post(
    '/olay/',
    {
      schema: { summary: 'Kredi formu hunisinde bir adım (anonim, günlük sayaç)', body: FunnelEventBody, response: noContent },
      bodyLimit: 4096,
    },
    async (request, reply) => {
      try {
        // The browser already reduced the source to a host or a campaign (funnelSource); checked again here.
        await repository.countFunnelStep(istanbulDay(), request.body.adim, cleanSource(request.body.kaynak));
      } catch (error) {
        request.log.warn({ err: error }, 'funnel step not counted');
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/hiz/',
    {
      schema: { summary: 'Gerçek ziyaretçi hız ölçümleri (anonim, günlük histogram)', body: VitalsBeaconBody, response: noContent },
      bodyLimit: 4096,
    },
    async (request, reply) => {
      // Kept only for a public page, with every value one a page load can have, within the IP's hourly rate; any
      // other beacon is dropped whole (nothing clamped), and the visitor still gets 204.
      const path = vitalPagePath(request.body.yol);
      const values = request.body.olcumler.map((m) => ({ metric: m.ad, value: m.deger }));
      if (path && values.every(({ metric, value }) => isPlausibleVital(metric, value))) {
        try {
          if (await repository.takeVitalsSlot(clientIp(request), new Date(), VITAL_BEACONS_PER_IP_PER_HOUR))
            await repository.recordVitals(istanbulDay(), path, connectionTypeOf(request.body.baglanti), values);
        } catch (error) {
          request.log.warn({ err: error }, 'vitals not recorded');
        }
      }
      return reply.code(204).send(null);
    },
  );

  // A remote whose browser code could not run on a page (shell/src/features/remotes/lib/remoteFailures.ts): counted
  // for Prometheus by remote and reason, nothing stored.
  app.post(
    '/uzak-modul/',
    {
      schema: {
        summary: 'Tarayıcıda çalışamayan bir uzak modül (anonim, Prometheus sayacı)',
        body: RemoteFailureBeaconBody,
        response: noContent,
      },
      bodyLimit: 1024,
    },
    async (request, reply) => {
      app.metrics.remoteFailed(request.body.uzak, request.body.neden);
      return reply.code(204).send(null);
    },
  );
};

export default beaconRoutes;
