/** The calculator API (docs/calculator.md) as the seeded server answers it: with the contract's own function. */
import { BUILT_IN_LOAN_TYPES, calculateLoan, type BankOffer, type CalculationRequest, type LoanType } from '../calculator';
import { mockApi, type RecordedCall } from './mockApi';
import { settle, type Reply } from './replies';

type Held = Reply | Promise<Reply>;

export interface CalculatorReplies {
  types?: Held;
  offers?: (loanTypeId: string) => Held;
  calculate?: (body: CalculationRequest, callIndex: number) => Held;
}

export const CALCULATOR_PATHS = {
  types: '/api/kredi/kredi-turleri/',
  offers: '/api/kredi/teklifler/',
  calculate: '/api/kredi/hesapla/',
} as const;

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

/** Answers the three calculator routes (defaults as seeded); returns the calls made, in order. */
export function mockCalculatorApi(replies: CalculatorReplies = {}): RecordedCall[] {
  const routes = { ...DEFAULTS, ...replies };
  const { calls } = mockApi({
    [`GET ${CALCULATOR_PATHS.types}`]: () => settle(routes.types),
    [`GET ${CALCULATOR_PATHS.offers}`]: (call) => settle(routes.offers(call.search.get('kredi_turu') ?? '')),
    [`POST ${CALCULATOR_PATHS.calculate}`]: (call) =>
      settle(routes.calculate(call.body as unknown as CalculationRequest, calculationCalls(calls).length - 1)),
  });
  return calls;
}

export const calculationCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === CALCULATOR_PATHS.calculate);

export function typesWith(change: (type: LoanType) => LoanType): LoanType[] {
  return BUILT_IN_LOAN_TYPES.map(change);
}
