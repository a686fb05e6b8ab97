import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIVE_HEARTBEAT_MS, LiveStreamQuery, LiveTicketResponse, crmMessages as m, type LiveEvent } from '@kredi/contracts/crm';
import { CRM_ROLES } from '@kredi/contracts/staff';
import type { ServerResponse } from 'node:http';
import { onDrain } from '../../../http/drain.js';
import { ApiError } from '../../../http/errors.js';
import { ErrorSchema } from '../../../http/schemas.js';
import { staffOf } from '../auth/requireStaff.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { LiveTickets } from './tickets.js';

/**
 * A stream ends after this long and the browser opens a new one with a new ticket, which needs a live session: so a
 * session that ended (idle, logout, a disabled account) stops receiving within this time.
 */
export const LIVE_STREAM_MAX_MS = 10 * 60_000;

/**
 * Open streams one session may hold on one API instance (tabs and devices share a session's token): a new one past
 * it closes that session's oldest, so one token cannot pile up sockets and memory.
 */
export const LIVE_STREAMS_PER_SESSION = 4;
/** Tickets one session may get in a minute (in the database, so across instances): reconnects need far fewer. */
export const LIVE_TICKETS_PER_MINUTE = 12;

export interface LiveRoutesOptions {
  tickets: LiveTickets;
  runtime: CrmRuntime;
  streamMaxMs?: number;
  streamsPerSession?: number;
  ticketsPerMinute?: number;
}

/** POST /api/crm/canli/bilet/ (signed in) and GET /api/crm/canli/?bilet= (the Server-Sent Events stream). */
export const liveRoutes: FastifyPluginAsyncTypebox<LiveRoutesOptions> = async (
  app,
  {
    tickets,
    runtime,
    streamMaxMs = LIVE_STREAM_MAX_MS,
    streamsPerSession = LIVE_STREAMS_PER_SESSION,
    ticketsPerMinute = LIVE_TICKETS_PER_MINUTE,
  },
) => {
  const open = new Set<ServerResponse>();
  /** This instance's open streams of each session, oldest first. */
  const bySession = new Map<number, ServerResponse[]>();
  // Open streams would keep the server from closing. A stopping instance ends them with a short retry hint: the
  // browser reconnects within a second, through the gateway, to an instance that still runs.
  const endAll = () => {
    for (const stream of open) stream.end('retry: 1000\n\n');
  };
  const forgetDrain = onDrain(endAll);
  app.addHook('onClose', async () => void forgetDrain());
  app.addHook('preClose', async () => endAll());

  app.post(
    '/bilet/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Canlı akış için tek kullanımlık, 30 saniyelik bilet',
        response: { 200: LiveTicketResponse, 429: ErrorSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const issued = await tickets.issue({ staffId: member.id, sessionId: member.sessionId }, runtime.now(), ticketsPerMinute);
      if (!issued) throw new ApiError(429, m.liveTooManyTickets);
      return { bilet: issued.ticket, expires_at: issued.expiresAt.toISOString() };
    },
  );

  app.get(
    '/',
    {
      // The ticket is the credential (EventSource sends no Authorization header); the guard does not run.
      config: { auth: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Canlı güncellemeler (text/event-stream): yeni müşteriler, talepler, personelin değişiklikleri',
        querystring: LiveStreamQuery,
        response: { 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const holder = await tickets.redeem(request.query.bilet, runtime.now());
      if (holder === undefined) return reply.code(401).header('cache-control', 'no-store').send({ message: m.liveTicketInvalid });
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // nginx: pass each event on at once (deploy/gateway sets proxy_buffering off for this path too).
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write('retry: 3000\n\n');
      open.add(raw);
      if (holder.sessionId !== null) {
        const streams = bySession.get(holder.sessionId) ?? [];
        bySession.set(holder.sessionId, streams);
        streams.push(raw);
        // The oldest goes first: the newest tab or device is the one the member is looking at.
        while (streams.length > streamsPerSession) streams.shift()!.end(': superseded\n\n');
      }
      const send = (event: LiveEvent) => raw.write(`event: crm\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = app.crmLive.subscribe(send);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), LIVE_HEARTBEAT_MS);
      const end = setTimeout(() => raw.end(), streamMaxMs);
      raw.on('close', () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(end);
        open.delete(raw);
        if (holder.sessionId === null) return;
        const streams = bySession.get(holder.sessionId)?.filter((stream) => stream !== raw) ?? [];
        if (streams.length > 0) bySession.set(holder.sessionId, streams);
        else bySession.delete(holder.sessionId);
      });
    },
  );
};
