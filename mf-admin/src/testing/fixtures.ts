// Test data shaped like the admin API's answers.
import type { CreditFormula } from '@kredi/contracts/admin';

export function makeFormula(id: number, overrides: Partial<CreditFormula> = {}): CreditFormula {
  return {
    id,
    name: `Formül ${id}`,
    description: `Açıklama ${id}`,
    formula: 'P * r * (1 + r)^n / ((1 + r)^n - 1)',
    active: true,
    created_at: '2025-04-04T10:00:00Z',
    updated_at: '2025-04-04T10:00:00Z',
    ...overrides,
  };
}
