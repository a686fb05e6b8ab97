/** A fetch mock of the calculator API (spec 7.3) that answers as the server does: with the contract's function. */
import { BUILT_IN_LOAN_TYPES, calculateLoan, type BankOffer, type CalculationRequest, type LoanType } from '@kredi/contracts/calculator';

export type Reply = { status: number; body?: unknown } | 'network' | Promise<{ status: number; body?: unknown } | 'network'>;

export interface CalculatorReplies {
  types?: Reply;
  offers?: (loanTypeId: string) => Reply;
  calculate?: (body: CalculationRequest, callIndex: number) => Reply;
}

export interface RecordedCall {
  path: string;
  query: URLSearchParams;
  method: string;
  body: Record<string, unknown> | null;
}

/** What the seeded server answers a calculation, computed with the built-in rules. */
export function serverAnswer(body: CalculationRequest): { status: number; body: unknown } {
  const type = BUILT_IN_LOAN_TYPES.find((candidate) => candidate.id === body.kredi_turu) ?? BUILT_IN_LOAN_TYPES[0]!;
  const outcome = calculateLoan(body, type);
  return outcome.ok ? { status: 200, body: outcome.result } : { status: 400, body: { message: outcome.message } };
}

export const offer = (id: number, overrides: Partial<BankOffer> = {}): BankOffer => ({
  id,
  banka_adi: `Banka ${id}`,
  banka_logo: null,
  kredi_turu: 'ihtiyac',
  min_tutar: 10_000,
  max_tutar: 1_000_000,
  max_vade: 36,
  faiz_orani: 3.5,
  aktif: true,
  ...overrides,
});

const DEFAULT_OFFERS: BankOffer[] = [
  offer(1, { banka_adi: 'Çınar Bank', faiz_orani: 3.49, banka_logo: '/api/media/banks/cinar-bank.svg' }),
  offer(2, { banka_adi: null, faiz_orani: 3.29 }),
  offer(3, { banka_adi: 'Martı Bankası', faiz_orani: 3.69, min_tutar: 500_000 }),
];

const DEFAULTS: Required<CalculatorReplies> = {
  types: { status: 200, body: BUILT_IN_LOAN_TYPES },
  offers: (loanTypeId) => ({ status: 200, body: DEFAULT_OFFERS.map((o) => ({ ...o, kredi_turu: loanTypeId })) }),
  calculate: (body) => serverAnswer(body),
};

/** A reply that waits until `release` is called. */
export function heldReply(reply: { status: number; body?: unknown } | 'network') {
  let release: () => void = () => undefined;
  const promise = new Promise<{ status: number; body?: unknown } | 'network'>((resolve) => {
    release = () => resolve(reply);
  });
  return { promise, release };
}

/** Replaces fetch; returns the calls made, in order. */
export function mockCalculatorApi(replies: CalculatorReplies = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const routes = { ...DEFAULTS, ...replies };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'POST' ? await request.clone().text() : '';
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const index = calls.filter((call) => call.path === url.pathname).length;
    calls.push({ path: url.pathname, query: url.searchParams, method: request.method, body });
    let reply: Reply;
    if (url.pathname === '/api/kredi/kredi-turleri/') reply = routes.types;
    else if (url.pathname === '/api/kredi/teklifler/') reply = routes.offers(url.searchParams.get('kredi_turu') ?? '');
    else if (url.pathname === '/api/kredi/hesapla/') reply = routes.calculate(body as unknown as CalculationRequest, index);
    else throw new Error(`Beklenmeyen istek: ${request.url}`);
    const settled = await reply;
    if (settled === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(settled.body ?? {}), { status: settled.status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

export const calculationCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/kredi/hesapla/');

export function typesWith(change: (type: LoanType) => LoanType): LoanType[] {
  return BUILT_IN_LOAN_TYPES.map(change);
}
