// The traffic of the load bench: what each autocannon connection sends, cycle after cycle, and the tally of what
// came back (per kind of request: statuses and latencies), so the stored rows can be checked against the 2xx answers.
import type { Request } from 'autocannon';
import { submitBody } from '../../api/test/users/helpers';

export type Group = 'read' | 'write' | 'calculator' | 'users';

interface Tally {
  group: Group;
  statuses: Map<number, number>;
  latenciesMs: number[];
}

/** Per request name: statuses and latencies, filled by the onResponse of each request. */
export class Tallies {
  readonly byName = new Map<string, Tally>();

  record(name: string, group: Group, status: number, latencyMs: number) {
    let tally = this.byName.get(name);
    if (!tally) this.byName.set(name, (tally = { group, statuses: new Map(), latenciesMs: [] }));
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    tally.latenciesMs.push(latencyMs);
  }

  /** 2xx answers of one request name. */
  ok(name: string): number {
    let n = 0;
    for (const [status, count] of this.byName.get(name)?.statuses ?? []) if (status >= 200 && status < 300) n += count;
    return n;
  }

  /** Answers ≥ 400 (or none), per request name: what went wrong, if anything. */
  failures(): Record<string, Record<number, number>> {
    const out: Record<string, Record<number, number>> = {};
    for (const [name, tally] of this.byName) {
      for (const [status, count] of tally.statuses) if (status >= 400 || status === 0) (out[name] ??= {})[status] = count;
    }
    return out;
  }

  latencies(group?: Group): number[] {
    return [...this.byName.values()].filter((t) => !group || t.group === group).flatMap((t) => t.latenciesMs);
  }
}

