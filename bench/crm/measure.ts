import type { buildApp } from '../../api/src/app.js';
import { machineLoad, startBenchApi, timeRequests, writeResults, type Timing } from '../shared/apiBench.js';
import { BENCH_STAFF, kindOf } from './database.js';
import { TIMELINE_CUSTOMER_PHONE } from './timelineCustomer.js';

/** The CRM's speed target: every CRM read answers in p95 <= 50 ms at 100,000 customers. */
const BUDGET_P95_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;

interface Scenario {
  name: string;
  /** One URL per request, chosen from the request's index. */
  url: (i: number) => string;
  /** A POST body (JSON) instead of a GET. */
  body?: (i: number) => unknown;
}

interface Result extends Timing {
  name: string;
  ok: boolean;
}

async function signIn(base: string, app: ReturnType<typeof buildApp>): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('/api/crm/auth/send-code/', { telefon: BENCH_STAFF.phone });
  if (!sent.ok) throw new Error(`send-code: ${sent.status} ${await sent.text()}`);
  await app.crmRuntime.settle();
  const outbox = (await (await fetch(`${base}/api/dev/sms-outbox/?phone=${BENCH_STAFF.phone.slice(1)}`)).json()) as Array<{
    message: string;
  }>;
  const code = /(\d{6})/.exec(outbox[0]?.message ?? '')?.[1];
  if (!code) throw new Error('no sign-in code in the dev outbox');
  const verified = await post('/api/crm/auth/verify-code/', { telefon: BENCH_STAFF.phone, kod: code });
  if (!verified.ok) throw new Error(`verify-code: ${verified.status} ${await verified.text()}`);
  return ((await verified.json()) as { token: string }).token;
}

async function time(base: string, token: string, scenario: Scenario): Promise<Result> {
  const timing = await timeRequests(base, { authorization: `Token ${token}` }, scenario.url, RUNS, WARMUP, scenario.body);
  return { name: scenario.name, ...timing, ok: timing.p95 <= BUDGET_P95_MS };
}

/** Starts the API on the benchmark database, signs in, times each CRM read over HTTP; 0 when all are in budget. */
export async function measureCrm(): Promise<number> {
  const { app, base } = await startBenchApi();
  try {
    const token = await signIn(base, app);
    const first = (await (await fetch(`${base}/api/crm/musteriler/?limit=1`, { headers: { authorization: `Token ${token}` } })).json()) as {
      results: Array<{ id: number }>;
    };
    const maxId = first.results[0]?.id ?? 1;
    const timelineCustomer = (await (
      await fetch(`${base}/api/crm/musteriler/?search=${TIMELINE_CUSTOMER_PHONE}`, { headers: { authorization: `Token ${token}` } })
    ).json()) as { results: Array<{ id: number }> };
    const timelineId = timelineCustomer.results[0]?.id;
    if (timelineId === undefined) throw new Error('the 200-event customer is missing: run the seed');
    const searches = ['ayse', 'sahin', 'istanbul', 'ışık', 'yilmaz kaya', 'mehmet izmir', '0531 000', '5310004242'];
    const stages = ['aranacak', 'subeye_gelecek', 'cevap_vermedi', 'istemiyor'];
    const scenarios: Scenario[] = [
      // The baseline of the same run: the cheapest route through the same HTTP stack, no database work.
      { name: 'baseline: /api/health', url: () => '/api/health' },
      { name: 'list: first page', url: () => '/api/crm/musteriler/' },
      { name: 'list: deep page (keyset)', url: (i) => `/api/crm/musteriler/?cursor=${Math.max(2, maxId - ((i * 7919) % maxId))}` },
      { name: 'search', url: (i) => `/api/crm/musteriler/?search=${encodeURIComponent(searches[i % searches.length]!)}` },
      { name: 'filter: status', url: (i) => `/api/crm/musteriler/?durum=${stages[i % stages.length]}` },
      {
        name: 'filter + search',
        url: (i) => `/api/crm/musteriler/?durum=${stages[i % stages.length]}&search=${encodeURIComponent(searches[i % searches.length]!)}`,
      },
      { name: 'detail', url: (i) => `/api/crm/musteriler/${1 + ((i * 7919) % maxId)}/` },
      { name: 'follow-ups of a customer', url: (i) => `/api/crm/musteriler/${1 + ((i * 104729) % maxId)}/takipler/` },
      { name: 'stats', url: () => '/api/crm/dashboard/stats/' },
      // The owner filters (index on (assigned_staff_id, id)) and one bulk stage change of 50 rows.
      { name: 'my leads (atanan=bana)', url: () => '/api/crm/musteriler/?atanan=bana' },
      { name: 'my leads, deep page', url: (i) => `/api/crm/musteriler/?atanan=bana&cursor=${Math.max(2, maxId - ((i * 7919) % maxId))}` },
      { name: 'unassigned', url: () => '/api/crm/musteriler/?atanan=atanmamis' },
      { name: 'my leads + status', url: (i) => `/api/crm/musteriler/?atanan=bana&durum=${stages[i % stages.length]}` },
      { name: 'overdue (gecikmis)', url: () => '/api/crm/musteriler/?hatirlatma=gecikmis&sira=sonraki_iletisim' },
      { name: 'today (bugun)', url: () => '/api/crm/musteriler/?hatirlatma=bugun&sira=sonraki_iletisim' },
      { name: 'next-contact sort', url: () => '/api/crm/musteriler/?sira=sonraki_iletisim' },
      { name: 'my leads, overdue', url: () => '/api/crm/musteriler/?atanan=bana&hatirlatma=gecikmis&sira=sonraki_iletisim' },
      { name: 'total count (sayi)', url: (i) => `/api/crm/musteriler/sayi/?durum=${stages[i % stages.length]}` },
      { name: 'timeline, 200 events', url: () => `/api/crm/musteriler/${timelineId}/zaman-cizelgesi/` },
      // The pipeline board: every stage's first page with its count in one call (unfiltered: the kept stage counts;
      // 'my leads': counted through the owner index, capped), and one column's deep page by its keyset cursor.
      { name: 'board: every column', url: () => '/api/crm/pano/' },
      { name: 'board: my leads', url: () => '/api/crm/pano/?atanan=bana' },
      {
        name: 'board: column, deep page',
        url: (i) => `/api/crm/pano/?durum=${stages[i % stages.length]}&cursor=${Math.max(2, maxId - ((i * 7919) % maxId))}`,
      },
      {
        name: 'bulk stage change, 50 rows',
        url: () => '/api/crm/musteriler/toplu/durum/',
        // 50 neighbouring customers, moved between two stages so every request changes each row.
        body: (i) => ({
          ids: Array.from({ length: 50 }, (_, k) => Math.max(1, maxId - ((i * 50 + k) % (maxId - 1)))).filter(
            (v, k, all) => all.indexOf(v) === k,
          ),
          durum: i % 2 === 0 ? 'cevap_vermedi' : 'aranacak',
        }),
      },
    ];
    const results: Result[] = [];
    console.log(`CRM benchmark on ${kindOf()}: ${RUNS} sequential requests per scenario after ${WARMUP} warm-up, HTTP on 127.0.0.1`);
    console.log(`  ${machineLoad()}`);
    for (const scenario of scenarios) {
      const result = await time(base, token, scenario);
      results.push(result);
      console.log(
        `  ${result.name.padEnd(30)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms  max ${result.max
          .toFixed(1)
          .padStart(6)} ms  ${result.ok ? 'ok' : `OVER ${BUDGET_P95_MS} ms`}`,
      );
    }
    await writeResults('crm', { budgetP95Ms: BUDGET_P95_MS, results });
    return results.every((r) => r.ok) ? 0 : 1;
  } finally {
    await app.close();
  }
}