let sequence = 0;
/** A phone number no earlier request used: 532 and seven digits from a counter (a valid operator prefix). */
const nextPhone = () => `532${String(1_000_000 + (sequence++ % 9_000_000)).padStart(7, '0')}`;
/** A visitor address for one cycle: many visitors, each well under the per-IP limits. */
const nextVisitor = () => `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;

const JSON_HEADERS = { 'content-type': 'application/json' };

interface Step {
  name: string;
  group: Group;
  method?: 'GET' | 'POST';
  /** Path and body from the cycle's context; undefined skips the rest of the cycle (a step it needs failed). */
  build: (context: Record<string, unknown>) => { path: string; body?: unknown } | undefined;
  /** Reads what later steps need from the answer. */
  read?: (body: string, context: Record<string, unknown>) => void;
}

/** Turns steps into autocannon requests that time and tally every answer. */
function toRequests(steps: Step[], tallies: Tallies): Request[] {
  return steps.map((step) => ({
    method: step.method ?? 'GET',
    setupRequest: (request, context) => {
      context.visitor ??= nextVisitor();
      const built = step.build(context);
      if (!built) return undefined;
      context.startedAt = performance.now();
      return {
        ...request,
        path: built.path,
        headers: { ...(built.body === undefined ? {} : JSON_HEADERS), 'x-forwarded-for': String(context.visitor) },
        ...(built.body === undefined ? {} : { body: JSON.stringify(built.body) }),
      };
    },
    onResponse: (status, body, context) => {
      tallies.record(step.name, step.group, status, performance.now() - Number(context.startedAt));
      if (status < 300) step.read?.(body, context);
    },
  }));
}

const BLOG = '/api/blog-api';

const CALCULATOR = '/api/kredi';

/**
 * Public reads: the blog as the pages read it (the whole list is 21.5 KB), a page of it, one post, the calculator's
 * loan types and a type's bank offers (what /kredi-hesaplama reads), and health.
 */
export function readSteps(postSlug: string): Step[] {
  return [
    { name: 'GET calculator loan types', group: 'read', build: () => ({ path: `${CALCULATOR}/kredi-turleri/` }) },
    { name: 'GET calculator offers', group: 'read', build: () => ({ path: `${CALCULATOR}/teklifler/?kredi_turu=ihtiyac&aktif=true` }) },
    { name: 'GET blog posts (full list)', group: 'read', build: () => ({ path: `${BLOG}/posts/` }) },
    { name: 'GET blog posts page', group: 'read', build: () => ({ path: `${BLOG}/posts/?page=1&page_size=6` }) },
    { name: 'GET blog post', group: 'read', build: () => ({ path: `${BLOG}/posts/${postSlug}/` }) },
    { name: 'GET blog categories', group: 'read', build: () => ({ path: `${BLOG}/categories/` }) },
    { name: 'GET health', group: 'read', build: () => ({ path: '/api/health' }) },
  ];
}

/**
 * The public reads as plain requests: no per-request callback and no body handed to JavaScript, the way the bare
 * baseline's plain client asks. The tallied client's own cost (on the same two cores) otherwise halves what any
 * server can show; this measures the reads against bare Fastify with equal client cost. Statuses are still counted
 * (autocannon's non-2xx), and reads store nothing, so no row check is lost.
 */
export function plainReadRequests(postSlug: string): Request[] {
  return readSteps(postSlug).map((step) => ({ method: 'GET', path: step.build({})!.path }));
}

/** Public writes: the footer's callback form and the contact page. */
export const writeSteps: Step[] = [
  {
    name: 'POST callback',
    group: 'write',
    method: 'POST',
    build: () => ({ path: '/api/callback-request/', body: { phone_number: `0${nextPhone()}` } }),
  },
  {
    name: 'POST contact',
    group: 'write',
    method: 'POST',
    build: () => ({
      path: '/api/contact-request/',
      body: { name: 'Yük Testi', email: `yuk${sequence}@example.com`, subject: 'Yük testi', message: 'Yük testinin iletisi.' },
    }),
  },
];

/** The calculator's answer: computed from the request, and counted for the admin dashboard (a write), so mixed only. */
export const calculateSteps: Step[] = [
  {
    name: 'POST calculator calculate',
    group: 'calculator',
    method: 'POST',
    build: () => ({
      path: `${CALCULATOR}/hesapla/`,
      body: { kredi_miktari: 50_000 + (sequence % 50) * 1000, vade_ay: 12, faiz_orani: 3.99, kredi_turu: 'ihtiyac' },
    }),
  },
];

/** The bare baseline's one route (bench/load/bareFastify.ts), asked by the plain client. */
export const plainBareRequests: Request[] = [{ method: 'GET', path: '/api/health' }];

/** The bare baseline asked the way the bench asks the product (every answer tallied): the client's own cost is equal. */
export const baselineSteps: Step[] = [{ name: 'GET health', group: 'read', build: () => ({ path: '/api/health' }) }];

/** The credit form's flow: a code is asked for, read in the demo outbox, exchanged for a proof, and the form sent. */
export const usersSteps: Step[] = [
  {
    name: 'POST users register',
    group: 'users',
    method: 'POST',
    build: (context) => {
      context.phone = nextPhone();
      return { path: '/api/users/register/', body: { name: 'Yük', surname: 'Testi', phone: context.phone } };
    },
    read: (_body, context) => {
      context.registered = true;
    },
  },
  {
    name: 'GET demo SMS outbox',
    group: 'users',
    build: (context) => (context.registered ? { path: `/api/dev/sms-outbox/?phone=${String(context.phone)}` } : undefined),
    read: (body, context) => {
      context.code = /kodunuz: (\d{4})\./.exec(body)?.[1];
    },
  },
  {
    name: 'POST users verify',
    group: 'users',
    method: 'POST',
    build: (context) =>
      context.code ? { path: '/api/users/verify/', body: { phone: context.phone, verification_code: context.code } } : undefined,
    read: (body, context) => {
      context.proof = (JSON.parse(body) as { proof?: string }).proof;
    },
  },
  {
    name: 'POST users add-customer',
    group: 'users',
    method: 'POST',
    build: (context) =>
      context.proof
        ? {
            path: '/api/users/add-customer/',
            // The form's full submit, as the API's own tests send it.
            body: submitBody(String(context.proof), { phone: context.phone, name: 'Yük', surname: 'Testi' }),
          }
        : undefined,
  },
];

export type Phase = 'mixed' | 'reads' | 'writes' | 'baseline';

/**
 * What one connection sends per cycle. Mixed: every kind of traffic, reads first (a cycle the users flow cuts
 * short still read and wrote); reads: public reads only; writes: the two public forms only; baseline: health only.
 */
export function phaseRequests(phase: Phase, postSlug: string, tallies: Tallies): Request[] {
  const reads = readSteps(postSlug);
  if (phase === 'baseline') return toRequests(baselineSteps, tallies);
  if (phase === 'reads') return toRequests(reads, tallies);
  if (phase === 'writes') return toRequests(writeSteps, tallies);
  return toRequests([...reads, ...calculateSteps, ...writeSteps, ...usersSteps], tallies);
}
